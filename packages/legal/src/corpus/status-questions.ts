import type { LegalRule, LegalSource } from '../types';

const REVIEWED = '2026-11-28';

/**
 * Whether state and local police may ask someone's immigration status or birthplace, and whether
 * ICE may arrest people at a courthouse: each a state's own law. Read on 2026-11-28 with the
 * search tool: the statutes' text for California (Gov. Code § 7284.6(a)(1)(A), in the 2025 bill
 * that amends it), Illinois (5 ILCS 805/15(e) on ilga.gov), Oregon (ORS 181A.823 and 180.805) and
 * New York (Civil Rights Law § 28 on nysenate.gov); the Attorney General's Directive 2018-6 as the
 * New Jersey Attorney General's release and police departments' pages give it; Washington's
 * RCW 10.93.160 and its court rule as summarized by the Attorney General's guidance and a public
 * defenders' page (the statute text itself was not read). Other states are left to the general
 * rule: police may ask, and no one has to answer.
 */
const S = {
  california: {
    title: 'California Values Act (SB 54, 2017)',
    citation: 'Cal. Gov. Code § 7284.6(a)(1)(A)',
    url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?sectionNum=7284.6.&lawCode=GOV',
    states: ['CA'],
  },
  illinois: {
    title: 'Illinois TRUST Act, as amended by the Illinois Way Forward Act (2021)',
    citation: '5 ILCS 805/15(e)',
    url: 'https://witnessslips.ilga.gov/ftp/ILCS/Ch%200005/Act%200805/000508050K15.html',
    states: ['IL'],
  },
  oregon: {
    title: 'Oregon sanctuary law (Sanctuary Promise Act, 2021)',
    citation: 'ORS 181A.823(1)(b); ORS 180.805',
    url: 'https://lawserver.com/law/state/oregon/or-statutes/oregon_statutes_181a-823',
    states: ['OR'],
  },
  washington: {
    title: 'Keep Washington Working Act (2019), as the Attorney General summarizes it',
    citation: 'RCW 10.93.160 (statute text not read)',
    url: 'https://www.atg.wa.gov/keep-washington-working-act-faq-law-enforcement',
    states: ['WA'],
  },
  newJersey: {
    title: 'New Jersey Attorney General Directive 2018-6, the Immigrant Trust Directive',
    citation: 'N.J. Att’y Gen. Law Enforcement Directive No. 2018-6 (rev. 2019)',
    url: 'https://www.nj.gov/oag/newsreleases18/pr20181129a.html',
    states: ['NJ'],
  },
  newYorkCourts: {
    title: 'New York Protect Our Courts Act (2020)',
    citation: 'N.Y. Civil Rights Law § 28',
    url: 'https://nysenate.gov/legislation/laws/CVR/28*2',
    states: ['NY'],
  },
  oregonCourts: {
    title:
      'Oregon: no civil immigration arrest at or on the way to court, as the Oregon DOJ summarizes it',
    citation: 'ORS 180.805, 181A.820–181A.829 (the section on courts not verified)',
    url: 'https://newsregister.com/article?articleTitle=state-sanctuary-law-protections--1738982362--51091--',
    states: ['OR'],
  },
  washingtonCourts: {
    title: 'Washington Courts Open to All Act (2020), as summarized',
    citation: 'RCW 2.28.300–2.28.330',
    url: 'https://app.leg.wa.gov/RCW/default.aspx?cite=2.28.310',
    states: ['WA'],
  },
  fifth: { title: 'Fifth Amendment', citation: 'U.S. Const. amend. V' },
} satisfies Record<string, LegalSource>;

const ES_NAMES: Record<string, string> = { 'New Jersey': 'Nueva Jersey', 'New York': 'Nueva York' };

const SAY = ['I will not answer questions about where I was born or my immigration status.'];
const DIGA = ['No voy a responder preguntas sobre dónde nací ni sobre mi estatus migratorio.'];
const KEYWORDS = ['papers', 'status', 'born', 'birth', 'legal', 'citizen', 'country', 'ask'];
const KEYWORDS_ES = ['papeles', 'estatus', 'nació', 'nacimiento', 'legal', 'país', 'preguntar'];

