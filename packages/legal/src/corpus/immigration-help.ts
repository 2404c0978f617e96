import type { LegalRule, LegalSource } from '../types';
import { CONSTITUTION } from './sources';

const REVIEWED = '2026-11-28';

/**
 * What people ask after an immigration arrest or before one (decision 094): finding someone ICE
 * holds, a lawyer in immigration court, removal without a judge, churches and schools, and two
 * states' laws on workers and driver's licenses. Read on 2026-11-28 with the search tool: ICE's
 * Online Detainee Locator System as ICE's launch notice and guides describe it (the ICE page
 * itself was not read); 8 U.S.C. § 1362 as the Congressional Research Service report quotes it
 * and EOIR's page on the List of Pro Bono Legal Service Providers (justice.gov); the DHS notice
 * "Designating Aliens for Expedited Removal", 90 Fed. Reg. 8139 (Jan. 24, 2025, govinfo.gov),
 * and reports that a district court paused it in August 2025 and that the D.C. Circuit reversed
 * that pause in 2026 (a news report, not the opinion: the rule says so); the DHS memorandum of
 * Jan. 20, 2025 rescinding the 2021 protected-areas guidelines (as NAFSA and NILC quote it);
 * Cal. Labor Code § 90.2 as the Labor Commissioner's page states it (dir.ca.gov); New York's
 * Vehicle and Traffic Law § 201(12)(a) as a 2023 bill that amends it quotes it (nysenate.gov).
 */
const S = {
  locator: {
    title: 'ICE Online Detainee Locator System',
    citation: 'U.S. Immigration and Customs Enforcement, Online Detainee Locator System',
    url: 'https://locator.ice.gov',
  },
  counsel: {
    title: 'Immigration and Nationality Act: right to counsel',
    citation: '8 U.S.C. § 1362',
  },
  proBono: {
    title: 'EOIR: List of Pro Bono Legal Service Providers',
    citation: '8 C.F.R. § 1003.61 et seq.',
    url: 'https://www.justice.gov/eoir/list-pro-bono-legal-service-providers',
  },
  expedited: {
    title: 'DHS notice, Designating Aliens for Expedited Removal',
    citation: '90 Fed. Reg. 8139 (Jan. 24, 2025); 8 U.S.C. § 1225(b)(1)',
    url: 'https://www.govinfo.gov/content/pkg/FR-2025-01-24/html/2025-01720.htm',
  },
  protectedAreas: {
    title: 'DHS memorandum, Enforcement Actions in or Near Protected Areas',
    citation: 'DHS Memorandum of Jan. 20, 2025 (rescinding the Oct. 27, 2021 guidelines)',
    url: 'https://nafsa.org/regulatory-information/dhs-rescinds-biden-protected-areas-enforcement-policy',
  },
  californiaI9: {
    title: 'California Immigrant Worker Protection Act (AB 450, 2017)',
    citation: 'Cal. Lab. Code § 90.2',
    url: 'https://www.dir.ca.gov/DLSE/Notice_to_Employee.html',
    states: ['CA'],
  },
  greenLight: {
    title: 'New York Driver’s License Access and Privacy Act (Green Light Law, 2019)',
    citation: 'N.Y. Veh. & Traf. Law § 201(12)(a)',
    url: 'https://www.nysenate.gov/legislation/bills/2023/A2325',
    states: ['NY'],
  },
} satisfies Record<string, LegalSource>;

