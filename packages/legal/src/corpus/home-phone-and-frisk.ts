import type { LegalRule, LegalSource } from '../types';
import { CASES, CONSTITUTION } from './sources';

const REVIEWED = '2026-11-28';

/**
 * Rules the eighth pass found missing (decision 094): a passenger's pat-down, a "welfare check"
 * that ends in a search of the home, states' answers to a court order to unlock a phone, and
 * Washington's lawyer for a minor before a waiver. Read on 2026-11-28 with the search tool:
 * _Arizona v. Johnson_ in its syllabus (casetext) and summaries; _Caniglia v. Strom_ in its
 * syllabus (fourthamendment.com) and summaries; _Seo v. State_ in the Indiana Supreme Court's
 * opinion (ecases.us) and the court's case clip; _State v. Andrews_ in the court's syllabus
 * (Justia, documentcloud); _Collins v. Virginia_ in case summaries; RCW 13.40.740 in the text of a 2025 bill that amends it (SB 5052,
 * quoting the section as enacted in 2021 c 328 s 1) and the House's final bill report.
 */
const S = {
  johnson: { title: 'Arizona v. Johnson', citation: '555 U.S. 323 (2009)' },
  // The U.S. Reports page was not found in what was read; the Supreme Court Reporter's was.
  caniglia: { title: 'Caniglia v. Strom', citation: '141 S. Ct. 1596 (2021) (No. 20-157)' },
  brigham: { title: 'Brigham City v. Stuart', citation: '547 U.S. 398 (2006)' },
  seo: {
    title: 'Seo v. State (Indiana Supreme Court, 2020)',
    citation: '148 N.E.3d 952 (Ind. 2020)',
    states: ['IN'],
  },
  andrews: {
    title: 'State v. Andrews (New Jersey Supreme Court, 2020)',
    citation: '243 N.J. 447 (2020)',
    url: 'https://law.justia.com/cases/new-jersey/supreme-court/2020/a-72-18.html',
    states: ['NJ'],
  },
  washingtonYouth: {
    title: 'Washington: a juvenile’s access to an attorney (ESHB 1140, 2021)',
    citation: 'RCW 13.40.740',
    url: 'https://app.leg.wa.gov/RCW/default.aspx?cite=13.40.740',
    states: ['WA'],
  },
} satisfies Record<string, LegalSource>;

const PHONE_SAY = ['I do not consent to a search of my phone, and I want a lawyer.'];
const PHONE_DIGA = [
  'No doy mi consentimiento para que registren mi teléfono, y quiero un abogado.',
];

