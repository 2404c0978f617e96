import type { LegalRule, LegalSource } from '../types';
import { CASES, CONSTITUTION } from './sources';

/**
 * Where and how one records, and a state search rule people ask about (the missing
 * topics). Checked on 2026-11-26: 41 C.F.R. § 102-74.420 (eCFR text), A.R.S. § 13-3732 and its
 * injunctions (the preliminary-injunction order and the July 2023 reports of the permanent one),
 * N.Y. Penal Law § 222.05(3) (its text and People v. Salley, 205 A.D.3d 651 (1st Dep't 2022)),
 * Case v. Montana (the opinion's summaries: IMLA, Police1 and the AP, Jan. 14, 2026), Md. Crim.
 * Proc. § 1-211 (its text on Westlaw's public code), Commonwealth v. Barr (the opinion).
 */
const CHECKED = '2026-11-26';

const FEDERAL_PHOTOGRAPHY: LegalSource = {
  title: 'Photographs on federal property (news purposes)',
  citation: '41 C.F.R. § 102-74.420',
  url: 'https://lexbuild.dev/ecfr/title-41/chapter-102/part-102-74/section-102-74.420',
};
const PERRY: LegalSource = {
  title: 'Perry Education Ass’n v. Perry Local Educators’ Ass’n',
  citation: '460 U.S. 37 (1983)',
};
const ARIZONA_13_3732: LegalSource = {
  title: 'Arizona HB 2319 (2022): recording police within 8 feet',
  citation: 'Ariz. Rev. Stat. § 13-3732 (HB 2319, 2022)',
  states: ['AZ'],
};
const ARIZONA_BROADCASTERS: LegalSource = {
  title: 'Arizona Broadcasters Ass’n v. Brnovich',
  citation:
    'No. 2:22-cv-01431-JJT (D. Ariz.) (preliminary injunction Sept. 9, 2022; permanent injunction July 2023)',
};
const NEW_YORK_222_05: LegalSource = {
  title: 'New York: personal use of cannabis; odor is no reason to search',
  citation: 'N.Y. Penal Law § 222.05(3)',
  url: 'https://nysentencing.com/new/gw24/pl/3/M/pl222/pl222_05.htm',
  states: ['NY'],
};
const MARYLAND_1_211: LegalSource = {
  title: 'Maryland: no stop or search on the odor of cannabis alone',
  citation: 'Md. Code Ann., Crim. Proc. § 1-211 (2023)',
  states: ['MD'],
};
const COMMONWEALTH_V_BARR: LegalSource = {
  title: 'Commonwealth v. Barr',
  citation: '266 A.3d 25 (Pa. 2021)',
  states: ['PA'],
};
const CASE_V_MONTANA: LegalSource = {
  title: 'Case v. Montana',
  citation: 'No. 24-624 (U.S. Jan. 14, 2026)',
  url: 'https://imla.org/?p=26118',
};
const BRIGHAM_CITY: LegalSource = {
  title: 'Brigham City v. Stuart',
  citation: '547 U.S. 398 (2006)',
};
const FAA_RECREATIONAL: LegalSource = {
  title: 'Recreational drone flights',
  citation: '49 U.S.C. § 44809',
};
const FAA_PART_107: LegalSource = {
  title: 'Small unmanned aircraft systems (FAA Part 107)',
  citation: '14 C.F.R. pt. 107',
};
const FAA_TFR: LegalSource = {
  title: 'Temporary flight restrictions over disasters and hazards',
  citation: '14 C.F.R. § 91.137',
};

