import type { OliveBranchFriend } from '@redzone/contract';
import type { ReactNode } from 'react';
import { useEmergency } from '../emergency-store';
import { useEmergencyActions } from '../use-emergency-actions';
import { AlertButton } from './AlertButton';
import { OfflineActions } from './OfflineActions';
import { RecordingActivePanel } from './RecordingActivePanel';

/** The Red Zone Alert button with what follows it: the active panel and, offline, SMS and 911. */
export function EmergencyControl({
  friends,
  recorderAction,
}: {
  friends: OliveBranchFriend[];
  /** Reopens the recorder (another feature's button, composed by the page). */
  recorderAction?: ReactNode;
}) {
  const emergency = useEmergency();
  const { activate, end } = useEmergencyActions({ contactCount: friends.length });
  return (
    <div className="space-y-4">
      <AlertButton onActivate={() => void activate()} />
      {emergency?.status === 'active' ? (
        <>
          {emergency.pendingPost ? (
            <OfflineActions emergency={emergency} friends={friends} />
          ) : null}
          <RecordingActivePanel
            emergency={emergency}
            onEnd={() => void end()}
            recorderAction={recorderAction}
          />
        </>
      ) : null}
    </div>
  );
}
