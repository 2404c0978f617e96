import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Issue 29: the sender entered their duress PIN: someone made them pretend to stop, and the
 * recording goes on in secret. Observers must not give it away (a call would ring their phone).
 */
export function DuressNote({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p
      className={`flex items-start gap-2 rounded-md bg-amber-300 px-2 py-1.5 text-sm font-bold text-black ${className}`}
    >
      <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      {t('alert.duress')}
    </p>
  );
}
