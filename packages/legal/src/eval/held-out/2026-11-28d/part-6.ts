import type { EvalCase } from '../../eval-case';
import {
  anyOf,
  claimEs,
  DIRECCION_ES,
  DOS_HORAS_ES,
  MUST_SHOW_ID_WRONG_ES,
  NO_CONSENT_ES,
  NOMBRE_ES,
  RECORD_OK_ES_ANY,
  SOSPECHA_ES,
} from './shared';

/** A suspicion, in any Spanish wording ("sospecha", "sospechar", "sospechoso"). */
const SOSPECHA_ANY = anyOf(SOSPECHA_ES, /sospech/);

/** Part 6 (Spanish): stopped on foot, filming, and traffic stops. */
export const PART_6: EvalCase[] = [
  // source: 11 Del. C. § 1902(c) (detention for questioning may not exceed 2 hours; it is not an
  // arrest), https://delcode.delaware.gov/title11/c019/sc01/index.shtml
  {
    id: 'hod-es-de-georgetown-followup-dos-horas',
    state: 'DE',
    language: 'es',
    question: {
      language: 'es',
      message: '¿y cuánto tiempo me pueden tener ahí parado si no les digo a dónde voy?',
      conversationHistory: [
        {
          role: 'user',
          content:
            'trabajo en la planta de pollo en Georgetown, Delaware y la policía me paró caminando de regreso a la casa',
        },
        {
          role: 'assistant',
          content:
            'Lo siento. Puedo explicarle qué puede pedirle la policía en Delaware. ¿Qué le están preguntando?',
        },
      ],
    },
    mustContain: [DOS_HORAS_ES],
    mustNotContain: [
      claimEs(
        String.raw`(?:pueden|puede) (?:tenerlo|detenerlo|retenerlo|tenerte|detenerte) (?:todo el tiempo que quieran|indefinidamente|toda la noche)`,
      ),
    ],
    mustNotCite: [/12-7-1|13-2412|15-5-30/],
  },
  // source: R.I. Gen. Laws § 12-7-1 (name, address, business abroad and destination; up to two
  // hours' detention, not an arrest), http://webserver.rilin.state.ri.us/Statutes/TITLE12/12-7/12-7-1.htm
  {
    id: 'hod-es-ri-providence-broad-st-caminando',
    state: 'RI',
    language: 'es',
    question: {
      language: 'es',
      message:
        'me paró un policía caminando por la broad street en providence y me pidió mi nombre y dirección. ¿tengo que dárselos? no traigo ningún papel conmigo',
    },
    mustContain: [NOMBRE_ES, DOS_HORAS_ES],
    mustNotContain: [MUST_SHOW_ID_WRONG_ES],
    mustNotCite: [/1902|13-2412|15-5-30/],
  },
  // source: Ala. Code § 15-5-30 (name, address and explanation of actions when the officer
  // reasonably suspects an offense), https://alabamaduiprosecution.com/?p=245
  {
    id: 'hod-es-al-albertville-caminando-trabajo',
    state: 'AL',
    language: 'es',
    question: {
      language: 'es',
      message:
        'en albertville alabama un policía me paró caminando del trabajo y me preguntó cómo me llamo, dónde vivo y qué andaba haciendo. ¿estoy obligado a contestar todo eso?',
    },
    mustContain: [NOMBRE_ES, DIRECCION_ES, SOSPECHA_ANY],
    mustNotContain: [MUST_SHOW_ID_WRONG_ES],
    mustNotCite: [/13-2412|77-7-15|12-7-1/],
  },
  // source: Utah Code § 77-7-15 (name, address, date of birth, explanation) and § 76-8-301.5,
  // https://legalclarity.org/is-utah-a-stop-and-id-state-what-you-need-to-know
  {
    id: 'hod-es-ut-rose-park-fecha-nacimiento',
    state: 'UT',
    language: 'es',
    question: {
      language: 'es',
      message:
        'oiga en rose park en salt lake un policía me paró a pie y me pidió mi nombre y mi fecha de nacimiento, ¿se la tengo que dar? no hice nada',
    },
    mustContain: [/fecha de nacimiento/i, SOSPECHA_ANY],
    mustNotContain: [MUST_SHOW_ID_WRONG_ES],
  },
  // source: A.R.S. § 13-2412 (true full name only when lawfully detained and warned; no other
  // question must be answered; no card), https://legalclarity.org/do-you-have-to-provide-id-to-police-in-arizona
  {
    id: 'hod-es-az-maryvale-solo-nombre',
    state: 'AZ',
    language: 'es',
    question: {
      language: 'es',
      message:
        'si me para la policía caminando en maryvale phoenix, ¿tengo que enseñarles identificación o nomás decir mi nombre? no tengo papeles y me da miedo que me pregunten de dónde soy',
    },
    mustContain: [
      NOMBRE_ES,
      anyOf(/detenid[oa] legalmente|detención legal|sospecha razonable|sospech/),
    ],
    mustNotContain: [
      MUST_SHOW_ID_WRONG_ES,
      claimEs(
        String.raw`(?:tiene que|tienes que|debe|debes) (?:decir|contestar|responder)[^.]{0,30}(?:de d[óo]nde es|de d[óo]nde eres|su estatus|tu estatus|nacionalidad)`,
      ),
    ],
  },
  // source: Mont. Code Ann. § 46-5-401 (after a stop on particularized suspicion the officer may
  // request name, present address and an explanation),
  // http://leg.mt.gov/bills/mca/title_0460/chapter_0050/part_0040/section_0010/0460-0050-0040-0010.html
  {
    id: 'hod-es-mt-bozeman-construccion-a-pie',
    state: 'MT',
    language: 'es',
    question: {
      language: 'es',
      message:
        'trabajo en construcción en bozeman montana, un sheriff me paró caminando al trailer y me pidió nombre y dirección, yo no iba manejando. ¿tengo que decirle?',
    },
    mustContain: [NOMBRE_ES, SOSPECHA_ANY],
    mustNotContain: [MUST_SHOW_ID_WRONG_ES],
  },
  // source: recording police in public is protected by the First Amendment in every circuit that
  // has decided it (Fields v. City of Philadelphia, 3d Cir. 2017),
  // https://us3rdcircuitcourtofappealsopinions.justia.com/2017/07/07/fields-v-city-of-philadelphia/
  {
    id: 'hod-es-nostate-grabar-parada-manejando',
    language: 'es',
    question: {
      language: 'es',
      message:
        'me acaban de parar manejando, ¿puedo grabar al policía con mi celular o me meto en más problemas?',
    },
    mustContain: [RECORD_OK_ES_ANY],
    mustNotContain: [
      claimEs(
        String.raw`grabar (?:al|a la|a los) (?:polic[íi]as?|oficial(?:es)?|agentes?)[^.]{0,40}(?:es|est[áa]) (?:ilegal|prohibido|un delito)`,
      ),
    ],
  },
  // source: Glik v. Cunniffe (1st Cir. 2011) and Project Veritas / Martin v. Rollins (1st Cir.
  // 2020) (audio recording of police in public protected in Massachusetts, even secret),
  // https://law.justia.com/cases/federal/appellate-courts/ca1/19-1586/19-1586-2020-12-15.html
  {
    id: 'hod-es-ma-chelsea-grabar-con-audio',
    state: 'MA',
    language: 'es',
    question: {
      language: 'es',
      message:
        '¿puedo grabar con audio a la policía en chelsea massachusetts? están arrestando a mi vecino y me dicen que aquí es delito grabar la voz sin permiso',
    },
    mustContain: [RECORD_OK_ES_ANY, /audio|sonido|voz/i],
    mustNotContain: [
      claimEs(
        String.raw`grabar (?:el )?(?:audio|sonido|la voz)[^.]{0,50}(?:es|ser[íi]a) (?:ilegal|un delito|delito)`,
      ),
    ],
    firstPartMustContain: [RECORD_OK_ES_ANY],
  },
  // source: Irizarry v. Yehia, 38 F.4th 1282 (10th Cir. 2022) (right to film police in public is
  // clearly established in the Tenth Circuit, which includes New Mexico),
  // https://law.justia.com/cases/federal/appellate-courts/ca10/21-1247/21-1247-2022-07-11.html
  {
    id: 'hod-es-nm-las-cruces-linterna-camara',
    state: 'NM',
    language: 'es',
    question: {
      language: 'es',
      message:
        'estaba grabando desde la banqueta cómo la policía de las cruces arrestaba a un muchacho y un oficial se me puso enfrente y me echó la linterna a la cámara. ¿puede hacer eso?',
    },
    mustContain: [RECORD_OK_ES_ANY, /interf|distancia|estorb|obstru|bloque/i],
    mustNotContain: [/grabar a la polic[íi]a es (?:ilegal|un delito)/i],
  },
  // source: Rodriguez v. United States (2015) (a stop may not be prolonged for a dog sniff without
  // reasonable suspicion), https://publicdefenders.us/blogs/police-cannot-extend-traffic-stop-for-drug-dog-to-sniff-car
  {
    id: 'hod-es-ks-garden-city-esperar-perro',
    state: 'KS',
    language: 'es',
    question: {
      language: 'es',
      message:
        'me pararon en garden city kansas, me dieron una advertencia y ya me regresaron la licencia, pero el policía dice que me espere al perro porque no le di permiso de revisar la troca. ¿me puede hacer esperar?',
    },
    mustContain: [
      SOSPECHA_ANY,
      /perro|k-?9|canino|olfate/i,
      anyOf(/Rodriguez/, /prolong|alarg|extend|más tiempo/),
    ],
    mustNotContain: [
      claimEs(
        String.raw`(?:negarse|no dar (?:su |el )?permiso|su negativa) (?:le )?(?:da|es|crea) (?:sospecha|causa probable|motivo)`,
      ),
    ],
  },
  // source: Arizona v. Johnson (2009) (passenger frisk needs reasonable suspicion he is armed and
  // dangerous; passengers may be ordered out), https://bluetogold.com/legal-research/arizona-v-johnson/
  {
    id: 'hod-es-sc-greenville-pasajero-cacheo',
    state: 'SC',
    language: 'es',
    question: {
      language: 'es',
      message:
        'yo iba de pasajero, no iba manejando, paramos en greenville sc por una luz fundida y el policía me bajó del carro y me cateó. yo no hice nada. ¿puede hacer eso?',
    },
    mustContain: [/armad|arma|peligros/i, /baj|salir|fuera del (?:carro|auto|veh[íi]culo)/i],
    mustNotContain: [
      claimEs(
        String.raw`(?:puede|pueden) (?:siempre |autom[áa]ticamente )?(?:catear|revisar|registrar|cachear) a (?:cualquier|todos los) pasajeros?`,
      ),
    ],
  },
  // source: Sharpe v. Winterville Police Dep't, 59 F.4th 674 (4th Cir. 2023) (passenger's
  // livestream of a traffic stop is protected expression; Fourth Circuit covers North Carolina),
  // https://nccriminallaw.sog.unc.edu/?p=17103
  {
    id: 'hod-es-nc-greensboro-pasajera-en-vivo',
    state: 'NC',
    language: 'es',
    question: {
      language: 'es',
      message:
        'iba de pasajera con mi esposo en greensboro y nos pararon, yo empecé un en vivo en facebook y el policía me dijo que grabar sí pero transmitir en vivo no. ¿es cierto?',
    },
    mustContain: [RECORD_OK_ES_ANY, /en vivo|transmi|live/i],
    mustNotContain: [
      claimEs(
        String.raw`(?:transmitir|el en vivo|la transmisi[óo]n)[^.]{0,40}(?:es|est[áa]) (?:ilegal|prohibid[oa]|un delito)`,
      ),
    ],
  },
  // source: consent may be refused and a refusal cannot by itself supply probable cause or
  // reasonable suspicion (Schneckloth; Lall v. State, Tex. App. 2022),
  // https://law.com/texaslawyer/almID/1713851921TXPD070022
  {
    id: 'hod-es-ne-grand-island-revisar-troca',
    state: 'NE',
    language: 'es',
    question: {
      language: 'es',
      message:
        'un trooper me paró saliendo de grand island nebraska y me preguntó si podía revisar mi troca. ¿si le digo que no va a pensar que escondo algo? ¿puede revisar igual?',
    },
    mustContain: [NO_CONSENT_ES, anyOf(/causa probable/, /orden/)],
    mustNotContain: [
      claimEs(
        String.raw`(?:negarse|decir que no|su negativa)[^.]{0,30}(?:le )?(?:da|es|crea) (?:causa probable|sospecha|motivo)`,
      ),
    ],
  },
];
