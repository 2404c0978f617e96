import type { LegalRule, LegalSource } from '../types';
import { longDate } from './long-date';
import { BUFFER_REVIEWED } from './reviewed';
import { CASES } from './sources';

/**
 * The buffer laws come from apps/server/data/policing_law_notifications_seed.json, only the
 * records marked "from_pages_corpus", with their own caveats ("section number not verified").
 * Court statuses change: each says the day its status was last checked.
 */
const asOf = `Status as of our data (${longDate(BUFFER_REVIEWED, 'en')})`;
const asOfEs = `Situación según nuestros datos (${longDate(BUFFER_REVIEWED, 'es')})`;
/** Indiana's rule was read again on this day (the Rokita ruling's scope), so it says so. */
const INDIANA_REVIEWED = '2026-11-26';
const indianaAsOf = `Status as of our data (${longDate(INDIANA_REVIEWED, 'en')})`;
const indianaAsOfEs = `Situación según nuestros datos (${longDate(INDIANA_REVIEWED, 'es')})`;

const FLORIDA_843_31: LegalSource = {
  title: 'Florida SB 184 (2024): buffer around first responders',
  citation:
    'Fla. Stat. § 843.31 (SB 184, 2024 Regular Session; Laws of Fla. chapter no. to verify)',
  url: 'https://www.flsenate.gov/Session/Bill/2024/184',
  states: ['FL'],
};
const LOUISIANA_HB_173: LegalSource = {
  title: 'Louisiana HB 173 (2024): 25-foot police buffer',
  citation: 'La. R.S. 14:109 (2024 La. Acts, HB 173)',
  url: 'https://legis.la.gov/legis/BillInfo.aspx?s=24RS&b=HB173',
  states: ['LA'],
};
const DEEP_SOUTH_TODAY: LegalSource = {
  title: 'Deep South Today v. Murrill',
  citation: '(M.D. La. Jan. 2025) (preliminary injunction)',
};
const INDIANA_HEA_1186: LegalSource = {
  title: 'Indiana HEA 1186 (2023): 25-foot "stop approaching" law',
  citation: 'Ind. Code § 35-44.1-2-14',
  url: 'https://caselaw.findlaw.com/court/us-7th-circuit/117268965.html',
  states: ['IN'],
};
/** Engrossed bill digest: an order needs a reasonable belief of interference; Class C. */
const INDIANA_HEA_1122: LegalSource = {
  title: 'Indiana HEA 1122 (2025): unlawful encroachment on a law enforcement officer',
  citation: 'Ind. Code § 35-44.1-2-14, as amended by HEA 1122 (2025), effective July 1, 2025',
  url: 'https://iga.in.gov/legislative/2025/bills/house/1122',
  states: ['IN'],
};
const NICODEMUS: LegalSource = {
  title: 'Nicodemus v. City of South Bend',
  citation: 'No. 24-1099 (7th Cir. May 15, 2025)',
  url: 'https://caselaw.findlaw.com/court/us-7th-circuit/117268965.html',
};
const RCFP_V_ROKITA: LegalSource = {
  title: 'Reporters Committee for Freedom of the Press v. Rokita',
  citation:
    'No. 24-2927 (7th Cir. Aug. 5, 2025) (affirming a preliminary injunction; scope remanded)',
  url: 'https://www.isba.org/cases/7thcircuit/2025/08/05/reporterscommitteeforfreedomofthepressvrokita',
};
const TENNESSEE_PEACE_ACT: LegalSource = {
  title: 'Tennessee PEACE Act (SB 30/HB 55, 2025)',
  citation:
    'Tenn. Code Ann. title 39, ch. 16 (2025 Tenn. Pub. Acts, SB 30/HB 55); section number not verified',
  url: 'https://wapp.capitol.tn.gov/apps/BillInfo/Default.aspx?BillNumber=SB0030&GA=114',
  states: ['TN'],
};
const GANNETT_V_LONG: LegalSource = {
  title: 'Gannett v. Long',
  citation: 'M.D. Tenn. No. 3:25-cv-00830',
  url: 'https://www.rcfp.org/?p=75303',
};

const BUFFER_KEYWORDS = ['buffer', '25 feet', 'feet', 'distance', 'how close', 'approach', 'halo'];
const BUFFER_KEYWORDS_ES = [
  'zona de amortiguamiento',
  '25 pies',
  'pies',
  'distancia',
  'qué tan cerca',
  'acercarse',
  'halo',
  'metros',
];

