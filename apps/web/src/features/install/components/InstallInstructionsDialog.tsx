import { INSTALL_INSTRUCTION_STEP_COUNT, PRODUCT_SHORT_NAME } from '@redzone/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';

interface InstallInstructionsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec P1 §2: tabs add-to-home, iOS (coming soon), Android APK (coming soon); steps 0 to 2. */
export function InstallInstructionsDialog({ open, onOpenChange }: InstallInstructionsDialogProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const lastStep = INSTALL_INSTRUCTION_STEP_COUNT - 1;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogTitle>{t('install.dialogTitle', { name: PRODUCT_SHORT_NAME })}</DialogTitle>
        <DialogDescription>{t('install.dialogDescription')}</DialogDescription>
        <Tabs defaultValue="add-to-home" className="mt-4">
          <TabsList>
            <TabsTrigger value="add-to-home">{t('install.tabAddToHome')}</TabsTrigger>
            <TabsTrigger value="ios">{t('install.tabIos')}</TabsTrigger>
            <TabsTrigger value="android">{t('install.tabAndroid')}</TabsTrigger>
          </TabsList>
          <TabsContent value="add-to-home">
            <p className="text-xs font-semibold uppercase tracking-wide text-red-400">
              {t('install.stepOf', { step: step + 1, total: INSTALL_INSTRUCTION_STEP_COUNT })}
            </p>
            <p className="mt-2 min-h-12 text-base" aria-live="polite">
              {t(`install.steps.${step}`)}
            </p>
            <div className="mt-4 flex justify-between gap-2">
              <Button variant="outline" disabled={step === 0} onClick={() => setStep((s) => s - 1)}>
                {t('install.previous')}
              </Button>
              <Button disabled={step === lastStep} onClick={() => setStep((s) => s + 1)}>
                {t('install.next')}
              </Button>
            </div>
          </TabsContent>
          <TabsContent value="ios">
            <p className="text-sm text-neutral-300">{t('install.iosComingSoon')}</p>
          </TabsContent>
          <TabsContent value="android">
            <p className="text-sm text-neutral-300">{t('install.androidComingSoon')}</p>
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
