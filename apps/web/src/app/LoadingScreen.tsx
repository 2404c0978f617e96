import { useTranslation } from 'react-i18next';

/** Spec P2 §2: "Loading Red Zone" while permissions are requested. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-neutral-950"
    >
      <img
        src="/icons/icon-192.png"
        alt=""
        width={72}
        height={72}
        className="size-18 animate-pulse"
      />
      <p className="text-lg font-semibold text-white">{t('app.loading')}</p>
    </div>
  );
}
