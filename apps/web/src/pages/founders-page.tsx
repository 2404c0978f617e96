import { Volume2 } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactUs } from '../features/contact-us/components/ContactUs';
import { BackLink } from '../components/nav-buttons';
import { Page } from '../components/page';
import { Button } from '../components/ui/button';
import { useTextList } from '../lib/content';
import { useHomepageVideoPath } from '../features/marketing-video/api/get-homepage-video';
import { MarketingVideo } from '../features/marketing-video/components/MarketingVideo';

/** P2 §2: founding-team text, a looping muted video, and a button that unmutes and plays it. */
export default function FoundersPage() {
  const { t } = useTranslation();
  // No separate founders' video exists: the uploaded homepage video is shown, else the poster.
  const videoPath = useHomepageVideoPath();
  const video = useRef<HTMLVideoElement>(null);
  const paragraphs = useTextList('site.founders.paragraphs');

  function enableAudioAndVideo() {
    const element = video.current;
    if (!element) return;
    element.muted = false;
    void element.play().catch(() => undefined);
  }

  return (
    <Page title={t('pages.founders')}>
      <BackLink to="/" label={t('site.company.backHome')} />
      <MarketingVideo ref={video} src={videoPath} label={t('site.founders.videoLabel')} />
      {/* No video published yet: no button that does nothing. */}
      {videoPath ? (
        <Button onClick={enableAudioAndVideo}>
          <Volume2 aria-hidden />
          {t('site.founders.enable')}
        </Button>
      ) : null}
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="text-neutral-300">
          {paragraph}
        </p>
      ))}
      {/* No invented founders. Who they are is theirs to publish; how to reach them is
          this installation's configuration. */}
      <p className="text-neutral-300">{t('site.founders.whoWeAre')}</p>
      <ContactUs />
    </Page>
  );
}
