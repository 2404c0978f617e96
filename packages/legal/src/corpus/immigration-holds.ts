import type { LegalRule, LegalSource } from '../types';

const REVIEWED = '2026-11-28';

/**
 * Whether a jail or the local police may hold someone for ICE or hand them over: a detainer is an
 * immigration officer's request, and each state's law decides what its jails do with it. Read on
 * 2026-11-28 with the search tool: the statutes' text where it was found (Illinois' TRUST Act on
 * ilga.gov, Washington's definitions in RCW 43.17.420, the detainer regulation), the legislatures'
 * own summaries (Colorado's HB19-1124), and for Connecticut, North Carolina and Georgia the
 * ACLU's and the sheriffs' summaries of the amended law. Oregon, New Jersey, New York, Vermont and
 * others were not checked and are left to the general rule.
 */
const S = {
  detainer: {
    title: 'Detainers (ICE form I-247A): a request to hold someone up to 48 hours',
    citation: '8 C.F.R. § 287.7',
  },
  california: {
    title: 'California Values Act (SB 54, 2017)',
    citation: 'Cal. Gov. Code §§ 7282.5, 7284.6',
    url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?sectionNum=7284.6.&lawCode=GOV',
    states: ['CA'],
  },
  illinois: {
    title: 'Illinois TRUST Act',
    citation: '5 ILCS 805/10, 805/15',
    url: 'https://www.ilga.gov/legislation/ilcs/ilcs3.asp?ActID=3818&ChapterID=2',
    states: ['IL'],
  },
  connecticut: {
    title: 'Connecticut TRUST Act (as amended in 2019 and 2025)',
    citation: 'Conn. Gen. Stat. § 54-192h',
    url: 'https://www.acluct.org/en/legislation/sb-992-act-concerning-trust-act',
    states: ['CT'],
  },
  colorado: {
    title: 'Colorado HB19-1124: no arrest or hold on a civil immigration detainer',
    citation: 'Colo. HB19-1124 (2019); its section number in C.R.S. title 24 not verified',
    url: 'https://leg.colorado.gov/bills/hb19-1124',
    states: ['CO'],
  },
  washington: {
    title: 'Keep Washington Working Act (2019)',
    citation: 'RCW 10.93.160; RCW 43.17.420 (definitions)',
    url: 'https://www.atg.wa.gov/keep-washington-working-act-faq-law-enforcement',
    states: ['WA'],
  },
  northCarolina: {
    title: 'North Carolina HB 10 (2024): detainers brought before a judicial official',
    citation: 'N.C. Gen. Stat. § 162-62, as amended by 2024 HB 10 (in force Dec. 1, 2024)',
    url: 'https://www.acluofnorthcarolina.org/en/legislation/hb-10-require-sheriffs-cooperate-ice',
    states: ['NC'],
  },
  newJersey: {
    title: 'New Jersey Immigrant Trust Directive (2018-6), as police departments publish it',
    citation: 'N.J. Att’y Gen. Law Enforcement Directive No. 2018-6 (rev. 2019)',
    url: 'https://www.lakewoodpolicenj.com/immigrant-trust-directive/',
    states: ['NJ'],
  },
  georgia: {
    title: 'Georgia Criminal Alien Track and Report Act of 2024 (HB 1105)',
    citation: 'Ga. HB 1105 (2024), signed May 1, 2024; code sections not verified',
    url: 'https://leitf.org/2024/07/leitf-explainer-the-georgia-criminal-alien-track-and-report-act-of-2024/',
    states: ['GA'],
  },
} satisfies Record<string, LegalSource>;

const KEYWORDS = ['ICE', 'detainer', 'hold', 'jail', 'release', 'immigration', 'transfer', 'bail'];
const KEYWORDS_ES = ['ICE', 'detainer', 'hold', 'cárcel', 'soltar', 'entregar', 'inmigración'];
const SAY = ['I will not answer questions about where I was born or my immigration status.'];
const DIGA = ['No voy a responder preguntas sobre dónde nací ni sobre mi estatus migratorio.'];

