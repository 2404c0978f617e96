import type { LegalRule, LegalSource } from '../types';
import { CASES } from './sources';

const REVIEWED = '2026-11-29';

/**
 * The other side of checkpoint-states.ts: the Governors Highway Safety Association's table
 * ("State Laws: Sobriety Checkpoints", from IIHS and the State Highway Safety Offices), read
 * again on 2026-11-29 with the search tool, says 37 states and the District of Columbia conduct
 * sobriety checkpoints, their legality upheld under the federal or the state constitution or
 * authorized by statute, and 13 do not. Each of these is one of the 37 (or D.C.). The table does
 * not give each state's statute or court decision, and they were not read: each rule says so.
 * Missouri, the thirteenth state the table lists as not conducting them (state law bars spending
 * on checkpoint programs), is the last rule here.
 */
const GHSA: LegalSource = {
  title: 'Governors Highway Safety Association: sobriety checkpoint laws by state',
  citation: 'GHSA, State Laws: Sobriety Checkpoints (from IIHS and State Highway Safety Offices)',
  url: 'https://www.ghsa.org/state-laws/issues/sobriety%20checkpoints',
};

/** USPS code, English name, Spanish name. */
const CONDUCTING: [string, string, string][] = [
  ['AL', 'Alabama', 'Alabama'],
  ['AZ', 'Arizona', 'Arizona'],
  ['AR', 'Arkansas', 'Arkansas'],
  ['CA', 'California', 'California'],
  ['CO', 'Colorado', 'Colorado'],
  ['CT', 'Connecticut', 'Connecticut'],
  ['DE', 'Delaware', 'Delaware'],
  ['DC', 'the District of Columbia', 'el Distrito de Columbia'],
  ['FL', 'Florida', 'Florida'],
  ['GA', 'Georgia', 'Georgia'],
  ['HI', 'Hawaii', 'Hawái'],
  ['IL', 'Illinois', 'Illinois'],
  ['IN', 'Indiana', 'Indiana'],
  ['KS', 'Kansas', 'Kansas'],
  ['KY', 'Kentucky', 'Kentucky'],
  ['LA', 'Louisiana', 'Luisiana'],
  ['ME', 'Maine', 'Maine'],
  ['MD', 'Maryland', 'Maryland'],
  ['MA', 'Massachusetts', 'Massachusetts'],
  ['MS', 'Mississippi', 'Misisipi'],
  ['NE', 'Nebraska', 'Nebraska'],
  ['NV', 'Nevada', 'Nevada'],
  ['NH', 'New Hampshire', 'Nuevo Hampshire'],
  ['NJ', 'New Jersey', 'Nueva Jersey'],
  ['NM', 'New Mexico', 'Nuevo México'],
  ['NY', 'New York', 'Nueva York'],
  ['NC', 'North Carolina', 'Carolina del Norte'],
  ['ND', 'North Dakota', 'Dakota del Norte'],
  ['OH', 'Ohio', 'Ohio'],
  ['OK', 'Oklahoma', 'Oklahoma'],
  ['PA', 'Pennsylvania', 'Pensilvania'],
  ['SC', 'South Carolina', 'Carolina del Sur'],
  ['SD', 'South Dakota', 'Dakota del Sur'],
  ['TN', 'Tennessee', 'Tennessee'],
  ['UT', 'Utah', 'Utah'],
  ['VT', 'Vermont', 'Vermont'],
  ['VA', 'Virginia', 'Virginia'],
  ['WV', 'West Virginia', 'Virginia Occidental'],
];

const KEYWORDS = [
  'checkpoint',
  'sobriety checkpoint',
  'dui checkpoint',
  'dwi checkpoint',
  'roadblock',
  'legal',
];
const KEYWORDS_ES = ['punto de control', 'retén', 'control de alcohol', 'legal'];

function conductingRule([code, en, es]: [string, string, string]): LegalRule {
  const place = en.replace(/^the /, '');
  const title = place.charAt(0).toUpperCase() + place.slice(1);
  return {
    id: `sobriety-checkpoints-conducted-${code.toLowerCase()}`,
    topic: 'checkpoint',
    reviewed: REVIEWED,
    title: `${title}: sobriety checkpoints are legal`,
    text: `Yes: sobriety checkpoints are legal in ${en}, and police there run them (the Governors Highway Safety Association's state table); one run under set guidelines does not violate the Fourth Amendment (Michigan Dept. of State Police v. Sitz). Show your license if asked; you need not answer other questions, such as whether you have been drinking, or agree to a search. We have not read the state's own statute or court decision on them.`,
    sayThis: ['Here is my license. I do not consent to any searches.'],
    keywords: KEYWORDS,
    states: [code],
    sources: [GHSA, CASES.sitz],
    es: {
      title: `${es.charAt(0).toUpperCase() + es.slice(1)}: los retenes de sobriedad son legales`,
      text: `Sí: los retenes (puntos de control de sobriedad) son legales en ${es}, y la policía los pone (según la tabla por estado de la Governors Highway Safety Association); uno con pautas fijas no viola la Cuarta Enmienda (Michigan Dept. of State Police v. Sitz). Muestre su licencia si se la piden; no tiene que responder otras preguntas, como si ha tomado, ni aceptar un registro. No hemos leído la ley ni la decisión judicial propia del estado sobre ellos.`,
      sayThis: ['Aquí está mi licencia. No doy mi consentimiento para ningún registro.'],
      keywords: KEYWORDS_ES,
    },
  };
}

const MISSOURI: LegalRule = {
  id: 'sobriety-checkpoints-missouri',
  topic: 'checkpoint',
  reviewed: REVIEWED,
  title: 'Missouri: sobriety checkpoints are not conducted under state funding',
  text: 'In Missouri, the Governors Highway Safety Association lists sobriety checkpoints as not conducted, because state law bars spending on checkpoint programs; we have not read that provision, nor found a Missouri court holding checkpoints unlawful, so whether a local department may still run one is not known here. Without a checkpoint, an officer needs a reason to stop your car.',
  keywords: KEYWORDS,
  states: ['MO'],
  sources: [GHSA],
  es: {
    title: 'Missouri: no se hacen retenes de sobriedad con fondos del estado',
    text: 'En Missouri, la Governors Highway Safety Association indica que no se hacen retenes de sobriedad, porque la ley estatal prohíbe gastar en programas de retenes; no hemos leído esa disposición ni encontrado un tribunal de Missouri que los declare ilegales, así que no sabemos si un departamento local todavía puede poner uno. Sin un retén, un oficial necesita un motivo para parar su carro.',
    keywords: KEYWORDS_ES,
  },
};

/** The states (and D.C.) where checkpoints are run, then Missouri. */
export const CHECKPOINT_ALLOWED_RULES: LegalRule[] = [...CONDUCTING.map(conductingRule), MISSOURI];
