import type { LegalRule, LegalSource } from '../types';
import { CASES } from './sources';

const REVIEWED = '2026-11-29';

/**
 * What refusing the breath or blood test after a DUI arrest costs in 22 more states, read
 * on 2026-11-29 with the search tool. The statute's own text where it was found (Pennsylvania
 * § 1547(b), New Jersey § 39:4-50.4a, Washington RCW 46.20.3101, Tennessee § 55-10-407,
 * Indiana IC 9-30-6-9, Oregon ORS 813.420, Utah § 41-6a-521, Iowa § 321J.9, Kansas 8-1014,
 * New Mexico 66-8-111, Nebraska 60-498.02, Nevada 484C.210); an agency's page
 * (Massachusetts' RMV, Colorado's Department of Revenue); elsewhere defence lawyers' pages or
 * the NCSL's 2018 table of refusal penalties, and then the rule says its statute was not read.
 */
function source(code: string, title: string, citation: string, url: string): LegalSource {
  return { title, citation, url, states: [code] };
}

const KEYWORDS = ['breathalyzer', 'breath test', 'blow', 'refuse', 'refusal', 'dui', 'license'];
const KEYWORDS_ES = ['alcoholímetro', 'prueba de aliento', 'soplar', 'negarme', 'licencia'];
const SAY = ['Am I under arrest? What happens to my license if I refuse?'];
const DIGA = ['¿Estoy arrestado? ¿Qué le pasa a mi licencia si me niego?'];

function refusal(
  code: string,
  name: string,
  text: { en: string; es: string },
  from: LegalSource,
  also: LegalSource[] = [],
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
    sources: [from, ...also, CASES.birchfield],
    es: {
      title: `${name}: negarse a una prueba de aliento o de sangre después de un arresto por DUI`,
      text: text.es,
      sayThis: DIGA,
      keywords: KEYWORDS_ES,
    },
  };
}

const NCSL =
  'NCSL, Criminal or Enhanced Civil Penalties for Implied Consent Breath Test Refusal (2018)';
const NCSL_URL =
  'https://docslib.org/doc/2813592/criminal-or-enhanced-civil-penalties-for-implied-consent-breath-test-refusal';

