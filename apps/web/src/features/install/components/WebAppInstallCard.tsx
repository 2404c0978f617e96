import { PRODUCT_NAME } from '@redzone/contract';
import { CheckCircle2, Download, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { detectPlatform, manualInstructionsKey } from '../install-visibility';
import { useInstallPrompt } from '../use-install-prompt';

/** The web app, available: one-click install when the browser offers it, else instructions. */
export function WebAppInstallCard() {
  const { t } = useTranslation();
  const prompt = useInstallPrompt();
  return (
    <Card aria-labelledby="downloads-web">
      <div className="flex items-center gap-3">
        <Globe className="size-7 text-red-400" aria-hidden />
        <CardTitle id="downloads-web" className="flex-1">
          {t('site.downloads.webTitle')}
        </CardTitle>
        <Badge className="bg-emerald-700 px-2">{t('site.downloads.available')}</Badge>
      </div>
      <p className="mt-2 text-neutral-300">{t('site.downloads.webText')}</p>
      <div className="mt-3">
        {prompt.installed ? (
          <p role="status" className="flex items-center gap-2 text-emerald-300">
            <CheckCircle2 className="size-5" aria-hidden />
            {t('site.downloads.installedText')}
          </p>
        ) : prompt.canInstall ? (
          <Button onClick={() => void prompt.install()}>
            <Download aria-hidden />
            {t('site.downloads.install')}
          </Button>
        ) : (
          <div className="space-y-1 text-sm text-neutral-300">
            <p>{t('site.downloads.openInstructions')}</p>
            <p>
              {t(manualInstructionsKey(detectPlatform(navigator.userAgent)), {
                name: PRODUCT_NAME,
              })}
            </p>
          </div>
        )}
      </div>
    </Card>
  );
}
