import { Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { openRecorder, useRecorderOpen } from '../recorder-overlay-store';

/** Brings the full-screen recorder back after it was closed during an emergency. */
export function OpenRecorderButton() {
  const { t } = useTranslation();
  const isOpen = useRecorderOpen();
  if (isOpen) return null;
  return (
    <Button variant="secondary" className="w-full" onClick={openRecorder}>
      <Video aria-hidden />
      {t('recorder.open')}
    </Button>
  );
}
