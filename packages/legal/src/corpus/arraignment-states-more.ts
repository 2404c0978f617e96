import type { LegalRule, LegalSource } from '../types';
import { CASES } from './sources';

const REVIEWED = '2026-11-29';

/**
 * How soon an arrested person sees a judge in five more states, each read on 2026-11-29 with
 * the search tool in its text: Arizona's Rule 4.1 (Westlaw's public copy), Georgia's §§ 17-4-62
 * and 17-4-26 (Justia), Illinois' 725 ILCS 5/109-1 (the current section as LawServer gives it,
 * after the SAFE-T Act), Pennsylvania's Rule 519 (casetext) and Missouri's § 544.170 (the
 * Revisor's page).
 */
function source(code: string, title: string, citation: string, url: string): LegalSource {
  return { title, citation, url, states: [code] };
}

const JUDGE = ['judge', 'arraignment', 'first appearance', 'how long', 'hours', 'hold', 'jail'];
const JUEZ = ['juez', 'primera comparecencia', 'cuánto tiempo', 'horas', 'cárcel'];

function judgeRule(
  code: string,
  name: string,
  text: { title: string; en: string; titulo: string; es: string },
  from: LegalSource,
  also: LegalSource[] = [],
): LegalRule {
  return {
    id: `arraignment-${code.toLowerCase()}`,
    topic: 'arraignment',
    reviewed: REVIEWED,
    title: `${name}: ${text.title}`,
    text: text.en,
    keywords: JUDGE,
    states: [code],
    sources: [from, ...also],
    es: { title: `${name}: ${text.titulo}`, text: text.es, keywords: JUEZ },
  };
}

