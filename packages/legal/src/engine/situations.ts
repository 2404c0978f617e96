import type { LegalTopic } from '../types';

/** What a question is about. Each maps to the corpus topics it draws on and its core rules. */
export interface Situation {
  id: string;
  /** Used in the answer's first line: "About {label}". */
  label: string;
  pattern: RegExp;
  topics: LegalTopic[];
  /** Rules every answer about this situation includes, most important first. */
  core: string[];
}

export const SITUATIONS: readonly Situation[] = [
  {
    id: 'recording',
    label: 'recording police',
    pattern:
      /\b(record(ed|ing|s)?|film(ed|ing)?|video(s|taping)?|camera|livestream(ing)?|live ?stream(ing)?|tap(e|ing)|audio|photograph(ing)?|eavesdrop\w*|wiretap\w*|(one|two|all)[- ]party)\b/i,
    topics: ['recording'],
    core: [
      'recording-right-to-record-police',
      'recording-openly-no-privacy-on-duty',
      'recording-reasonable-limits',
    ],
  },
  {
    id: 'interference',
    label: 'distance and interference laws',
    pattern:
      /\b(buffer( zone)?|\d+[- ]?(feet|foot|ft)|how (close|far)|step back|stand back|back up|interfer\w*|obstruct\w*|halo|approach(ing)?|bystander)\b/i,
    topics: ['interference'],
    core: ['interference-watching-is-not-interfering', 'interference-buffer-laws'],
  },
  {
    id: 'traffic-stop',
    label: 'traffic stops',
    pattern:
      /\b(pulled (me )?over|pull(s|ing)? (me |us )?over|traffic stop|traffic ticket|speeding|driving|driver|my car|the car|our car|vehicle|registration|passenger|checkpoint|dui|dwi|tail ?light|(speeding |traffic )?ticket|drug dog|dog sniff|k-?9)\b/i,
    topics: ['traffic-stop', 'search', 'silence'],
    core: [
      'traffic-stop-documents',
      'fifth-amendment-silence',
      'search-consent',
      'traffic-stop-exit-vehicle',
      'traffic-stop-duration',
    ],
  },
  {
    id: 'street-stop',
    label: 'being stopped on the street',
    pattern:
      /\b(stopp?(ed|ing)? (me )?(on|in) the (street|sidewalk|park)|walking|street stop|stop[- ]and[- ]frisk|frisk\w*|pat(ted)?[- ]?(me )?down|detain\w*|free to (go|leave)|stop[- ]and[- ]identify|on foot|loiter\w*)\b/i,
    topics: ['street-stop', 'silence', 'search'],
    core: [
      'street-stop-free-to-go',
      'street-stop-terry',
      'street-stop-identification',
      'fifth-amendment-silence',
    ],
  },
  {
    id: 'identification',
    label: 'showing ID',
    pattern:
      /\b(ids?|i\.d\.|identification|identify|my name|show (my |them my )?(id|papers)|papers|driver'?s license)\b/i,
    topics: ['street-stop', 'traffic-stop'],
    core: ['street-stop-identification'],
  },
  {
    id: 'search',
    label: 'searches and consent',
    pattern:
      /\b(search\w*|(?<!party )consent\w*(?! (to|for) (be )?record)|warrant\w*|trunk|backpack|bag|purse|pockets?|glove ?box|unlock\w*|passcode|password|go through my|look (in|through) my|(take|took|seize\w*|grab\w*) my phone|knock\w*|my (door|house|home|apartment)|inside my)\b/i,
    topics: ['search'],
    core: ['search-consent', 'search-warrant-rule'],
  },
  {
    id: 'arrest',
    label: 'arrests',
    pattern:
      /\b(arrest\w*|custody|handcuff\w*|cuffed|jail|booked|booking|miranda|interrogat\w*|read (me )?my rights|charged|police station|(ask|asked|want|request\w*) (for )?(a |my )?(lawyer|attorney)|phone call)\b/i,
    topics: ['arrest', 'silence'],
    core: [
      'arrest-do-not-resist',
      'fifth-amendment-silence',
      'arrest-ask-for-lawyer',
      'arrest-miranda',
    ],
  },
  {
    id: 'silence',
    label: 'the right to remain silent',
    pattern:
      /\b(silent|silence|answer (their |any |the |his |her )?questions?|have to (talk|answer|tell|say)|talk to (the )?(police|cops?|officers?)|questioning|where i('m| am| was) going|fifth amendment|5th amendment|plead the fifth|lie|lying)\b/i,
    topics: ['silence', 'arrest'],
    core: ['fifth-amendment-silence', 'silence-do-not-lie'],
  },
  {
    id: 'protest',
    label: 'speech and protest',
    pattern:
      /\b(protest\w*|marching|a march|rally|demonstrat\w*|disperse|dispersal|unlawful assembly|crowd|picket\w*|first amendment|1st amendment|free speech|curs(e|ing)|swear(ing)?|criticiz\w*|insult\w*|flip(ped)? (them |him |her )?off|middle finger)\b/i,
    topics: ['speech'],
    core: ['speech-protest', 'speech-criticizing-police', 'speech-dispersal-order'],
  },
  {
    id: 'misconduct',
    label: 'reporting police misconduct',
    pattern:
      /\b(complain\w*|misconduct|excessive force|brutality|beat(en)?|tas(ed|er)|sue|suing|lawsuit|report\w* (my |an |the |this |that )?(officer|cop|police|department|sheriff)|justice department|department of justice|doj|civil rights division|abus\w*|internal affairs|civil rights violation|1983|badge number|hurt me|rough(ed)? (me )?up|punch\w*|chok\w*|decertif\w*|body ?cam\w*)\b/i,
    topics: ['misconduct'],
    core: [
      'misconduct-document',
      'misconduct-agency-complaint',
      'misconduct-section-1983',
      'misconduct-federal-report',
    ],
  },
  {
    id: 'profiling',
    label: 'discrimination and equal protection',
    pattern:
      /\b(racial(ly)? profil\w*|profil(ed|ing)|race|racis[mt]|because (i'?m|i am) (black|latino|hispanic|brown|muslim|asian)|discriminat\w*|equal protection|fourteenth amendment|14th amendment|due process)\b/i,
    topics: ['equal-protection', 'misconduct'],
    core: [
      'equal-protection-profiling',
      'due-process-applies-to-states',
      'misconduct-agency-complaint',
    ],
  },
  {
    id: 'resources',
    label: 'finding legal help',
    pattern:
      /\b((find|need|get|hire|afford) (a |an )?(lawyer|attorney)|public defender|legal aid|lawyer referral|aclu|free lawyer|legal help|who can help)\b/i,
    topics: ['resources'],
    core: [
      'resources-lawyer-referral',
      'resources-public-defender',
      'resources-legal-aid',
      'resources-aclu',
    ],
  },
];

/** When nothing matches and there is nothing earlier to go on: a general police encounter. */
export const GENERAL_SITUATION: Situation = {
  id: 'general',
  label: 'a police encounter',
  pattern: /$^/,
  topics: ['silence', 'street-stop', 'search', 'recording', 'arrest'],
  core: [
    'fifth-amendment-silence',
    'street-stop-free-to-go',
    'search-consent',
    'recording-right-to-record-police',
    'arrest-do-not-resist',
  ],
};

/** The situation a corpus topic belongs to, for questions no pattern recognised. */
const SITUATION_OF_TOPIC: Record<LegalTopic, string> = {
  recording: 'recording',
  'traffic-stop': 'traffic-stop',
  'street-stop': 'street-stop',
  search: 'search',
  arrest: 'arrest',
  silence: 'silence',
  speech: 'protest',
  'equal-protection': 'profiling',
  interference: 'interference',
  misconduct: 'misconduct',
  resources: 'resources',
};

export function situationForTopic(topic: LegalTopic): Situation | undefined {
  return situationById(SITUATION_OF_TOPIC[topic]);
}

/** The situations a text mentions, in the order it first mentions them. */
export function detectSituations(text: string): Situation[] {
  return SITUATIONS.map((situation) => ({ situation, at: text.search(situation.pattern) }))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.situation);
}

export function situationById(id: string): Situation | undefined {
  return SITUATIONS.find((situation) => situation.id === id);
}
