// Part 8: officer identification, complaints, body cameras; protests and interference.
import type { EvalCase } from '../../eval-case';
import {
  ABUSE_ES,
  ANON_EN,
  ARREST_EN,
  BLOCK_EN,
  BLOQUEAR_ES,
  CCRB_ES,
  CORTE_ES,
  DISPERSE_EN,
  NAME_EN,
  NOMBRE_ES,
  NOT_PUBLIC_OR_WRITTEN_ES,
  NO_INTERFERIR_ES,
  NO_PERMIT_EN,
  OPA_EN,
  RECORD_OK_ES_WIDE,
  REDACT_EN,
  SIN_PERMISO_ES,
  SUBJECT_ACCESS_EN,
  WEAR_ID_ES,
} from './shared';

const DATE_EN = /\bdate\b/i;
const TIME_EN = /\btime\b/i;
const LOCATION_EN =
  /location|where (?:it|the stop|this|the incident) (?:happened|occurred|took place)|\bplace\b/i;
const FECHA_ES = /\bfecha\b/i;
const HORA_ES = /\bhora\b/i;
const LUGAR_ES = /\blugar\b|ubicaci[óo]n|d[óo]nde (?:ocurri|pas|fue)/i;

export const PART_8: EvalCase[] = [
  // source: Tex. Occ. Code 1701.661(a) (lawserver; City of Teague page): a written request for body
  // camera video must give the date and approximate time, the specific location and the name of one
  // or more persons known to be a subject of the recording.
  {
    id: 'hof-en-tx-amarillo-bodycam',
    state: 'TX',
    question: {
      message:
        'amarillo tx. i want the bodycam video from when APD pulled me over on i-40 last month and the cop was super rude. how do i request it? what do i need to put in the request',
    },
    mustContain: [DATE_EN, TIME_EN, LOCATION_EN, NAME_EN],
    mustNotCite: [/132-1\.4A/, /13\.825/],
  },
  // source: N.C.G.S. 132-1.4A (UNC School of Government blog; hollyspringsnc.gov; Greenville firm
  // summary): body camera recordings are not public records; a person in the recording may ask the
  // agency in writing to view it; a copy (release) needs a superior court order.
  {
    id: 'hof-es-nc-fayetteville-video',
    state: 'NC',
    language: 'es',
    question: {
      message:
        'en fayetteville carolina del norte un policia me trato mal en una parada y tenia camara en el pecho. como consigo ese video? me lo tienen que dar si lo pido?',
      language: 'es',
    },
    mustContain: [NOT_PUBLIC_OR_WRITTEN_ES, CORTE_ES],
    mustNotCite: [/1701\.661/, /13\.825/],
  },
  // source: Cal. Penal Code 830.10 (legalclarity "Do Police Officers Have to Identify Themselves in
  // California?"): a uniformed peace officer must wear a badge, nameplate or device showing name or
  // identification number; Penal Code 13654 for non-uniformed officers.
  {
    id: 'hof-es-ca-santabarbara-placa',
    state: 'CA',
    language: 'es',
    question: {
      message:
        'en santa barbara california un policia uniformado me paro en la milpas street y tenia tapado el nombre y no me quiso decir su numero. no estan obligados a identificarse aqui?',
      language: 'es',
    },
    mustContain: [WEAR_ID_ES],
  },
  // source: Seattle Office of Police Accountability (seattle.gov/opa "File a Complaint"): anyone can
  // file, anonymously if they wish, online, by phone, email or in person; OPA will not ask about
  // immigration status.
  {
    id: 'hof-en-wa-capitolhill-complaint',
    state: 'WA',
    question: {
      message:
        'capitol hill seattle. an SPD officer shoved me at a bus stop on broadway for no reason. where do i complain? can i do it without giving my name, im scared of getting targeted',
    },
    mustContain: [OPA_EN, ANON_EN],
  },
  // source: Minn. Stat. 13.825 subd. 4 (revisor.mn.gov SF 3051 text; mn.gov data practices): a
  // subject of body camera data has access to it; data on others who do not consent are redacted
  // from a copy.
  {
    id: 'hof-en-mn-moorhead-bodycam',
    state: 'MN',
    question: {
      message:
        'moorhead mn, cops came to my apartment on a noise call and it got heated. the officer had a body cam. am i allowed to get a copy of that footage since im in it?',
    },
    mustContain: [SUBJECT_ACCESS_EN, REDACT_EN],
    mustNotCite: [/1701\.661/, /132-1\.4A/],
  },
  // source: NYC Civilian Complaint Review Board (nyc.gov/ccrb jurisdiction page): investigates force,
  // abuse of authority (including refusal to give name and shield number), discourtesy, offensive
  // language and untruthful statements; 1-800-341-2272 or online.
  {
    id: 'hof-es-ny-bushwick-queja',
    state: 'NY',
    language: 'es',
    question: {
      message:
        'en nueva york, en bushwick por la knickerbocker, un policia me insulto y cuando le pedi su numero de placa se nego. donde pongo una queja? sirve de algo?',
      language: 'es',
    },
    mustContain: [CCRB_ES, ABUSE_ES],
  },
  // source: Tex. Occ. Code 1701.661(a) (as above). The state is only in the earlier turn.
  {
    id: 'hof-es-fu-tx-odessa-video',
    state: 'TX',
    language: 'es',
    question: {
      message:
        'y como pido el video de la camara del policia? que datos tengo que poner en la solicitud?',
      language: 'es',
      conversationHistory: [
        {
          role: 'user',
          content:
            'me pararon en odessa texas la semana pasada en la 8th street y el oficial fue grosero',
        },
        { role: 'assistant', content: 'Lamento lo que pasó. ¿Qué le gustaría saber?' },
      ],
    },
    mustContain: [FECHA_ES, HORA_ES, LUGAR_ES, NOMBRE_ES],
    mustNotCite: [/132-1\.4A/, /13\.825/],
  },
  // source: streets, sidewalks and parks are traditional public forums; a permit is needed to block
  // the street but not to protest on a sidewalk without obstructing (NYCLU/ACLU attorney on
  // talksonlaw.com; Time, "How to Be a Demonstrator", 1970).
  {
    id: 'hof-en-mi-annarbor-sidewalk',
    state: 'MI',
    question: {
      message:
        'ann arbor. we want to hold signs on the sidewalk on state st outside the federal building this saturday, like 15 of us. do we need a permit? can cops make us leave',
    },
    mustContain: [NO_PERMIT_EN, BLOCK_EN],
  },
  // source: failing to obey a dispersal order is a common ground for arrest at protests (ACLU of
  // Illinois "rights" page: disorderly conduct for failing to obey an order to disperse); comply and
  // leave, challenge it later.
  {
    id: 'hof-en-wa-olympia-disperse',
    state: 'WA',
    question: {
      message:
        'olympia wa at the capitol protest, police announced we have to disperse but we were peaceful. if i stay can they arrest me? what should i do',
    },
    mustContain: [DISPERSE_EN, ARREST_EN],
  },
  // source: Glik v. Cunniffe, 655 F.3d 78 (1st Cir. 2011) (Wikipedia summaries; nardizzi.com): a
  // right to openly record police in public, subject to reasonable limits; do not interfere.
  {
    id: 'hof-es-ma-cambridge-observar',
    state: 'MA',
    language: 'es',
    question: {
      message:
        'en cambridge massachusetts en central square estaban arrestando a un muchacho en la protesta y yo me acerque a grabar y mirar. me pueden arrestar por observar o grabar? que tan cerca puedo estar?',
      language: 'es',
    },
    mustContain: [RECORD_OK_ES_WIDE, NO_INTERFERIR_ES],
  },
  // source: sidewalks are a public forum; permits are for blocking streets (talksonlaw.com NYCLU/ACLU
  // attorney; Time 1970); Idaho.
  {
    id: 'hof-es-id-twinfalls-protesta',
    state: 'ID',
    language: 'es',
    question: {
      message:
        'queremos hacer una protesta pacifica en twin falls idaho en la banqueta frente a la corte del condado por las redadas. ocupamos permiso? nos pueden arrestar si nomas estamos con carteles?',
      language: 'es',
    },
    mustContain: [SIN_PERMISO_ES, BLOQUEAR_ES],
  },
];
