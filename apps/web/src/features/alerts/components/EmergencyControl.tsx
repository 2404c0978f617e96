import type { OliveBranchFriend } from '@redzone/contract';
import type { ReactNode } from 'react';
import { useEmergency } from '../emergency-store';
import type { RecordingTruth } from '../recording-truth';
import { useEmergencyActions } from '../use-emergency-actions';
import { AlertButton } from './AlertButton';
import { AlertDeliveryStatus } from './AlertDeliveryStatus';
import { RecordingActivePanel } from './RecordingActivePanel';

/** The recorder, as the page hands it over (another feature's). */
export interface RecorderLink {
  status: RecordingTruth;
  /** Starts recording now: at the hold's end, and Resume. */
  start: () => void;
  /** A press began: the cameras may warm up. */
  prewarm: () => void;
  /** The press ended early. */
  cancelPrewarm: () => void;
  /** Shows the recorder while it records. */
  openAction: ReactNode;
}

/**
 * The Red Zone Alert button with what follows it (the order): the hold starts the
 * recorder at once, and the alert is located and sent beside it; the panel says what each of the
 * two is really doing.
 */
export function EmergencyControl({
  friends,
  isPhoneVerified,
  recorder,
  verify,
  endGuard,
}: {
  friends: OliveBranchFriend[];
  isPhoneVerified: boolean;
  recorder: RecorderLink;
  /** The phone feature's verification form, shown when the alert waits for it. */
  verify: ReactNode;
  /** Asks for the stop PIN before End Emergency ends it, when one is set. */
  endGuard?:
    | ((props: {
        onEnd: (pin: string, landed: boolean) => void;
        onCancel: () => void;
      }) => ReactNode)
    | undefined;
}) {
  const emergency = useEmergency();
  const actions = useEmergencyActions({ isPhoneVerified });
  return (
    <div className="space-y-4">
      <AlertButton
        recording={recorder.status}
        onHoldStart={recorder.prewarm}
        onHoldCancel={recorder.cancelPrewarm}
        onActivate={() => {
          // The camera first: evidence never waits for the network.
          recorder.start();
          void actions.activate();
        }}
      />
      {emergency ? (
        <RecordingActivePanel
          emergency={emergency}
          recording={recorder.status}
          onResume={recorder.start}
          onEnd={actions.end}
          endGuard={endGuard}
          recorderAction={recorder.openAction}
          delivery={
            <AlertDeliveryStatus
              emergency={emergency}
              friends={friends}
              isPhoneVerified={isPhoneVerified}
              verify={verify}
              actions={{
                onShareLocation: () => void actions.shareLocation(),
                onSayWhere: actions.sayWhere,
                onRetry: () => void actions.retry(),
              }}
            />
          }
        />
      ) : null}
    </div>
  );
}
