import type { Officer } from '@redzone/contract';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { PinDialog } from '../../../components/pin-dialog';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { useDeleteOfficer } from '../api/delete-officer';
import { useOfficer } from '../api/get-officer';
import { officerErrorText } from '../officer-error-text';
import { rankLabel } from '../officer-labels';
import { GradeSummary } from './GradeSummary';
import { ReportForm } from './ReportForm';
import { ReportList } from './ReportList';
import { VerifyToContinue } from '../../../components/verify-to-continue';
import { answerOf, type PinAnswer } from '../../../lib/pin-answer';
import { hasStopPin } from '../../../lib/stop-pin';

/**
 * P2 §2/§4 a selected officer: back to search, the grade from all reports, the rating control
 * (report form) and the reports. The delete button shows when this session created the profile
 * (P2 §5 read creatorUserId; the server now says only `isMine`) and the server
 * decides all the same.
 */
export function OfficerView({
  officerId,
  isVerified,
  onBack,
  onDeleted,
}: {
  officerId: string;
  isVerified: boolean;
  onBack: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const officer = useOfficer(officerId);
  const back = (
    <Button variant="ghost" className="-ml-2" onClick={onBack}>
      <ArrowLeft aria-hidden />
      {t('officers.backToSearch')}
    </Button>
  );
  if (officer.isPending) {
    return (
      <div className="space-y-3">
        {back}
        <p role="status" className="text-sm text-neutral-400">
          {t('officers.loadingOfficer')}
        </p>
      </div>
    );
  }
  if (officer.isError) {
    return (
      <div className="space-y-3">
        {back}
        <Card role="alert" className="border-red-500/50 bg-red-950/40">
          <p className="font-semibold text-red-100">{t('officers.officerFailed')}</p>
          <p className="mt-1 text-sm text-red-200/80">
            {officerErrorText(officer.error, t('officers.loadFailedDetail'))}
          </p>
          <Button className="mt-3" variant="outline" onClick={() => void officer.refetch()}>
            {t('common.retry')}
          </Button>
        </Card>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {back}
      <OfficerHeader officer={officer.data} onDeleted={onDeleted} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
        <Card>
          <CardTitle>{t('officers.rateTitle')}</CardTitle>
          <div className="mt-3">
            {isVerified ? (
              <ReportForm officerId={officer.data.id} officerName={officer.data.fullName} />
            ) : (
              <VerifyToContinue
                message={t('officers.verifyToRate')}
                actionLabel={t('officers.verifyNow')}
              />
            )}
          </div>
        </Card>
        <Card>
          <CardTitle>{t('officers.reportsTitle')}</CardTitle>
          <div className="mt-3">
            <ReportList officerId={officer.data.id} />
          </div>
        </Card>
      </div>
    </div>
  );
}

function OfficerHeader({ officer, onDeleted }: { officer: Officer; onDeleted: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteOfficer();
  const [isConfirming, setIsConfirming] = useState(false);
  const canDelete = officer.isMine;

  const failed = (error: unknown) =>
    toast({
      title: t('officers.errorTitle'),
      description: officerErrorText(error, t('officers.deleteFailed')),
      variant: 'destructive',
    });
  const deleted = () => {
    toast({ title: t('officers.deleted'), variant: 'success' });
    onDeleted();
  };

  async function confirmDelete() {
    try {
      await remove.mutateAsync({ officerId: officer.id });
      deleted();
    } catch (error) {
      failed(error);
    }
  }

  /** While PINs are set the server wants the stop PIN; what it refuses otherwise is said plainly. */
  async function deleteWithPin(pin: string): Promise<PinAnswer> {
    try {
      return await answerOf(() => remove.mutateAsync({ officerId: officer.id, pin }));
    } catch (error) {
      setIsConfirming(false);
      failed(error);
      return { kind: 'wrong' };
    }
  }

  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 className="text-xl font-extrabold break-words text-white">{officer.fullName}</h2>
          <p className="text-sm text-neutral-300">
            {[
              officer.rank ? rankLabel(t, officer.rank) : null,
              t('officers.badgeShort', { badge: officer.badgeNumber }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="text-sm text-neutral-400">{officer.department}</p>
          <p className="text-sm text-neutral-400">
            {t('officers.place', { city: officer.city, state: officer.state })}
          </p>
          <p className="mt-1 text-xs text-neutral-400">
            {t(`officers.verification.${officer.verificationStatus}`)}
          </p>
        </div>
        {canDelete ? (
          <Button
            variant="outline"
            size="sm"
            className="border-red-800 text-red-300 hover:bg-red-950"
            onClick={() => setIsConfirming(true)}
            disabled={remove.isPending}
          >
            <Trash2 aria-hidden />
            {t('officers.deleteOfficer')}
          </Button>
        ) : null}
      </div>
      <GradeSummary officer={officer} />
      {hasStopPin() ? (
        <PinDialog
          open={isConfirming}
          onOpenChange={setIsConfirming}
          title={t('officers.deleteOfficerTitle')}
          description={t('officers.deleteOfficerPinConfirm', { name: officer.fullName })}
          confirmLabel={t('officers.delete')}
          cancelLabel={t('officers.cancel')}
          pinLabel={t('officers.stopPinLabel')}
          act={deleteWithPin}
          onDone={deleted}
        />
      ) : (
        <ConfirmDialog
          open={isConfirming}
          onOpenChange={setIsConfirming}
          title={t('officers.deleteOfficerTitle')}
          description={t('officers.deleteOfficerConfirm', { name: officer.fullName })}
          confirmLabel={t('officers.delete')}
          cancelLabel={t('officers.cancel')}
          onConfirm={() => void confirmDelete()}
        />
      )}
    </Card>
  );
}
