import { Camera } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { CameraAccess } from '../recording-controller';

/**
 * P1 §2 yellow bar. A refused or missing camera is said as it is (DESIGN.md departures: never
 * "forced granted"), and the alert goes on without video.
 */
export function CameraAccessBar({
  access,
  onEnable,
}: {
  access: CameraAccess;
  onEnable: () => void;
}) {
  const { t } = useTranslation();
  if (access !== 'denied' && access !== 'unavailable' && access !== 'unsupported') return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 bg-yellow-400 px-4 py-3 text-black"
    >
      <Camera className="size-5 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-bold">{t(`recorder.access.${access}`)}</p>
        <p className="text-sm">{t('recorder.access.alertGoesOn')}</p>
      </div>
      {access === 'unsupported' ? null : (
        <Button
          variant="outline"
          className="border-black bg-black text-yellow-300 hover:bg-neutral-800"
          onClick={onEnable}
        >
          {t('recorder.enableCamera')}
        </Button>
      )}
    </div>
  );
}
