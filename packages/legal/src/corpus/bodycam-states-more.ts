import type { LegalRule, LegalSource } from '../types';

const REVIEWED = '2026-11-29';

/**
 * Getting police body-camera video in ten more states, read on 2026-11-29 with the search
 * tool: Nevada's NRS 289.830(2) in its text; Washington's RCW 42.56.240(14) as the
 * Legislature's staff report and a records lawyer's page give it; Georgia's Open Records Act and § 50-18-96 as an
 * open-records lawyer and a legal guide give them; Florida's § 119.071(2)(l) as a records guide
 * gives it; Alabama's 2023 law and Alaska's records law as the Reporters Committee's Open
 * Government Guide gives them; Pennsylvania's Act 22, Ohio's R.C. 149.43(A)(17), New York's
 * FOIL and New Jersey's camera law as press, law-firm and court pages give them. Each rule names
 * what was not read.
 */
function source(code: string, title: string, citation: string, url: string): LegalSource {
  return { title, citation, url, states: [code] };
}

const KEYWORDS = ['body cam', 'bodycam', 'body camera', 'footage', 'video', 'copy', 'request'];
const KEYWORDS_ES = ['cámara corporal', 'video', 'grabación', 'copia', 'pedir', 'conseguir'];
const SAY = [
  'I am requesting the body-camera and dash-camera recordings of this incident: date, time, place and officers.',
];
const DIGA = [
  'Solicito las grabaciones de la cámara corporal y del tablero de este incidente: fecha, hora, lugar y oficiales.',
];

function bodycam(
  code: string,
  name: string,
  text: { en: string; es: string },
  from: LegalSource,
): LegalRule {
  return {
    id: `bodycam-footage-${code.toLowerCase()}`,
    topic: 'bodycam',
    reviewed: REVIEWED,
    title: `${name}: getting police body-camera video`,
    text: text.en,
    sayThis: SAY,
    keywords: KEYWORDS,
    states: [code],
    sources: [from],
    es: {
      title: `${name}: obtener el video de la cámara corporal de la policía`,
      text: text.es,
      sayThis: DIGA,
      keywords: KEYWORDS_ES,
    },
  };
}

const RCFP_URL = 'https://www.rcfp.org/open-government-sections/14-police-video/';