export const PLACES_RULES: LegalRule[] = [
  {
    id: 'recording-government-buildings',
    topic: 'recording',
    reviewed: CHECKED,
    title: 'Recording inside government buildings and police-station lobbies',
    text: 'Inside a government building the rules are stricter than on the street: the government may set reasonable limits there, such as no recording in courtrooms or past security (Perry Education Ass’n), and whether you may film in a police-station lobby depends on local rules that courts have not settled. In federal buildings you may photograph lobbies, corridors and entrances for news unless a security rule or court order says otherwise (41 C.F.R. § 102-74.420). If told to stop, stop or leave, and challenge it later.',
    sayThis: ['Is there a written rule against recording in this building? I will step outside.'],
    keywords: [
      'lobby',
      'police station',
      'city hall',
      'courthouse',
      'government building',
      'federal building',
      'inside',
    ],
    sources: [PERRY, FEDERAL_PHOTOGRAPHY, CONSTITUTION.first],
    es: {
      title: 'Grabar dentro de edificios del gobierno y vestíbulos de estaciones de policía',
      text: 'Dentro de un edificio del gobierno las reglas son más estrictas que en la calle: el gobierno puede poner límites razonables, como no grabar en las salas de audiencia o después del control de seguridad (Perry Education Ass’n), y si puede filmar en el vestíbulo de una estación de policía depende de reglas locales que los tribunales no han resuelto. En los edificios federales puede fotografiar vestíbulos, pasillos y entradas con fines informativos salvo que una regla de seguridad o una orden judicial lo prohíba (41 C.F.R. § 102-74.420). Si le dicen que pare, pare o salga, e impúgnelo después.',
      sayThis: ['¿Hay una regla escrita que prohíba grabar en este edificio? Voy a salir.'],
      keywords: [
        'vestíbulo',
        'estación de policía',
        'comisaría',
        'ayuntamiento',
        'tribunal',
        'edificio del gobierno',
        'edificio federal',
        'adentro',
      ],
    },
  },
  {
    id: 'search-cannabis-odor',
    topic: 'cannabis',
    reviewed: CHECKED,
    title: 'The smell of cannabis as a reason to search',
    text: 'Whether the smell of cannabis lets police search you or your car depends on your state: some, such as New York, Maryland and Pennsylvania, say odor alone is not enough, while elsewhere it can still count toward the probable cause a car search needs (Carroll v. United States). Say clearly that you do not consent to a search.',
    sayThis: ['I do not consent to a search.'],
    keywords: ['cannabis', 'marijuana', 'weed', 'smell', 'odor', 'smoke'],
    sources: [CASES.carroll, CONSTITUTION.fourth],
    es: {
      title: 'El olor a cannabis como motivo para un registro',
      text: 'Si el olor a cannabis permite a la policía registrarlo a usted o a su carro depende de su estado: algunos, como New York, Maryland y Pennsylvania, dicen que el olor por sí solo no basta, mientras que en otros todavía puede contar para la causa probable que requiere el registro de un carro (Carroll v. United States). Diga claramente que no da su consentimiento para un registro.',
      sayThis: ['No doy mi consentimiento para que me registren.'],
      keywords: ['cannabis', 'marihuana', 'mota', 'olor', 'huele', 'humo'],
    },
  },
  {
    id: 'search-maryland-cannabis-odor',
    topic: 'cannabis',
    reviewed: CHECKED,
    title: 'Maryland: no stop or search on the smell of cannabis alone',
    text: 'In Maryland police may not stop or search you or your car based only on the odor of cannabis, burnt or not, or on a personal-use amount, and evidence found in breach of that rule, even with your consent, cannot be used (Md. Code, Crim. Proc. § 1-211).',
    keywords: ['cannabis', 'marijuana', 'weed', 'smell', 'odor', 'smoke'],
    states: ['MD'],
    sources: [MARYLAND_1_211],
    es: {
      title: 'Maryland: no pueden pararlo ni registrarlo solo por el olor a cannabis',
      text: 'En Maryland la policía no puede pararlo ni registrarlo a usted o a su carro solo por el olor a cannabis, quemado o no, ni por una cantidad para uso personal, y las pruebas obtenidas violando esa regla, incluso con su consentimiento, no pueden usarse (Md. Code, Crim. Proc. § 1-211).',
      keywords: ['cannabis', 'marihuana', 'mota', 'olor', 'huele', 'humo'],
    },
  },
  {
    id: 'search-pennsylvania-cannabis-odor',
    topic: 'cannabis',
    reviewed: CHECKED,
    title: 'Pennsylvania: the smell of marijuana alone is not enough to search a car',
    text: 'In Pennsylvania the smell of marijuana alone is not probable cause to search a car without a warrant; police may count it only as one factor among all the circumstances (Commonwealth v. Barr).',
    keywords: ['cannabis', 'marijuana', 'weed', 'smell', 'odor', 'smoke'],
    states: ['PA'],
    sources: [COMMONWEALTH_V_BARR],
    es: {
      title: 'Pennsylvania: el olor a marihuana por sí solo no basta para registrar un carro',
      text: 'En Pennsylvania el olor a marihuana por sí solo no es causa probable para registrar un carro sin orden judicial; la policía solo puede contarlo como un factor entre todas las circunstancias (Commonwealth v. Barr).',
      keywords: ['cannabis', 'marihuana', 'mota', 'olor', 'huele', 'humo'],
    },
  },
  {
    id: 'search-home-emergency-aid',
    topic: 'search',
    reviewed: CHECKED,
    title: 'Police entering your home in an emergency',
    text: 'Police may enter your home without a warrant for an emergency only when they have an objectively reasonable basis to believe someone inside is seriously hurt or in immediate danger, and once inside they may do only what is needed to help and stay safe (Case v. Montana, 2026; Brigham City v. Stuart). A welfare check is not permission to search the house.',
    sayThis: ['I do not consent to a search of my home.'],
    keywords: [
      'welfare check',
      'wellness check',
      'emergency',
      'enter my home',
      'come in',
      'break in',
    ],
    sources: [CASE_V_MONTANA, BRIGHAM_CITY, CONSTITUTION.fourth],
    es: {
      title: 'La policía entra a su casa por una emergencia',
      text: 'La policía puede entrar a su casa sin una orden judicial por una emergencia solo cuando tiene una base objetivamente razonable para creer que alguien adentro está gravemente herido o en peligro inmediato, y una vez adentro solo puede hacer lo necesario para ayudar y mantenerse a salvo (Case v. Montana, 2026; Brigham City v. Stuart). Una visita para ver cómo está alguien no es permiso para registrar la casa.',
      sayThis: ['No doy mi consentimiento para que registren mi casa.'],
      keywords: ['ver cómo estoy', 'emergencia', 'entrar a mi casa', 'entrar', 'forzar la puerta'],
    },
  },
  {
    id: 'recording-drones',
    topic: 'recording',
    reviewed: CHECKED,
    title: 'Recording police with a drone',
    text: 'A drone is an aircraft, so federal aviation rules decide where it may fly: hobby flights follow 49 U.S.C. § 44809 and other flights the FAA’s Part 107 rules, and the FAA often closes the airspace over fires, accidents and large police operations with temporary flight restrictions (14 C.F.R. § 91.137). Flying into one can bring fines or charges, and some states limit drones over people or property, so check the airspace before you launch.',
    keywords: ['drone', 'drones', 'uav', 'fly', 'flight', 'airspace', 'faa'],
    sources: [FAA_RECREATIONAL, FAA_PART_107, FAA_TFR],
    es: {
      title: 'Grabar a la policía con un dron',
      text: 'Un dron es una aeronave, así que las reglas federales de aviación deciden dónde puede volar: los vuelos recreativos siguen 49 U.S.C. § 44809 y los demás las reglas Part 107 de la FAA, y la FAA a menudo cierra el espacio aéreo sobre incendios, accidentes y operaciones policiales grandes con restricciones temporales de vuelo (14 C.F.R. § 91.137). Volar dentro de una puede traer multas o cargos, y algunos estados limitan los drones sobre personas o propiedades, así que revise el espacio aéreo antes de despegar.',
      keywords: ['dron', 'drones', 'volar', 'vuelo', 'espacio aéreo', 'faa'],
    },
  },
  {
    id: 'arizona-eight-foot-recording-law',
    // A distance law like the buffer laws, so the restrictions guide lists it beside them.
    topic: 'interference',
    reviewed: CHECKED,
    tracks: 'litigation',
    title: 'Arizona: the 8-foot recording law is blocked',
    text: 'Arizona’s 2022 law against video-recording police from within 8 feet after being told to stop (A.R.S. § 13-3732) is blocked and cannot be enforced: a federal court blocked it before it took effect and permanently in July 2023, after the state declined to defend it (Arizona Broadcasters Ass’n v. Brnovich). Officers may still order you back if you physically interfere.',
    keywords: ['8 feet', 'eight feet', 'distance', 'how close', 'hb 2319'],
    states: ['AZ'],
    sources: [ARIZONA_13_3732, ARIZONA_BROADCASTERS],
    es: {
      title: 'Arizona: la ley de grabación a 8 pies está bloqueada',
      text: 'La ley de Arizona de 2022 que convertía en delito grabar en video a la policía a menos de 8 pies después de que le dijeran que parara (A.R.S. § 13-3732) está bloqueada y no se puede aplicar: un tribunal federal la bloqueó antes de que entrara en vigor y de forma permanente en julio de 2023, después de que el estado se negó a defenderla (Arizona Broadcasters Ass’n v. Brnovich). Los oficiales todavía pueden ordenarle retroceder si usted interfiere físicamente.',
      keywords: ['8 pies', 'ocho pies', 'distancia', 'qué tan cerca', 'hb 2319'],
    },
  },
  {
    id: 'search-new-york-cannabis-odor',
    topic: 'cannabis',
    reviewed: CHECKED,
    title: 'New York: the smell of cannabis is no reason to search',
    text: 'In New York the odor of cannabis, burnt or not, is not by itself a reason to believe a crime was committed, so it cannot justify searching you or your car; a narrower rule applies when police investigate impaired driving (N.Y. Penal Law § 222.05(3)).',
    keywords: ['cannabis', 'marijuana', 'weed', 'smell', 'odor', 'smoke'],
    states: ['NY'],
    sources: [NEW_YORK_222_05],
    es: {
      title: 'New York: el olor a cannabis no es motivo para un registro',
      text: 'En New York el olor a cannabis, quemado o no, no es por sí solo motivo para creer que se cometió un delito, así que no justifica registrarlo a usted ni a su carro; hay una regla más limitada cuando la policía investiga si alguien maneja bajo los efectos (N.Y. Penal Law § 222.05(3)).',
      keywords: ['cannabis', 'marihuana', 'mota', 'olor', 'huele', 'humo'],
    },
  },
];
