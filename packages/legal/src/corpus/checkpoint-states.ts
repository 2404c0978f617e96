import type { LegalRule, LegalSource } from '../types';

/**
 * The Governors Highway Safety Association's table of sobriety checkpoint laws (ghsa.org, "State
 * Laws: Sobriety Checkpoints", from the Insurance Institute for Highway Safety and the states'
 * highway safety offices) and IIHS's table of the state decisions behind it, read on 2026-11-28:
 * twelve states do not conduct them, each for its own reason. Those whose high court held them
 * unlawful (Idaho, Minnesota, Oregon, Rhode Island, Washington) are in roadside.ts with the
 * opinion; Michigan and Texas in checkpoints.ts. These are the other five.
 */
const GHSA: LegalSource = {
  title: 'Governors Highway Safety Association: sobriety checkpoint laws by state',
  citation: 'GHSA, State Laws: Sobriety Checkpoints (from IIHS and State Highway Safety Offices)',
  url: 'https://www.ghsa.org/state-laws/issues/sobriety%20checkpoints',
};

type NoCheckpointState = {
  state: string;
  id: string;
  name: { en: string; es: string };
  why: { en: string; es: string };
  cases?: LegalSource;
};

const STATES: NoCheckpointState[] = [
  {
    state: 'AK',
    id: 'alaska',
    name: { en: 'Alaska', es: 'Alaska' },
    why: { en: 'no state law authorizes them', es: 'ninguna ley estatal los autoriza' },
  },
  {
    state: 'IA',
    id: 'iowa',
    name: { en: 'Iowa', es: 'Iowa' },
    why: {
      en: 'the state law that allows roadblocks for other purposes does not authorize sobriety checkpoints',
      es: 'la ley estatal que permite retenes para otros fines no autoriza los de sobriedad',
    },
  },
  {
    state: 'MT',
    id: 'montana',
    name: { en: 'Montana', es: 'Montana' },
    why: {
      en: 'state law allows only safety checks, not sobriety checkpoints',
      es: 'la ley estatal solo permite controles de seguridad, no puntos de control de sobriedad',
    },
  },
  {
    state: 'WI',
    id: 'wisconsin',
    name: { en: 'Wisconsin', es: 'Wisconsin' },
    why: { en: 'a state statute prohibits them', es: 'una ley estatal los prohíbe' },
  },
  {
    state: 'WY',
    id: 'wyoming',
    name: { en: 'Wyoming', es: 'Wyoming' },
    why: {
      en: 'the state reads its roadblock law as not allowing them',
      es: 'el estado interpreta su ley de retenes como que no los permite',
    },
  },
];

function noCheckpointRule(s: NoCheckpointState): LegalRule {
  return {
    id: `${s.id}-no-sobriety-checkpoints`,
    topic: 'checkpoint',
    reviewed: '2026-11-28',
    title: `${s.name.en}: no sobriety checkpoints`,
    text: `No: police in ${s.name.en} do not run sobriety checkpoints, and they are not allowed there: ${s.why.en}. An officer there needs a reason to stop your car, such as a traffic violation or signs of impaired driving.`,
    keywords: [
      'checkpoint',
      'sobriety checkpoint',
      'dui checkpoint',
      'dwi checkpoint',
      'roadblock',
    ],
    states: [s.state],
    sources: s.cases === undefined ? [GHSA] : [s.cases, GHSA],
    es: {
      title: `${s.name.es}: no hay puntos de control de sobriedad`,
      text: `No: en ${s.name.es} la policía no pone puntos de control de sobriedad (retenes), y no están permitidos: ${s.why.es}. Allí un oficial necesita un motivo para parar su carro, como una infracción de tránsito o señales de que maneja bajo los efectos del alcohol.`,
      keywords: ['punto de control', 'retén', 'control de alcohol'],
    },
  };
}

/** One rule for each state where sobriety checkpoints are not run, with the reason it gives. */
export const CHECKPOINT_STATE_RULES: LegalRule[] = STATES.map(noCheckpointRule);
