import { type DeliveryInputs } from '../use-emergency-actions';
import { useEmergencyDelivery } from '../use-emergency-delivery';

/** Mounted once by the shell: the alert part of an emergency finishes from any page. */
export function EmergencyDelivery(inputs: DeliveryInputs) {
  useEmergencyDelivery(inputs);
  return null;
}
