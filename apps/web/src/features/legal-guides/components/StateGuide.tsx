import { stateGuide, stateRecordingConsent } from '@redzone/legal';
import { LoaderCircle, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLegalLanguage } from '../../../lib/legal-language';
import { useGuideState } from '../use-guide-state';
import { GuideView } from './GuideView';
import { StatePicker } from './StatePicker';

/** /state-laws: the guide for the state the person is in, or the one they choose. */
export function StateGuide() {
  const { t } = useTranslation();
  const language = useLegalLanguage();
  const { code, source, choose } = useGuideState();
  const guide = stateGuide(code, language);
  const name = stateRecordingConsent(code)?.name ?? code;

  return (
    <>
      <p role="status" className="flex items-center gap-2 text-sm text-neutral-400">
        {source === 'detecting' ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden />
        ) : (
          <MapPin className="size-4" aria-hidden />
        )}
        {t(`guides.stateSource.${source}`, { state: name })}
      </p>
      <StatePicker value={code} onChange={choose} />
      {guide && (
        <>
          <h2 className="text-xl font-bold text-white">{guide.title}</h2>
          <GuideView guide={guide} />
        </>
      )}
    </>
  );
}