/** One state's law on holding people for ICE, in both languages. */
function stateRule(
  code: string,
  name: string,
  text: { en: string; es: string },
  source: LegalSource,
): LegalRule {
  return {
    id: `immigration-hold-${code.toLowerCase()}`,
    topic: 'immigration-holds',
    reviewed: REVIEWED,
    title: `${name}: holding people in jail for ICE`,
    text: text.en,
    sayThis: SAY,
    keywords: KEYWORDS,
    states: [code],
    sources: [source, S.detainer],
    es: {
      title: `${name}: retener a personas en la cárcel para ICE`,
      text: text.es,
      sayThis: DIGA,
      keywords: KEYWORDS_ES,
    },
  };
}

export const IMMIGRATION_HOLD_RULES: LegalRule[] = [
  stateRule(
    'CA',
    'California',
    {
      en: 'In California, local police and jails may not hold anyone on an ICE hold request, and may not hand someone over to ICE without a judicial warrant or a judge’s finding of probable cause, except people convicted of the serious crimes the law lists (Cal. Gov. Code §§ 7284.6, 7282.5, the California Values Act).',
      es: 'En California, la policía local y las cárceles no pueden retener a nadie por una solicitud de ICE (hold) ni entregarlo a ICE sin una orden judicial firmada por un juez o una decisión de un juez sobre causa probable, salvo a personas condenadas por los delitos graves que la ley enumera (Cal. Gov. Code §§ 7284.6, 7282.5, la California Values Act).',
    },
    S.california,
  ),
  stateRule(
    'IL',
    'Illinois',
    {
      en: 'In Illinois, under the TRUST Act, police and jails may not detain or keep anyone in custody because of an ICE detainer or an immigration warrant not signed by a judge; only a judicial warrant lets them hold someone for ICE (5 ILCS 805/15).',
      es: 'En Illinois, según la TRUST Act, la policía y las cárceles no pueden detener ni retener a nadie por un detainer de ICE o una orden de inmigración que no firmó un juez; solo una orden judicial firmada por un juez les permite retener a alguien para ICE (5 ILCS 805/15).',
    },
    S.illinois,
  ),
  stateRule(
    'CT',
    'Connecticut',
    {
      en: 'In Connecticut, under the TRUST Act, police and jails may not hold someone on an ICE detainer unless it comes with a judicial warrant signed by a judge, or the person was convicted of a class A or B felony or is on a terrorist watch list (Conn. Gen. Stat. § 54-192h).',
      es: 'En Connecticut, según la TRUST Act, la policía y las cárceles no pueden retener a nadie por un detainer (solicitud de detención) de ICE salvo que venga con una orden judicial firmada por un juez, o que la persona haya sido condenada por un delito grave de clase A o B o esté en una lista de vigilancia de terrorismo (Conn. Gen. Stat. § 54-192h).',
    },
    S.connecticut,
  ),
  stateRule(
    'CO',
    'Colorado',
    {
      en: 'In Colorado, police and jails may not arrest or keep anyone in custody solely because of an ICE civil immigration detainer (HB19-1124); they may help only with a warrant signed by a federal judge. Before any ICE interview in jail, the person must be told it is voluntary and that they may stay silent and talk to a lawyer first.',
      es: 'En Colorado, la policía y las cárceles no pueden arrestar ni retener a nadie solo por un detainer civil (solicitud de detención) de ICE (HB19-1124); solo pueden ayudar con una orden judicial firmada por un juez federal. Antes de cualquier entrevista con ICE en la cárcel, hay que decirle a la persona que es voluntaria y que puede guardar silencio y hablar primero con un abogado.',
    },
    S.colorado,
  ),
  stateRule(
    'WA',
    'Washington',
    {
      en: 'In Washington, under the Keep Washington Working Act, local police and jails may not hold anyone on an ICE hold request or arrest anyone on an immigration warrant not signed by a judge, and may not ask about immigration status or place of birth unless it is tied to a crime they are investigating (RCW 10.93.160).',
      es: 'En Washington, según la Keep Washington Working Act, la policía local y las cárceles no pueden retener a nadie por una solicitud de ICE (hold) ni arrestar a nadie por una orden de inmigración que no es una orden judicial firmada por un juez, y no pueden preguntar por el estatus migratorio ni el lugar de nacimiento salvo que tenga que ver con un delito que investigan (RCW 10.93.160).',
    },
    S.washington,
  ),
  stateRule(
    'NC',
    'North Carolina',
    {
      en: 'In North Carolina, since December 1, 2024, someone in jail with an ICE detainer must be taken before a judicial official (a magistrate), who, if the person is the one named, orders them held for ICE for up to 48 hours after they would otherwise be released, even after bond is paid (N.C. Gen. Stat. § 162-62, as amended by HB 10). Ask a lawyer at once.',
      es: 'En Carolina del Norte, desde el 1 de diciembre de 2024, a una persona en la cárcel con un detainer (solicitud de detención) de ICE deben llevarla ante un funcionario judicial (un magistrado), que, si es la persona nombrada, ordena retenerla para ICE hasta 48 horas después de cuando la habrían soltado, aunque se haya pagado la fianza (N.C. Gen. Stat. § 162-62, modificado por HB 10). Consulte a un abogado de inmediato.',
    },
    S.northCarolina,
  ),
  stateRule(
    'NJ',
    'New Jersey',
    {
      en: 'In New Jersey, under the state’s Immigrant Trust Directive (2018-6), a jail may not let ICE interview someone held on criminal charges unless the person is told of the right to a lawyer and signs a written consent, and may not keep someone arrested for a minor offense past release for ICE, with exceptions for certain past convictions. The person may refuse the interview.',
      es: 'En Nueva Jersey, según la Immigrant Trust Directive (Directiva de Confianza para Inmigrantes, 2018-6) del estado, una cárcel no puede dejar que ICE entreviste a alguien detenido por cargos penales salvo que se le informe de su derecho a un abogado y firme un consentimiento por escrito, y no puede retener a quien fue arrestado por un delito menor después de su liberación para ICE, con excepciones por ciertas condenas anteriores. La persona puede negarse a la entrevista.',
    },
    S.newJersey,
  ),
  stateRule(
    'GA',
    'Georgia',
    {
      en: 'In Georgia, since 2024 jails must check the immigration status of people they book, report those they find undocumented to ICE, and honor ICE detainers, and agencies must seek 287(g) agreements with ICE (HB 1105, the Georgia Criminal Alien Track and Report Act). Someone arrested there should expect ICE to be told, stay silent about status and ask for a lawyer.',
      es: 'En Georgia, desde 2024 las cárceles deben verificar el estatus migratorio de las personas que fichan, notificar a ICE de quienes no tienen papeles y cumplir los detainers (solicitudes de detención) de ICE, y las agencias deben buscar acuerdos 287(g) con ICE (HB 1105, la Georgia Criminal Alien Track and Report Act). Quien sea arrestado allí debe contar con que avisarán a ICE, guardar silencio sobre su estatus y pedir un abogado.',
    },
    S.georgia,
  ),
  {
    id: 'immigration-hold-general',
    topic: 'immigration-holds',
    reviewed: REVIEWED,
    title: 'An ICE detainer is a request, not a judge’s order',
    text: 'An ICE detainer (form I-247A) is a request signed by an immigration officer, not a judge, asking a jail to tell ICE when someone will be released or to hold them up to 48 hours longer (8 C.F.R. § 287.7). Whether a jail honors it depends on the state: some forbid holding people for ICE without a judicial warrant, others require it. In jail, a person need not answer questions about birthplace or status, may refuse an ICE interview and should ask for a lawyer.',
    sayThis: SAY,
    keywords: KEYWORDS,
    sources: [S.detainer],
    es: {
      title: 'Un detainer de ICE, una solicitud de detención, no es una orden de un juez',
      text: 'Un detainer de ICE (formulario I-247A) es una solicitud de detención firmada por un agente de inmigración, no por un juez, que pide a una cárcel avisar a ICE cuándo soltarán a alguien o retenerlo hasta 48 horas más (8 C.F.R. § 287.7). Que la cárcel lo cumpla depende del estado: unos prohíben retener a personas para ICE sin una orden judicial, otros lo exigen. En la cárcel, la persona no tiene que responder preguntas sobre dónde nació ni su estatus, puede negarse a una entrevista con ICE y debe pedir un abogado.',
      sayThis: DIGA,
      keywords: KEYWORDS_ES,
    },
  },
];
