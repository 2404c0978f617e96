import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';

/**
 * The app's own address as a QR code, drawn here (no outside service). The dialog and qrcode load
 * on open, keeping Radix Dialog out of Home's first load.
 */
export function QrCodeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const url = `${window.location.origin}/`;
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(url, { width: 240, margin: 2, errorCorrectionLevel: 'M' }))
      .then((made) => {
        if (live) setDataUrl(made);
      });
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogTitle>{t('site.home.qrTitle')}</DialogTitle>
        <DialogDescription>{t('site.home.qrDescription')}</DialogDescription>
        <div className="mt-4 flex flex-col items-center gap-2">
          {dataUrl ? (
            <img
              src={dataUrl}
              alt={t('site.home.qrAlt', { url })}
              width={240}
              height={240}
              className="rounded-lg bg-white"
            />
          ) : (
            <p role="status" className="flex size-60 items-center justify-center text-neutral-400">
              {t('site.home.qrLoading')}
            </p>
          )}
          <p className="break-all text-sm text-neutral-300">{url}</p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
