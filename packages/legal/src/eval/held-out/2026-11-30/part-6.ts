/*
 * Held-out set 2026-11-30, part 6 (Spanish): identity on foot, traffic stops, checkpoints. Written
 * by an evaluator who never saw the engine.
 */
import type { EvalCase } from '../../eval-case';
import {
  ARRESTO_SOLO_ES,
  BAJARSE_ES,
  DELITO_ES,
  EXPLICAR_ES,
  FECHA_NAC_ES,
  DEBE_NOMBRE_SIEMPRE_WRONG_ES,
  NOMBRE_FALSO_DELITO_ES,
  PREGUNTA_ESTADO_ES,
  PROLONGAR_ES,
  VARIA_ES,
  anyOf,
  claimEsX,
} from './shared';

const DIRECCION_ES = /direcci[óo]n|domicilio|d[óo]nde vive|d[óo]nde vives/i;
const NO_RETENES_ES =
  /no (?:hay|habr[áa]|se permiten|se usan|se hacen|se realizan|est[áa]n permitidos|son legales|pueden (?:poner|hacer|usar|instalar))[^.]{0,60}(?:ret[ée]n|retenes|puntos? de control|controles|checkpoints?)|(?:ilegal|inconstitucional|prohibid)[^.]{0,60}(?:ret[ée]n|retenes|puntos? de control|checkpoints?)|(?:ret[ée]n|retenes|puntos? de control|checkpoints?)[^.]{0,100}(?:no (?:son|est[áa]n|se) (?:legales|permitid|usa|hacen|realizan|autoriza|pueden)|ilegal|inconstitucional|prohibid)|349\.02|Bartley|Holt/i;
const RETEN_LEGAL_WRONG_ES = claimEsX(
  String.raw`(?:los )?(?:retenes|puntos de control)(?: de alcohol| de sobriedad)? (?:son|est[áa]n) (?:legales|permitidos) en (?:Texas|Wisconsin)`,
);

