import type { EvalCase } from '../../eval-case';
import {
  ADMIN_ENTRY_WRONG_ES,
  ADMIN_WARRANT_ES,
  CELULAR_SIN_ORDEN_WRONG_ES,
  DEBE_BAJARSE_ES,
  DONT_OPEN_ES_ANY,
  JUDICIAL_ES,
  LIBRE_IRSE_ES,
  NO_CONSENT_ES,
  NO_MENTIR_ES,
  ODOR_ALONE_ES,
  ODOR_OK_WRONG_ES,
  ORDEN_ARRESTO_ENTRA_ES,
  ORDEN_ES,
  SILENT_ES_ANY,
  anyOf,
  claimEs,
} from './shared';

/** Spanish, traffic stops, searches, homes and immigration agents. */
export const PART_7: EvalCase[] = [
  // source: Pennsylvania v. Mimms, 434 U.S. 106 (1977), restated in Maryland v. Wilson, 519 U.S.
  // 408 (1997) (https://law.onecle.com/ussc/519/519us408.html): the officer may order the driver of
  // a lawfully stopped car to get out.
  {
    id: 'hoe-es-oh-painesville-bajarse-de-la-troca',
    state: 'OH',
    language: 'es',
    question: {
      language: 'es',
      message:
        'me paró un policía en painesville por una placa vencida y ahora quiere que me baje de la troca. yo no hice nada malo, ¿me puedo negar a bajarme? está haciendo un frío',
    },
    mustContain: [DEBE_BAJARSE_ES],
    firstPartMustContain: [DEBE_BAJARSE_ES],
  },

  // source: Maryland v. Wilson, 519 U.S. 408 (1997): passengers may be ordered out pending the end
  // of the stop; ACLU guidance (https://www.huntleylaw.com/5-important-rules-when-the-police-stop-your-car/):
  // drivers and passengers have the right to remain silent.
  {
    id: 'hoe-es-tn-murfreesboro-pasajero-bajarse-preguntas',
    state: 'TN',
    language: 'es',
    question: {
      language: 'es',
      message:
        'iba de pasajero con mi primo en murfreesboro y el policía nos hizo bajar a los dos del carro y empezó a preguntarme de dónde venimos y pa dónde vamos. ¿me puede hacer bajar si yo no iba manejando? ¿tengo que contestarle?',
    },
    mustContain: [DEBE_BAJARSE_ES, SILENT_ES_ANY],
  },

  // source: ACLU guidance (Huntley Law summary above): you may refuse consent to a car search; with
  // probable cause the car may still be searched; Rodriguez v. United States, 575 U.S. 348 (2015)
  // (https://www.americanbar.org/groups/litigation/resources/newsletters/criminal/supreme-court-finds-prolonged-traffic-stop-unconstitutional/).
  {
    id: 'hoe-es-ar-de-queen-revisar-la-troca-permiso',
    state: 'AR',
    language: 'es',
    question: {
      language: 'es',
      message:
        'un trooper me paró en la 70 saliendo de de queen arkansas y me pregunta si me deja "echar un vistazo" a la troca. si le digo que no, ¿se ve que escondo algo? ¿la puede revisar de todos modos?',
    },
    mustContain: [NO_CONSENT_ES, /causa probable|orden/i],
    mustNotContain: [
      claimEs(
        String.raw`(?:negarse|negarte|decir que no|su negativa|tu negativa)[^.]{0,40}(?:le da|les da|da|es|constituye) (?:causa probable|sospecha razonable|motivo)`,
      ),
    ],
  },

  // source: State v. Torgerson (Minn. Sept. 13, 2023, https://www.studicata.com/summaries/supreme-court-of-minnesota/state-v-torgerson-2023-315u8c):
  // the odor of marijuana alone is not probable cause to search a vehicle.
  {
    id: 'hoe-es-mn-richfield-olor-a-mota',
    state: 'MN',
    language: 'es',
    question: {
      language: 'es',
      message:
        'en richfield la policía me paró en la lyndale y dijo que huele a mota y que va a revisar todo el carro. ¿no que ya es legal en minnesota? ¿puede revisar nomás por el olor?',
    },
    mustContain: [ODOR_ALONE_ES],
    mustNotContain: [ODOR_OK_WRONG_ES],
  },

  // source: ICE Encounter (https://iceencounter.com/know-your-rights/home-raids) and Cabanillas
  // Law (https://www.cabanillaslaw.com/blog/2017/1/28/if-an-ice-agent-shows-up-at-your-door): an
  // ICE administrative warrant (I-200/I-205) does not allow entry into a home; only a judge-signed
  // warrant does; do not open, remain silent, do not sign.
  {
    id: 'hoe-es-nj-perth-amboy-migra-puerta-papel-dhs',
    state: 'NJ',
    language: 'es',
    question: {
      language: 'es',
      message:
        'diablo la migra está tocando la puerta aquí en perth amboy y dicen que tienen una orden para mi marido. por la ventana veo que el papel dice department of homeland security arriba. ¿tengo que abrir? ¿qué hago?',
    },
    mustContain: [DONT_OPEN_ES_ANY, anyOf(ADMIN_WARRANT_ES, JUDICIAL_ES), SILENT_ES_ANY],
    firstPartMustContain: [DONT_OPEN_ES_ANY],
    mustNotContain: [ADMIN_ENTRY_WRONG_ES],
  },

  // source: Payton v. New York, 445 U.S. 573 (1980) (home entry needs a warrant absent an emergency);
  // ACLU guidance (https://bailbondsbylidia.com/faq): you need not let police in without a warrant
  // and need not answer questions.
  {
    id: 'hoe-es-nj-plainfield-detectives-sin-orden-pasar',
    state: 'NJ',
    language: 'es',
    question: {
      language: 'es',
      message:
        'unos detectives tocaron en mi apartamento en plainfield, no traen orden, y quieren pasar "nomás a platicar" sobre un vecino. ¿tengo que dejarlos entrar? ¿tengo que hablar con ellos?',
    },
    mustContain: [
      anyOf(
        /no (?:tiene|tienes) que (?:dejarlos|dejarles|permitirles|abrir)/,
        /no (?:est[áa]s?|est[áa]) obligad[oa] a (?:dejarlos|abrir|permitir)/,
        /(?:puede|puedes) (?:negarse|negarte|negarles)[^.]{0,30}(?:entrada|entrar|pasar)/,
        /no (?:los |les )?(?:deje|dejes) (?:entrar|pasar)/,
      ),
      ORDEN_ES,
      SILENT_ES_ANY,
    ],
    mustNotContain: [
      claimEs(
        String.raw`(?:tiene|tienes|debe|debes) (?:que )?(?:dejarlos|dejarles|abrir la puerta|permitirles)`,
      ),
    ],
  },

  // source: Armstrong Teasdale (https://www.armstrongteasdale.com/thought-leadership/recommendations-for-employers-regarding-ice-visits-and-raids/):
  // ICE may enter public areas of a business but needs the employer's permission or a judicial
  // warrant for private areas; employees may remain silent.
  {
    id: 'hoe-es-pa-kennett-square-migra-en-la-hongera',
    state: 'PA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'llegó la migra a la granja de hongos en kennett square donde trabajo, están en la oficina de enfrente y quieren entrar a los cuartos de cultivo donde estamos todos. ¿pueden entrar así nomás? ¿tenemos que contestarles?',
    },
    mustContain: [
      JUDICIAL_ES,
      /privad|no (?:es|son|est[áa]n?) abiert[oa]s? al p[úu]blico|no (?:es|son) p[úu]blic|solo (?:para )?(?:empleados|trabajadores)|[áa]reas? (?:interna|restringida|de trabajo)/i,
      SILENT_ES_ANY,
    ],
    mustNotContain: [ADMIN_ENTRY_WRONG_ES],
  },

  // source: ILRC stop-and-identify chart (2018): no federal statute requires identifying oneself to
  // ICE; ACLU guidance: remain silent, ask if you are free to leave, never lie or show false papers.
  {
    id: 'hoe-es-ga-chamblee-migra-en-la-buford-highway',
    state: 'GA',
    language: 'es',
    question: {
      language: 'es',
      message:
        'unos de la migra me pararon saliendo de la plaza fiesta en la buford highway en chamblee y me preguntan de qué país soy y si tengo papeles. no tengo. ¿tengo que contestar? ¿me puedo ir caminando? ¿les enseño mi matrícula?',
    },
    mustContain: [SILENT_ES_ANY, LIBRE_IRSE_ES, NO_MENTIR_ES],
    mustNotContain: [
      claimEs(
        String.raw`(?:tiene|tienes|debe|debes) (?:que )?(?:decirles|contestar|responder)[^.]{0,30}(?:pa[íi]s|de d[óo]nde|estatus|papeles)`,
      ),
    ],
  },

  // source: FLHSMV list under SB 1718 (WQCS, July 5, 2023,
  // https://www.wqcs.org/wqcs-news/2023-07-05/florida-declares-out-of-state-driver-licenses-issued-to-undocumented-immigrants-invalid;
  // Fox 35): out-of-state licences issued exclusively to undocumented immigrants, such as
  // Connecticut's "Not For Federal Identification" drive-only licence, are invalid in Florida, and
  // a driver presenting one faces Fla. Stat. 322.03 penalties. Connecticut stayed on the list
  // after later revisions (PledgeTimes, Dec. 2023).
  {
    id: 'hoe-es-fl-naples-licencia-drive-only-de-connecticut',
    state: 'FL',
    language: 'es',
    question: {
      language: 'es',
      message:
        'tengo la licencia de connecticut, la que dan sin papeles (dice not for federal identification). me voy a trabajar a naples florida en la temporada. ¿me sirve allá para manejar? ¿qué pasa si me para la policía?',
    },
    mustContain: [
      anyOf(
        /no (?:es |son |ser[áa] |ser[íi]a )?v[áa]lid/,
        /inv[áa]lid/,
        /no (?:la |lo )?(?:aceptan|acepta|reconoce|reconocen|toman)/,
        /no (?:le |te )?(?:sirve|va a servir|vale)/,
      ),
    ],
    firstPartMustContain: [
      anyOf(
        /no (?:es |son |ser[áa] |ser[íi]a )?v[áa]lid/,
        /inv[áa]lid/,
        /no (?:la |lo )?(?:aceptan|acepta|reconoce|reconocen)/,
        /no (?:le |te )?(?:sirve|va a servir|vale)/,
      ),
    ],
    mustNotContain: [
      claimEs(
        String.raw`(?:su|tu|la|esa) licencia (?:de connecticut )?(?:es|ser[áa]|sigue siendo) v[áa]lida en (?:la )?florida`,
      ),
    ],
  },

  // source: Payton v. New York, 445 U.S. 573 (1980)
  // (https://www.yumpu.com/en/document/view/17771826/payton-v-new-york/4): an arrest warrant carries
  // limited authority to enter the suspect's own dwelling when there is reason to believe he is
  // inside.
  {
    id: 'hoe-es-ks-liberal-orden-de-arresto-esposo-vive-aqui',
    state: 'KS',
    language: 'es',
    question: {
      language: 'es',
      message:
        'la policía de liberal kansas está afuera de la casa con una orden de arresto para mi esposo, él vive aquí conmigo. no traen orden de cateo. ¿pueden entrar? ¿tengo que abrirles?',
    },
    mustContain: [ORDEN_ARRESTO_ENTRA_ES, /vive|viven|reside|su casa|su domicilio|donde vive/i],
    mustNotContain: [
      /(?<!no )(?:necesitan|necesitar[íi]an|deben tener|tienen que tener) (?:una )?orden de cateo (?:para|antes de) (?:entrar|pasar|arrestar)/i,
    ],
  },

  // source: Riley v. California, 573 U.S. 373 (2014)
  // (https://privacylaw.proskauer.com/tags/riley-v-california/): police must generally get a
  // warrant to search a phone seized at arrest. Holds in every state.
  {
    id: 'hoe-es-nostate-celular-despues-del-arresto',
    language: 'es',
    question: {
      language: 'es',
      message:
        '¿la policía puede revisar mi celular si me arresta? a mi hermano se lo revisaron todito y le dijeron que era parte del arresto',
    },
    mustContain: [ORDEN_ES, /celular|tel[ée]fono/i],
    mustNotContain: [CELULAR_SIN_ORDEN_WRONG_ES],
  },
];