/** One state's limit on police asking about status, in both languages. */
function askingRule(
  code: string,
  name: string,
  text: { en: string; es: string },
  source: LegalSource,
): LegalRule {
  return {
    id: `status-questions-${code.toLowerCase()}`,
    topic: 'immigration-holds',
    reviewed: REVIEWED,
    title: `${name}: police asking about immigration status`,
    text: text.en,
    sayThis: SAY,
    keywords: KEYWORDS,
    states: [code],
    sources: [source, S.fifth],
    es: {
      title: `${ES_NAMES[name] ?? name}: la policía que pregunta por el estatus migratorio`,
      text: text.es,
      sayThis: DIGA,
      keywords: KEYWORDS_ES,
    },
  };
}

/** Whether ICE may arrest someone at a state's courthouse, in both languages. */
function courthouseRule(
  code: string,
  name: string,
  text: { en: string; es: string },
  source: LegalSource,
) {
  return {
    id: `courthouse-arrest-${code.toLowerCase()}`,
    topic: 'immigration-holds',
    reviewed: REVIEWED,
    title: `${name}: immigration arrests at court`,
    text: text.en,
    keywords: ['court', 'courthouse', 'hearing', 'ICE', 'arrest', 'ticket', 'date'],
    states: [code],
    sources: [source],
    es: {
      title: `${ES_NAMES[name] ?? name}: arrestos de inmigración en la corte`,
      text: text.es,
      keywords: ['corte', 'juzgado', 'tribunal', 'audiencia', 'cita', 'ICE', 'multa'],
    },
  } satisfies LegalRule;
}

const NO_ANSWER = {
  en: 'Either way, you do not have to answer questions about birthplace or status: say you will not answer, and never lie or show false papers.',
  es: 'En todo caso, usted no tiene que responder preguntas sobre dónde nació ni su estatus: diga que no va a responder, y nunca mienta ni muestre papeles falsos.',
};

