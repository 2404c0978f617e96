import { VERIFY_REDIRECT_DELAY_MS } from '@redzone/contract';
import { ArrowLeft, Lock, Scale, ShieldAlert, ShieldCheck, Users } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Page } from '../components/page';
import { buttonVariants } from '../components/ui/button';
import { Card, CardTitle } from '../components/ui/card';
import { VerificationCard } from '../features/phone/components/VerificationCard';

const REASONS = [
  { key: 'verify.reasonLawOffice', Icon: Scale },
  { key: 'verify.reasonCommunity', Icon: Users },
  { key: 'verify.reasonReports', Icon: ShieldCheck },
  { key: 'verify.reasonAlerts', Icon: ShieldAlert },
] as const;

/** Spec P2 §2 /verify-phone. */
export default function VerifyPhonePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // P2 §9: the app goes to /profile 2 seconds after a successful verification.
  const onVerified = useCallback(() => {
    timer.current = setTimeout(() => void navigate('/profile'), VERIFY_REDIRECT_DELAY_MS);
  }, [navigate]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return (
    <Page title={t('pages.verifyPhone')}>
      <Card>
        <CardTitle>{t('verify.whyTitle')}</CardTitle>
        <ul className="mt-3 space-y-2">
          {REASONS.map(({ key, Icon }) => (
            <li key={key} className="flex items-center gap-3 text-sm text-neutral-200">
              <Icon className="size-5 shrink-0 text-red-400" aria-hidden />
              {t(key)}
            </li>
          ))}
        </ul>
      </Card>
      <VerificationCard onVerified={onVerified} />
      <Card className="flex gap-3">
        <Lock className="mt-0.5 size-5 shrink-0 text-neutral-400" aria-hidden />
        <div className="text-sm text-neutral-300">
          <p className="font-semibold text-neutral-100">{t('verify.privacyTitle')}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-4">
            <li>{t('verify.privacyEncrypted')}</li>
            <li>{t('verify.privacyNeverShared')}</li>
            <li>{t('verify.privacyOnlyVerification')}</li>
            <li>{t('verify.privacySettings')}</li>
          </ul>
        </div>
      </Card>
      <Link to="/profile" className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
        <ArrowLeft aria-hidden />
        {t('verify.backToProfile')}
      </Link>
    </Page>
  );
}
