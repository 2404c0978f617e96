import type { Situation } from './situations';

/** State and local police, not immigration agents: their questions are a state's law to limit. */
const LOCAL_POLICE = {
  en: String.raw`\b(police|cops?|officers?|deput(y|ies)|sheriffs?|pd|troopers?)\b`,
  es: String.raw`\b(policias?|oficial(es)?|sheriff|alguacil(es)?|patrulla)\b`,
};
/** Asking about status, birthplace or papers, or calling ICE. */
const STATUS_ASKED = {
  en: String.raw`\b(ask\w*|question\w*|inquir\w*)\b[\w\s',]{0,40}\b(papers|legal(ly)?|status|born|(?<!date of )birth(?!days?\b|dates?\b| dates?\b)\w*|citizen\w*|what country|green card)\b|\b(call\w*|report\w*)\b[\w\s]{0,15}\b(ICE|immigration|la migra)\b`,
  es: String.raw`\bpregunt\w*\b[\w\s,"'“”¿?]{0,40}\b(papeles|legal|estatus|status|(?<!fecha de )naci\w*|de que pais|ciudadan\w*|green card|mica)\b|\bllamar\w*\b[\w\s]{0,15}\b(ice|la migra|inmigracion)\b|\b(where are you from|are you (legal|illegal|a citizen)|do you have papers)\b`,
};
/** A court date or a courthouse, for arrests there. */
const AT_COURT = {
  en: String.raw`\b(court ?(house|date|hearing)?|courthouse|hearing)\b`,
  es: String.raw`\b(corte|juzgado|tribunal|audiencia)\b`,
};
const IMMIGRATION = {
  en: String.raw`\b(ICE|immigration|la migra|undocumented|no papers|deport\w*)\b`,
  es: String.raw`\b(ice|migra|inmigracion|sin papeles|no tengo papeles|indocumentad[oa]s?|deport\w*)\b`,
};

const both = (first: string, second: string, flags: string) =>
  new RegExp(String.raw`^(?=[\s\S]*${first})(?=[\s\S]*(?:${second}))`, flags);

/**
 * Local police asking whether someone has papers or where they were born, and ICE at a
 * courthouse: the broad immigration situation answered both with the rights everyone has,
 * where several states have a law that answers them (decision 092).
 */
export const STATUS_AND_COURT_SITUATIONS: readonly Situation[] = [
  {
    // A school asking for papers to enroll a child: Plyler, not the rights at a stop.
    id: 'school-enrollment',
    label: 'enrolling a child in school without papers',
    pattern: both(
      String.raw`\b(school|enroll\w*|register\w* (him|her|them|my \w+) (for|in) school)\b`,
      String.raw`\b(papers|status|undocumented|immigration|proof of (status|citizenship)|green card|citizenship)\b`,
      'i',
    ),
    topics: ['equal-protection'],
    core: ['plyler-school-enrollment'],
    leadsWithCore: 'first',
    replaces: ['immigration', 'identification', 'status-questions', 'juvenile', 'school-search'],
    es: {
      label: 'inscribir a un niño en la escuela sin papeles',
      pattern: both(
        String.raw`\b(escuela|inscribir\w*|matricul\w*)\b`,
        String.raw`\b(papeles|estatus|inmigracion|indocumentad\w*|documentos|ciudadania)\b`,
        '',
      ),
    },
  },
  {
    id: 'status-questions',
    label: 'police asking about immigration status',
    pattern: both(LOCAL_POLICE.en, STATUS_ASKED.en, 'i'),
    topics: ['immigration-holds', 'silence'],
    core: [
      'status-questions-ca',
      'status-questions-il',
      'status-questions-or',
      'status-questions-wa',
      'status-questions-nj',
      'status-questions-general',
    ],
    // A state table: the state's own row leads, the general rule where it has none.
    leadsWithCore: true,
    replaces: ['immigration', 'traffic-stop', 'identification', 'checkpoint', 'silence'],
    es: {
      label: 'que la policía pregunte por el estatus migratorio',
      pattern: both(LOCAL_POLICE.es, STATUS_ASKED.es, ''),
    },
  },
  {
    id: 'courthouse-arrest',
    label: 'immigration arrests at court',
    pattern: both(AT_COURT.en, IMMIGRATION.en, 'i'),
    topics: ['immigration-holds'],
    core: [
      'courthouse-arrest-ny',
      'courthouse-arrest-or',
      'courthouse-arrest-wa',
      'immigration-administrative-warrant',
    ],
    leadsWithCore: true,
    replaces: ['immigration', 'immigration-at-home', 'arrest', 'traffic-stop'],
    es: {
      label: 'los arrestos de inmigración en la corte',
      pattern: both(AT_COURT.es, IMMIGRATION.es, ''),
    },
  },
];
