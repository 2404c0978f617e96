import type { LegalRule, LegalSource } from '../types';

const REVIEWED_ON = '2026-11-28';

/**
 * Four more cities' civilian complaint offices, each from its own page read on 2026-11-28 with
 * the search tool (as city-oversight.ts): who may complain, whether anonymously, and where the
 * complaint goes.
 */
const SOURCES = {
  dpa: {
    title: 'San Francisco Department of Police Accountability: frequently asked questions',
    citation:
      'San Francisco Department of Police Accountability, FAQ (city page; charter section not verified)',
    url: 'https://www.sf.gov/department-of-police-accountability-frequently-asked-questions',
    states: ['CA'],
  },
  opa: {
    title: 'Seattle Office of Police Accountability: complaints',
    citation:
      'Seattle Office of Police Accountability, complaints (city page; code section not verified)',
    url: 'https://seattle.gov/opa/complaints',
    states: ['WA'],
  },
  oim: {
    title: 'Denver Office of the Independent Monitor: commendations and complaints',
    citation: 'Denver Revised Municipal Code ch. 2, art. XVIII (§ 2-371 et seq.)',
    url: 'https://www.denvergov.org/Government/Agencies-Departments-Offices/Agencies-Departments-Offices-Directory/Office-of-the-Independent-Monitor/Commendations-and-Complaints',
    states: ['CO'],
  },
  cpoc: {
    title:
      'Philadelphia: file a complaint against a police officer (Citizens Police Oversight Commission)',
    citation:
      'Philadelphia Citizens Police Oversight Commission (city page; created by the voters in 2020, charter section not verified)',
    url: 'https://phila.gov/services/crime-law-justice/police/file-a-complaint-against-a-philadelphia-police-officer',
    states: ['PA'],
  },
} satisfies Record<string, LegalSource>;

const KEYWORDS = ['complaint', 'complain', 'report', 'file', 'accountability', 'anonymous'];
const KEYWORDS_ES = ['queja', 'quejarme', 'quejar', 'denuncia', 'denunciar', 'reportar', 'anónima'];

