import type { EvalCase } from '../../eval-case';
import {
  ADMIN_WARRANT_ES,
  ASK_STATE_ES,
  DONT_OPEN_ES,
  JUDGE_WARRANT_ES,
  LAWYER_ES,
  SILENT_ES,
} from './shared';

/** Spanish: Connecticut, Rhode Island, DC, Utah, three follow-ups, two with no place. */
export const PART_11: EvalCase[] = [
  // source: https://peer2peernews.com/feed/4155678 (Connecticut TRUST Act as amended in 2019:
  // officials may not honor ICE detainers unless there is a judicial warrant, a class A or B felony
  // conviction, or a terrorism watchlist match); https://www.safeimmigrants.us/connecticut-trust-act
  // (2025 amendments let individuals sue departments that violate it)
  {
    id: 'hod-es-ct-danbury-trust',
    state: 'CT',
    language: 'es',
    question: {
      message:
        'Mi hermana está detenida en Danbury, Connecticut por un caso menor. ¿La policía la puede entregar a ICE cuando salga?',
      language: 'es',
    },
    mustContain: [JUDGE_WARRANT_ES, /TRUST|detainer|solicitud(?:es)? de (?:ICE|detenci[óo]n)/i],
    mustNotContain: [
      /(?<!no )(?:debe|tiene que|est[áa] obligad\w* a) (?:cumplir|honrar|respetar|obedecer) (?:el |la |cualquier )?(?:detainer|solicitud|orden) de ICE/i,
    ],
  },
  // source: https://en.wikipedia.org/wiki/Knock_and_talk (per Kentucky v. King, an occupant has no
  // obligation to open the door or to speak when officers without a warrant knock)
  {
    id: 'hod-es-ri-pvd-puerta',
    state: 'RI',
    language: 'es',
    question: {
      message:
        "Dos policías de Providence tocaron mi puerta y dicen que solo quieren 'hablar un momento'. No traen orden. ¿Les tengo que abrir?",
      language: 'es',
    },
    mustContain: [DONT_OPEN_ES, /orden/i],
    mustNotContain: [
      /(?<!no )(?:tiene que|debe|est[áa] obligad[oa] a) abrir(?: la puerta)?(?![^.]{0,40}\b(?:si|solo|sólo)\b)/i,
    ],
  },
  // source: https://nhlawoffice.com/questions-answers/what-if-the-police-did-not-read-me-my-miranda-rights-like-ive-seen-on-tv/
  // (failure to read Miranda does not necessarily mean dismissal; the remedy is suppression of
  // statements from custodial interrogation; the case can proceed on other evidence)
  {
    id: 'hod-es-dc-miranda',
    state: 'DC',
    language: 'es',
    question: {
      message:
        'Arrestaron a mi hijo en Washington DC y nunca le leyeron sus derechos. ¿Eso significa que van a tirar el caso?',
      language: 'es',
    },
    mustContain: [
      /no (?:significa|quiere decir)[^.]{0,60}(?:autom[áa]tic|(?:el caso|lo) (?:se )?(?:cae|tir|desestim|anul))|no (?:se )?(?:anula|cae|desestima|tira)\w* (?:el caso )?autom[áa]ticamente|no necesariamente/i,
      /(?:declaraciones|lo que dijo|confesi[óo]n)[^.]{0,60}(?:excluir|suprimir|no (?:se )?(?:pueden|puede) usar|no se usen|inadmisible)|(?:excluir|suprimir)[^.]{0,40}(?:declaraciones|lo que dijo)/i,
      LAWYER_ES,
    ],
    mustNotContain: [
      /(?<!no (?:significa|quiere decir|implica) que )(?:el caso|todo)[^.]{0,20}(?<!no )(?:se cae|se anula|se desestima|lo tiran|lo van a tirar) (?:autom[áa]ticamente|de inmediato)/i,
    ],
  },
  // source: https://www.kellyrubin.com/blog/2019/10/what-you-should-know-about-new-york-citys-right-to-know-act/
  // (if you have given consent but change your mind during the search, you can withdraw your
  // consent); https://www.flexyourrights.org/supreme_court/schneckloth_v_bustamonte (you always
  // have the right to refuse consent)
  {
    id: 'hod-es-ut-slc-retirar',
    state: 'UT',
    language: 'es',
    question: {
      message:
        'Un trooper de Utah me paró en la I-15 cerca de Salt Lake y me preguntó si podía revisar mi troca. Le dije que sí por nervios. ¿Todavía puedo retirar el permiso?',
      language: 'es',
    },
    mustContain: [
      /(?:puede|puedes|se puede) (?:retirar|revocar|cancelar|limitar)|(?:retirar|revocar) (?:su |tu |el )?(?:consentimiento|permiso)|cambiar de opini[óo]n/i,
    ],
    mustNotContain: [
      /no (?:puede|puedes|se puede) (?:retirar|revocar|cancelar)(?: (?:su|tu|el) (?:consentimiento|permiso))?(?![^.]{0,40}(?:lo que|lo ya|antes))/i,
    ],
  },
  // source: https://www.ufcw.org/raids/ (everyone may remain silent; ICE can use it against you if
  // you say where you were born, carry false documents or carry papers from your country)
  {
    id: 'hod-es-ia-stormlake-pais-seguimiento',
    state: 'IA',
    language: 'es',
    question: {
      message:
        '¿Y si un policía de la ciudad me pregunta de qué país soy o me pide mis papeles de México?',
      language: 'es',
      conversationHistory: [
        { role: 'user', content: 'Vivo en Storm Lake, Iowa y trabajo en la planta de pavo.' },
        {
          role: 'assistant',
          content:
            'Entendido. Si alguna autoridad lo para, usted tiene derecho a guardar silencio.',
        },
      ],
    },
    mustContain: [
      SILENT_ES,
      /no (?:mienta|mientas|mentir)|documentos falsos|papeles falsos|no (?:muestre|muestres|ense[ñn]e|ense[ñn]es|lleve|lleves|cargue|cargues) (?:documentos|papeles)/i,
    ],
    mustNotContain: [
      /(?<!no )(?:tiene que|debe|est[áa] obligad[oa] a) (?:decir|decirle|mostrar|mostrarle|ense[ñn]ar)[^.]{0,30}(?:pa[íi]s|naci|papeles|documentos)/i,
    ],
  },
  // source: https://butzel.com/alert-protecting-your-workplace-employer-rights-obligations-during-an-immigration-raid
  // (a judicial warrant is signed by a U.S. District or State Court judge and names the place;
  // administrative warrants, DHS forms I-200 or I-205, do not authorize entry);
  // https://jylawoffice.com/tips-to-prepare-for-immigration-raid-at-workplace/ (a warrant must be
  // signed by a judge and contain the judge's name, your name and address)
  {
    id: 'hod-es-nv-lv-orden-seguimiento',
    state: 'NV',
    language: 'es',
    question: {
      message: 'Ahora dicen que tienen una orden. ¿Cómo sé si es válida?',
      language: 'es',
      conversationHistory: [
        {
          role: 'user',
          content: 'Estoy en Las Vegas y hay agentes de ICE afuera de mi apartamento.',
        },
        {
          role: 'assistant',
          content: 'No abra la puerta. Puede hablar a través de la puerta y guardar silencio.',
        },
      ],
    },
    mustContain: [
      JUDGE_WARRANT_ES,
      ADMIN_WARRANT_ES,
      /por debajo de la puerta|por la ventana|(?:que la|que se la) (?:pasen|muestren|ense[ñn]en)|mostrar(?:la|le)?|ense[ñn]ar(?:la)?/i,
    ],
    mustNotContain: [
      /orden (?:administrativa|de ICE|I-20[05])[^.]{0,40}(?<!no )(?:permite|autoriza|les (?:da|deja)) (?:entrar|la entrada)/i,
    ],
  },
  // source: https://law.onecle.com/ussc/519/519us408.html (Maryland v. Wilson, 519 U.S. 408
  // (1997): an officer making a traffic stop may order passengers to get out of the car pending
  // completion of the stop); https://factually.co/fact-checks/justice/right-to-remain-silent-traffic-stop-6f26e3
  // (passengers may remain silent)
  {
    id: 'hod-es-ar-springdale-bajarse-seguimiento',
    state: 'AR',
    language: 'es',
    question: {
      message: 'El policía me está pidiendo que me baje del carro. ¿Tengo que bajarme?',
      language: 'es',
      conversationHistory: [
        {
          role: 'user',
          content: 'Me pararon en Springdale, Arkansas. Voy de pasajero con mi amigo.',
        },
        {
          role: 'assistant',
          content:
            'El conductor debe mostrar licencia, registro y seguro. Usted puede guardar silencio.',
        },
      ],
    },
    mustContain: [
      /s[íi],? (?:tiene que|debe)|(?:debe|tiene que|hay que) (?:bajarse|bajar|salir|obedecer|cumplir)|(?:puede|pueden) (?:ordenarle|pedirle|exigirle) (?:que )?(?:se baje|salir|bajarse)|Maryland v\.? Wilson/i,
      SILENT_ES,
    ],
    mustNotContain: [
      /no (?:tiene|tienes) que (?:bajarse|bajarte|salir)|no est[áa]s? obligad[oa] a (?:bajarse|bajarte|salir)/i,
    ],
  },
  // No place at all: cannabis odor rules differ by state.
  {
    id: 'hod-es-nostate-mota',
    language: 'es',
    question: {
      message:
        'Un policía me paró manejando y me preguntó si lo dejo revisar el carro porque dice que huele a mota. ¿Puede hacer eso?',
      language: 'es',
    },
    mustContain: [ASK_STATE_ES],
  },
  // No place at all: one-party and all-party recording states differ.
  {
    id: 'hod-es-nostate-grabar-escondidas',
    language: 'es',
    question: {
      message: '¿Es legal grabar a escondidas el audio de un policía cuando me para?',
      language: 'es',
    },
    mustContain: [ASK_STATE_ES],
  },
];
