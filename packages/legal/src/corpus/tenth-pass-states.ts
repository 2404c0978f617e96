import type { LegalRule, LegalSource } from '../types';

const REVIEWED = '2026-11-29';

/**
 * State law the tenth pass read with the search tool on 2026-11-29, each in the text named:
 * how soon an arrested person sees a judge in Minnesota (Minn. R. Crim. P. 4.02, subd. 5, its
 * text on casetext), Florida (Fla. R. Crim. P. 3.130(a), its text), Texas (Code Crim. Proc. art.
 * 15.17(a), its text) and Wisconsin (Wis. Stat. § 970.01(1), its text and annotations); New
 * Jersey's bar on asking to search a stopped car without suspicion (State v. Carty, the
 * opinion); Minnesota's body-camera access for the people recorded (Minn. Stat. § 13.825,
 * subd. 4(b), as a 2025 bill quotes it); a defence lawyer's duty to warn of deportation before
 * a plea (Padilla v. Kentucky, its syllabus); telephone calls after arrest in Minnesota (§ 481.10,
 * its text), Washington (CrR 3.1(c)(2), its text), Missouri (§ 544.170, its text) and New York
 * (CPL 120.90(8), as a 2015 proposal
 * quotes it).
 */
const S = {
  minnesota: {
    title: 'Minnesota Rules of Criminal Procedure: appearance before a judge',
    citation: 'Minn. R. Crim. P. 4.02, subd. 5(1)',
    url: 'https://casetext.com/rule/minnesota-court-rules/minnesota-rules-of-criminal-procedure/rule-4-procedure-upon-arrest-with-a-warrant-following-a-complaint-or-without-a-warrant/rule-402-arrest-without-a-warrant',
    states: ['MN'],
  },
  florida: {
    title: 'Florida Rules of Criminal Procedure: first appearance',
    citation: 'Fla. R. Crim. P. 3.130(a)',
    url: 'https://www.floridarule.com/rule-3-130',
    states: ['FL'],
  },
  texas: {
    title: 'Texas: duties of arresting officer and magistrate',
    citation: 'Tex. Code Crim. Proc. art. 15.17(a)',
    url: 'https://texas.public.law/statutes/tex._code_of_crim._proc._article_15.17',
    states: ['TX'],
  },
  wisconsin: {
    title: 'Wisconsin: initial appearance before a judge',
    citation: 'Wis. Stat. § 970.01(1)',
    url: 'https://law.justia.com/codes/wisconsin/2017/chapter-970/section-970.01/index.html',
    states: ['WI'],
  },
  carty: {
    title: 'State v. Carty',
    citation: '170 N.J. 632 (2002)',
    url: 'https://app.midpage.ai/document/state-v-carty-2301140',
    states: ['NJ'],
  },
  minnesotaBodycam: {
    title: 'Minnesota: portable recording systems',
    citation: 'Minn. Stat. § 13.825, subd. 4(b)',
    url: 'https://www.revisor.mn.gov/bills/94/2025/0/SF/3051/versions/latest',
    states: ['MN'],
  },
  riverside: { title: 'County of Riverside v. McLaughlin', citation: '500 U.S. 44 (1991)' },
  minnesotaCalls: {
    title: 'Minnesota: consultation with persons restrained',
    citation: 'Minn. Stat. § 481.10',
    url: 'https://www.revisor.mn.gov/statutes/?id=481.10&year=2007',
    states: ['MN'],
  },
  washingtonCalls: {
    title: 'Washington: right to and assignment of lawyer',
    citation: 'Wash. CrR 3.1(c), CrRLJ 3.1(c)',
    url: 'https://www.courts.wa.gov/court_rules/?fa=court_rules.display&group=sup&set=CrR&ruleid=supCrR3.1',
    states: ['WA'],
  },
  missouriCalls: {
    title: 'Missouri: detention on arrest without warrant, rights of confinee',
    citation: 'Mo. Rev. Stat. § 544.170',
    url: 'https://revisor.mo.gov/main/OneSection.aspx?section=544.170',
    states: ['MO'],
  },
  newYorkCalls: {
    title: 'New York: a telephone call after an arrest on a warrant',
    citation: 'N.Y. Crim. Proc. Law § 120.90(8)',
    url: 'https://www.nysenate.gov/legislation/bills/2015/A4694',
    states: ['NY'],
  },
} satisfies Record<string, LegalSource>;

