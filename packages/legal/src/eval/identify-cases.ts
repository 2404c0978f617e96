import type { EvalCase } from './eval-case';

/**
 * Giving one's name during a stop, state by state. The statute each case must cite is
 * the one apps/server/data/stop_and_identify_by_state.csv names for that state (with its sources
 * in that folder's README); a row nobody verified must say so and never tell anyone they may
 * refuse. Other states' statutes must not be cited.
 */
const OTHER_STATES = [/Tex\. Penal Code/, /Nev\. Rev\. Stat\./];
const NEVER_REFUSE = [/you (do not|don't) have to (give|tell) (them |police )?your name/i];
const NEVER_REFUSE_ES = [
  /(?<!si )no tiene que dar(le)? su nombre/i,
  /puede negarse a dar su nombre/i,
];

export const IDENTIFY_CASES: EvalCase[] = [
  {
    id: 'name-birmingham',
    state: 'AL',
    question: { message: 'Do I have to tell police my name in Birmingham?' },
    mustContain: ['Ala. Code § 15-5-30', /reasonable suspicion/, /give your name/],
    mustNotContain: NEVER_REFUSE,
    mustNotCite: OTHER_STATES,
  },
  {
    id: 'es-name-alabama',
    state: 'AL',
    language: 'es',
    question: { message: '¿Tengo que darle mi nombre a la policía en Birmingham?' },
    mustContain: ['15-5-30', /sospecha razonable/],
    mustNotContain: NEVER_REFUSE_ES,
    mustNotCite: OTHER_STATES,
  },
  {
    id: 'name-wichita',
    state: 'KS',
    question: { message: 'A cop in Wichita asked my name. Do I have to answer?' },
    mustContain: ['22-2402', /reasonable suspicion/],
    mustNotContain: NEVER_REFUSE,
    mustNotCite: OTHER_STATES,
  },
  {
    id: 'es-name-wichita',
    state: 'KS',
    language: 'es',
    question: { message: 'Un policía en Wichita me pidió mi nombre. ¿Tengo que dárselo?' },
    mustContain: ['22-2402'],
    mustNotContain: NEVER_REFUSE_ES,
  },
  {
    id: 'name-omaha',
    state: 'NE',
    question: { message: 'Do I need to identify myself to police in Omaha?' },
    // Neb. Rev. Stat. § 29-829: a stop on reasonable suspicion; name, address, explanation.
    mustContain: ['Neb. Rev. Stat. § 29-829', /give your name/],
    mustNotContain: NEVER_REFUSE,
  },
  {
    id: 'es-name-omaha',
    state: 'NE',
    language: 'es',
    question: { message: '¿Tengo que identificarme ante la policía en Omaha?' },
    mustContain: ['29-829', /dé su nombre/],
  },
  {
    id: 'name-north-dakota-unverified',
    state: 'ND',
    question: { message: 'Do I need to identify myself to police in North Dakota?' },
    // N.D. Cent. Code § 29-29-21, as published lists name it; not read here (one summary even
    // says North Dakota has no such statute), so the answer must say it is not verified.
    mustContain: ['29-29-21', /not (verified|checked)|have not checked/],
    mustNotContain: NEVER_REFUSE,
  },
  {
    id: 'es-name-delaware',
    state: 'DE',
    language: 'es',
    question: { message: '¿Tengo que identificarme ante la policía en Delaware?' },
    // Del. Code Ann. tit. 11, § 1902(a): name, address, business abroad and destination (read
    // on delcode.delaware.gov on 2026-11-26).
    mustContain: ['1902', /sospecha razonable/, /dé su nombre/],
  },
  {
    id: 'name-milwaukee',
    state: 'WI',
    question: { message: 'Milwaukee police stopped me walking. Must I give my name?' },
    mustContain: ['Wis. Stat. § 968.24'],
    mustNotContain: NEVER_REFUSE,
    mustNotCite: OTHER_STATES,
  },
  {
    id: 'es-name-milwaukee',
    state: 'WI',
    language: 'es',
    question: { message: 'Me pararon caminando en Milwaukee. ¿Tengo que dar mi nombre?' },
    mustContain: ['968.24'],
    mustNotContain: NEVER_REFUSE_ES,
  },
  {
    id: 'name-salt-lake-city',
    state: 'UT',
    // Utah Code § 77-7-15 (the stop) and § 76-8-301.5 (failure to disclose identity).
    question: { message: 'Do I have to give police my name in Salt Lake City?' },
    mustContain: ['76-8-301.5', /date of birth/, /it is a crime to refuse/],
    mustNotCite: OTHER_STATES,
  },
  {
    id: 'es-name-utah',
    state: 'UT',
    language: 'es',
    question: { message: '¿Tengo que dar mi nombre a la policía en Salt Lake City?' },
    mustContain: ['76-8-301.5', /fecha de nacimiento/, /es un delito negarse/],
  },
  {
    id: 'name-albuquerque',
    state: 'NM',
    question: { message: 'Do I have to give my real name to police in Albuquerque?' },
    // N.M. Stat. Ann. § 30-22-3: concealing identity.
    mustContain: ['30-22-3', /conceal your true name/],
    mustNotContain: NEVER_REFUSE,
  },
  {
    id: 'es-name-albuquerque',
    state: 'NM',
    language: 'es',
    question: { message: '¿Tengo que dar mi nombre verdadero a la policía en Albuquerque?' },
    mustContain: ['30-22-3', /ocultar su verdadero nombre/],
  },
  {
    id: 'name-st-louis',
    state: 'MO',
    question: { message: 'Do I have to give my name to police in St. Louis?' },
    // Mo. Rev. Stat. § 84.710(2) covers Kansas City police only.
    mustContain: ['84.710', /Kansas City/],
    mustNotContain: NEVER_REFUSE,
  },
  {
    id: 'es-name-st-louis',
    state: 'MO',
    language: 'es',
    question: { message: '¿Tengo que darle mi nombre a la policía en St. Louis?' },
    mustContain: ['84.710', /Kansas City/],
  },
  {
    id: 'name-louisville',
    state: 'KY',
    question: { message: 'Do I have to tell Louisville police my name?' },
    mustContain: [/We found no Kentucky law/, /safer course/, /false name/],
    mustNotContain: NEVER_REFUSE,
    mustNotCite: OTHER_STATES,
  },
  {
    id: 'es-name-louisville',
    state: 'KY',
    language: 'es',
    question: { message: '¿Tengo que decirle mi nombre a la policía en Louisville?' },
    mustContain: [/No encontramos una ley de Kentucky/, /lo más seguro/],
    mustNotContain: NEVER_REFUSE_ES,
  },
  {
    id: 'name-minneapolis',
    state: 'MN',
    question: { message: 'Minneapolis police want my name. Do I have to give it?' },
    mustContain: [/We found no Minnesota law/, /not verified/],
    mustNotContain: NEVER_REFUSE,
  },
  {
    id: 'es-name-minneapolis',
    state: 'MN',
    language: 'es',
    question: { message: 'La policía de Minneapolis quiere mi nombre. ¿Tengo que dárselo?' },
    mustContain: [/Minnesota/, /no lo hemos verificado/],
  },
  {
    id: 'name-manchester-nh',
    state: 'NH',
    question: { message: 'Do I have to identify myself to police in New Hampshire?' },
    mustContain: ['594:2'],
    mustNotContain: NEVER_REFUSE,
  },
  {
    id: 'es-name-providence',
    state: 'RI',
    language: 'es',
    question: { message: '¿Tengo que dar mi nombre a la policía en Providence?' },
    mustContain: ['12-7-1'],
    mustNotContain: NEVER_REFUSE_ES,
  },
  {
    id: 'name-vermont',
    state: 'VT',
    question: { message: 'Do I have to give my name to police in Vermont?' },
    mustContain: ['tit. 24', /civil violations/],
  },
  {
    id: 'es-name-fargo',
    state: 'ND',
    language: 'es',
    question: { message: '¿Tengo que darle mi nombre a la policía en Fargo?' },
    mustContain: ['29-29-21'],
  },
  {
    id: 'name-little-rock',
    state: 'AR',
    question: { message: 'Do I have to give my name to police in Little Rock?' },
    // Ark. Code Ann. § 5-71-213(a)(1): loitering, refusing to identify.
    mustContain: ['5-71-213', /loitering/],
  },
  {
    id: 'es-name-miami',
    state: 'FL',
    language: 'es',
    question: { message: '¿Tengo que darle mi nombre a la policía en Miami?' },
    mustContain: ['856.021', /merodeo/],
  },
  {
    id: 'name-cleveland-no-texas',
    state: 'OH',
    question: {
      message: 'Cleveland police stopped me on the sidewalk. Do I have to give my name?',
    },
    // Ohio Rev. Code § 2921.29; State v. Dunn (Ohio Ct. App. 2020): public place, reasonable
    // suspicion.
    mustContain: ['2921.29', /public place/],
    firstPartMustContain: [/^Yes, if you are lawfully detained/],
    mustNotCite: OTHER_STATES,
  },
  {
    id: 'es-name-memphis',
    state: 'TN',
    language: 'es',
    question: { message: '¿Tengo que darle mi nombre a la policía en Memphis?' },
    mustContain: ['PEACE Act', /no pudimos verificar/],
    mustNotContain: NEVER_REFUSE_ES,
  },
];
