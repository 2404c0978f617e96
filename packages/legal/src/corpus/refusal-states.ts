import type { LegalRule, LegalSource } from '../types';
import { CASES } from './sources';

const REVIEWED = '2026-11-28';

/**
 * What refusing a breath or blood test after a DUI arrest costs in three more states, and the
 * Supreme Court's rule that a refusal may be told to the jury. Read on 2026-11-28 with the
 * search tool: Missouri's Department of Revenue page (§ 302.574 RSMo), Ohio's R.C. 4511.191 as
 * its BMV advisory and defense lawyers' tables give it, Kentucky's KRS 189A.107 in its text, and
 * South Dakota v. Neville in its syllabus.
 */
const S = {
  neville: {
    title: 'South Dakota v. Neville',
    citation: '459 U.S. 553 (1983)',
    url: 'https://en.wikipedia.org/wiki/South_Dakota_v._Neville',
  },
  missouri: {
    title: 'Missouri Department of Revenue: alcohol or drug test refusal',
    citation: 'Mo. Rev. Stat. §§ 302.574, 577.041',
    url: 'https://dor.mo.gov/faq/driver-license/alcohol-drug-test-refusal.html',
    states: ['MO'],
  },
  ohio: {
    title: 'Ohio: administrative license suspension for refusing a chemical test',
    citation: 'Ohio Rev. Code §§ 4511.191(B), 4510.02',
    url: 'https://www.ohiojustice.com/criminal-defense-overview/ohio-s-als-law/',
    states: ['OH'],
  },
  kentucky: {
    title: 'Kentucky: license suspension for refusing an alcohol or substance test',
    citation: 'Ky. Rev. Stat. §§ 189A.105, 189A.107',
    url: 'https://law.justia.com/codes/kentucky/2015/chapter-189a/section-189a.107/',
    states: ['KY'],
  },
} satisfies Record<string, LegalSource>;

const KEYWORDS = ['breathalyzer', 'breath test', 'blow', 'refuse', 'refusal', 'dui', 'license'];
const KEYWORDS_ES = ['alcoholímetro', 'prueba de aliento', 'soplar', 'negarme', 'licencia'];
const SAY = ['Am I under arrest? What happens to my license if I refuse?'];
const DIGA = ['¿Estoy arrestado? ¿Qué le pasa a mi licencia si me niego?'];

function stateRule(
  code: string,
  name: string,
  text: { en: string; es: string },
  source: LegalSource,
): LegalRule {
  return {
    id: `test-refusal-${code.toLowerCase()}`,
    topic: 'impaired-driving',
    reviewed: REVIEWED,
    title: `${name}: refusing a breath or blood test after a DUI arrest`,
    text: text.en,
    sayThis: SAY,
    keywords: KEYWORDS,
    states: [code],
    sources: [source, CASES.birchfield],
    es: {
      title: `${name}: negarse a una prueba de aliento o de sangre después de un arresto por DUI`,
      text: text.es,
      sayThis: DIGA,
      keywords: KEYWORDS_ES,
    },
  };
}

export const TEST_REFUSAL_RULES: LegalRule[] = [
  stateRule(
    'MO',
    'Missouri',
    {
      en: 'In Missouri, refusing a breath, blood or urine test after a DWI arrest revokes your license for one year (Mo. Rev. Stat. § 302.574); the officer takes the license and gives a 15-day permit, and you have 30 days to ask a court to review the revocation. The refusal may also be used against you at trial.',
      es: 'En Missouri, negarse a una prueba de aliento, sangre u orina después de un arresto por DWI revoca su licencia por un año (Mo. Rev. Stat. § 302.574); el oficial se queda con la licencia y le da un permiso de 15 días, y usted tiene 30 días para pedir a un tribunal que revise la revocación. La negativa también puede usarse en su contra en el juicio.',
    },
    S.missouri,
  ),
  stateRule(
    'OH',
    'Ohio',
    {
      en: 'In Ohio, refusing a chemical test after an OVI arrest brings an immediate administrative license suspension: one year for a first refusal, two years for a second within six years, and longer after that (Ohio Rev. Code § 4511.191(B)); limited driving privileges may be possible after 30 days on a first refusal.',
      es: 'En Ohio, negarse a una prueba química después de un arresto por OVI trae una suspensión administrativa inmediata de la licencia: un año por una primera negativa, dos años por una segunda dentro de seis años, y más después (Ohio Rev. Code § 4511.191(B)); tras 30 días puede haber permisos limitados para manejar en una primera negativa.',
    },
    S.ohio,
  ),
  stateRule(
    'KY',
    'Kentucky',
    {
      en: 'In Kentucky, refusing a breath, blood or urine test after a DUI arrest gets your license suspended while the case goes on, and if the court finds you refused, for as long as a conviction would have (Ky. Rev. Stat. § 189A.107); the refusal can also be used as evidence against you in court. You may try to reach a lawyer for a short time before deciding (§ 189A.105).',
      es: 'En Kentucky, negarse a una prueba de aliento, sangre u orina después de un arresto por DUI hace que suspendan su licencia mientras sigue el caso, y si el tribunal decide que se negó, por el tiempo que la habría suspendido una condena (Ky. Rev. Stat. § 189A.107); la negativa también puede usarse como prueba en su contra en el tribunal. Puede intentar hablar con un abogado por poco tiempo antes de decidir (§ 189A.105).',
    },
    S.kentucky,
  ),
  {
    id: 'test-refusal-used-at-trial',
    topic: 'impaired-driving',
    reviewed: REVIEWED,
    title: 'A refusal to take the test can be used against you at trial',
    text: 'The Fifth Amendment does not stop a prosecutor from telling the jury that you refused a breath or blood test after a lawful DUI arrest: a refusal is not compelled testimony, so where state law allows it, it is admissible as evidence of guilt, even if the officer did not warn you of that (South Dakota v. Neville).',
    sayThis: SAY,
    keywords: [...KEYWORDS, 'jury', 'trial', 'court', 'evidence', 'fifth amendment', 'prosecutor'],
    sources: [S.neville],
    es: {
      title: 'La negativa a hacerse la prueba puede usarse en su contra en el juicio',
      text: 'La Quinta Enmienda no impide que el fiscal le diga al jurado que usted se negó a una prueba de aliento o de sangre después de un arresto legal por DUI: la negativa no es un testimonio obligado, así que donde la ley del estado lo permite, es admisible como prueba de culpa, aunque el oficial no le haya advertido de eso (South Dakota v. Neville).',
      sayThis: DIGA,
      keywords: [...KEYWORDS_ES, 'jurado', 'juicio', 'fiscal', 'prueba'],
    },
  },
];