export const INTERFERENCE_RULES: LegalRule[] = [
  {
    id: 'interference-watching-is-not-interfering',
    topic: 'interference',
    reviewed: BUFFER_REVIEWED,
    title: 'Watching and recording is not interfering',
    text: 'Watching, recording and speaking to police, even critically, are generally protected (City of Houston v. Hill). Physically getting in the way, touching an officer, or refusing a lawful order to move back can be charged as obstruction or interference.',
    sayThis: ['I am not interfering. I am recording from a distance.'],
    keywords: ['interfere', 'interference', 'obstruct', 'obstruction', 'bystander', 'watch'],
    sources: [CASES.houstonHill, CASES.turner, CASES.smithCumming],
    es: {
      title: 'Observar y grabar no es interferir',
      text: 'Observar, grabar y hablarle a la policía, incluso con críticas, generalmente está protegido (City of Houston v. Hill). Ponerse físicamente en el camino, tocar a un oficial o negarse a una orden legal de retroceder puede acusarse como obstrucción o interferencia.',
      sayThis: ['No estoy interfiriendo. Estoy grabando a distancia.'],
      keywords: [
        'interferir',
        'interferencia',
        'obstruir',
        'obstrucción',
        'testigo',
        'transeúnte',
        'observar',
        'mirar',
      ],
    },
  },
  {
    id: 'interference-buffer-laws',
    topic: 'interference',
    reviewed: BUFFER_REVIEWED,
    tracks: 'litigation',
    title: 'Some states have distance ("buffer") laws',
    text: 'Some states have made it a crime to approach within a set distance of an officer, such as 25 feet, after being told to stop or step back; courts have blocked or narrowed some of these laws. Wherever you are, if an officer tells you to step back, do it and keep recording from there.',
    sayThis: ['I am stepping back. I will keep recording from here.'],
    keywords: BUFFER_KEYWORDS,
    sources: [FLORIDA_843_31, LOUISIANA_HB_173, INDIANA_HEA_1122, TENNESSEE_PEACE_ACT],
    es: {
      title: 'Algunos estados tienen leyes de distancia ("zona de amortiguamiento")',
      text: 'Algunos estados han convertido en delito acercarse a menos de cierta distancia de un oficial, como 25 pies (unos 7.6 metros), después de que le digan que se detenga o retroceda; los tribunales han bloqueado o limitado algunas de estas leyes. Dondequiera que esté, si un oficial le dice que retroceda, hágalo y siga grabando desde allí.',
      sayThis: ['Estoy retrocediendo. Voy a seguir grabando desde aquí.'],
      keywords: BUFFER_KEYWORDS_ES,
    },
  },
  {
    id: 'interference-florida-buffer',
    topic: 'interference',
    reviewed: BUFFER_REVIEWED,
    title: 'Florida: 25-foot buffer after a warning',
    text: `In Florida, after an on-duty first responder (police, correctional probation officers, firefighters, EMS) warns you not to approach, it is a second-degree misdemeanor to approach or stay within 25 feet with intent to impede, threaten or harass them (up to 60 days in jail and a $500 fine). Recording from more than 25 feet away is not affected. ${asOf}: in effect since January 1, 2025.`,
    keywords: BUFFER_KEYWORDS,
    states: ['FL'],
    sources: [FLORIDA_843_31],
    es: {
      title: 'Florida: zona de 25 pies después de una advertencia',
      text: `En Florida, después de que un miembro del personal de primera respuesta en servicio (policía, oficiales de libertad condicional del sistema correccional, bomberos, servicios médicos de emergencia) le advierta que no se acerque, es un delito menor de segundo grado acercarse o permanecer a menos de 25 pies con la intención de impedir su labor, amenazarlo o acosarlo (hasta 60 días de cárcel y una multa de $500). Grabar a más de 25 pies de distancia no está afectado. ${asOfEs}: vigente desde el 1 de enero de 2025.`,
      keywords: BUFFER_KEYWORDS_ES,
    },
  },
  {
    id: 'interference-louisiana-buffer',
    topic: 'interference',
    reviewed: BUFFER_REVIEWED,
    tracks: 'litigation',
    title: 'Louisiana: 25-foot buffer law, enforcement blocked',
    text: `Louisiana’s 2024 law making it a crime to knowingly approach within 25 feet of a peace officer doing official duties after being ordered to stop or retreat (up to 60 days and/or $500) was blocked by a federal judge in January 2025 as likely unconstitutionally vague (Deep South Today v. Murrill). ${asOf}: preliminarily enjoined (M.D. La., Jan. 31, 2025); we found no later ruling, so still step back when told to.`,
    keywords: BUFFER_KEYWORDS,
    states: ['LA'],
    sources: [LOUISIANA_HB_173, DEEP_SOUTH_TODAY],
    es: {
      title: 'Louisiana: ley de zona de 25 pies, aplicación bloqueada',
      text: `La ley de Louisiana de 2024 que convierte en delito acercarse a sabiendas a menos de 25 pies de un agente del orden que cumple sus funciones oficiales después de recibir la orden de detenerse o retroceder (hasta 60 días y/o $500) fue bloqueada por un juez federal en enero de 2025 por ser probablemente inconstitucional por vaguedad (Deep South Today v. Murrill). ${asOfEs}: suspendida por una medida cautelar preliminar (M.D. La., 31 de enero de 2025); no encontramos un fallo posterior, así que igual retroceda cuando se lo pidan.`,
      keywords: BUFFER_KEYWORDS_ES,
    },
  },
  {
    id: 'interference-indiana-buffer',
    topic: 'interference',
    reviewed: INDIANA_REVIEWED,
    tracks: 'litigation',
    title: 'Indiana: 25-foot "unlawful encroachment" law',
    text: `In Indiana it is a Class C misdemeanor to knowingly approach within 25 feet of an officer on duty after being ordered to stop approaching. Since July 1, 2025 (HEA 1122) an officer may give that order only when reasonably believing your presence will interfere. The Seventh Circuit upheld the 2023 law, reading it so people already within 25 feet may stay and record (Nicodemus), and affirmed a preliminary injunction won by news organizations as likely too vague, sending back whether it protects anyone but them (Reporters Committee v. Rokita). ${indianaAsOf}: whether it reaches the 2025 version is not verified, so stop when ordered.`,
    keywords: BUFFER_KEYWORDS,
    states: ['IN'],
    sources: [INDIANA_HEA_1186, INDIANA_HEA_1122, NICODEMUS, RCFP_V_ROKITA],
    es: {
      title: 'Indiana: ley de 25 pies de "intrusión ilegal"',
      text: `En Indiana es delito menor de Clase C acercarse a sabiendas a menos de 25 pies de un oficial en servicio después de recibir la orden de dejar de acercarse. Desde el 1 de julio de 2025 (HEA 1122) el oficial solo puede dar esa orden si cree razonablemente que su presencia interferirá. El Séptimo Circuito confirmó la ley de 2023, interpretándola para que quienes ya están a menos de 25 pies puedan quedarse y grabar (Nicodemus), y confirmó una medida cautelar preliminar que obtuvieron medios de comunicación por probable vaguedad, devolviendo al tribunal inferior la pregunta de si protege a alguien más que a ellos (Reporters Committee v. Rokita). ${indianaAsOfEs}: no está verificado si alcanza la versión de 2025, así que deténgase cuando se lo ordenen.`,
      keywords: BUFFER_KEYWORDS_ES,
    },
  },
  {
    id: 'interference-tennessee-peace-act',
    topic: 'interference',
    reviewed: BUFFER_REVIEWED,
    tracks: 'litigation',
    title: 'Tennessee: PEACE Act 25-foot buffer',
    text: `In Tennessee it is a Class B misdemeanor to intentionally approach within 25 feet of an officer who has ordered you to stop or retreat while the officer is handling a lawful traffic stop, an active crime-scene investigation, or an ongoing threat to public safety. Not receiving or understanding the order is an affirmative defense. ${asOf}: in effect since July 1, 2025, and challenged in federal court (Gannett v. Long); we could not verify a ruling in that case.`,
    keywords: BUFFER_KEYWORDS,
    states: ['TN'],
    sources: [TENNESSEE_PEACE_ACT, GANNETT_V_LONG],
    es: {
      title: 'Tennessee: zona de 25 pies de la PEACE Act',
      text: `En Tennessee es delito menor de Clase B acercarse intencionalmente a menos de 25 pies de un oficial que le ordenó detenerse o retroceder mientras atiende una parada de tráfico legal, la investigación activa de la escena de un crimen o una amenaza en curso para la seguridad pública. No haber recibido o entendido la orden es una defensa afirmativa. ${asOfEs}: vigente desde el 1 de julio de 2025 e impugnada ante un tribunal federal (Gannett v. Long); no pudimos verificar un fallo en ese caso.`,
      keywords: BUFFER_KEYWORDS_ES,
    },
  },
];
