import type { Alert } from '@redzone/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { storeMapAlert } from './alert-storage';

/** Where Respond leads (P1 §4): the map, which starts navigating to the stored alert. */
export const RESPOND_MAP_PATH = '/map?navigate=true';

/**
 * Respond, from the urgent modal or a list: hands the alert to the map with autoStart and goes
 * there. The map posts the respond call, so every Respond button counts the same way.
 */
export function useRespondNavigation(): (alert: Alert) => void {
  const navigate = useNavigate();
  return useCallback(
    (alert: Alert) => {
      storeMapAlert({
        id: alert.id,
        latitude: alert.latitude,
        longitude: alert.longitude,
        location: alert.location,
        description: alert.description,
        autoStart: true,
      });
      void navigate(RESPOND_MAP_PATH);
    },
    [navigate],
  );
}
