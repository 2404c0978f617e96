import { ArrowLeft, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../components/page';
import { Button } from '../components/ui/button';
import { VerifyToContinue } from '../components/verify-to-continue';
import { LawOfficeChat } from '../features/law-office/components/LawOfficeChat';
import { LawOfficeHeader } from '../features/law-office/components/LawOfficeHeader';
import { useVerificationStatus } from '../features/phone/api/get-verification-status';

/**
 * Spec P2 §2 /law-office; P2 §1: only a verified phone reaches the assistant on the server.
 * Without one, the same questions are answered from the guides shipped with the app (a
 * newcomer in a stop is not turned away), with the way to verify beside them.
 */
export default function LawOfficePage() {
  const { t } = useTranslation();
  const verification = useVerificationStatus();
  return (
    <Page title={t('pages.lawOffice')}>
      <Button asChild variant="outline" size="sm" className="self-start">
        <Link to="/">
          <ArrowLeft aria-hidden />
          {t('lawOffice.back')}
        </Link>
      </Button>
      <LawOfficeHeader />
      {verification.isPending ? (
        <p role="status" className="flex items-center gap-2 text-neutral-400">
          <LoaderCircle className="size-4 animate-spin" aria-hidden />
          {t('common.loading')}
        </p>
      ) : verification.data?.isPhoneVerified || verification.isError ? (
        // Unreachable status: the chat still opens, and answers from the shipped corpus if the
        // server cannot be reached either (the server itself still checks verification).
        <LawOfficeChat />
      ) : (
        <>
          <VerifyToContinue
            message={t('lawOffice.verifyForFull')}
            actionLabel={t('lawOffice.verifyAction')}
          />
          <LawOfficeChat offlineOnly />
        </>
      )}
    </Page>
  );
}
