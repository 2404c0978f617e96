import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { GEOLOCATION_FAILURE_KEYS, type GeolocationFailure } from '../../../lib/geolocation';

/** P1 §8 location message, with a way to ask again. */
export function LocationNotice({
  failure,
  onRetry,
}: {
  failure: GeolocationFailure;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-950 p-3 text-sm text-amber-100"
    >
      <p>{t(GEOLOCATION_FAILURE_KEYS[failure])}</p>
      {failure === 'unsupported' ? null : (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}
