import { STORAGE_KEYS } from '@redzone/contract';
import { LogOut, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { removeStored } from '../../../lib/storage';
import { resetProfile } from '../profile-store';

/** P2 §2: the development-testing block: reset, a Know Your Rights note, Sign Out. */
export function DevTestingBlock() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card className="border-dashed">
      <CardTitle>{t('profile.devTesting')}</CardTitle>
      <CardDescription>{t('profile.devTestingHint')}</CardDescription>
      <div className="mt-3 rounded-lg bg-neutral-950 p-3 text-sm text-neutral-300">
        <p className="font-semibold text-white">{t('profile.knowYourRights')}</p>
        <p className="mt-1">{t('profile.knowYourRightsNote')}</p>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() => {
            resetProfile();
            removeStored(STORAGE_KEYS.createdAlerts);
            removeStored(STORAGE_KEYS.dismissedAlerts);
            toast({ title: t('profile.resetDone') });
          }}
        >
          <RotateCcw aria-hidden />
          {t('profile.reset')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            toast({ title: t('profile.signedOut'), description: t('profile.signedOutDetail') });
            void navigate('/');
          }}
        >
          <LogOut aria-hidden />
          {t('profile.signOut')}
        </Button>
      </div>
    </Card>
  );
}