const JUDGE = ['judge', 'arraignment', 'first appearance', 'how long', 'hours', 'hold', 'jail'];
const JUEZ = ['juez', 'primera comparecencia', 'cuánto tiempo', 'horas', 'cárcel'];

function judgeRule(
  code: string,
  name: string,
  text: { title: string; en: string; titulo: string; es: string },
  source: LegalSource,
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
    sources: [source, ...also],
    es: { title: `${name}: ${text.titulo}`, text: text.es, keywords: JUEZ },
  };
}

const CALL_WORDS = ['phone call', 'calls', 'call a lawyer', 'call my family', 'telephone'];
const LLAMADA = ['llamada', 'llamadas', 'llamar', 'teléfono', 'abogado'];
const CALL_SAY = ['I want to call a lawyer now.'];
const LLAMADA_DIGA = ['Quiero llamar a un abogado ahora.'];

function callRule(
  code: string,
  text: { title: string; en: string; titulo: string; es: string },
  source: LegalSource,
): LegalRule {
  return {
    id: `phone-call-${code.toLowerCase()}`,
    topic: 'phone-call',
    reviewed: REVIEWED,
    title: text.title,
    text: text.en,
    sayThis: CALL_SAY,
    keywords: CALL_WORDS,
    states: [code],
    sources: [source],
    es: { title: text.titulo, text: text.es, sayThis: LLAMADA_DIGA, keywords: LLAMADA },
  };
}