export const MORE_TEST_REFUSAL_RULES: LegalRule[] = [
  refusal(
    'KS',
    'Kansas',
    {
      en: 'In Kansas, refusing a breath or blood test after a DUI arrest suspends your driving privileges for one year on a first refusal, then restricts you for two more years to a car with an ignition interlock, longer after each later refusal (K.S.A. 8-1014(a)).',
      es: 'En Kansas, negarse a una prueba de aliento o de sangre después de un arresto por DUI suspende su permiso de manejar por un año en una primera negativa, y luego lo limita por dos años más a un carro con bloqueador de encendido, más tiempo tras cada negativa posterior (K.S.A. 8-1014(a)).',
    },
    source(
      'KS',
      'Kansas: suspension and restriction for test refusal',
      'K.S.A. 8-1014',
      'https://www.ksrevisor.org/statutes/chapters/ch08/008_010_0014.html',
    ),
  ),
  refusal(
    'NM',
    'New Mexico',
    {
      en: 'In New Mexico, refusing a chemical test after a DWI arrest, once told the consequence, revokes your license for one year or until the reinstatement conditions are met (NMSA § 66-8-111(B)), and if you are convicted of DWI a breath-test refusal makes it aggravated DWI (§ 66-8-102(D)(3)); courts have held that refusing a warrantless blood test for drugs cannot aggravate it (State v. Storey).',
      es: 'En Nuevo México, negarse a una prueba química después de un arresto por DWI, tras ser advertido de la consecuencia, revoca su licencia por un año o hasta cumplir las condiciones para recuperarla (NMSA § 66-8-111(B)), y si lo condenan por DWI, negarse a la prueba de aliento lo convierte en DWI agravado (§ 66-8-102(D)(3)); los tribunales han decidido que negarse a una prueba de sangre sin orden judicial para detectar drogas no puede agravarlo (State v. Storey).',
    },
    source(
      'NM',
      'New Mexico: refusal to submit to chemical tests',
      'NMSA § 66-8-111',
      'https://law.justia.com/codes/new-mexico/2018/chapter-66/article-8/section-66-8-111/',
    ),
    [{ title: 'State v. Storey', citation: '2018-NMCA-009', states: ['NM'] }],
  ),
  refusal(
    'NE',
    'Nebraska',
    {
      en: 'In Nebraska, refusing a chemical test after a DUI arrest revokes your license for one year, 15 days after the arrest unless a hearing finds otherwise; a failed test costs 180 days (Neb. Rev. Stat. § 60-498.02). Whether the refusal is also charged as a crime under § 60-6,197 was not read here.',
      es: 'En Nebraska, negarse a una prueba química después de un arresto por DUI revoca su licencia por un año, 15 días después del arresto salvo que una audiencia decida otra cosa; reprobar la prueba cuesta 180 días (Neb. Rev. Stat. § 60-498.02). Si la negativa además se acusa como delito bajo el § 60-6,197 no se leyó aquí.',
    },
    source(
      'NE',
      'Nebraska: administrative license revocation',
      'Neb. Rev. Stat. § 60-498.02',
      'https://getpocketlaw.com/law/state_nebraska/section-60-498-02-driving-under-influence-of-alcohol-revocation-of-operator-s-license-reinstatement-procedure-ignition-interlock-permit-restriction-on-operation-of-motor-vehicle_e7cba07edec4',
    ),
  ),
  refusal(
    'NV',
    'Nevada',
    {
      en: 'In Nevada, refusing the evidentiary test after a DUI arrest revokes your license for one year, three years after a refusal in the past 7 years (NRS 484C.210); the officer gives a 7-day temporary license, and police may get a warrant to draw your blood anyway.',
      es: 'En Nevada, negarse a la prueba probatoria después de un arresto por DUI revoca su licencia por un año, tres años si se negó en los últimos 7 años (NRS 484C.210); el oficial le da una licencia temporal de 7 días, y la policía puede obtener una orden judicial para sacarle sangre de todos modos.',
    },
    source(
      'NV',
      'Nevada: revocation for failure to submit to an evidentiary test',
      'NRS 484C.210',
      'https://lawserver.com/law/state/nevada/nrs/nevada_revised_statutes_484c-210_v2',
    ),
  ),
  refusal(
    'OR',
    'Oregon',
    {
      en: 'In Oregon, refusing the breath test after a DUII arrest suspends your license for one year, three years with a prior DUII or suspension (ORS 813.420), and the refusal is itself a traffic violation with a presumptive $650 fine (ORS 813.095); the officer takes your license on the spot.',
      es: 'En Oregon, negarse a la prueba de aliento después de un arresto por DUII suspende su licencia por un año, tres años si tiene un DUII o una suspensión anterior (ORS 813.420), y la negativa es además una infracción de tránsito con una multa presunta de $650 (ORS 813.095); el oficial le quita la licencia en el acto.',
    },
    source(
      'OR',
      'Oregon: duration of suspension for refusal or failure of test',
      'ORS 813.420, 813.095',
      'https://lexace.ai/us/statute/oregon/ORS-813.095',
    ),
  ),
  refusal(
    'UT',
    'Utah',
    {
      en: 'In Utah, refusing a chemical test after a DUI arrest revokes your license for 18 months if you are 21 or older, 36 months with a prior offense within 10 years, and at least two years or until 21 if younger; you have 10 days to ask for a hearing (Utah Code § 41-6a-521).',
      es: 'En Utah, negarse a una prueba química después de un arresto por DUI revoca su licencia por 18 meses si tiene 21 años o más, 36 meses si tuvo una infracción anterior en 10 años, y al menos dos años o hasta cumplir 21 si es menor; tiene 10 días para pedir una audiencia (Utah Code § 41-6a-521).',
    },
    source(
      'UT',
      'Utah: revocation hearing for refusal',
      'Utah Code § 41-6a-521',
      'https://print.casetext.com/statute/utah-code/title-41-motor-vehicles/chapter-6a-traffic-code/part-5-driving-under-the-influence-and-reckless-driving/section-41-6a-521-revocation-hearing-for-refusal-appeal',
    ),
  ),
  refusal(
    'IA',
    'Iowa',
    {
      en: 'In Iowa, refusing the chemical test after an OWI arrest revokes your license for one year, two years after an earlier revocation (Iowa Code § 321J.9); a temporary restricted license is possible only with an ignition interlock. A failed test costs 180 days, so refusing costs more.',
      es: 'En Iowa, negarse a la prueba química después de un arresto por OWI revoca su licencia por un año, dos años si ya tuvo una revocación (Iowa Code § 321J.9); solo puede obtener una licencia restringida temporal con un bloqueador de encendido. Reprobar la prueba cuesta 180 días, así que negarse cuesta más.',
    },
    source(
      'IA',
      'Iowa: refusal to submit, revocation',
      'Iowa Code § 321J.9',
      'https://legalclarity.org/iowa-implied-consent-law-refusal-penalties-and-rights/',
    ),
  ),
  refusal(
    'LA',
    'Louisiana',
    {
      en: 'In Louisiana, refusing the test after a DWI arrest suspends your license for one year, two after an earlier refusal within ten years, with a restricted license possible with an ignition interlock; you have 15 days to ask for a hearing (as defence lawyers describe La. R.S. 32:667; not read here). Refusing after two earlier refusals is itself a crime with at least 10 days in jail (La. R.S. 14:98.7).',
      es: 'En Luisiana, negarse a la prueba después de un arresto por DWI suspende su licencia por un año, dos si ya se negó antes en diez años, con una licencia restringida posible con un bloqueador de encendido; tiene 15 días para pedir una audiencia (según describen abogados defensores la La. R.S. 32:667; no se leyó aquí). Negarse después de dos negativas anteriores es en sí un delito con al menos 10 días de cárcel (La. R.S. 14:98.7).',
    },
    source(
      'LA',
      'Louisiana: unlawful refusal to submit to chemical tests',
      'La. R.S. 14:98.7; La. R.S. 32:667 (not read)',
      'https://legis.la.gov/Legis/Law.aspx?d=919570',
    ),
  ),
  refusal(
    'CT',
    'Connecticut',
    {
      en: 'In Connecticut, refusing the test after a DUI arrest suspends your license for 45 days, then requires an ignition interlock for one year on a first refusal, two on a second and three on a third (as defence lawyers describe Conn. Gen. Stat. § 14-227b; not read here); the refusal can be used against you in court.',
      es: 'En Connecticut, negarse a la prueba después de un arresto por DUI suspende su licencia por 45 días y luego exige un bloqueador de encendido por un año en una primera negativa, dos en una segunda y tres en una tercera (según describen abogados defensores el Conn. Gen. Stat. § 14-227b; no se leyó aquí); la negativa puede usarse en su contra en el tribunal.',
    },
    source(
      'CT',
      'Connecticut implied consent (a defence lawyer’s table)',
      'Conn. Gen. Stat. § 14-227b (not read)',
      'https://www.ctcriminallawattorney.com/dui/refusal/',
    ),
  ),
  refusal(
    'PA',
    'Pennsylvania',
    {
      en: 'In Pennsylvania, refusing a breath or blood test after a DUI arrest suspends your license for 12 months, or 18 months after an earlier refusal or DUI sentence (75 Pa.C.S. § 1547(b)(1)); the suspension comes from PennDOT whatever happens in the criminal case, and you have 30 days to ask a court to review it.',
      es: 'En Pennsylvania, negarse a una prueba de aliento o de sangre después de un arresto por DUI suspende su licencia por 12 meses, o 18 meses si ya se negó antes o tuvo una condena por DUI (75 Pa.C.S. § 1547(b)(1)); la suspensión la impone PennDOT pase lo que pase en el caso penal, y tiene 30 días para pedir a un tribunal que la revise.',
    },
    source(
      'PA',
      'Pennsylvania: chemical testing, civil penalties for refusal',
      '75 Pa.C.S. § 1547(b)',
      'https://legalfix.com/statutes/state-codes/pennsylvania/title-75/chapter-15/section-1547',
    ),
  ),
  refusal(
    'NJ',
    'New Jersey',
    {
      en: 'In New Jersey, refusing the breath test after a DWI arrest is its own offense: on a first offense the court takes your right to drive until you install an ignition interlock in your car, and longer after that (one to two years on a second, eight on a third), with fines (N.J.S.A. 39:4-50.4a(a)).',
      es: 'En New Jersey, negarse a la prueba de aliento después de un arresto por DWI es una infracción aparte: en una primera vez el tribunal le quita el derecho a manejar hasta que instale un bloqueador de encendido (ignition interlock) en su carro, y más tiempo después (de uno a dos años en una segunda, ocho en una tercera), con multas (N.J.S.A. 39:4-50.4a(a)).',
    },
    source(
      'NJ',
      'New Jersey: refusal to submit to test; penalties',
      'N.J.S.A. 39:4-50.4a',
      'https://lawserver.com/law/state/new-jersey/nj-laws/new_jersey_laws_39_4-50-4a',
    ),
  ),
  refusal(
    'WA',
    'Washington',
    {
      en: 'In Washington, refusing the breath or blood test after a DUI arrest revokes your license for one year on a first refusal within seven years, two years after that (RCW 46.20.3101(1)); the refusal may also be used against you in court. You have 20 days to ask the Department of Licensing for a hearing.',
      es: 'En Washington, negarse a la prueba de aliento o de sangre después de un arresto por DUI revoca su licencia por un año en una primera negativa en siete años, y dos años después (RCW 46.20.3101(1)); la negativa también puede usarse en su contra en el tribunal. Tiene 20 días para pedir una audiencia al Departamento de Licencias.',
    },
    source(
      'WA',
      'Washington: implied consent, license sanctions',
      'RCW 46.20.3101',
      'https://www.seattle-lawyer-dui.com/implied-consent-laws-in-washington',
    ),
  ),
  refusal(
    'TN',
    'Tennessee',
    {
      en: 'In Tennessee, refusing the test after a DUI arrest is usually not a crime, but the court revokes your license for one year, two with a prior DUI (Tenn. Code Ann. § 55-10-407(a)); you may be eligible for a restricted license. Refusing while already driving on a license revoked for DUI is a misdemeanor with at least five days in jail.',
      es: 'En Tennessee, negarse a la prueba después de un arresto por DUI por lo general no es delito, pero el tribunal revoca su licencia por un año, dos si tiene un DUI anterior (Tenn. Code Ann. § 55-10-407(a)); puede tener derecho a una licencia restringida. Negarse mientras maneja con la licencia ya revocada por DUI es un delito menor con al menos cinco días de cárcel.',
    },
    source(
      'TN',
      'Tennessee: penalty for violations of § 55-10-406',
      'Tenn. Code Ann. § 55-10-407',
      'https://law.justia.com/codes/tennessee/2017/title-55/chapter-10/part-4/section-55-10-407/index.html',
    ),
  ),
  refusal(
    'IN',
    'Indiana',
    {
      en: 'In Indiana, refusing a chemical test after an OWI arrest suspends your driving privileges for one year, two with a prior OWI conviction (Ind. Code § 9-30-6-9(b)); the suspension ends early if the charges are dismissed or you are found not guilty.',
      es: 'En Indiana, negarse a una prueba química después de un arresto por OWI suspende su permiso de manejar por un año, dos si tiene una condena anterior por OWI (Ind. Code § 9-30-6-9(b)); la suspensión termina antes si retiran los cargos o lo declaran no culpable.',
    },
    source(
      'IN',
      'Indiana: suspension of driving privileges after a refusal',
      'Ind. Code § 9-30-6-9',
      'https://instalawyer.io/laws/indiana-code/9-30-6-9-suspension-of-driving-privileges',
    ),
  ),
  refusal(
    'MA',
    'Massachusetts',
    {
      en: 'In Massachusetts, refusing a breath or blood test after an OUI arrest is not a crime and cannot be used against you at trial, but the RMV suspends your license on the spot: 180 days if you are 21 or older with no prior OUI, three years under 21 or with one prior, longer after that (G.L. c. 90, § 24(1)(f)(1)). You have 15 days to ask the RMV to review it.',
      es: 'En Massachusetts, negarse a una prueba de aliento o de sangre después de un arresto por OUI no es delito y no puede usarse en su contra en el juicio, pero el RMV suspende su licencia en el acto: 180 días si tiene 21 años o más y ningún OUI anterior, tres años si es menor de 21 o tiene uno anterior, y más después (G.L. c. 90, § 24(1)(f)(1)). Tiene 15 días para pedir al RMV que la revise.',
    },
    source(
      'MA',
      'Massachusetts: chemical test refusal suspensions (the RMV’s table, as a lawyer’s page gives it)',
      'Mass. G.L. c. 90, § 24(1)(f)(1)',
      'https://masshardshiplicense.com/massachusetts-dui-suspensions/breathalyzer-refusal-suspensions/',
    ),
  ),
  refusal(
    'CO',
    'Colorado',
    {
      en: 'In Colorado, refusing the breath or blood test after a DUI arrest revokes your license for one year on a first refusal and makes you a “persistent drunk driver”: a Level II alcohol program and an ignition interlock for two years after reinstatement (C.R.S. § 42-2-126, as the Department of Revenue and defence lawyers describe it). You have 7 days to ask for a hearing.',
      es: 'En Colorado, negarse a la prueba de aliento o de sangre después de un arresto por DUI revoca su licencia por un año en una primera negativa y lo declara “conductor ebrio persistente”: un programa de alcohol de Nivel II y un bloqueador de encendido por dos años después de recuperar la licencia (C.R.S. § 42-2-126, según lo describen el Departamento de Ingresos y abogados defensores). Tiene 7 días para pedir una audiencia.',
    },
    source(
      'CO',
      'Colorado Department of Revenue: express consent',
      'C.R.S. §§ 42-4-1301.1, 42-2-126',
      'https://cdor.colorado.gov/express-consent',
    ),
  ),
  refusal(
    'MI',
    'Michigan',
    {
      en: 'In Michigan, refusing the chemical test after an OWI arrest suspends your license for one year and adds six points, two years for a second refusal within seven years; you have 14 days to ask for a hearing, or the suspension is automatic (as defence lawyers describe MCL 257.625f; the statute was not read here). Refusing the roadside preliminary breath test is only a civil infraction.',
      es: 'En Michigan, negarse a la prueba química después de un arresto por OWI suspende su licencia por un año y suma seis puntos, dos años en una segunda negativa en siete años; tiene 14 días para pedir una audiencia o la suspensión es automática (según describen abogados defensores la MCL 257.625f; la ley no se leyó aquí). Negarse a la prueba preliminar de aliento en la calle es solo una infracción civil.',
    },
    source(
      'MI',
      'Michigan implied consent (defence lawyers’ summaries)',
      'MCL 257.625f (not read)',
      'https://www.randalawyers.com/blog/implied-consent-in-michigan-chemical-test-refusal-and-what-you-need-to-know/',
    ),
  ),
  refusal(
    'MN',
    'Minnesota',
    {
      en: 'In Minnesota, refusing a breath test after a DWI arrest is itself a crime (a gross misdemeanor even on a first DWI) and revokes your license for at least a year (as defence lawyers describe Minn. Stat. §§ 169A.20 and 169A.52; the statutes were not read here). Courts have held refusing a blood or urine test without a warrant cannot be prosecuted. You may try to reach a lawyer for a reasonable time before deciding.',
      es: 'En Minnesota, negarse a la prueba de aliento después de un arresto por DWI es en sí un delito (un delito menor agravado aun en un primer DWI) y revoca su licencia por al menos un año (según describen abogados defensores las Minn. Stat. §§ 169A.20 y 169A.52; las leyes no se leyeron aquí). Los tribunales han decidido que negarse a una prueba de sangre u orina sin orden judicial no puede acusarse. Puede intentar hablar con un abogado por un tiempo razonable antes de decidir.',
    },
    source(
      'MN',
      'Minnesota implied consent (defence lawyers’ summaries)',
      'Minn. Stat. §§ 169A.20, 169A.52 (not read)',
      'https://dui.drivinglaws.org/resources/dui-refusal-blood-breath-urine-test/minnesota.htm',
    ),
  ),
  refusal(
    'SC',
    'South Carolina',
    {
      en: 'In South Carolina, refusing the breath test after a DUI arrest suspends your license at once for six months on a first refusal, nine on a second and twelve after that, and requires the Alcohol and Drug Safety Action Program; you have 30 days to ask for a hearing (as defence lawyers describe S.C. Code § 56-5-2951; the statute was not read here).',
      es: 'En South Carolina, negarse a la prueba de aliento después de un arresto por DUI suspende su licencia de inmediato por seis meses en una primera negativa, nueve en una segunda y doce después, y exige el programa ADSAP de alcohol y drogas; tiene 30 días para pedir una audiencia (según describen abogados defensores el S.C. Code § 56-5-2951; la ley no se leyó aquí).',
    },
    source(
      'SC',
      'South Carolina implied consent (defence lawyers’ summaries)',
      'S.C. Code § 56-5-2951 (not read)',
      'https://dui.drivinglaws.org/resources/dui-refusal-blood-breath-urine-test/south-carolina.htm',
    ),
  ),
  refusal(
    'AZ',
    'Arizona',
    {
      en: 'In Arizona, refusing the breath or blood test after a DUI arrest suspends your license for 12 months, with a restricted licence and an ignition interlock possible after 90 days (as defence lawyers describe A.R.S. § 28-1321; the statute was not read here). Police may still get a warrant for your blood.',
      es: 'En Arizona, negarse a la prueba de aliento o de sangre después de un arresto por DUI suspende su licencia por 12 meses, con una licencia restringida y un bloqueador de encendido posibles después de 90 días (según describen abogados defensores el A.R.S. § 28-1321; la ley no se leyó aquí). La policía todavía puede obtener una orden judicial para sacarle sangre.',
    },
    source(
      'AZ',
      'Arizona implied consent (defence lawyers’ summaries)',
      'A.R.S. § 28-1321 (not read)',
      'https://www.ignitioninterlockhelp.com/blog/arizona-implied-consent-your-bac-refusal-options/',
    ),
  ),
  refusal(
    'AL',
    'Alabama',
    {
      en: 'In Alabama, refusing the test after a DUI arrest suspends your license for 90 days on a first refusal, one year on a second within five years, and longer after that (Ala. Code §§ 32-5A-304, 32-5-192, as the NCSL’s 2018 table gives them; not checked against the current statute).',
      es: 'En Alabama, negarse a la prueba después de un arresto por DUI suspende su licencia por 90 días en una primera negativa, un año en una segunda en cinco años, y más después (Ala. Code §§ 32-5A-304, 32-5-192, según la tabla de la NCSL de 2018; no se comprobó con la ley vigente).',
    },
    source('AL', 'Alabama, in the NCSL’s table of refusal penalties', NCSL, NCSL_URL),
  ),
  refusal(
    'AK',
    'Alaska',
    {
      en: 'In Alaska, refusing a chemical test after a DUI arrest is itself a crime, a class A misdemeanor with at least 72 hours in jail and a fine of at least $1,500 on a first refusal, and your license is revoked for at least 90 days (Alaska Stat. §§ 28.35.032, 28.15.181, as the NCSL’s 2018 table gives them; not checked against the current statute).',
      es: 'En Alaska, negarse a una prueba química después de un arresto por DUI es en sí un delito menor de clase A, con al menos 72 horas de cárcel y una multa de al menos $1,500 en una primera negativa, y su licencia se revoca por al menos 90 días (Alaska Stat. §§ 28.35.032, 28.15.181, según la tabla de la NCSL de 2018; no se comprobó con la ley vigente).',
    },
    source('AK', 'Alaska, in the NCSL’s table of refusal penalties', NCSL, NCSL_URL),
  ),
];
