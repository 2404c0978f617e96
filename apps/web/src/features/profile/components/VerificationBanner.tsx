import { BadgeCheck, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** P2 §4: unverified -> "Complete Profile Setup"; verified -> "Profile Setup Complete" + tier. */
export function VerificationBanner({
  isVerified,
  tier,
}: {
  isVerified: boolean;
  tier: string | null;
}) {
  const { t } = useTranslation();
  if (isVerified) {
    return (
      <Card className="flex items-center gap-3 border-green-600/50 bg-green-950/40">
        <BadgeCheck className="size-7 shrink-0 text-green-400" aria-hidden />
        <div>
          <p className="font-bold text-green-100">{t('profile.setupComplete')}</p>
          <p className="text-sm text-green-200/80">
            {t('verify.tier', {
              tier: t(`verify.tierNames.${tier ?? 'phone'}`, { defaultValue: tier ?? 'phone' }),
            })}
          </p>
        </div>
      </Card>
    );
  }
  return (
    <Card className="border-amber-500/50 bg-amber-950/40">
      <div className="flex items-start gap-3">
        <ShieldAlert className="size-7 shrink-0 text-amber-400" aria-hidden />
        <div>
          <p className="font-bold text-amber-100">{t('profile.completeSetup')}</p>
          <p className="text-sm text-amber-200/80">{t('profile.completeSetupHint')}</p>
        </div>
      </div>
      <Link to="/verify-phone" className={buttonVariants({ className: 'mt-3 w-full' })}>
        {t('profile.verifyNow')}
      </Link>
    </Card>
  );
}