export const MORE_CITY_OVERSIGHT_RULES: LegalRule[] = [
  {
    id: 'misconduct-san-francisco-dpa',
    topic: 'misconduct',
    reviewed: REVIEWED_ON,
    title: 'San Francisco: complaints go to the Department of Police Accountability',
    text: 'In San Francisco, anyone may complain about an SFPD officer to the Department of Police Accountability (DPA), a civilian city agency apart from the police: you do not need to live in San Francisco, and you may complain anonymously. File online, by phone at (415) 241-7711, at 1 South Van Ness Avenue, 8th floor, or at any SFPD station.',
    keywords: [...KEYWORDS, 'dpa', 'sfpd', 'resident'],
    states: ['CA'],
    cities: ['San Francisco'],
    sources: [SOURCES.dpa],
    es: {
      title: 'San Francisco: las quejas van al Department of Police Accountability',
      text: 'En San Francisco, cualquier persona puede quejarse de un oficial del SFPD ante el Department of Police Accountability (DPA, Departamento de Responsabilidad Policial), una agencia civil aparte de la policía, sin importar dónde viva, y de forma anónima si quiere. Preséntela en línea, por teléfono al (415) 241-7711, en 1 South Van Ness Avenue, piso 8, o en cualquier estación del SFPD.',
      keywords: [...KEYWORDS_ES, 'dpa', 'sfpd'],
    },
  },
  {
    id: 'misconduct-seattle-opa',
    topic: 'misconduct',
    reviewed: REVIEWED_ON,
    title: 'Seattle: complaints go to the Office of Police Accountability',
    text: 'In Seattle, anyone may complain about an SPD officer to the Office of Police Accountability (OPA), witnesses too, and may do it anonymously, without giving a name. File online, by email to opa@seattle.gov, by phone at (206) 684-8797 or by mail; OPA will not ask about immigration status, and you need not speak with the officer.',
    keywords: [...KEYWORDS, 'opa', 'spd', 'name'],
    states: ['WA'],
    cities: ['Seattle'],
    sources: [SOURCES.opa],
    es: {
      title: 'Seattle: las quejas van a la Office of Police Accountability',
      text: 'En Seattle, cualquier persona, también un testigo, puede quejarse de un oficial del SPD ante la Office of Police Accountability (OPA, Oficina de Responsabilidad Policial), y puede hacerlo de forma anónima, sin dar su nombre. Preséntela en línea, por correo a opa@seattle.gov, por teléfono al (206) 684-8797 o por carta; la OPA no pregunta por el estatus migratorio y no tiene que hablar con el oficial.',
      keywords: [...KEYWORDS_ES, 'opa', 'spd', 'nombre'],
    },
  },
  {
    id: 'misconduct-denver-oim',
    topic: 'misconduct',
    reviewed: REVIEWED_ON,
    title: 'Denver: complaints go to the Office of the Independent Monitor, within 60 days',
    text: 'In Denver, complaints about police officers or sheriff’s deputies, in the jails too, go to the Office of the Independent Monitor (OIM), which asks that they be filed within 60 days (later ones may be declined). It sends them to internal affairs and monitors the investigation; file online, by mail or fax, or at 101 W. Colfax Avenue, Suite 100.',
    keywords: [...KEYWORDS, 'oim', 'monitor', 'sheriff', 'deputy', 'jail', 'deadline'],
    states: ['CO'],
    cities: ['Denver'],
    sources: [SOURCES.oim],
    es: {
      title: 'Denver: las quejas van a la Office of the Independent Monitor, dentro de 60 días',
      text: 'En Denver, las quejas contra policías o alguaciles (sheriff), también en las cárceles, van a la Office of the Independent Monitor (OIM, Oficina del Monitor Independiente), que pide presentarlas dentro de 60 días (las tardías pueden rechazarse). Las envía a asuntos internos y vigila la investigación; preséntela en línea, por correo o fax, o en 101 W. Colfax Avenue, Suite 100.',
      keywords: [...KEYWORDS_ES, 'oim', 'monitor', 'sheriff', 'cárcel', 'plazo'],
    },
  },
  {
    id: 'misconduct-philadelphia-cpoc',
    topic: 'misconduct',
    reviewed: REVIEWED_ON,
    title: 'Philadelphia: complaints to the Citizens Police Oversight Commission',
    text: 'In Philadelphia, the Citizens Police Oversight Commission (CPOC), a civilian agency, takes complaints about police officers and refers them to the Police Department’s Internal Affairs Division, which investigates; CPOC can sit in on your Internal Affairs interview and monitor the case. File online, by email to cpoc@phila.gov, or at 1515 Arch Street, 11th floor. If you face criminal charges, talk to a lawyer before you file.',
    keywords: [...KEYWORDS, 'cpoc', 'oversight', 'commission', 'internal affairs', 'investigate'],
    states: ['PA'],
    cities: ['Philadelphia'],
    sources: [SOURCES.cpoc],
    es: {
      title: 'Filadelfia: quejas a la Citizens Police Oversight Commission',
      text: 'En Filadelfia, la Citizens Police Oversight Commission (CPOC, Comisión Ciudadana de Supervisión Policial), una agencia civil, recibe quejas contra policías y las envía a la División de Asuntos Internos (Internal Affairs) del Departamento de Policía, que investiga; la CPOC puede estar en su entrevista con Asuntos Internos y vigilar el caso. Presente la queja en línea, por correo a cpoc@phila.gov o en 1515 Arch Street, piso 11. Si tiene cargos pendientes, hable antes con un abogado.',
      keywords: [...KEYWORDS_ES, 'cpoc', 'supervisión', 'asuntos internos', 'investigar'],
    },
  },
];
