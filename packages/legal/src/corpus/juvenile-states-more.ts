import type { LegalRule, LegalSource } from '../types';
import { NEW_SOURCES } from './new-topics-sources';

const REVIEWED = '2026-11-29';

/**
 * Police questioning a child in eight more states, read on 2026-11-29 with the search tool, in
 * the text where it was found: North Carolina's G.S. 7B-2101 (as amended in 2015), New York's
 * Family Court Act § 305.2 (the Senate's copy), Kansas' K.S.A. 38-2333, Nevada's NRS 62C.014
 * (in force July 2024), Michigan's Court Rule 3.934 and Georgia's § 15-11-502; Florida's §
 * 985.101 as defence guides give it; Pennsylvania's interested-adult factor as a summary of In
 * re T.B. gives it.
 */
function source(code: string, title: string, citation: string, url: string): LegalSource {
  return { title, citation, url, states: [code] };
}

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

function questioning(
  code: string,
  name: string,
  text: { en: string; es: string },
  from: LegalSource,
  also: LegalSource[] = [],
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
    sources: [from, ...also],
    es: {
      title: `${name}: la policía interroga a un menor`,
      text: text.es,
      sayThis: DIGA,
      keywords: KEYWORDS_ES,
    },
  };
}

export const MORE_JUVENILE_STATE_RULES: LegalRule[] = [
  questioning(
    'FL',
    'Florida',
    {
      en: 'In Florida no law requires a parent to be present or to agree before police question a child, but once a child is taken into custody the officer must try without delay to notify a parent (Fla. Stat. § 985.101), and a child’s waiver of Miranda rights is judged by age, experience and understanding, including whether a parent was contacted (as Florida defence lawyers and guides describe it; the statute was not read here).',
      es: 'En Florida ninguna ley exige que un padre esté presente o dé su permiso antes de que la policía interrogue a un menor, pero cuando detienen a un menor el oficial debe intentar avisar sin demora a sus padres (Fla. Stat. § 985.101), y la renuncia del menor a sus derechos Miranda se juzga según su edad, experiencia y comprensión, incluso si se llamó a sus padres (según lo describen abogados y guías de Florida; la ley no se leyó aquí).',
    },
    source(
      'FL',
      'Florida: police questioning minors (a defence firm’s guide)',
      'Fla. Stat. § 985.101 (not read)',
      'https://www.flahertydefensefirm.com/faqs/police-questioning-minors-what-florida-parents-should-know.cfm',
    ),
  ),
  questioning(
    'MI',
    'Michigan',
    {
      en: 'In Michigan, when police hold a child, the officer must notify a parent and take the child promptly before the court or to a place the court names (Mich. Ct. R. 3.934); no law requires a parent to be present for questioning (bills to require it were introduced in 2020 and not enacted, as far as was read), but custodial questioning about a major felony must be video-recorded (MCL 763.8).',
      es: 'En Michigan, cuando la policía retiene a un menor, el oficial debe avisar a sus padres y llevarlo sin demora ante el tribunal o al lugar que el tribunal indique (Mich. Ct. R. 3.934); ninguna ley exige que un padre esté presente en el interrogatorio (en 2020 se presentaron propuestas para exigirlo que no se aprobaron, hasta donde se leyó), pero el interrogatorio bajo custodia sobre un delito grave debe grabarse en video (MCL 763.8).',
    },
    source(
      'MI',
      'Michigan Court Rules: arranging court appearance of a detained juvenile',
      'Mich. Ct. R. 3.934; MCL 763.8',
      'https://casetext.com/rule/michigan-court-rules/michigan-court-rules/chapter-3-special-proceedings-and-actions/subchapter-3900-proceedings-involving-juveniles/rule-3934-arranging-court-appearance-detained-juvenile',
    ),
  ),
  questioning(
    'GA',
    'Georgia',
    {
      en: 'In Georgia an officer who takes a child into custody must, with all reasonable speed, release the child to a parent or bring the child to the juvenile court or its intake officer, though the officer may hold the child a reasonable time to question and fingerprint (O.C.G.A. § 15-11-502); no statute read here requires a parent to be present, and courts weigh whether one was in judging a confession.',
      es: 'En Georgia, el oficial que detiene a un menor debe, con toda la rapidez razonable, entregarlo a sus padres o llevarlo al tribunal de menores o a su oficial de admisión, aunque puede retenerlo un tiempo razonable para interrogarlo y tomarle las huellas (O.C.G.A. § 15-11-502); ninguna ley leída aquí exige que un padre esté presente, y los tribunales toman en cuenta si lo estaba al juzgar una confesión.',
    },
    source(
      'GA',
      'Georgia: procedure after taking a child into custody',
      'O.C.G.A. § 15-11-502',
      'https://syfert.com/georgia/code/15-11-502.html',
    ),
  ),
  questioning(
    'PA',
    'Pennsylvania',
    {
      en: 'In Pennsylvania courts weigh, among all the circumstances, whether a child had the chance to consult an interested adult such as a parent before waiving Miranda rights; the confession of a 15-year-old with a low IQ questioned without one was thrown out (In re T.B., Pa. Super. 2010). No statute read here requires a parent to be present.',
      es: 'En Pennsylvania los tribunales toman en cuenta, entre todas las circunstancias, si el menor tuvo la oportunidad de consultar a un adulto interesado, como su padre o madre, antes de renunciar a sus derechos Miranda; se anuló la confesión de un joven de 15 años con bajo coeficiente intelectual interrogado sin uno (In re T.B., Pa. Super. 2010). Ninguna ley leída aquí exige que un padre esté presente.',
    },
    source(
      'PA',
      'In re T.B. (Pa. Super. 2010)',
      'Pa. Super. Ct. (2010)',
      'https://www.studicata.com/summaries/superior-court-of-pennsylvania/in-interest-of-t-b-2010-skksro',
    ),
  ),
  questioning(
    'NC',
    'North Carolina',
    {
      en: 'In North Carolina a child in custody must be told, before any questioning, of the right to stay silent, to have a parent, guardian or custodian present and to a lawyer; for a child under 16, a confession is not admissible unless a parent, guardian, custodian or lawyer was there, and a parent cannot waive the child’s rights (N.C. Gen. Stat. § 7B-2101). Questioning must stop whenever the child says so, and a child’s age counts in deciding whether the child was in custody (J.D.B. v. North Carolina).',
      es: 'En Carolina del Norte, a un menor bajo custodia hay que decirle, antes de interrogarlo, que tiene derecho a guardar silencio, a que esté presente su padre, madre, tutor o quien lo cuida y a un abogado; si el menor tiene menos de 16 años, su confesión no se admite salvo que estuviera presente uno de ellos o un abogado, y los padres no pueden renunciar a los derechos del menor (N.C. Gen. Stat. § 7B-2101). El interrogatorio debe parar cuando el menor lo pida, y la edad del menor cuenta para decidir si estaba bajo custodia (J.D.B. v. North Carolina).',
    },
    source(
      'NC',
      'North Carolina: interrogation procedures for juveniles',
      'N.C. Gen. Stat. § 7B-2101',
      'https://instalawyer.io/laws/north-carolina-general-statutes/7b-2101-interrogation-procedures',
    ),
    [NEW_SOURCES.jdb],
  ),
  questioning(
    'NY',
    'New York',
    {
      en: 'In New York an officer who takes a child into custody must notify a parent immediately, then release the child to the parent with an appearance ticket or take the child straight to family court, not to the station house; a child may be questioned only where necessary, in a room the courts designate for questioning children or with a parent’s consent (N.Y. Fam. Ct. Act § 305.2).',
      es: 'En Nueva York, el oficial que detiene a un menor debe avisar de inmediato a sus padres, y luego entregarlo a ellos con una citación o llevarlo directamente al tribunal de familia, no a la estación de policía; al menor solo se le puede interrogar cuando sea necesario, en una sala que los tribunales designan para interrogar a menores o con el consentimiento de sus padres (N.Y. Fam. Ct. Act § 305.2).',
    },
    source(
      'NY',
      'New York: custody of a child by an officer without a warrant',
      'N.Y. Fam. Ct. Act § 305.2',
      'https://www.nysenate.gov/legislation/laws/FCT/305.2',
    ),
  ),
  questioning(
    'KS',
    'Kansas',
    {
      en: 'In Kansas, a confession by a child under 14 questioned in custody is not admissible unless it follows a consultation with a parent or a lawyer about whether to waive the right to a lawyer and to silence, and the facility must try to reach a parent as soon as the child arrives (K.S.A. 38-2333).',
      es: 'En Kansas, la confesión de un menor de 14 años interrogado bajo custodia no se admite salvo que antes haya hablado con su padre, su madre o un abogado sobre si renunciar a su derecho a un abogado y a guardar silencio, y el lugar donde lo llevan debe intentar localizar a sus padres en cuanto llega (K.S.A. 38-2333).',
    },
    source(
      'KS',
      'Kansas: juvenile less than 14, admission or confession',
      'K.S.A. 38-2333',
      'https://getpocketlaw.com/law/state_kansas/section-38-2333-juvenile-less-than-14-admission-or-confession-from-interrogation_31fbd02bbf8e',
    ),
  ),
  questioning(
    'NV',
    'Nevada',
    {
      en: 'In Nevada, since July 2024, police questioning a child in custody may not knowingly lie about the evidence or promise leniency they cannot give; a statement obtained that way is presumed involuntary and inadmissible unless the state proves otherwise (NRS 62C.014). As a defence lawyer reads Nevada’s cases, no parent need be present; NRS 62C.013’s warnings were not read here.',
      es: 'En Nevada, desde julio de 2024, la policía que interroga a un menor bajo custodia no puede mentir a sabiendas sobre las pruebas ni prometer beneficios que no puede dar; una declaración obtenida así se presume involuntaria e inadmisible salvo que el estado demuestre lo contrario (NRS 62C.014). Según un abogado defensor que lee los casos de Nevada, no hace falta que estén los padres; las advertencias de la NRS 62C.013 no se leyeron aquí.',
    },
    source(
      'NV',
      'Nevada: custodial interrogation of a child, limitations',
      'NRS 62C.014',
      'https://lawserver.com/?p=30020111',
    ),
  ),
];
