import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

/** P1 §2 pane labels (Live, No Access, Single Mode), and Starting while the browser asks. */
export type PaneStatus = 'live' | 'noAccess' | 'singleMode' | 'starting';

const STATUS_STYLE: Record<PaneStatus, string> = {
  live: 'bg-green-800 text-white',
  noAccess: 'bg-red-700 text-white',
  singleMode: 'bg-amber-500 text-black',
  starting: 'bg-neutral-700 text-white',
};

/** One camera's live picture (muted: the microphone must not feed back) with its status. */
export function CameraPane({
  name,
  stream,
  status,
}: {
  name: string;
  stream: MediaStream | null;
  status: PaneStatus;
}) {
  const { t } = useTranslation();
  const attach = useCallback(
    (video: HTMLVideoElement | null) => {
      if (video !== null && video.srcObject !== stream) video.srcObject = stream;
    },
    [stream],
  );
  return (
    <figure className="relative min-h-0 overflow-hidden rounded-lg bg-neutral-900">
      {stream ? (
        <video
          ref={attach}
          autoPlay
          muted
          playsInline
          className="size-full object-cover"
          aria-label={name}
        />
      ) : (
        <div className="flex size-full items-center justify-center p-4 text-center text-sm text-neutral-400">
          {t(status === 'singleMode' ? 'recorder.noBackCamera' : 'recorder.noPicture')}
        </div>
      )}
      <figcaption className="absolute bottom-2 left-2 flex items-center gap-2">
        <span className="rounded bg-black/60 px-2 py-0.5 text-xs font-semibold text-white">
          {name}
        </span>
        <span className={cn('rounded px-2 py-0.5 text-xs font-bold', STATUS_STYLE[status])}>
          {t(`recorder.pane.${status}`)}
        </span>
      </figcaption>
    </figure>
  );
}