export const HOME_PHONE_AND_FRISK_RULES: LegalRule[] = [
  {
    id: 'traffic-stop-passenger-frisk',
    topic: 'traffic-stop',
    reviewed: REVIEWED,
    title: 'Patting down a passenger',
    // Johnson: the stop itself makes the first Terry condition; the frisk needs the second.
    text: 'An officer may order a passenger to get out of a stopped car (Maryland v. Wilson), but may pat the passenger down only with reasonable suspicion that this person is armed and dangerous (Arizona v. Johnson). Being in the car, or the driver’s traffic ticket, is not enough. Do not resist a pat-down; say you do not consent to any search, and tell a lawyer later.',
    sayThis: ['I do not consent to any search.'],
    keywords: ['passenger', 'pat down', 'patted', 'frisk', 'frisked', 'searched me', 'get out'],
    sources: [S.johnson, CASES.wilson, CASES.terry, CONSTITUTION.fourth],
    es: {
      title: 'El cacheo de un pasajero',
      text: 'Un agente puede ordenar a un pasajero que se baje del carro detenido (Maryland v. Wilson), pero solo puede cachearlo si tiene una sospecha razonable de que esa persona está armada y es peligrosa (Arizona v. Johnson). Ir en el carro, o la multa del conductor, no basta. No se resista al cacheo; diga que no da su consentimiento para ningún registro y cuénteselo después a un abogado.',
      sayThis: ['No doy mi consentimiento para ningún registro.'],
      keywords: ['pasajero', 'cacheo', 'cateó', 'cachearon', 'palparon', 'me bajó', 'registraron'],
    },
  },
  {
    id: 'search-home-community-caretaking',
    topic: 'search',
    reviewed: REVIEWED,
    title: 'A welfare check is no warrant to search a home',
    text: 'No: a “welfare check” or “community caretaking” gives police no right to enter or search a home without a warrant (Caniglia v. Strom, 2021, where officers took a man’s guns after he left for a medical evaluation). They may enter without a warrant only with consent or a real emergency, such as someone inside hurt or in danger right then (Brigham City v. Stuart). Write down what happened and ask a lawyer about what they took.',
    sayThis: ['I do not consent to you entering or searching my home.'],
    keywords: [
      'welfare check',
      'wellness check',
      'community caretaking',
      'took his guns',
      'guns',
      'evaluation',
      'ambulance',
    ],
    sources: [S.caniglia, S.brigham, CONSTITUTION.fourth],
    es: {
      title: 'Una visita de bienestar no reemplaza la orden judicial para registrar una casa',
      text: 'No: una “visita de bienestar” (welfare check) o la función de “cuidado comunitario” no le da a la policía derecho a entrar ni a registrar una casa sin una orden judicial (Caniglia v. Strom, 2021, en que los agentes se llevaron las armas de un hombre después de que él se fue a una evaluación médica). Solo pueden entrar sin orden con consentimiento o ante una emergencia real, como alguien adentro herido o en peligro en ese momento (Brigham City v. Stuart). Anote lo que pasó y consulte a un abogado sobre lo que se llevaron.',
      sayThis: ['No doy mi consentimiento para que entren ni registren mi casa.'],
      keywords: [
        'visita de bienestar',
        'chequeo de bienestar',
        'armas',
        'evaluación',
        'ambulancia',
      ],
    },
  },
  {
    // Collins (read in the UNC School of Government's and capcentral's summaries): the car rule
    // for a search on the road stops at the edge of the home's curtilage.
    id: 'search-curtilage-vehicle',
    topic: 'search',
    reviewed: REVIEWED,
    title: 'A car parked right by your house',
    text: 'No: without a warrant or your consent, police may not enter the area right by your house, such as a driveway next to it, to search a car parked there, even with probable cause (Collins v. Virginia, 2018). That area, the curtilage, counts as part of the home. Say you do not consent; do not block them.',
    sayThis: ['I do not consent to a search of my car or my property.'],
    keywords: ['driveway', 'carport', 'next to my house', 'parked', 'curtilage', 'truck'],
    sources: [CASES.collins, CONSTITUTION.fourth],
    es: {
      title: 'Un carro estacionado junto a su casa',
      text: 'No: sin una orden judicial o su consentimiento, la policía no puede entrar al área pegada a su casa, como la entrada de autos junto a ella, para registrar un carro estacionado allí, aunque tenga causa probable (Collins v. Virginia, 2018). Esa área (curtilage) cuenta como parte de la casa. Diga que no da su consentimiento; no les bloquee el paso.',
      sayThis: ['No doy mi consentimiento para que registren mi carro ni mi propiedad.'],
      keywords: ['entrada', 'cochera', 'pegada a la casa', 'estacionado', 'troca', 'camioneta'],
    },
  },
  {
    id: 'search-compelled-unlocking-in',
    topic: 'phone-unlock',
    reviewed: REVIEWED,
    title: 'Indiana: a court may not make you unlock your phone',
    text: 'In Indiana, the state Supreme Court held that forcing a suspect to unlock her iPhone, even under a warrant with contempt threatened, violated her Fifth Amendment right, because unlocking it would tell the State what it did not already know (Seo v. State, 2020). Police may still search the phone with a warrant if they get in another way. Do not unlock it; ask for a lawyer, and let the lawyer answer any order.',
    sayThis: PHONE_SAY,
    keywords: ['unlock', 'passcode', 'password', 'contempt', 'court order', 'judge', 'iphone'],
    states: ['IN'],
    sources: [S.seo, CONSTITUTION.fifth, CASES.riley],
    es: {
      title: 'Indiana: un tribunal no puede obligarlo a desbloquear su teléfono',
      text: 'En Indiana, la Corte Suprema del estado decidió que obligar a una sospechosa a desbloquear su iPhone, aun con una orden judicial y bajo amenaza de desacato, violaba su derecho de la Quinta Enmienda, porque desbloquearlo le diría al Estado lo que todavía no sabía (Seo v. State, 2020). La policía igual puede registrar el teléfono con una orden judicial si logra entrar de otra forma. No lo desbloquee; pida un abogado y deje que el abogado responda a cualquier orden.',
      sayThis: PHONE_DIGA,
      keywords: ['desbloquear', 'contraseña', 'desacato', 'orden del juez', 'juez', 'celular'],
    },
  },
  {
    id: 'search-compelled-unlocking-nj',
    topic: 'phone-unlock',
    reviewed: REVIEWED,
    title: 'New Jersey: a court may order you to give your passcode',
    text: 'In New Jersey, yes: a court may order you to give the passcode to a phone police hold under a valid search warrant, when the State already shows the phone is yours and you know the code, a “foregone conclusion” (State v. Andrews, New Jersey Supreme Court, 2020). Refusing an order can bring contempt. Do not decide alone: your lawyer can challenge the warrant or the order.',
    sayThis: ['I want to speak to my lawyer before I answer any order about my phone.'],
    keywords: ['passcode', 'password', 'unlock', 'court order', 'prosecutor', 'contempt', 'iphone'],
    states: ['NJ'],
    sources: [S.andrews, CONSTITUTION.fifth, CASES.riley],
    es: {
      title: 'Nueva Jersey: un tribunal puede ordenarle dar su contraseña',
      text: 'En Nueva Jersey, sí: un tribunal puede ordenarle dar la contraseña de un teléfono que la policía tiene con una orden judicial de registro válida, cuando el Estado ya demuestra que el teléfono es suyo y que usted sabe la clave, una “conclusión inevitable” (foregone conclusion) (State v. Andrews, Corte Suprema de Nueva Jersey, 2020). Negarse a una orden puede traer desacato. No decida solo: su abogado puede impugnar la orden.',
      sayThis: [
        'Quiero hablar con mi abogado antes de responder a cualquier orden sobre mi teléfono.',
      ],
      keywords: ['contraseña', 'clave', 'desbloquear', 'orden del juez', 'fiscal', 'desacato'],
    },
  },
  {
    id: 'juvenile-attorney-wa',
    topic: 'juvenile',
    reviewed: REVIEWED,
    title: 'Washington: a minor talks to a lawyer before waiving rights',
    text: 'In Washington, before anyone under 18 waives a right, police must give them access to a lawyer (in person, by phone or video) when they question the minor in custody, detain the minor on probable cause, or ask the minor’s consent to search the minor, their things, home or car (RCW 13.40.740). The minor cannot waive that consultation, and a statement taken without it generally cannot be used in court. There are exceptions for an imminent threat to life.',
    sayThis: ['I want to talk to a lawyer before I answer or agree to anything.'],
    keywords: ['minor', 'teen', 'juvenile', 'kid', 'consent', 'search', 'backpack', 'lawyer'],
    states: ['WA'],
    sources: [S.washingtonYouth, CONSTITUTION.fifth, CONSTITUTION.fourth],
    es: {
      title: 'Washington: un menor habla con un abogado antes de renunciar a sus derechos',
      text: 'En Washington, antes de que un menor de 18 años renuncie a un derecho, la policía debe darle acceso a un abogado (en persona, por teléfono o video) cuando lo interroga bajo custodia, lo mantiene detenido por causa probable o le pide su consentimiento para registrarlo a él, sus cosas, su casa o su carro (RCW 13.40.740). El menor no puede renunciar a esa consulta, y lo que diga sin ella por lo general no se puede usar en la corte. Hay excepciones ante una amenaza inminente a la vida.',
      sayThis: ['Quiero hablar con un abogado antes de responder o aceptar nada.'],
      keywords: ['menor', 'adolescente', 'hijo', 'consentimiento', 'registro', 'mochila'],
    },
  },
];
