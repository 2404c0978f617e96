import { ArrowRight, Heart, Radio, Scale, ShieldCheck, Users, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextList } from '../../../components/text-blocks';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';

/** Spec P2 §2 /how-it-works: the five steps, in the order they happen. */
const STEPS = [
  { key: 'alert', Icon: Radio },
  { key: 'recording', Icon: Video },
  { key: 'community', Icon: Users },
  { key: 'rights', Icon: Scale },
  { key: 'safe', Icon: ShieldCheck },
] as const;

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <>
      <p className="text-neutral-300">{t('site.howItWorks.intro')}</p>
      <ol className="space-y-3">
        {STEPS.map(({ key, Icon }, index) => (
          <li key={key}>
            <Card className="flex items-start gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-600 text-white">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <CardTitle>
                  {t('site.howItWorks.stepLabel', { number: index + 1 })}{' '}
                  {t(`site.howItWorks.steps.${key}.title`)}
                </CardTitle>
                <p className="mt-1 text-sm text-neutral-300">
                  {t(`site.howItWorks.steps.${key}.text`)}
                </p>
              </div>
            </Card>
          </li>
        ))}
      </ol>
      <Card>
        <CardTitle className="flex items-center gap-2">
          <Heart className="size-5 text-red-500" aria-hidden />
          {t('site.howItWorks.whyTitle')}
        </CardTitle>
        <div className="mt-2">
          <TextList textKey="site.howItWorks.why" />
        </div>
      </Card>
      <Button asChild size="lg" className="w-full">
        <Link to="/">
          {t('site.howItWorks.getStarted')}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </>
  );
}