export const IMMIGRATION_HELP_RULES: LegalRule[] = [
  {
    id: 'immigration-detainee-locator',
    topic: 'immigration-help',
    reviewed: REVIEWED,
    title: 'Finding someone ICE has detained',
    text: 'Use ICE’s Online Detainee Locator (locator.ice.gov): enter the person’s A-number (9 digits) and country of birth, or their exact name and country of birth. It lists adults, not minors, and a new arrest may take a day or two to show. Then call the facility it names, and a lawyer.',
    keywords: [
      'find',
      'where is',
      'locate',
      'locator',
      'detained',
      'picked up',
      'taken',
      'husband',
    ],
    sources: [S.locator],
    es: {
      title: 'Cómo encontrar a alguien detenido por ICE',
      text: 'Use el localizador de detenidos de ICE (Online Detainee Locator, locator.ice.gov): con el número A de la persona (9 dígitos) y su país de nacimiento, o con su nombre exacto y su país de nacimiento. Muestra a adultos, no a menores, y un arresto nuevo puede tardar uno o dos días en aparecer. Luego llame al centro que indique, y a un abogado.',
      keywords: ['encontrar', 'dónde está', 'localizar', 'detenido', 'se llevaron', 'esposo'],
    },
  },
  {
    id: 'immigration-court-no-free-lawyer',
    topic: 'resources',
    reviewed: REVIEWED,
    title: 'No free lawyer is appointed in immigration court',
    text: 'No: in immigration court you may have a lawyer, but “at no expense to the Government” (8 U.S.C. § 1362), so none is appointed for you as in a criminal case. The court gives a list of free (pro bono) legal service providers for each court, on EOIR’s website too; nonprofits with accredited representatives may charge little. Go to every hearing even without a lawyer.',
    keywords: [
      'immigration court',
      'notice to appear',
      'free lawyer',
      'afford',
      'pro bono',
      'judge',
    ],
    sources: [S.counsel, S.proBono],
    es: {
      title: 'En la corte de inmigración no le asignan un abogado gratis',
      text: 'No: en la corte de inmigración usted puede tener abogado, pero “sin costo para el gobierno” (8 U.S.C. § 1362), así que no le asignan uno como en un caso criminal. La corte da una lista de proveedores de servicios legales gratuitos (pro bono) para cada corte, también en el sitio web de EOIR; organizaciones sin fines de lucro con representantes acreditados pueden cobrar poco. Vaya a cada audiencia aunque no tenga abogado.',
      keywords: [
        'corte de inmigración',
        'abogado gratis',
        'no tengo dinero',
        'pro bono',
        'audiencia',
      ],
    },
  },
  {
    id: 'immigration-expedited-removal',
    topic: 'immigration-help',
    reviewed: REVIEWED,
    tracks: 'litigation',
    title: 'Removal without a judge: expedited removal',
    text: 'Yes, it can happen: since January 2025, DHS applies expedited removal, deportation without a hearing before a judge, anywhere in the U.S. to people who entered without being admitted and cannot show two years of continuous presence (90 Fed. Reg. 8139). Courts are still ruling on it (its status today not verified). Carry proof of your time here, such as leases, bills or pay stubs, never false papers; ask for a lawyer, and say so if you fear return.',
    keywords: [
      'deport',
      'without a judge',
      'without seeing a judge',
      'expedited',
      'two years',
      'carry',
      'proof',
    ],
    sources: [S.expedited, CONSTITUTION.fifth],
    es: {
      title: 'La deportación sin juez: la expulsión acelerada',
      text: 'Sí, puede pasar: desde enero de 2025, DHS aplica la expulsión acelerada (expedited removal), la deportación sin audiencia ante un juez, en cualquier parte de EE. UU. a quien entró sin ser admitido y no puede probar dos años de presencia continua (90 Fed. Reg. 8139). Los tribunales todavía deciden sobre ella (su estado actual no se verificó). Cargue pruebas de su tiempo aquí, como contratos de renta, recibos o talones de pago, nunca papeles falsos; pida un abogado y diga si tiene miedo de volver.',
      keywords: [
        'deportar',
        'sin ver a un juez',
        'sin juez',
        'dos años',
        'cargar',
        'papeles',
        'pruebas',
      ],
    },
  },
  {
    id: 'immigration-protected-areas-rescinded',
    topic: 'immigration-help',
    reviewed: REVIEWED,
    title: 'Churches and schools are no longer off-limits to ICE by policy',
    text: 'No longer: on January 20, 2025, DHS rescinded the policy that kept immigration arrests away from “protected areas” such as churches, schools and hospitals; agents now use their own discretion there. Your rights are the same in those places: you may stay silent, and agents need a judge’s warrant or consent to enter private areas that are closed to the public.',
    keywords: [
      'church',
      'school',
      'hospital',
      'sensitive locations',
      'protected areas',
      'mass',
      'worship',
    ],
    sources: [S.protectedAreas, CONSTITUTION.fourth, CONSTITUTION.fifth],
    es: {
      title: 'Las iglesias y escuelas ya no están protegidas de ICE por política',
      text: 'Ya no: el 20 de enero de 2025, DHS revocó la política que mantenía los arrestos de inmigración lejos de las “áreas protegidas”, como iglesias, escuelas y hospitales; ahora los agentes usan su propio criterio allí. Sus derechos son los mismos en esos lugares: puede guardar silencio, y los agentes necesitan una orden judicial firmada por un juez o consentimiento para entrar en áreas privadas cerradas al público.',
      keywords: ['iglesia', 'escuela', 'hospital', 'lugares sensibles', 'áreas protegidas', 'misa'],
    },
  },
  {
    id: 'california-i9-inspection-notice',
    topic: 'immigration-help',
    reviewed: REVIEWED,
    title: 'California: workers are told of an I-9 inspection',
    text: 'Yes: in California, an employer who receives notice that an immigration agency will inspect I-9 forms or other employment records must post a notice to employees within 72 hours, in the language it normally uses with them, and give an employee a copy of the agency’s notice on request (Cal. Lab. Code § 90.2).',
    keywords: ['I-9', 'inspection', 'audit', 'notice', 'employer', 'boss', 'letter', 'workers'],
    states: ['CA'],
    sources: [S.californiaI9],
    es: {
      title: 'California: a los trabajadores se les avisa de una revisión de I-9',
      text: 'Sí: en California, el empleador que recibe aviso de que una agencia de inmigración revisará los formularios I-9 u otros registros de empleo debe poner un aviso a los empleados dentro de 72 horas, en el idioma que normalmente usa con ellos, y darle a un empleado una copia del aviso de la agencia si la pide (Cal. Lab. Code § 90.2).',
      keywords: ['I-9', 'revisión', 'auditoría', 'aviso', 'patrón', 'carta', 'trabajadores'],
    },
  },
  {
    id: 'new-york-green-light-dmv',
    topic: 'immigration-help',
    reviewed: REVIEWED,
    title: 'New York: the DMV does not share records with ICE without a judge',
    text: 'In New York, under the Green Light Law, the DMV may not give its records to an agency that mainly enforces immigration law, such as ICE or CBP, unless it is shown a court order or judicial warrant signed by a federal judge, and it must tell you within three days of such a request (N.Y. Veh. & Traf. Law § 201(12)). Police at a stop may still ask questions; you may stay silent about status.',
    keywords: ['green light', 'DMV', 'license', 'share', 'data', 'information', 'ICE'],
    states: ['NY'],
    sources: [S.greenLight, CONSTITUTION.fifth],
    es: {
      title: 'Nueva York: el DMV no comparte registros con ICE sin un juez',
      text: 'En Nueva York, según la Ley Luz Verde (Green Light Law), el DMV no puede dar sus registros a una agencia que se dedica sobre todo a hacer cumplir las leyes de inmigración, como ICE o CBP, salvo que le presenten una orden judicial firmada por un juez federal, y debe avisarle a usted dentro de tres días de ese pedido (N.Y. Veh. & Traf. Law § 201(12)). Puede guardar silencio sobre su estatus.',
      keywords: ['luz verde', 'DMV', 'licencia', 'compartir', 'datos', 'información', 'ICE'],
    },
  },
];
