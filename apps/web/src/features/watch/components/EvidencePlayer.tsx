import type { WatchView } from '@redzone/contract';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

type WatchRecording = WatchView['recordings'][number];

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds) % 60).padStart(2, '0')}`;

/**
 * One recording's evidence layer (sound and low-resolution video) as it reaches the server. The
 * file grows while it records: Reload fetches what has arrived since.
 */
export function EvidencePlayer({ recording }: { recording: WatchRecording }) {
  const { t } = useTranslation();
  const [version, setVersion] = useState(0);
  const { evidence } = recording;
  if (evidence === null) {
    return <Card className="text-sm text-neutral-400">{t('watch.noEvidenceLayer')}</Card>;
  }
  return (
    <Card className="space-y-2">
      <video
        key={version}
        controls
        playsInline
        preload="metadata"
        className="w-full rounded bg-black"
        src={`${evidence.url}${version > 0 ? `?v=${version}` : ''}`}
        aria-label={t('watch.playerLabel')}
      >
        {/* Street footage has no captions; the empty track says so to the player. */}
        <track kind="captions" />
      </video>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>
          {evidence.complete
            ? t('watch.complete', { time: clock(evidence.securedUntilSeconds) })
            : t('watch.growing', { time: clock(evidence.securedUntilSeconds) })}
        </span>
        {evidence.complete ? null : (
          <Button size="sm" variant="secondary" onClick={() => setVersion((v) => v + 1)}>
            <RefreshCw aria-hidden />
            {t('watch.reload')}
          </Button>
        )}
      </div>
    </Card>
  );
}