export const PART_6: EvalCase[] = [
  // source: Tex. Penal Code 38.02 (Green v. State; Texas Senate bill analysis SB 843): refusing to
  // identify is an offense only after a lawful arrest; a false name during detention is an offense.
  {
    id: 'hog-es-tx-eaglepass-nombre',
    state: 'TX',
    language: 'es',
    question: {
      message:
        'Ando en Eagle Pass, un policía me paró caminando por la Main y me pidió mi nombre. No me arrestó, nomás me tenía ahí parado. ¿Tengo que decirle mi nombre? No traigo papeles y tengo miedo',
      language: 'es',
    },
    mustContain: [ARRESTO_SOLO_ES, NOMBRE_FALSO_DELITO_ES],
    mustNotContain: [DEBE_NOMBRE_SIEMPRE_WRONG_ES],
    mustNotCite: [/77-7-15/, /16-3-103/, /15-5-30/, /22-2402/],
  },
  // source: Utah Code 77-7-15 and 76-8-301.5 (legalclarity.org; utahcriminallawyer.com): on
  // reasonable suspicion the officer may ask name, address, date of birth; failing to disclose name
  // or date of birth during a lawful stop can be a crime.
  {
    id: 'hog-es-ut-kearns-nombre',
    state: 'UT',
    language: 'es',
    question: {
      message:
        'oiga, en Kearns Utah un policía me paró afuera de la tienda, dijo que me parezco a alguien que robó. Me pide nombre y fecha de nacimiento. ¿Estoy obligado a dárselos o me puedo quedar callado?',
      language: 'es',
    },
    mustContain: [/nombre/i, FECHA_NAC_ES, DELITO_ES],
    mustNotCite: [/38\.02/, /16-3-103/, /15-5-30/],
  },
  // source: Ala. Code 15-5-30 (alabamaduiprosecution.com; legalclarity.org): name, address and an
  // explanation of actions on reasonable suspicion.
  {
    id: 'hog-es-al-russellville-nombre',
    state: 'AL',
    language: 'es',
    question: {
      message:
        'Trabajo en la planta de pollo en Russellville, Alabama. Saliendo del turno un policía me paró y me dijo que le diera mi nombre, mi dirección y qué andaba haciendo. ¿Tengo que contestarle todo eso?',
      language: 'es',
    },
    mustContain: [/nombre/i, DIRECCION_ES, EXPLICAR_ES, /15-5-30|sospecha/i],
    mustNotCite: [/38\.02/, /77-7-15/, /16-3-103/],
  },
  // source: C.R.S. 16-3-103 (casetext): name, address, identification if available, and an
  // explanation of actions, on reasonable suspicion; the stop is not an arrest.
  {
    id: 'hog-es-co-fortmorgan-sin-id',
    state: 'CO',
    language: 'es',
    question: {
      message:
        'Vivo en Fort Morgan, Colorado. Si la policía me para en la calle y no traigo identificación conmigo, ¿me pueden arrestar por eso? ¿Qué tengo que decirles?',
      language: 'es',
    },
    mustContain: [
      /nombre/i,
      DIRECCION_ES,
      /si la (?:tiene|tienes|trae|traes|lleva|llevas)|si (?:est[áa] )?disponible|si (?:tiene|tienes) (?:una|alguna)|no (?:est[áa]s?|tiene|tienes)[^.]{0,30}(?:obligad[oa] a|que) (?:llevar|cargar|traer|tener)/i,
    ],
    mustNotCite: [/38\.02/, /77-7-15/, /15-5-30/],
  },
  // source: legalclarity.org "Kentucky Stop and ID Laws": Kentucky has passed no law requiring people
  // to identify themselves on request.
  {
    id: 'hog-es-ky-hopkinsville-nombre',
    state: 'KY',
    language: 'es',
    question: {
      message:
        'buenas, en Hopkinsville Kentucky un policía me preguntó mi nombre y de dónde soy mientras esperaba el bus. yo no hice nada. ¿la ley de Kentucky me obliga a decirle?',
      language: 'es',
    },
    mustContain: [
      /no (?:hay|existe|tiene) (?:una |ninguna )?ley|ninguna ley|no (?:est[áa]|est[áa]s) obligad|no (?:tiene|tienes) que (?:dar|decir|decirle|mostrar|contestar|responder)/i,
    ],
    mustNotContain: [DEBE_NOMBRE_SIEMPRE_WRONG_ES],
    mustNotCite: [/38\.02/, /77-7-15/, /22-2402/, /15-5-30/],
  },
  // source: K.S.A. 22-2402 (ksrevisor.org); ACLU of Kansas know-your-rights (you may be required to
  // identify yourself when stopped).
  {
    id: 'hog-es-ks-ulysses-nombre',
    state: 'KS',
    language: 'es',
    question: {
      message:
        'Estoy en Ulysses, Kansas. Un sheriff me paró caminando de noche y me exigió nombre, dirección y que le explicara qué hacía por ahí. ¿Es legal que me pida todo eso?',
      language: 'es',
    },
    mustContain: [/nombre/i, DIRECCION_ES, EXPLICAR_ES, /22-2402|sospecha/i],
    mustNotCite: [/38\.02/, /77-7-15/, /16-3-103/],
  },
  // source: the statutes read for UT, AL, CO, KS, TX and KY differ: with no place given, the answer
  // must ask where or say it varies.
  {
    id: 'hog-es-noplace-nombre',
    language: 'es',
    question: {
      message:
        '¿Tengo que darle mi nombre a un policía si me para cuando voy caminando? No estaba haciendo nada malo',
      language: 'es',
    },
    mustContain: [anyOf(VARIA_ES, PREGUNTA_ESTADO_ES)],
  },
  // source: Rodriguez v. United States (2015) (ABA; publicdefenders.us): no prolonging a finished
  // traffic stop for a dog sniff without reasonable suspicion.
  {
    id: 'hog-es-ok-ardmore-perro',
    state: 'OK',
    language: 'es',
    question: {
      message:
        'Me pararon en la I-35 cerca de Ardmore, ya me dieron la multa y me regresaron la licencia, pero el oficial dice que me espere porque viene el perro. Le dije que no quiero que revisen la troca. ¿Me puede tener ahí esperando?',
      language: 'es',
    },
    mustContain: [PROLONGAR_ES, /sospecha razonable|Rodriguez/i],
  },
  // source: Pennsylvania v. Mimms and Maryland v. Wilson, 519 U.S. 408 (1997) (law.onecle.com): the
  // driver and passengers of a lawfully stopped car may be ordered out.
  {
    id: 'hog-es-al-pelham-bajarse',
    state: 'AL',
    language: 'es',
    question: {
      message:
        'En Pelham, Alabama, me paró un policía por una luz fundida y me dijo que me bajara del carro. ¿Tengo que bajarme? Yo pensaba que podía quedarme adentro',
      language: 'es',
    },
    mustContain: [BAJARSE_ES],
    firstPartMustContain: [BAJARSE_ES],
  },
  // source: Md. Criminal Procedure 1-211 (emdenlaw.com): no stop or search based solely on the odor
  // of cannabis.
  {
    id: 'hog-es-md-wheaton-olor',
    state: 'MD',
    language: 'es',
    question: {
      message:
        'Me pararon en Wheaton, Maryland, y el policía dijo que olía a marihuana y me quiso revisar todo el carro. Tengo 26 años. ¿Puede registrarme solo por el olor?',
      language: 'es',
    },
    mustContain: [
      /(?:solo|s[óo]lo|solamente|[úu]nicamente|por s[íi] sol[oa]|[úu]nica)[^.]{0,60}olor|olor[^.]{0,80}(?:solo|s[óo]lo|por s[íi] solo|no (?:es|basta|alcanza|puede|justifica|sirve))|no (?:puede|pueden|se puede)[^.]{0,80}olor|1-211/i,
    ],
    mustNotContain: [
      claimEsX(
        String.raw`(?:el )?olor a (?:marihuana|mota|cannabis) (?:le )?(?:da|es|basta como) causa probable`,
      ),
    ],
  },
  // source: Holt v. State (Tex. Crim. App. 1994) (law.justia.com; wesruckerlaw.com): sobriety
  // checkpoints are unconstitutional in Texas without legislative authorization, which does not exist.
  {
    id: 'hog-es-tx-katy-reten',
    state: 'TX',
    language: 'es',
    question: {
      message:
        'Mi cuñado dice que en Katy van a poner un retén para agarrar borrachos este fin de semana. ¿En Texas sí pueden hacer eso? ¿Me tengo que parar?',
      language: 'es',
    },
    mustContain: [NO_RETENES_ES],
    mustNotContain: [RETEN_LEGAL_WRONG_ES],
    firstPartMustContain: [NO_RETENES_ES],
  },
  // source: Wis. Stat. 349.02(2)(a) (mayslaw.net); legalclarity.org (State v. Bartley): no sobriety
  // checkpoints in Wisconsin.
  {
    id: 'hog-es-wi-fonddulac-reten',
    state: 'WI',
    language: 'es',
    question: {
      message:
        'En Fond du Lac, Wisconsin, ¿la policía puede poner retenes para revisar si uno anda tomado? Me dijeron que los van a poner en la Main Street',
      language: 'es',
    },
    mustContain: [NO_RETENES_ES],
    mustNotContain: [RETEN_LEGAL_WRONG_ES],
    firstPartMustContain: [NO_RETENES_ES],
  },
];
