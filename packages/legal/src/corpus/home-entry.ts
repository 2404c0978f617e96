import type { LegalRule } from '../types';
import { CASES, CONSTITUTION } from './sources';
import { THIRD_PASS_SOURCES as S } from './third-pass-sources';

const REVIEWED_ON = '2026-11-27';

/**
 * Who may let police into a home, and what a warrant allows there: questions about a roommate's
 * consent, an arrest warrant at the door or a chase into a house got the general door rule.
 */
export const HOME_ENTRY_RULES: LegalRule[] = [
  {
    id: 'search-third-party-consent',
    topic: 'search',
    reviewed: REVIEWED_ON,
    title: 'When a roommate or family member consents to a search',
    text: 'Someone who shares your home, such as a roommate, spouse or parent, can consent to a search of the spaces you share, and a search is valid if police reasonably believed the person could consent (United States v. Matlock; Illinois v. Rodriguez). But if you are there and say no, your refusal wins for the shared home (Georgia v. Randolph), unless police have lawfully removed you, for example by arresting you (Fernandez v. California). A landlord or hotel clerk generally cannot consent for your home or room, so without a warrant or an emergency their letting police in does not make the search lawful (Chapman v. United States; Stoner v. California).',
    sayThis: ['I live in this home, and I do not consent to any search.'],
    keywords: [
      'roommate',
      'spouse',
      'wife',
      'husband',
      'girlfriend',
      'boyfriend',
      'parents',
      'landlord',
      'hotel',
      'motel',
      'my mom',
      'my dad',
      'let them in',
      'consented',
      'someone else',
      'third party consent',
    ],
    sources: [S.matlock, S.illinoisRodriguez, S.randolph, S.fernandez, S.chapman, S.stoner],
    es: {
      title: 'Cuando un compañero de casa o un familiar da su consentimiento para un registro',
      text: 'Alguien que comparte su casa, como un compañero de cuarto, su pareja o sus padres, puede dar su consentimiento para registrar los espacios que comparten, y el registro es válido si la policía creyó razonablemente que esa persona podía darlo (United States v. Matlock; Illinois v. Rodriguez). Pero si usted está presente y dice que no, su negativa vale para la casa compartida (Georgia v. Randolph), salvo que la policía lo haya retirado legalmente, por ejemplo al arrestarlo (Fernandez v. California). Un casero o el empleado de un hotel por lo general no puede dar su consentimiento por su casa o su cuarto, así que sin una orden judicial o una emergencia, que deje entrar a la policía no hace legal el registro (Chapman v. United States; Stoner v. California).',
      sayThis: ['Yo vivo en esta casa y no doy mi consentimiento para ningún registro.'],
      keywords: [
        'compañero de cuarto',
        'roomie',
        'esposa',
        'esposo',
        'pareja',
        'novia',
        'novio',
        'mis padres',
        'mi mamá',
        'mi papá',
        'casero',
        'dejó entrar',
        'dejaron entrar',
      ],
    },
  },
  {
    id: 'search-warrant-at-home',
    topic: 'search',
    reviewed: REVIEWED_ON,
    title: 'When police have a search warrant for your home',
    text: 'A search warrant signed by a judge lets police enter and search the places and things it names, and they may hold the people inside while they search (Michigan v. Summers). Ask to see it, do not resist or get in the way, and say you do not consent to a search beyond it. You still do not have to answer questions.',
    sayThis: ['I do not consent to a search beyond the warrant. I will remain silent.'],
    keywords: [
      'search warrant',
      'have a warrant',
      'with a warrant',
      'raid',
      'executing',
      'signed by a judge',
      'tear up',
      'held us',
    ],
    sources: [S.summers, CONSTITUTION.fourth],
    es: {
      title: 'Cuando la policía tiene una orden judicial de registro para su casa',
      text: 'Una orden judicial de registro firmada por un juez permite a la policía entrar y registrar los lugares y las cosas que nombra, y puede retener a las personas que están adentro mientras registra (Michigan v. Summers). Pida verla, no se resista ni estorbe, y diga que no da su consentimiento para un registro que vaya más allá de ella. Aun así no tiene que responder preguntas.',
      sayThis: [
        'No doy mi consentimiento para un registro más allá de la orden judicial. Voy a permanecer en silencio.',
      ],
      keywords: ['orden de cateo', 'tienen una orden', 'con una orden', 'redada', 'allanamiento'],
    },
  },
  {
    id: 'arrest-warrant-home-entry',
    topic: 'search',
    reviewed: REVIEWED_ON,
    title: 'An arrest warrant at your door',
    text: 'An arrest warrant lets police enter the home of the person it names when they have reason to believe that person is inside (Payton v. New York); to look for that person in someone else’s home they need a search warrant (Steagald v. United States). Ask them to show the warrant and check the name and address. If it is for you, do not resist; say you will remain silent and want a lawyer.',
    sayThis: ['Please show me the warrant. I will remain silent, and I want a lawyer.'],
    keywords: [
      'arrest warrant',
      'warrant for my arrest',
      'warrant out for',
      'warrant for my son',
      'warrant for my boyfriend',
    ],
    sources: [CASES.payton, S.steagald],
    es: {
      title: 'Una orden judicial de arresto en su puerta',
      text: 'Una orden judicial de arresto permite a la policía entrar en la casa de la persona que nombra cuando tiene razones para creer que esa persona está adentro (Payton v. New York); para buscarla en la casa de otra persona necesita una orden judicial de registro (Steagald v. United States). Pida que le muestren la orden judicial y verifique el nombre y la dirección. Si es contra usted, no se resista; diga que va a permanecer en silencio y que quiere un abogado.',
      sayThis: [
        'Por favor, muéstreme la orden judicial. Voy a permanecer en silencio y quiero un abogado.',
      ],
      keywords: [
        'orden de arresto',
        'orden de aprehensión',
        'buscan a alguien',
        'buscan a mi hijo',
        'entrar a arrestar',
      ],
    },
  },
  {
    id: 'search-consent-false-warrant',
    topic: 'search',
    reviewed: REVIEWED_ON,
    title: 'Giving in to a claimed warrant is not consent',
    text: 'If police say they have a warrant and you let them in because of it, that is not consent: a search cannot be justified by consent given in the face of a claimed warrant, so it stands only if the warrant is real and valid (Bumper v. North Carolina). Ask to see the warrant; if they have none, say you do not consent.',
    sayThis: ['Please show me the warrant. Without one, I do not consent to a search.'],
    keywords: ['lie about a warrant', 'said they had a warrant', 'claim', 'fake warrant', 'bluff'],
    sources: [S.bumper, CONSTITUTION.fourth],
    es: {
      title: 'Ceder ante una supuesta orden judicial no es consentimiento',
      text: 'Si la policía dice que tiene una orden judicial y usted la deja entrar por eso, no es consentimiento: un registro no puede justificarse con un consentimiento dado ante una supuesta orden judicial, así que solo vale si la orden es real y válida (Bumper v. North Carolina). Pida ver la orden judicial; si no la tienen, diga que no da su consentimiento.',
      sayThis: [
        'Por favor, muéstreme la orden judicial. Sin ella, no doy mi consentimiento para un registro.',
      ],
      keywords: ['mentir sobre una orden', 'dijeron que tenían una orden', 'orden falsa'],
    },
  },
  {
    id: 'search-home-hot-pursuit',
    topic: 'search',
    reviewed: REVIEWED_ON,
    title: 'Police chasing someone into a home',
    text: 'Chasing someone suspected only of a misdemeanor does not by itself let police follow that person into a home without a warrant; a court decides case by case whether there was a real emergency, such as a risk of violence, escape or destroyed evidence (Lange v. California).',
    keywords: [
      'chased',
      'chase',
      'followed me inside',
      'followed me into',
      'hot pursuit',
      'ran inside',
      'ran into my house',
      'garage',
    ],
    sources: [S.lange, CONSTITUTION.fourth],
    es: {
      title: 'La policía que persigue a alguien hasta una casa',
      text: 'Perseguir a alguien sospechoso solo de un delito menor no permite por sí solo que la policía lo siga dentro de una casa sin una orden judicial; un tribunal decide caso por caso si hubo una emergencia real, como un riesgo de violencia, de fuga o de que se destruyan pruebas (Lange v. California).',
      keywords: ['persiguió', 'persiguieron', 'persecución', 'me siguió adentro', 'cochera'],
    },
  },
  {
    id: 'arrest-at-home-no-warrant',
    topic: 'search',
    reviewed: '2026-11-28',
    title: 'Police at the door to arrest someone, with no warrant',
    text: 'Without a warrant, police may not go into a home to arrest someone unless a person who lives there lets them in or there is an emergency, such as chasing the person there or a danger to someone inside (Payton v. New York). You do not have to open the door; say through it that you do not consent to their entering. If they come in anyway, do not resist; say you do not consent, and tell a lawyer later.',
    sayThis: [
      'I do not consent to your entering. If you have a warrant, please slide it under the door.',
    ],
    // Few words of its own: its situation brings it; a plain knock without a warrant is the door rule.
    keywords: ['arrest at home', 'take him away'],
    sources: [CASES.payton, CONSTITUTION.fourth],
    es: {
      title: 'La policía en la puerta para arrestar a alguien, sin orden judicial',
      text: 'Sin una orden judicial, la policía no puede entrar a una casa para arrestar a alguien, salvo que una persona que vive allí la deje entrar o haya una emergencia, como perseguir a esa persona hasta allí o un peligro para alguien adentro (Payton v. New York). No tiene que abrir la puerta; diga a través de ella que no da su consentimiento para que entren. Si entran de todos modos, no se resista; diga que no da su consentimiento y cuénteselo después a un abogado.',
      sayThis: [
        'No doy mi consentimiento para que entren. Si tienen una orden judicial, pásenla por debajo de la puerta.',
      ],
      keywords: ['arrestar en casa', 'llevárselo'],
    },
  },
  {
    id: 'search-present-objection',
    topic: 'search',
    reviewed: '2026-11-28',
    title: 'You said no while someone you live with said yes',
    text: 'If you live in the home, are present and tell police no, your refusal wins over a roommate’s or partner’s yes: they may not search your shared home on that consent without a warrant (Georgia v. Randolph). It is different if police have lawfully removed you first, for example by arresting you, or in an emergency (Fernandez v. California). Say your refusal clearly, do not block them physically, and tell a lawyer what happened.',
    sayThis: ['This is my home, and I do not consent to any search.'],
    keywords: ['said no', 'refused', 'objected'],
    sources: [S.randolph, S.fernandez, CONSTITUTION.fourth],
    es: {
      title: 'Usted dijo que no en la puerta mientras otra persona dijo que sí',
      text: 'Si usted vive en la casa, está presente y se niega (le dice que no a la policía), su negativa vale más que el sí de su compañero de casa o su pareja: no pueden registrar la casa que comparten con ese consentimiento sin una orden judicial (Georgia v. Randolph). Es distinto si la policía lo sacó legalmente antes, por ejemplo arrestándolo, o si hay una emergencia (Fernandez v. California). Diga claramente que se niega, no les bloquee el paso físicamente y cuénteselo a un abogado.',
      sayThis: ['Yo vivo aquí y no doy mi consentimiento para ningún registro.'],
      keywords: ['dije que no', 'me negué'],
    },
  },
];