export const TENTH_PASS_STATE_RULES: LegalRule[] = [
  callRule(
    'MN',
    {
      title: 'Minnesota: a private call to a lawyer, free, before anything else',
      en: 'In Minnesota, whoever holds you in custody must give you private telephone access to a lawyer you have or want to consult, at no charge, once you ask and before anything more is done about the charge, unless there is imminent danger of escape or injury (Minn. Stat. § 481.10). The law speaks of calls to a lawyer; calls to family follow the jail’s rules.',
      titulo: 'Minnesota: una llamada privada a un abogado, gratis, antes de todo lo demás',
      es: 'En Minnesota, quien lo tiene bajo custodia debe darle acceso privado al teléfono para llamar al abogado que tiene o que quiere consultar, sin costo, en cuanto lo pida y antes de que se haga nada más sobre el cargo, salvo peligro inminente de fuga o de lesiones (Minn. Stat. § 481.10). La ley habla de llamadas a un abogado; las llamadas a la familia siguen las reglas de la cárcel.',
    },
    S.minnesotaCalls,
  ),
  callRule(
    'WA',
    {
      title: 'Washington: a telephone and the public defender’s number at the earliest opportunity',
      en: 'In Washington, a person in custody who wants a lawyer must be given, at the earliest opportunity, a telephone, the public defender’s number and whatever else is needed to reach a lawyer, and must be told that a lawyer is free for those who cannot pay (Wash. CrR 3.1(c), CrRLJ 3.1(c)).',
      titulo: 'Washington: un teléfono y el número del defensor público en la primera oportunidad',
      es: 'En Washington, a una persona bajo custodia que quiere un abogado hay que darle, en la primera oportunidad, un teléfono, el número del defensor público y lo demás que haga falta para comunicarse con un abogado, y decirle que el abogado es gratis para quien no puede pagarlo (Wash. CrR 3.1(c), CrRLJ 3.1(c)).',
    },
    S.washingtonCalls,
  ),
  callRule(
    'MO',
    {
      title: 'Missouri: to consult a lawyer or others at any reasonable time',
      en: 'In Missouri, a person held after an arrest without a warrant must be allowed at any reasonable time to consult a lawyer or other people acting for them, and must be released within 24 hours unless charged and held on a warrant; refusing either is a misdemeanor (Mo. Rev. Stat. § 544.170). The law sets no number of calls.',
      titulo: 'Missouri: consultar a un abogado u otras personas en cualquier momento razonable',
      es: 'En Missouri, a una persona detenida después de un arresto sin orden judicial hay que permitirle en cualquier momento razonable consultar a un abogado u otras personas que actúen por ella, y hay que liberarla dentro de 24 horas salvo que se la acuse y se la retenga con una orden; negar cualquiera de las dos cosas es un delito menor (Mo. Rev. Stat. § 544.170). La ley no fija un número de llamadas.',
    },
    S.missouriCalls,
  ),
  callRule(
    'NY',
    {
      title: 'New York: a call to a lawyer and to family after an arrest on a warrant',
      en: 'In New York, a person arrested on a warrant may, on asking, call any number in the U.S. from the police facility to get a lawyer and to tell a relative or friend of the arrest, unless the call would compromise the investigation (N.Y. Crim. Proc. Law § 120.90(8), its text as a 2015 Assembly proposal quotes it; the rule after an arrest without a warrant was not read here).',
      titulo:
        'Nueva York: una llamada a un abogado y a la familia después de un arresto con orden judicial',
      es: 'En Nueva York, una persona arrestada con una orden judicial puede, si lo pide, llamar a cualquier número de EE. UU. desde la estación de policía para conseguir un abogado y avisar a un familiar o amigo del arresto, salvo que la llamada comprometa la investigación (N.Y. Crim. Proc. Law § 120.90(8), según lo cita un proyecto de 2015; la regla después de un arresto sin orden no se leyó aquí).',
    },
    S.newYorkCalls,
  ),
  judgeRule(
    'MN',
    'Minnesota',
    {
      title: 'before a judge within 36 hours, not counting the day of arrest, Sundays or holidays',
      en: 'In Minnesota someone arrested without a warrant and not released must be brought before a judge without unnecessary delay and within 36 hours, not counting the day of arrest, Sundays and legal holidays (Minn. R. Crim. P. 4.02, subd. 5): an arrest on Friday can mean Monday or Tuesday. In a misdemeanor case the person must then be released on a citation.',
      titulo:
        'ante un juez dentro de 36 horas, sin contar el día del arresto, domingos ni feriados',
      es: 'En Minnesota a una persona arrestada sin orden judicial que no es liberada hay que llevarla ante un juez sin demora innecesaria y dentro de 36 horas, sin contar el día del arresto, los domingos ni los feriados (Minn. R. Crim. P. 4.02, subd. 5): un arresto en viernes puede significar lunes o martes. En un caso de delito menor, pasado ese plazo hay que liberarla con una citación.',
    },
    S.minnesota,
  ),
  judgeRule(
    'FL',
    'Florida',
    {
      title: 'a first appearance before a judge within 24 hours',
      en: 'In Florida everyone arrested and not released must be taken before a judge, in person or by video, within 24 hours of arrest; the public defender attends, and the judge tells you the charge and your rights, appoints a lawyer if you cannot afford one and sets release conditions (Fla. R. Crim. P. 3.130).',
      titulo: 'una primera comparecencia ante un juez dentro de 24 horas',
      es: 'En Florida toda persona arrestada que no es liberada debe ser llevada ante un juez, en persona o por video, dentro de las 24 horas del arresto; asiste el defensor público, y el juez le informa del cargo y de sus derechos, le nombra un abogado si no puede pagarlo y fija las condiciones para su liberación (Fla. R. Crim. P. 3.130).',
    },
    S.florida,
  ),
  judgeRule(
    'TX',
    'Texas',
    {
      title: 'before a magistrate within 48 hours',
      en: 'In Texas someone arrested must be taken before a magistrate without unnecessary delay and no later than 48 hours after the arrest, in person or by video; the magistrate explains the accusation, the right to stay silent and to a lawyer, and how to ask for an appointed one (Tex. Code Crim. Proc. art. 15.17(a)).',
      titulo: 'ante un magistrado dentro de 48 horas',
      es: 'En Texas a una persona arrestada hay que llevarla ante un magistrado sin demora innecesaria y a más tardar 48 horas después del arresto, en persona o por video; el magistrado le explica la acusación, su derecho a guardar silencio y a un abogado, y cómo pedir uno nombrado por el tribunal (Tex. Code Crim. Proc. art. 15.17(a)).',
    },
    S.texas,
  ),
  judgeRule(
    'WI',
    'Wisconsin',
    {
      title: 'before a judge within a reasonable time',
      en: 'In Wisconsin someone arrested must be taken before a judge within a reasonable time (Wis. Stat. § 970.01(1)); the statute sets no hours, but after an arrest without a warrant a judge must find probable cause within 48 hours (County of Riverside v. McLaughlin), which Wisconsin’s courts apply.',
      titulo: 'ante un juez dentro de un tiempo razonable',
      es: 'En Wisconsin a una persona arrestada hay que llevarla ante un juez dentro de un tiempo razonable (Wis. Stat. § 970.01(1)); la ley no fija horas, pero después de un arresto sin orden judicial un juez debe decidir si hay causa probable dentro de 48 horas (County of Riverside v. McLaughlin), lo que aplican los tribunales de Wisconsin.',
    },
    S.wisconsin,
    [S.riverside],
  ),
  {
    id: 'new-jersey-consent-search-suspicion',
    topic: 'search',
    reviewed: REVIEWED,
    title: 'New Jersey: police need reasonable suspicion before asking to search a stopped car',
    text: 'In New Jersey an officer who stops a car may not even ask for consent to search it or the people in it without a reasonable and articulable suspicion of a crime; a consent given without one is invalid and what is found is suppressed (State v. Carty). You may still say no.',
    sayThis: ['I do not consent to a search of my car.'],
    keywords: ['consent', 'search', 'car', 'mind if', 'look in', 'trunk'],
    states: ['NJ'],
    sources: [S.carty],
    es: {
      title:
        'New Jersey: la policía necesita sospecha razonable antes de pedir registrar un carro detenido',
      text: 'En New Jersey un oficial que detiene un carro ni siquiera puede pedir permiso para registrarlo, ni a quienes van en él, sin una sospecha razonable y concreta de un delito; un consentimiento dado sin ella no vale y lo que encuentren se excluye (State v. Carty). Usted puede decir que no de todos modos.',
      sayThis: ['No doy mi consentimiento para que registren mi carro.'],
      keywords: ['consentimiento', 'registrar', 'carro', 'revisar', 'cajuela'],
    },
  },
  {
    id: 'bodycam-footage-mn',
    topic: 'bodycam',
    reviewed: REVIEWED,
    title: 'Minnesota: the people recorded may get the body-camera video',
    text: 'In Minnesota body-camera video is mostly private data, but anyone whose image or voice is in it is a subject of the data and may see it and ask for a copy; in the copy, other people who do not agree to its release are blurred or redacted, while on-duty officers generally are not (Minn. Stat. § 13.825, subd. 4(b)). Ask the agency in writing; video of an open investigation may be held back until it closes.',
    sayThis: [
      'I am a subject of this recording and I request a copy of the body-camera video: date, time, place and officers.',
    ],
    keywords: ['body cam', 'bodycam', 'footage', 'video', 'copy', 'in it', 'subject'],
    states: ['MN'],
    sources: [S.minnesotaBodycam],
    es: {
      title: 'Minnesota: quienes aparecen en el video de la cámara corporal pueden obtenerlo',
      text: 'En Minnesota el video de las cámaras corporales es sobre todo información privada, pero quien aparece en él, con su imagen o su voz, puede verlo y pedir una copia; en la copia se difumina o se oculta a las demás personas que no acepten que se entregue, mientras que a los oficiales en servicio por lo general no (Minn. Stat. § 13.825, subd. 4(b)). Pídalo por escrito a la agencia; el video de una investigación abierta puede retenerse hasta que se cierre.',
      sayThis: [
        'Aparezco en esta grabación y solicito una copia del video de la cámara corporal: fecha, hora, lugar y oficiales.',
      ],
      keywords: ['cámara corporal', 'video', 'copia', 'aparezco', 'pedir'],
    },
  },
];
