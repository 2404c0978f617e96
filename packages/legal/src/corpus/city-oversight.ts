import type { LegalRule, LegalSource } from '../types';

const REVIEWED_ON = '2026-11-28';

/** The civilian bodies that take complaints about police in the largest cities, from their pages. */
const SOURCES = {
  ccrb: {
    title: 'New York City Civilian Complaint Review Board: file a complaint',
    citation: 'N.Y.C. Charter § 440',
    url: 'https://www.nyc.gov/site/ccrb/complaints/file-a-complaint/file-online.page',
    states: ['NY'],
  },
  copa: {
    title: 'Chicago Civilian Office of Police Accountability',
    citation: 'Chicago Municipal Code ch. 2-78',
    url: 'https://www.chicagocopa.org',
    states: ['IL'],
  },
  opc: {
    title: 'District of Columbia Office of Police Complaints: file a complaint',
    citation: 'D.C. Code § 5-1107',
    url: 'https://policecomplaints.dc.gov/page/file-complaint-opc',
    states: ['DC'],
  },
} satisfies Record<string, LegalSource>;

/**
 * Where a complaint goes in a city with a civilian office of its own: the office apart from the
 * police, which people asking "where do I complain" were not told of (the general rule sends
 * them to the department itself).
 */
export const CITY_OVERSIGHT_RULES: LegalRule[] = [
  {
    id: 'misconduct-new-york-city-ccrb',
    topic: 'misconduct',
    reviewed: REVIEWED_ON,
    title: 'New York City: complaints go to the Civilian Complaint Review Board',
    text: 'In New York City, complaints about NYPD officers (force, abuse of authority, discourtesy, offensive language) go to the Civilian Complaint Review Board (CCRB), an agency apart from the NYPD: online, by phone through 311, or in person, in any language, with an interpreter if you need one. Write down the officer’s name or shield number, the time and the place.',
    keywords: ['complaint', 'complain', 'ccrb', 'nypd', 'report', 'file', 'review board'],
    states: ['NY'],
    cities: ['New York City'],
    sources: [SOURCES.ccrb],
    es: {
      title: 'Ciudad de Nueva York: las quejas van a la Junta de Revisión de Quejas Civiles',
      text: 'En la ciudad de Nueva York, las quejas contra oficiales del NYPD (fuerza, abuso de autoridad, descortesía, lenguaje ofensivo) van a la Junta de Revisión de Quejas Civiles (Civilian Complaint Review Board, CCRB), una agencia aparte del NYPD: en línea, por teléfono al 311 o en persona, en cualquier idioma, con un intérprete si lo necesita. Anote el nombre o el número de placa del oficial, la hora y el lugar.',
      keywords: ['queja', 'quejarme', 'denuncia', 'denunciar', 'ccrb', 'nypd', 'reportar'],
    },
  },
  {
    id: 'misconduct-chicago-copa',
    topic: 'misconduct',
    reviewed: REVIEWED_ON,
    title: 'Chicago: complaints go to COPA',
    text: 'In Chicago, complaints about police officers (force, verbal abuse, bias, unlawful searches) can go to the Civilian Office of Police Accountability (COPA), a city agency apart from the Chicago Police Department: online, by phone or in person at its office. Write down the officer’s name or star number, the time and the place.',
    keywords: [
      'complaint',
      'complain',
      'copa',
      'cpd',
      'report',
      'file',
      'accountability',
      'investigate',
    ],
    states: ['IL'],
    cities: ['Chicago'],
    sources: [SOURCES.copa],
    es: {
      title: 'Chicago: las quejas van a COPA',
      text: 'En Chicago, las quejas contra policías (fuerza, insultos, prejuicio, registros ilegales) pueden ir a la Oficina Civil de Rendición de Cuentas Policial (Civilian Office of Police Accountability, COPA), una agencia de la ciudad aparte del Departamento de Policía de Chicago: en línea, por teléfono o en persona en su oficina. Anote el nombre o el número de estrella del oficial, la hora y el lugar.',
      keywords: ['queja', 'quejarme', 'denuncia', 'denunciar', 'copa', 'reportar'],
    },
  },
  {
    id: 'misconduct-dc-office-of-police-complaints',
    topic: 'misconduct',
    reviewed: REVIEWED_ON,
    title: 'Washington, D.C.: complaints go to the Office of Police Complaints, within 45 days',
    text: 'In the District of Columbia, complaints about MPD officers (harassment, needless force, insulting language, discrimination, not giving a name and badge number) go to the Office of Police Complaints (OPC), apart from MPD: online, by phone, by email or at any MPD district station. OPC takes complaints received within 45 days of the incident, so file soon.',
    keywords: ['complaint', 'complain', 'opc', 'mpd', 'report', 'file', 'deadline', 'how long'],
    states: ['DC'],
    sources: [SOURCES.opc],
    es: {
      title:
        'Washington, D.C.: las quejas van a la Oficina de Quejas Policiales, dentro de 45 días',
      text: 'En el Distrito de Columbia, las quejas contra oficiales del MPD (acoso, fuerza innecesaria, lenguaje insultante, discriminación, no dar su nombre y número de placa) van a la Oficina de Quejas Policiales (Office of Police Complaints, OPC), aparte del MPD: en línea, por teléfono, por correo electrónico o en cualquier estación de distrito del MPD. La OPC acepta quejas recibidas dentro de los 45 días del incidente, así que presente la suya pronto.',
      keywords: [
        'queja',
        'quejarme',
        'denuncia',
        'denunciar',
        'opc',
        'mpd',
        'plazo',
        'cuánto tiempo',
      ],
    },
  },
];
