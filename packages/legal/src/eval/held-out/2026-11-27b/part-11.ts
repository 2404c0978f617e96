import type { EvalCase } from '../../eval-case';
import { ASK_STATE_EN, ASK_STATE_ES, NOT_COVERED, REFERRAL } from './shared';

/**
 * Part 11: questions outside a police-encounter engine (the answer says plainly it does not cover
 * them and points to a real resource), and questions where the state is missing and matters.
 */
export const PART_11: EvalCase[] = [
  // source (resources): Legal Services Corporation, LawHelp.org, state and local bar referral services
  // and 2-1-1, https://www.ourtaxpartner.com/post/how-to-find-and-access-free-legal-aid-services-near-you;
  // legal aid handles "child custody or divorce case[s]", https://www.onlinecoursetoday.com/articles/free-flyz/
  {
    id: 'hob-oos-custody-jackson-ms',
    state: 'MS',
    question: {
      message:
        "My ex won't let me see my kids since we split up. I live in Jackson. How do I get joint custody in Mississippi?",
    },
    mustContain: [NOT_COVERED, REFERRAL],
    mustNotContain: [/(you will|you'll) (get|win|be awarded) (joint )?custody/i],
  },
  // source (resources): LSC / LawHelp.org / bar referral,
  // https://www.ourtaxpartner.com/post/how-to-find-and-access-free-legal-aid-services-near-you
  {
    id: 'hob-oos-irs-garnish-little-rock',
    state: 'AR',
    question: {
      message:
        'The IRS is garnishing my paycheck in Little Rock for back taxes from 2021. How do I stop it?',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  // source (resources): bar association referral services and legal aid,
  // https://www.bafound.org/patient_resource/legal-aid/
  {
    id: 'hob-oos-carry-permit-billings',
    state: 'MT',
    question: {
      message: 'How do I apply for a concealed carry permit in Billings and how long does it take?',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  // source (resources): for a pending criminal case, the person's own defense lawyer or the public
  // defender; criminal defendants who cannot afford counsel get public defenders,
  // https://www.ourtaxpartner.com/post/how-to-access-legal-aid-and-free-legal-resources
  {
    id: 'hob-oos-pending-plea-portland-me',
    state: 'ME',
    question: {
      message:
        'My trial for the assault charge in Portland, Maine is next month. The DA offered a plea for 6 months. Will I win if I go to trial or should I take the deal?',
    },
    mustContain: [NOT_COVERED, REFERRAL],
    mustNotContain: [
      /you (will|would|are going to) (win|lose|be acquitted|be convicted)/i,
      /you should (definitely )?(take|accept|reject|turn down) (the )?(deal|plea|offer)/i,
    ],
  },
  // source (resources): legal aid handles eviction and housing disputes,
  // https://www.ourtaxpartner.com/post/how-to-find-and-access-free-legal-aid-services-near-you
  {
    id: 'hob-oos-eviction-burlington-vt',
    state: 'VT',
    question: {
      message:
        'My landlord in Burlington gave me 14 days to get out because he wants to sell. Is that legal in Vermont?',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  // source (resources): legal aid covers "workplace injuries", https://www.howtodothings.com/business/how-to-look-for-free-legal-aid-services;
  // bar referral services.
  {
    id: 'hob-oos-workers-comp-charleston-wv',
    state: 'WV',
    question: {
      message:
        'I hurt my back at work in Charleston WV and my boss says workers comp won’t cover it. What are my options?',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  // source (resources): legal aid and bar referral for divorce and family law,
  // https://www.onlinecoursetoday.com/articles/free-flyz/
  {
    id: 'hob-oos-alimony-wilmington-de',
    state: 'DE',
    question: {
      message:
        'Getting divorced in Wilmington. How much alimony will I have to pay my wife in Delaware?',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  // source (resources): legal aid organizations handle "Immigration and citizenship matters",
  // https://www.ourtaxpartner.com/post/how-to-find-and-access-free-legal-aid-services-near-you;
  // "It is almost always a good idea to speak with a lawyer before you answer questions about your
  // immigration status", https://www.peacecouncil.net/pnls/08/775/775silent.htm
  {
    id: 'hob-oos-asylum-es-los-angeles',
    state: 'CA',
    language: 'es',
    question: {
      message:
        'Llegué hace 3 meses a Los Ángeles desde Honduras. ¿Cómo pido asilo y cuánto tiempo tengo para hacerlo?',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  // source (resources): LawHelp.org / LSC directory of legal aid by state and topic,
  // https://www.ourtaxpartner.com/post/how-to-find-and-access-free-legal-aid-services-near-you
  {
    id: 'hob-oos-itin-taxes-es-phoenix',
    state: 'AZ',
    language: 'es',
    question: {
      message:
        'Trabajo en Phoenix y no tengo seguro social. ¿Cómo saco un ITIN para declarar mis impuestos?',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  // source (resources): legal aid handles "child custody and support issues",
  // https://geunim.com/your-guide-to-legal-aid-free-legal-assistance
  {
    id: 'hob-oos-child-support-es-miami',
    state: 'FL',
    language: 'es',
    question: {
      message:
        'El papá de mi hija en Miami no paga la manutención desde hace un año. ¿Qué puedo hacer para cobrarle?',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  // source (resources): bar association lawyer referral services,
  // https://www.ourtaxpartner.com/post/how-to-find-and-access-free-legal-aid-services-near-you
  {
    id: 'hob-oos-car-crash-insurance-es-houston',
    state: 'TX',
    language: 'es',
    question: {
      message:
        'Me chocaron por detrás en Houston y el seguro del otro conductor no me quiere pagar el carro. ¿Cómo lo demando?',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  // source (resources): legal aid handles "wage theft" and employment rights,
  // https://geunim.com/your-guide-to-legal-aid-free-legal-assistance
  {
    id: 'hob-oos-unpaid-wages-es-chicago',
    state: 'IL',
    language: 'es',
    question: {
      message:
        'Trabajé tres semanas en una construcción en Chicago y el patrón no me pagó. ¿Cómo recupero mi dinero?',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  // source (resources): for a pending criminal case, the defense lawyer or public defender,
  // https://www.ourtaxpartner.com/post/how-to-access-legal-aid-and-free-legal-resources ("the government
  // provides public defenders for those accused of crimes").
  {
    id: 'hob-oos-pending-hearing-es-denver',
    state: 'CO',
    language: 'es',
    question: {
      message:
        'Mi audiencia por el caso de robo es el martes en Denver. ¿Qué me va a decir el juez? ¿Me van a dar cárcel?',
    },
    mustContain: [NOT_COVERED, REFERRAL],
    mustNotContain: [
      /(?<!no )(le )?(van a|va a) (dar|poner) (c[áa]rcel|prisi[óo]n|libertad condicional)/i,
    ],
  },
  // source (resources): bar association referral services, https://www.bafound.org/patient_resource/legal-aid/
  {
    id: 'hob-oos-gun-permit-es-cheyenne',
    state: 'WY',
    language: 'es',
    question: {
      message:
        'Soy residente permanente y vivo en Cheyenne. ¿Puedo comprar una pistola y qué permiso necesito?',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  // source (resources): LawHelp.org and legal aid directories,
  // https://www.onlinecoursetoday.com/articles/free-flyz/
  {
    id: 'hob-oos-will-inheritance-es-des-moines',
    state: 'IA',
    language: 'es',
    question: {
      message:
        'Mi papá murió en Des Moines sin testamento. ¿Cómo se reparte la casa entre mis hermanos y yo?',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  // source: stop-and-identify laws "vary from state to state in the states that have such laws",
  // https://legalfix.com/topics/criminal-charges/failure-to-id/az; e.g. Nevada requires a name on a
  // lawful detention (NRS 171.123) while Texas requires it only after arrest (Tex. Penal Code § 38.02).
  {
    id: 'hob-nostate-name-on-street',
    question: {
      message:
        "Do I have to tell a cop my name if he stops me on the street? I haven't done anything wrong.",
    },
    mustContain: [ASK_STATE_EN],
    mustNotContain: [
      /(every|all) states? (require|make) you (to )?(give|tell|provide) (your|a) name/i,
    ],
  },
  // source: all-party consent in some states (Fla. Stat. § 934.03, https://legalclarity.org/is-florida-a-one-party-consent-state-for-recording-conversations;
  // ORS 165.540 notice rule, https://www.northwestdefender.com/quick-guides/recording-oregon-law-enforcement/)
  // versus one-party consent in "many other states".
  {
    id: 'hob-nostate-secret-recording',
    question: {
      message:
        "Is it legal to record a cop without telling him? I heard some states need everyone's consent and some don't.",
    },
    mustContain: [ASK_STATE_EN],
  },
  // source: phone-call rules differ by state: Cal. Penal Code § 851.5 (three completed calls within three
  // hours), https://codes.findlaw.com/ca/penal-code/pen-sect-851-5.html; Mass. G.L. c. 276, § 33A (use of
  // the telephone at the arrestee's expense), https://cetient.com/opinion/2217386/commonwealth-v-bouchard
  {
    id: 'hob-nostate-phone-calls-es',
    language: 'es',
    question: {
      message: 'Si me arrestan, ¿cuántas llamadas me dejan hacer y a quién?',
    },
    mustContain: [ASK_STATE_ES],
  },
  // source: odor rules differ by state: Md. Crim. Proc. § 1-211 (no stop or search based solely on
  // cannabis odor); Va. Code § 4.1-1302; State v. Torgerson (Minn. 2023); but Robinson v. State (Md.
  // 2017, before the statute) held odor was probable cause,
  // http://law.justia.com/cases/maryland/court-of-appeals/2017/37-16.html
  {
    id: 'hob-nostate-weed-odor-es',
    language: 'es',
    question: {
      message: '¿La policía puede registrar mi carro solo porque dice que huele a marihuana?',
    },
    mustContain: [ASK_STATE_ES],
    mustNotContain: [/(?<!no )en (todos los estados|todo el pa[íi]s) (pueden|puede) registrar/i],
  },
  // source: sobriety checkpoints are conducted in 38 states and DC and not in twelve states,
  // https://www.trafficviolationlawfirms.com/resources/traffic-tickets/driving-under-influence/is-it-legal-be-detained-searched-a-sob;
  // Michigan Dep't of State Police v. Sitz (1990).
  {
    id: 'hob-nostate-checkpoint-es',
    language: 'es',
    question: {
      message:
        '¿Son legales los retenes de alcohol donde paran a todos los carros? ¿Me puedo dar la vuelta antes de llegar?',
    },
    mustContain: [ASK_STATE_ES],
  },
];
