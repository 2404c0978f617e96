import { CheckCircle2, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useInstallPrompt } from '../use-install-prompt';

/** Home's install button: the browser's prompt when offered, else the /downloads instructions. */
export function InstallAppButton() {
  const { t } = useTranslation();
  const prompt = useInstallPrompt();
  if (prompt.installed) {
    return (
      <p
        role="status"
        className="flex min-h-11 items-center justify-center gap-2 text-sm text-emerald-300"
      >
        <CheckCircle2 className="size-4" aria-hidden />
        {t('site.home.installed')}
      </p>
    );
  }
  if (prompt.canInstall) {
    return (
      <Button onClick={() => void prompt.install()}>
        <Download aria-hidden />
        {t('site.home.installApp')}
      </Button>
    );
  }
  return (
    <Button asChild>
      <Link to="/downloads">
        <Download aria-hidden />
        {t('site.home.installApp')}
      </Link>
    </Button>
  );
}
