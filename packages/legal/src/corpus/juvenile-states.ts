import type { LegalRule, LegalSource } from '../types';

const REVIEWED = '2026-11-28';

/**
 * States that protect a child questioned by police beyond what Miranda gives an adult: a lawyer
 * first, a parent told, a judge's warnings, a recording. Read on 2026-11-28 with the search tool:
 * Maryland's statute and the Attorney General's 2024 opinion on it, Texas' Family Code § 51.095
 * as enacted, Indiana's waiver statute; Wisconsin's rule is its Supreme Court's. California's
 * lawyer-first rule was already in the corpus (california-custody.ts).
 */
const S = {
  maryland: {
    title: 'Maryland Child Interrogation Protection Act (2022)',
    citation: 'Md. Code Ann., Cts. & Jud. Proc. § 3-8A-14.2',
    url: 'https://lexace.ai/us/statute/maryland/CJ-3-8A-14.2',
    states: ['MD'],
  },
  texas: {
    title: 'Texas: admissibility of a statement of a child',
    citation: 'Tex. Fam. Code § 51.095',
    url: 'https://texas.public.law/statutes/tex._fam._code_section_51.095',
    states: ['TX'],
  },
  wisconsin: {
    title: 'In re Jerrell C.J. (Wis. 2005): juvenile interrogations recorded',
    citation: '2005 WI 105',
    states: ['WI'],
  },
  oregon: {
    title: 'Oregon SB 418 (2021): statements of minors after police deception',
    citation: 'ORS 133.403 (2021 Or. Laws ch. 487 § 1)',
    url: 'https://www.lawserver.com/?p=28015268',
    states: ['OR'],
  },
  indiana: {
    title: 'Indiana: waiver of a child’s rights',
    citation: 'Ind. Code § 31-32-5-1',
    states: ['IN'],
  },
} satisfies Record<string, LegalSource>;

const KEYWORDS = ['minor', 'juvenile', 'teen', 'son', 'daughter', 'child', 'interrogate', 'parent'];
const KEYWORDS_ES = [
  'menor',
  'hijo',
  'hija',
  'niño',
  'niña',
  'adolescente',
  'interrogar',
  'padres',
];
const SAY = ['I want to stay silent, and I want a lawyer and my parent here.'];
const DIGA = ['Quiero permanecer en silencio, y quiero un abogado y a mi padre o madre aquí.'];

function stateRule(
  code: string,
  name: string,
  text: { en: string; es: string },
  source: LegalSource,
): LegalRule {
  return {
    id: `juvenile-questioning-${code.toLowerCase()}`,
    topic: 'juvenile',
    reviewed: REVIEWED,
    title: `${name}: police questioning a child`,
    text: text.en,
    sayThis: SAY,
    keywords: KEYWORDS,
    states: [code],
    sources: [source],
    es: {
      title: `${name}: cuando la policía interroga a un menor`,
      text: text.es,
      sayThis: DIGA,
      keywords: KEYWORDS_ES,
    },
  };
}

export const JUVENILE_STATE_RULES: LegalRule[] = [
  stateRule(
    'MD',
    'Maryland',
    {
      en: 'In Maryland, police may not question a child in custody until the child has consulted a lawyer, hired by the family or from the Public Defender, and police have made an effort reasonably calculated to notify a parent or guardian that the child will be interrogated; the child cannot waive the lawyer consultation (Md. Code Ann., Cts. & Jud. Proc. § 3-8A-14.2).',
      es: 'En Maryland, la policía no puede interrogar a un menor bajo custodia hasta que el menor haya consultado con un abogado, contratado por la familia o del defensor público, y la policía haya hecho un esfuerzo razonable para notificar a su padre, madre o tutor que lo van a interrogar; el menor no puede renunciar a esa consulta con el abogado (Md. Code Ann., Cts. & Jud. Proc. § 3-8A-14.2).',
    },
    S.maryland,
  ),
  stateRule(
    'TX',
    'Texas',
    {
      en: 'In Texas, a child’s written statement from custody can be used only if a magistrate, not the police, first warned the child of the right to stay silent, to a lawyer before and during questioning, to an appointed lawyer, and to stop the interview, and the child signed it before the magistrate with no officer or prosecutor in the room (Tex. Fam. Code § 51.095). The child may refuse to give one.',
      es: 'En Texas, la declaración escrita de un menor bajo custodia solo puede usarse si un magistrado (un juez), no la policía, le advirtió antes de su derecho a guardar silencio, a un abogado antes y durante las preguntas, a un abogado de oficio y a terminar la entrevista, y el menor la firmó ante el magistrado sin ningún oficial ni fiscal presente (Tex. Fam. Code § 51.095). El menor puede negarse a darla.',
    },
    S.texas,
  ),
  stateRule(
    'WI',
    'Wisconsin',
    {
      en: 'In Wisconsin, police must electronically record all custodial questioning of a juvenile where feasible, and always at a place of detention; a statement from an unrecorded interrogation that should have been recorded is inadmissible (In re Jerrell C.J., 2005 WI 105). A parent’s absence is weighed in deciding whether a confession was voluntary.',
      es: 'En Wisconsin, la policía debe grabar electrónicamente todo interrogatorio bajo custodia de un menor cuando sea posible, y siempre en un lugar de detención; una declaración de un interrogatorio que debió grabarse y no se grabó es inadmisible (In re Jerrell C.J., 2005 WI 105). La ausencia de los padres se toma en cuenta para decidir si una confesión fue voluntaria.',
    },
    S.wisconsin,
  ),
  stateRule(
    'IN',
    'Indiana',
    {
      en: 'In Indiana, a child’s rights, such as staying silent, can be waived only by the child’s lawyer, or by a parent or guardian together with the child after a meaningful consultation between them, when the parent’s interests are not adverse to the child’s (Ind. Code § 31-32-5-1).',
      es: 'En Indiana, los derechos de un menor, como guardar silencio, solo puede renunciarlos su abogado, o su padre, madre o tutor junto con el menor después de una consulta significativa entre ellos, cuando los intereses del padre no son contrarios a los del menor (Ind. Code § 31-32-5-1).',
    },
    S.indiana,
  ),
  stateRule(
    'OR',
    'Oregon',
    {
      en: 'In Oregon, a statement someone under 18 makes in a custodial interview is presumed involuntary, and so not usable, if the officer knowingly used false information to get it, such as a lie about evidence (ORS 133.403, SB 418). The State can overcome that only by clear and convincing evidence. A minor can always stay silent and ask for a lawyer and a parent.',
      es: 'En Oregon, lo que un menor de 18 años declara en un interrogatorio bajo custodia se presume involuntario, y por eso no se puede usar, si el oficial usó a sabiendas información falsa para obtenerlo, como una mentira sobre las pruebas (ORS 133.403, SB 418). El Estado solo puede superar eso con pruebas claras y convincentes. Un menor siempre puede guardar silencio y pedir un abogado y a su padre o madre.',
    },
    S.oregon,
  ),
];