export const STATUS_QUESTION_RULES: LegalRule[] = [
  askingRule(
    'CA',
    'California',
    {
      en: `In California, under the California Values Act (SB 54), state and local police may not ask about immigration status for immigration enforcement, nor arrest anyone on an immigration warrant not signed by a judge (Cal. Gov. Code § 7284.6). ${NO_ANSWER.en}`,
      es: `En California, según la California Values Act (SB 54), la policía estatal y local no puede preguntar por el estatus migratorio para fines de inmigración, ni arrestar a nadie por una orden de inmigración sin una orden judicial firmada por un juez (Cal. Gov. Code § 7284.6). ${NO_ANSWER.es}`,
    },
    S.california,
  ),
  askingRule(
    'IL',
    'Illinois',
    {
      en: `In Illinois, under the TRUST Act, police may not ask about or investigate the citizenship, immigration status or place of birth of anyone they stop, detain or hold, and may not stop or arrest anyone because of status (5 ILCS 805/15). ${NO_ANSWER.en}`,
      es: `En Illinois, según la TRUST Act, la policía no puede preguntar ni investigar la ciudadanía, el estatus migratorio ni el lugar de nacimiento de nadie a quien pare, detenga o tenga bajo custodia, ni parar o arrestar a nadie por su estatus (5 ILCS 805/15). ${NO_ANSWER.es}`,
    },
    S.illinois,
  ),
  askingRule(
    'OR',
    'Oregon',
    {
      en: `In Oregon, under its sanctuary law, police and other public bodies may not ask about or collect anyone’s immigration or citizenship status or country of birth unless a state criminal investigation needs it (ORS 181A.823, 180.805). ${NO_ANSWER.en}`,
      es: `En Oregon, según su ley santuario, la policía y otros organismos públicos no pueden preguntar ni recopilar el estatus migratorio, la ciudadanía ni el país de nacimiento de nadie, salvo que lo necesite una investigación penal del estado (ORS 181A.823, 180.805). ${NO_ANSWER.es}`,
    },
    S.oregon,
  ),
  askingRule(
    'WA',
    'Washington',
    {
      en: `In Washington, under the Keep Washington Working Act, local police and deputies may not ask about immigration or citizenship status or place of birth unless it is tied to a crime they are investigating (RCW 10.93.160). ${NO_ANSWER.en}`,
      es: `En Washington, según la Keep Washington Working Act, la policía local y los alguaciles no pueden preguntar por el estatus migratorio, la ciudadanía ni el lugar de nacimiento salvo que tenga que ver con un delito que investigan (RCW 10.93.160). ${NO_ANSWER.es}`,
    },
    S.washington,
  ),
  askingRule(
    'NJ',
    'New Jersey',
    {
      en: `In New Jersey, under the state’s Immigrant Trust Directive (Directive 2018-6), police may not ask anyone’s immigration status unless it is needed to investigate a serious offense, nor stop or question anyone because of status. A violation can be reported to the police department or the county prosecutor. ${NO_ANSWER.en}`,
      es: `En Nueva Jersey, según la Immigrant Trust Directive (Directiva de Confianza para Inmigrantes, 2018-6) del estado, la policía no puede preguntar el estatus migratorio de nadie salvo que lo necesite para investigar un delito grave, ni parar o interrogar a nadie por su estatus. Una violación se puede denunciar al departamento de policía o al fiscal del condado. ${NO_ANSWER.es}`,
    },
    S.newJersey,
  ),
  {
    id: 'status-questions-general',
    topic: 'immigration-holds',
    reviewed: REVIEWED,
    title: 'Police asking where you were born or whether you have papers',
    text: 'You do not have to answer questions about where you were born, your citizenship or your status: you may stay silent (Fifth Amendment). Some states forbid their police to ask such questions; in most, police may ask. Never lie or show false papers.',
    sayThis: SAY,
    keywords: KEYWORDS,
    sources: [S.fifth],
    es: {
      title: 'La policía que pregunta dónde nació o si tiene papeles',
      text: 'Usted no tiene que responder preguntas sobre dónde nació, su ciudadanía o su estatus: puede guardar silencio (Quinta Enmienda). Algunos estados prohíben a su policía hacer esas preguntas; en la mayoría, la policía puede preguntar. Nunca mienta ni muestre papeles falsos.',
      sayThis: DIGA,
      keywords: KEYWORDS_ES,
    },
  },
  courthouseRule(
    'NY',
    'New York',
    {
      en: 'In New York, under the Protect Our Courts Act, anyone going to, attending or returning from a court case in which they or a family member is a party or witness may not be arrested for civil immigration reasons unless the arrest is backed by a judicial warrant or order signed by a judge (N.Y. Civil Rights Law § 28). Missing court can bring a warrant: ask a lawyer before deciding.',
      es: 'En Nueva York, según la Protect Our Courts Act (Ley para Proteger Nuestras Cortes), a quien va a la corte, está en ella o vuelve de un caso en el que es parte o testigo, o lo es un familiar, no se le puede arrestar por motivos civiles de inmigración salvo con una orden judicial firmada por un juez (N.Y. Civil Rights Law § 28). Faltar a la corte puede traer una orden de arresto: consulte a un abogado antes de decidir.',
    },
    S.newYorkCourts,
  ),
  courthouseRule(
    'OR',
    'Oregon',
    {
      en: 'In Oregon, as the state Department of Justice summarizes its sanctuary law, no one may be arrested at a courthouse, or on the way to or from court, on an immigration warrant unless it is a judicial warrant or order signed by a judge (ORS 180.805, 181A.820–829; the exact section not verified). Missing court can bring a warrant: ask a lawyer before deciding.',
      es: 'En Oregon, según resume el Departamento de Justicia del estado su ley santuario, a nadie se le puede arrestar en la corte, ni de camino a ella o de vuelta, con una orden de inmigración salvo una orden judicial firmada por un juez (ORS 180.805, 181A.820–829; la sección exacta no se verificó). Faltar a la corte puede traer una orden de arresto: consulte a un abogado antes de decidir.',
    },
    S.oregonCourts,
  ),
  courthouseRule(
    'WA',
    'Washington',
    {
      en: 'In Washington, under the Courts Open to All Act, immigration officers may not arrest someone attending court without a judicial warrant signed by a judge, and court staff may not ask about status (RCW 2.28.300–330, as summarized; not checked against the statute text). Missing court can bring a warrant: ask a lawyer before deciding.',
      es: 'En Washington, según la Courts Open to All Act (Ley de Cortes Abiertas para Todos), los agentes de inmigración no pueden arrestar a quien va a la corte sin una orden judicial firmada por un juez, y el personal de la corte no puede preguntar por el estatus (RCW 2.28.300–330, según un resumen; no se comparó con el texto de la ley). Faltar a la corte puede traer una orden de arresto: consulte a un abogado antes de decidir.',
    },
    S.washingtonCourts,
  ),
];