export const MORE_ARRAIGNMENT_RULES: LegalRule[] = [
  judgeRule(
    'MO',
    'Missouri',
    {
      title: 'charged within 24 hours of an arrest without a warrant, or released',
      en: 'In Missouri someone arrested without a warrant must be released within 24 hours unless charged and held on a warrant, and may consult a lawyer or others at any reasonable time meanwhile (Mo. Rev. Stat. § 544.170); a judge must still find probable cause within 48 hours to keep someone held (County of Riverside v. McLaughlin).',
      titulo: 'acusado dentro de 24 horas de un arresto sin orden judicial, o en libertad',
      es: 'En Missouri a una persona arrestada sin orden judicial hay que liberarla dentro de 24 horas salvo que se la acuse y se la retenga con una orden, y mientras tanto puede consultar a un abogado u otras personas en cualquier momento razonable (Mo. Rev. Stat. § 544.170); un juez igual debe encontrar causa probable dentro de 48 horas para mantenerla detenida (County of Riverside v. McLaughlin).',
    },
    source(
      'MO',
      'Missouri: detention on arrest without warrant',
      'Mo. Rev. Stat. § 544.170',
      'https://revisor.mo.gov/main/OneSection.aspx?section=544.170',
    ),
    [CASES.mclaughlin],
  ),
  judgeRule(
    'AZ',
    'Arizona',
    {
      title: 'before a judge within 24 hours, or released',
      en: 'In Arizona an arrested person must be taken promptly before a magistrate, and if that initial appearance does not happen within 24 hours of the arrest, the person must be released at once; after an arrest without a warrant, a complaint must be filed within 48 hours of that appearance or the person is released (Ariz. R. Crim. P. 4.1(a)-(b)).',
      titulo: 'ante un juez dentro de 24 horas, o en libertad',
      es: 'En Arizona a una persona arrestada hay que llevarla sin demora ante un magistrado, y si esa primera comparecencia no ocurre dentro de las 24 horas del arresto, hay que liberarla de inmediato; después de un arresto sin orden judicial, la denuncia debe presentarse dentro de las 48 horas de esa comparecencia o la persona queda libre (Ariz. R. Crim. P. 4.1(a)-(b)).',
    },
    source(
      'AZ',
      'Arizona Rules of Criminal Procedure: procedure upon arrest',
      'Ariz. R. Crim. P. 4.1',
      'https://govt.westlaw.com/azrules/Document/NAE19F471C26711EDB369B4CE4C4B9980?viewType=FullText',
    ),
  ),
  judgeRule(
    'GA',
    'Georgia',
    {
      title: 'before a judge within 48 hours without a warrant, 72 with one',
      en: 'In Georgia someone arrested without a warrant must be brought without delay before a judicial officer and released if not brought within 48 hours (O.C.G.A. § 17-4-62); someone arrested on a warrant must be brought before a committing judge within 72 hours and told when and where that hearing is (§ 17-4-26).',
      titulo: 'ante un juez dentro de 48 horas sin orden judicial, 72 con ella',
      es: 'En Georgia a una persona arrestada sin orden judicial hay que llevarla sin demora ante un funcionario judicial, y liberarla si no se la lleva dentro de 48 horas (O.C.G.A. § 17-4-62); a una persona arrestada con orden judicial hay que llevarla ante un juez dentro de 72 horas y decirle cuándo y dónde es esa audiencia (§ 17-4-26).',
    },
    source(
      'GA',
      'Georgia: persons arrested taken before a judicial officer',
      'O.C.G.A. §§ 17-4-62, 17-4-26',
      'https://law.justia.com/codes/georgia/2020/title-17/chapter-4/article-4/section-17-4-62/',
    ),
  ),
  judgeRule(
    'IL',
    'Illinois',
    {
      title: 'before a judge without unnecessary delay',
      en: 'In Illinois a person arrested must be taken without unnecessary delay before the nearest judge, and, when the charge is one for which release may be denied, within 48 hours; the judge reads the charge, appoints a public defender if you cannot pay and decides on release (725 ILCS 5/109-1).',
      titulo: 'ante un juez sin demora innecesaria',
      es: 'En Illinois a una persona arrestada hay que llevarla sin demora innecesaria ante el juez más cercano y, cuando el cargo es de los que permiten negar la libertad, dentro de 48 horas; el juez le lee el cargo, le nombra un defensor público si no puede pagar y decide sobre su liberación (725 ILCS 5/109-1).',
    },
    source(
      'IL',
      'Illinois: person arrested',
      '725 ILCS 5/109-1',
      'https://lawserver.com/law/state/illinois/il-statutes/725_ilcs_5_109-1',
    ),
  ),
  judgeRule(
    'PA',
    'Pennsylvania',
    {
      title: 'a preliminary arraignment without unnecessary delay',
      en: 'In Pennsylvania someone arrested without a warrant must be charged and given a preliminary arraignment without unnecessary delay, and for many lesser misdemeanors the officer must instead release the person and file the complaint within 5 days (Pa. R. Crim. P. 519); a judge must find probable cause within 48 hours to keep someone held (County of Riverside v. McLaughlin).',
      titulo: 'una lectura preliminar de cargos sin demora innecesaria',
      es: 'En Pennsylvania a una persona arrestada sin orden judicial hay que acusarla y llevarla a una lectura preliminar de cargos sin demora innecesaria, y en muchos delitos menores el oficial debe en cambio liberarla y presentar la denuncia dentro de 5 días (Pa. R. Crim. P. 519); un juez debe encontrar causa probable dentro de 48 horas para mantenerla detenida (County of Riverside v. McLaughlin).',
    },
    source(
      'PA',
      'Pennsylvania Rules of Criminal Procedure: arrest without warrant',
      'Pa. R. Crim. P. 519',
      'https://casetext.com/regulation/pennsylvania-code-rules-and-regulations/title-234-rules-of-criminal-procedure/chapter-5-pretrial-procedures-in-court-cases/part-b3-arrest-procedures-in-court-cases/arrests-without-warrant/rule-519-procedure-in-court-cases-initiated-by-arrest-without-warrant',
    ),
    [CASES.mclaughlin],
  ),
];