export const MORE_BODYCAM_STATE_RULES: LegalRule[] = [
  bodycam(
    'PA',
    'Pennsylvania',
    {
      en: 'In Pennsylvania, police video is not under the Right-to-Know Law: under Act 22 of 2017 you must ask the agency’s open-records officer in writing within 60 days of the recording, by hand or certified mail, giving the date, time, place and your relation to the event (and, for a home, everyone present). The agency has 30 days, may refuse video that is evidence or part of an investigation, may charge a fee, and a refusal can be appealed to the county court within 30 days (42 Pa.C.S. ch. 67A, as the state’s newspaper association and police agencies describe it).',
      es: 'En Pennsylvania, el video de la policía no está bajo la ley de acceso a la información (Right-to-Know): según la Ley 22 de 2017 hay que pedirlo por escrito al encargado de registros de la agencia dentro de 60 días de la grabación, en persona o por correo certificado, con la fecha, hora, lugar y su relación con el hecho (y, si fue en una casa, todos los presentes). La agencia tiene 30 días, puede negar el video que sea prueba o parte de una investigación, puede cobrar, y la negativa se apela ante el tribunal del condado dentro de 30 días (42 Pa.C.S. cap. 67A, según lo describen la asociación de periódicos del estado y agencias de policía).',
    },
    source(
      'PA',
      'Pennsylvania NewsMedia Association: Act 22 and law enforcement recordings',
      '42 Pa.C.S. ch. 67A (Act 22 of 2017)',
      'https://panewsmedia.org/right-to-know-police-dash-and-body-cameras/',
    ),
  ),
  bodycam(
    'OH',
    'Ohio',
    {
      en: 'In Ohio, body-camera and dash-camera video is a public record, but “restricted portions” are withheld: a child’s image, a death or grievous injury not caused by police, nudity, health information, victims of sex offenses or domestic violence, and people who were not cited or charged, among others (R.C. 149.43(A)(17), as law firms describe the 2019 law; not read here). A court can be asked to order release.',
      es: 'En Ohio, el video de las cámaras corporales y del tablero es un registro público, pero se retienen las “partes restringidas”: la imagen de un menor, una muerte o lesión grave que no causó la policía, desnudez, información de salud, víctimas de delitos sexuales o de violencia doméstica, y personas a las que no se citó ni acusó, entre otras (R.C. 149.43(A)(17), según describen la ley de 2019 unos bufetes; no se leyó aquí). Se puede pedir a un tribunal que ordene entregarlo.',
    },
    source(
      'OH',
      'Ohio HB 425 (2019): body and dash camera recordings (a law firm’s summary)',
      'Ohio Rev. Code § 149.43(A)(17)',
      'https://www.mrrlaw.com/2019/03/18/ohio-adds-new-exceptions-to-the-definition-of-public-records-relating-to-dash-cam-and-body-cam-recordings/',
    ),
  ),
  bodycam(
    'NY',
    'New York',
    {
      en: 'In New York, body-camera video is requested under the Freedom of Information Law: records are presumed open, and only parts that fall under a listed exemption (privacy, an open investigation) may be withheld or redacted; an agency may not charge for reviewing and redacting it (Time Warner Cable News NY1 v. NYPD, 2016). Expect delays: a 2025 city audit found the NYPD took 133 business days on average to decide, so ask early and challenge a denial.',
      es: 'En Nueva York, el video de las cámaras corporales se pide bajo la Ley de Libertad de Información (FOIL): los registros se presumen abiertos y solo pueden retenerse o editarse las partes que entran en una excepción de la lista (privacidad, una investigación abierta); la agencia no puede cobrar por revisarlo y editarlo (Time Warner Cable News NY1 v. NYPD, 2016). Espere demoras: una auditoría de la ciudad de 2025 halló que el NYPD tardaba 133 días hábiles en promedio en decidir, así que pídalo pronto y apele si se lo niegan.',
    },
    source(
      'NY',
      'Matter of Time Warner Cable News NY1 v. New York City Police Dept.',
      '2016 NY Slip Op 26253 (Sup. Ct. N.Y. County)',
      'https://law.justia.com/cases/new-york/other-courts/2016/2016-ny-slip-op-26253.html',
    ),
  ),
  bodycam(
    'NJ',
    'New Jersey',
    {
      en: 'In New Jersey, uniformed patrol officers must wear body cameras, and a recording may be requested under the Open Public Records Act, subject to OPRA’s exemptions and the camera law’s own; a court has held that video about someone never arrested or charged stays confidential (N.J.S.A. 40A:14-118.3, -118.5; Fuster v. Township, as the courts’ summary gives it).',
      es: 'En New Jersey, los oficiales de patrulla uniformados deben llevar cámara corporal, y la grabación puede pedirse bajo la ley de registros públicos (OPRA), con las excepciones de esa ley y las de la ley de cámaras; un tribunal decidió que el video sobre alguien a quien nunca se arrestó ni acusó sigue siendo confidencial (N.J.S.A. 40A:14-118.3, -118.5; Fuster v. Township, según el resumen de los tribunales).',
    },
    source(
      'NJ',
      'New Jersey courts: Fuster v. Township (body worn camera video and OPRA)',
      'N.J.S.A. 40A:14-118.5',
      'https://njcourts.gov/court-opinion/antonio-fuster-et-al-vs-townshi-published',
    ),
  ),
  bodycam(
    'NV',
    'Nevada',
    {
      en: 'In Nevada, body-camera video is a public record: ask for it one incident at a time, and if it holds confidential information that cannot be redacted you may only inspect it where it is kept (NRS 289.830(2)). Agencies must keep it at least 15 days, so ask soon.',
      es: 'En Nevada, el video de la cámara corporal es un registro público: pídalo un incidente a la vez, y si contiene información confidencial que no se puede tachar, solo podrá verlo donde se guarda (NRS 289.830(2)). Las agencias deben guardarlo al menos 15 días, así que pídalo pronto.',
    },
    source(
      'NV',
      'Nevada: portable event recording devices',
      'NRS 289.830',
      'https://legalfix.com/statutes/state-codes/nevada/chapter-289/statute-289-830',
    ),
  ),
  bodycam(
    'WA',
    'Washington',
    {
      en: 'In Washington, body-camera video is a public record, but parts that would invade privacy (inside a home, a minor, a victim) are withheld or blurred; a person directly involved in the incident, or their lawyer, may request it and is not charged for the redaction (RCW 42.56.240(14), as the Legislature’s staff report and a records lawyer describe it; the section was not read here).',
      es: 'En Washington, el video de la cámara corporal es un registro público, pero las partes que invadirían la privacidad (dentro de una casa, un menor, una víctima) se retienen o se difuminan; quien estuvo directamente en el incidente, o su abogado, puede pedirlo y no paga por la edición (RCW 42.56.240(14), según lo describen el informe del personal legislativo y un abogado de registros; la sección no se leyó aquí).',
    },
    source(
      'WA',
      'Washington: body worn camera recordings (a records lawyer’s page)',
      'RCW 42.56.240(14)',
      'https://maximumdisclosure.substack.com/p/bodycam-footage-and-open-record-requests',
    ),
  ),
  bodycam(
    'GA',
    'Georgia',
    {
      en: 'In Georgia, body-camera and dash-camera video is a record under the Open Records Act, with exceptions such as open investigations: the agency must answer within three business days and may charge search and copy costs plus $10 a recording; it must keep the video at least 180 days, 30 months when it shows an arrest or use of force (O.C.G.A. §§ 50-18-71, 50-18-96, as open-records guides give them; not read here).',
      es: 'En Georgia, el video de la cámara corporal y del tablero es un registro bajo la Ley de Registros Abiertos, con excepciones como las investigaciones abiertas: la agencia debe responder en tres días hábiles y puede cobrar la búsqueda y la copia más $10 por grabación; debe guardar el video al menos 180 días, 30 meses si muestra un arresto o uso de fuerza (O.C.G.A. §§ 50-18-71, 50-18-96, según guías de registros abiertos; no se leyeron aquí).',
    },
    source(
      'GA',
      'Georgia police footage (an open-records lawyer’s guide)',
      'O.C.G.A. §§ 50-18-70 to -77, 50-18-96',
      'https://www.ramsinghlegal.com/post/georgia-police-footage',
    ),
  ),
  bodycam(
    'FL',
    'Florida',
    {
      en: 'In Florida, body-camera video is a public record, but footage taken inside a private home, a health-care, mental-health or social-services facility, or a place where someone expects privacy is exempt from public release, and an active investigation can hold it back (Fla. Stat. § 119.071(2)(l), as a records guide describes it; whether the person recorded may still have it was not read here).',
      es: 'En Florida, el video de la cámara corporal es un registro público, pero las grabaciones dentro de una casa particular, un centro de salud, de salud mental o de servicios sociales, o un lugar donde alguien espera privacidad están exentas de entrega al público, y una investigación abierta puede retenerlo (Fla. Stat. § 119.071(2)(l), según lo describe una guía de registros; si la persona grabada aun así puede obtenerlo no se leyó aquí).',
    },
    source(
      'FL',
      'Florida body cam recordings as public records (a records guide)',
      'Fla. Stat. § 119.071(2)(l)',
      'https://www.requestfloridarecords.com/articles/body-cam-recordings-public-records-florida',
    ),
  ),
  bodycam(
    'AL',
    'Alabama',
    {
      en: 'In Alabama, someone who appears in body-camera or dash-camera video, or their representative, may ask the agency in writing to view the relevant part, but may not copy or record it, and the agency need not release it or say why (2023 HB 289, as the Reporters Committee’s guide gives it); courts have let agencies withhold such video as an investigative record.',
      es: 'En Alabama, quien aparece en un video de cámara corporal o de tablero, o su representante, puede pedir por escrito a la agencia ver la parte que le toca, pero no puede copiarla ni grabarla, y la agencia no está obligada a entregarla ni a decir por qué (2023 HB 289, según la guía del Reporters Committee); los tribunales han permitido retener esos videos como registros de investigación.',
    },
    source(
      'AL',
      'Reporters Committee, Open Government Guide: police video (Alabama)',
      'Ala. 2023 HB 289; Ala. Code § 12-21-3.1',
      RCFP_URL,
    ),
  ),
  bodycam(
    'AK',
    'Alaska',
    {
      en: 'Alaska has no state law on body-camera video: it falls under the public records law, open to inspection unless release could interfere with an investigation, a fair trial or someone’s privacy, and each agency has its own policy (as the Reporters Committee’s guide gives it; the statute was not read here).',
      es: 'Alaska no tiene una ley estatal sobre el video de las cámaras corporales: cae bajo la ley de registros públicos, abierto a consulta salvo que entregarlo pueda afectar una investigación, un juicio justo o la privacidad de alguien, y cada agencia tiene su propia política (según la guía del Reporters Committee; la ley no se leyó aquí).',
    },
    source(
      'AK',
      'Reporters Committee, Open Government Guide: police video (Alaska)',
      'Alaska Public Records Act (section not read)',
      RCFP_URL,
    ),
  ),
];
