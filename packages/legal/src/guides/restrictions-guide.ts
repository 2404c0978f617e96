import { adviceConsentRule, RECORDING_CONSENT_STATES } from '../state-recording';
import type { Guide } from '../types';
import { nonEmpty, rulesFor, section, stateLimitedRules, stateOnlyRules } from './compose';

/** A rule describing a penalty: how the consequences section finds its points. */
const PENALTY = /\b(misdemeanou?r|felony|jail|prison|fine[sd]?|penalt(y|ies)|charged?)\b/i;

/** Spec P2 §2 /restrictions: recording limits, interference, California, consequences, actions. */
export function restrictionsGuide(): Guide {
  const allParty = RECORDING_CONSENT_STATES.filter((s) => adviceConsentRule(s) === 'all-party');
  const interference = rulesFor(['interference']);
  const otherStates = stateLimitedRules(['interference']).filter(
    (rule) => !rule.states?.includes('CA'),
  );
  const california = stateOnlyRules('CA', ['recording', 'interference', 'traffic-stop']);
  const penalties = [...interference, ...otherStates, ...california].filter((rule) =>
    PENALTY.test(rule.text),
  );
  return {
    id: 'restrictions',
    title: 'Legal restrictions',
    description:
      'The limits on recording and on how close you may stand, what can happen if you cross them, and what to do if your rights are violated.',
    sections: nonEmpty([
      section({
        id: 'recording-limits',
        title: 'Recording limits',
        content:
          'Filming police in public is protected, but secret audio recording of private conversations is limited in many states.',
        rules: rulesFor(['recording']),
        leadPoints: [
          `Treat these as all-party consent states (everyone in a private conversation must agree to its recording): ${allParty.map((s) => s.name).join(', ')}.`,
        ],
        leadSources: allParty.map((s) => ({
          title: `${s.name} recording law (RCFP guide)`,
          citation: s.statutes,
          url: s.sourceUrl,
        })),
      }),
      section({
        id: 'interference',
        title: 'Interference and buffer laws',
        content:
          'Recording is not interfering, but physically getting in the way, or ignoring a lawful order to step back, can be.',
        rules: [...interference, ...otherStates],
      }),
      section({
        id: 'california',
        title: 'California specifics',
        content: 'California law on recording officers, obstruction and stops.',
        rules: california,
      }),
      section({
        id: 'consequences',
        title: 'Consequences',
        content: 'What the law says can happen when a line is crossed.',
        rules: penalties,
      }),
      section({
        id: 'if-rights-violated',
        title: 'If your rights are violated',
        content: 'Stay calm in the moment and act afterwards, with your evidence.',
        rules: rulesFor(['misconduct']),
      }),
    ]),
  };
}
