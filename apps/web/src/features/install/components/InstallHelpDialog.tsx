import { CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextList } from '../../../components/text-blocks';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';

const DEVICES = ['mobile', 'desktop', 'tablet'] as const;

/** P2 §2 /downloads: a help dialog with mobile, desktop and tablet tabs. */
export function InstallHelpDialog() {
  const { t } = useTranslation();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <CircleHelp aria-hidden />
          {t('site.downloads.help')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('common.close')}>
        <DialogTitle>{t('site.downloads.helpTitle')}</DialogTitle>
        <DialogDescription>{t('site.downloads.helpDescription')}</DialogDescription>
        <Tabs defaultValue="mobile" className="mt-4">
          <TabsList>
            {DEVICES.map((device) => (
              <TabsTrigger key={device} value={device}>
                {t(`site.downloads.${device}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {DEVICES.map((device) => (
            <TabsContent key={device} value={device}>
              <TextList textKey={`site.downloads.${device}Steps`} />
            </TabsContent>
          ))}
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
