import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../components/page';
import { buttonVariants } from '../components/ui/button';
import { Card, CardTitle } from '../components/ui/card';
import { VideoUploadCard } from '../features/video-upload/components/VideoUploadCard';

const HOW_IT_WORKS = ['videoUpload.how1', 'videoUpload.how2', 'videoUpload.how3'] as const;

/** Spec P2 §2 /video-management. */
export default function VideoManagementPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.videoManagement')}>
      <p className="text-sm text-neutral-300">{t('videoUpload.intro')}</p>
      <VideoUploadCard />
      <Card>
        <CardTitle>{t('videoUpload.howTitle')}</CardTitle>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-neutral-300">
          {HOW_IT_WORKS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
      </Card>
      <Link to="/" className={buttonVariants({ variant: 'outline' })}>
        <ArrowLeft aria-hidden />
        {t('common.backHome')}
      </Link>
    </Page>
  );
}
