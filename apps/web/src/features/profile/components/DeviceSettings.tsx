import { LogOut, PhoneOff, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { PinDialog } from '../../../components/pin-dialog';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { answerOf } from '../../../lib/pin-answer';
import { serverErrorText } from '../../../lib/server-error-text';
import { hasStopPin } from '../../../lib/stop-pin';
import { useDeleteMyData, useRemovePhone } from '../api/delete-my-data';
import { useSignOut } from '../api/sign-out';
import { resetProfile } from '../profile-store';

/**
 * What was P2 §2's "Development Testing" block, made real for everyone: clearing the profile and
 * signing out each say what they do and ask first. None runs during an emergency. While a stop
 * PIN is set, removing the phone and deleting everything ask for it instead of a plain yes.
 */
export function DeviceSettings({ isEmergencyActive }: { isEmergencyActive: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const removePhone = useRemovePhone();
  const deleteMyData = useDeleteMyData();
  const [asking, setAsking] = useState<'reset' | 'signOut' | 'removePhone' | 'deleteAll' | null>(
    null,
  );
  const failed = (error: unknown) =>
    toast({
      title: t('profile.device.removeFailed'),
      description: serverErrorText(error, t('profile.device.signOutFailedDetail')),
      variant: 'destructive',
    });
  const blocked = isEmergencyActive ? t('profile.device.notDuringEmergency') : null;
  const isGuarded = hasStopPin();
  const phoneRemoved = () => toast({ title: t('profile.device.removePhoneDone') });
  const allDeleted = () => {
    toast({ title: t('profile.device.deleteAllDone') });
    void navigate('/');
  };

  return (
    <Card>
      <CardTitle>{t('profile.device.title')}</CardTitle>
      <CardDescription>{t('profile.device.hint')}</CardDescription>
      {blocked ? (
        <p role="status" className="mt-3 text-sm text-amber-200">
          {blocked}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" disabled={isEmergencyActive} onClick={() => setAsking('reset')}>
          <RotateCcw aria-hidden />
          {t('profile.device.reset')}
        </Button>
        <Button
          variant="secondary"
          disabled={isEmergencyActive || signOut.isPending}
          onClick={() => setAsking('signOut')}
        >
          <LogOut aria-hidden />
          {t('profile.signOut')}
        </Button>
        <Button
          variant="outline"
          disabled={isEmergencyActive || removePhone.isPending}
          onClick={() => setAsking('removePhone')}
        >
          <PhoneOff aria-hidden />
          {t('profile.device.removePhone')}
        </Button>
        <Button
          variant="destructive"
          disabled={isEmergencyActive || deleteMyData.isPending}
          onClick={() => setAsking('deleteAll')}
        >
          <Trash2 aria-hidden />
          {t('profile.device.deleteAll')}
        </Button>
      </div>
      {isGuarded ? (
        <>
          <PinDialog
            open={asking === 'removePhone'}
            onOpenChange={(open) => setAsking(open ? 'removePhone' : null)}
            title={t('profile.device.removePhoneTitle')}
            description={t('profile.device.removePhoneBody')}
            confirmLabel={t('profile.device.removePhone')}
            cancelLabel={t('profile.cancel')}
            act={(pin) => answerOf(() => removePhone.mutateAsync(pin))}
            onDone={phoneRemoved}
          />
          <PinDialog
            open={asking === 'deleteAll'}
            onOpenChange={(open) => setAsking(open ? 'deleteAll' : null)}
            title={t('profile.device.deleteAllTitle')}
            description={t('profile.device.deleteAllBody')}
            confirmLabel={t('profile.device.deleteAll')}
            cancelLabel={t('profile.cancel')}
            act={(pin) => answerOf(() => deleteMyData.mutateAsync(pin))}
            onDone={allDeleted}
          />
        </>
      ) : (
        <>
          <ConfirmDialog
            open={asking === 'removePhone'}
            onOpenChange={(open) => setAsking(open ? 'removePhone' : null)}
            title={t('profile.device.removePhoneTitle')}
            description={t('profile.device.removePhoneBody')}
            confirmLabel={t('profile.device.removePhone')}
            cancelLabel={t('profile.cancel')}
            onConfirm={() =>
              removePhone.mutate(undefined, { onSuccess: phoneRemoved, onError: failed })
            }
          />
          <ConfirmDialog
            open={asking === 'deleteAll'}
            onOpenChange={(open) => setAsking(open ? 'deleteAll' : null)}
            title={t('profile.device.deleteAllTitle')}
            description={t('profile.device.deleteAllBody')}
            confirmLabel={t('profile.device.deleteAll')}
            cancelLabel={t('profile.cancel')}
            onConfirm={() =>
              deleteMyData.mutate(undefined, { onSuccess: allDeleted, onError: failed })
            }
          />
        </>
      )}
      <ConfirmDialog
        open={asking === 'reset'}
        onOpenChange={(open) => setAsking(open ? 'reset' : null)}
        title={t('profile.device.resetTitle')}
        description={t('profile.device.resetBody')}
        confirmLabel={t('profile.device.resetConfirm')}
        cancelLabel={t('profile.cancel')}
        onConfirm={() => {
          resetProfile();
          toast({ title: t('profile.resetDone') });
        }}
      />
      <ConfirmDialog
        open={asking === 'signOut'}
        onOpenChange={(open) => setAsking(open ? 'signOut' : null)}
        title={t('profile.device.signOutTitle')}
        description={t('profile.device.signOutBody')}
        confirmLabel={t('profile.signOut')}
        cancelLabel={t('profile.cancel')}
        onConfirm={() =>
          signOut.mutate(undefined, {
            onSuccess: () => {
              toast({ title: t('profile.signedOut'), description: t('profile.signedOutDetail') });
              void navigate('/');
            },
            onError: (error) =>
              toast({
                title: t('profile.device.signOutFailed'),
                description: serverErrorText(error, t('profile.device.signOutFailedDetail')),
                variant: 'destructive',
              }),
          })
        }
      />
    </Card>
  );
}
