import type { Situation } from './situations';

/**
 * Where to complain about an officer, in a city with a civilian office of its own: the city's
 * office answers (who may complain, anonymously or not, by when), before the nearby rules the
 * question's circumstances call up (speech for an officer who cursed, the stop itself, status).
 */
export const COMPLAINT_SITUATIONS: readonly Situation[] = [
  {
    id: 'complaint-office',
    label: 'where to complain about an officer',
    pattern:
      /\b(complain\w*|complaints?|oversight (board|commission|office|thing)|police accountability|independent monitor|(where|how) (do|can|should) (i|we|you) report (him|her|them|the (officer|cop|deputy)|this (officer|cop|deputy)))\b/i,
    topics: ['misconduct'],
    core: [
      'misconduct-new-york-city-ccrb',
      'misconduct-chicago-copa',
      'misconduct-dc-office-of-police-complaints',
      'misconduct-san-francisco-dpa',
      'misconduct-seattle-opa',
      'misconduct-denver-oim',
      'misconduct-philadelphia-cpoc',
      'misconduct-agency-complaint',
    ],
    // A city's office where the question names the city; the general rule elsewhere.
    leadsWithCore: true,
    // Body-camera video asked for with a complaint is the records law's question.
    yieldsTo: ['bodycam-footage'],
    replaces: ['protest', 'officer-identification', 'identification', 'status-questions', 'arrest'],
    es: {
      label: 'dónde quejarse de un oficial',
      pattern: /\b(queja\w*|quejar\w*|supervision policial)\b/,
    },
  },
];
