import type { EvalCase } from './eval-case';

/**
 * The third pass, in Spanish as people write it (without accents, "la migra", "catear", "retén",
 * cities in Spanish): each from the source named beside it, read on 2026-11-27.
 */
export const THIRD_PASS_SPANISH_CASES: EvalCase[] = [
  {
    id: 'es-frisk-catear',
    language: 'es',
    question: { message: '¿Pueden catearme en la calle sin razon?' },
    // Terry v. Ohio, 392 U.S. 1 (1968).
    mustContain: ['Terry v. Ohio', /sospecha razonable/],
  },
  {
    id: 'es-phone-search',
    language: 'es',
    question: { message: '¿Pueden revisar mi celular sin una orden?' },
    // Riley v. California, 573 U.S. 373 (2014).
    mustContain: ['Riley v. California', /orden judicial/],
    firstPartMustContain: [/Riley v\. California/],
  },
  {
    id: 'es-phone-taken-filming',
    language: 'es',
    question: { message: '¿Me pueden quitar el telefono si estoy grabando a la policia?' },
    // ACLU, Know Your Rights: Photographers; Riley v. California.
    mustContain: ['Riley v. California', /borrar/],
  },
  {
    id: 'es-delete-video',
    language: 'es',
    question: { message: 'Un policia me dijo que borrara mi video. ¿Tengo que hacerlo?' },
    mustContain: [/no puede borrar/],
  },
  {
    id: 'es-roommate-consent',
    language: 'es',
    question: {
      message: '¿La policía puede registrar la casa si mi compañero de cuarto les da permiso?',
    },
    // United States v. Matlock; Georgia v. Randolph, 547 U.S. 103 (2006).
    mustContain: ['Georgia v. Randolph'],
  },
  {
    id: 'es-arrest-warrant-door',
    language: 'es',
    question: {
      message: 'La policia vino a mi casa con una orden de arresto para mi hijo. ¿Pueden entrar?',
    },
    // Payton v. New York; Steagald v. United States.
    mustContain: ['Payton v. New York', 'Steagald v. United States'],
  },
  {
    id: 'es-miranda-at-arrest',
    language: 'es',
    question: { message: '¿La policía tiene que leerme mis derechos cuando me arrestan?' },
    // Miranda v. Arizona.
    mustContain: ['Miranda v. Arizona'],
    firstPartMustContain: [/no tiene que leerle/],
  },
  {
    id: 'es-phone-call',
    language: 'es',
    question: { message: '¿Tengo derecho a una llamada después de que me arrestan?' },
    // Waganfeald v. Gusman, 674 F.3d 475 (5th Cir. 2012).
    mustContain: [/ley de cada estado/],
  },
  {
    id: 'es-booking',
    language: 'es',
    question: { message: '¿Me pueden tomar las huellas y una muestra de ADN cuando me fichan?' },
    mustContain: ['Maryland v. King'],
  },
  {
    id: 'es-consulate',
    language: 'es',
    question: { message: 'Soy de Guatemala y me arrestaron. ¿Puedo llamar a mi consulado?' },
    mustContain: ['Vienna Convention', /consulado/],
  },
  {
    id: 'es-run-from-police',
    language: 'es',
    question: { message: '¿Es delito salir corriendo de la policía?' },
    mustContain: ['Illinois v. Wardlow', /No corra/],
  },
  {
    id: 'es-migra-at-work',
    language: 'es',
    question: { message: '¿Qué hago si la migra llega a mi trabajo y me hace preguntas?' },
    // Zadvydas v. Davis; 18 U.S.C. § 1546.
    mustContain: [/permanecer en silencio/, /documentos falsos/],
    mustNotContain: [/por debajo de la puerta/],
  },
  {
    id: 'es-citizen-must-say',
    language: 'es',
    question: { message: '¿Tengo que decirle a la policía si soy ciudadano o no?' },
    mustContain: [/silencio/],
    mustNotContain: [/por debajo de la puerta/],
  },
  {
    id: 'es-border-checkpoint',
    language: 'es',
    question: { message: '¿Tengo que contestar en la garita de la Patrulla Fronteriza?' },
    mustContain: ['Martinez-Fuerte'],
  },
  {
    id: 'es-checkpoint-minnesota',
    state: 'MN',
    language: 'es',
    question: { message: '¿Son legales los retenes de alcohol en Minnesota?' },
    mustContain: ['Ascher', /no se permiten/],
  },
  {
    id: 'es-checkpoint-drugs',
    language: 'es',
    question: {
      message: '¿Puede la policía poner un retén para buscar drogas en todos los carros?',
    },
    mustContain: ['City of Indianapolis v. Edmond'],
  },
  {
    id: 'es-blood-draw',
    language: 'es',
    question: { message: '¿Me pueden sacar sangre sin orden judicial por manejar borracho?' },
    mustContain: ['Missouri v. McNeely'],
  },
  {
    id: 'es-school-search',
    language: 'es',
    question: { message: '¿El director de la escuela puede revisar la mochila de mi hijo?' },
    mustContain: ['New Jersey v. T.L.O.'],
  },
  {
    id: 'es-probation',
    language: 'es',
    question: { message: 'Estoy en probation. ¿Me pueden registrar la casa sin orden?' },
    mustContain: ['United States v. Knights'],
  },
  {
    id: 'es-swearing-arrest',
    language: 'es',
    question: { message: '¿Me pueden arrestar por insultar a un policía?' },
    mustContain: ['City of Houston v. Hill'],
  },
  {
    id: 'es-id-walking-houston',
    state: 'TX',
    language: 'es',
    question: { message: 'No iba manejando, iba caminando en Houston. ¿Tengo que dar mi nombre?' },
    // Tex. Penal Code § 38.02.
    mustContain: ['38.02'],
    mustNotContain: [/licencia, el registro/],
  },
  {
    id: 'es-record-police-nueva-york',
    state: 'NY',
    language: 'es',
    question: { message: '¿Puedo grabar a la policía en Nueva York?' },
    // N.Y. Penal Law § 250.00, 250.05 (one-party), and N.Y. Civ. Rights Law § 79-p.
    mustContain: [/una de las partes/],
    mustNotCite: [/Cal\. Penal Code/, /Tex\. Penal Code/],
  },
  {
    id: 'es-breath-test-texas',
    state: 'TX',
    language: 'es',
    question: { message: '¿Qué pasa si me niego a soplar en Texas?' },
    // Tex. Transp. Code §§ 724.012, 724.035.
    mustContain: ['724.035'],
  },
  {
    id: 'es-cannabis-odor-virginia',
    state: 'VA',
    language: 'es',
    question: { message: '¿Me pueden registrar el carro en Virginia porque huele a mota?' },
    mustContain: ['4.1-1302'],
  },
  {
    id: 'es-breath-refusal-florida',
    state: 'FL',
    language: 'es',
    question: { message: '¿Qué pasa si no quiero soplar en Orlando?' },
    mustContain: ['316.1932', /1 año/],
  },
  {
    id: 'es-california-youth-lawyer',
    state: 'CA',
    language: 'es',
    question: {
      message: '¿La policía puede interrogar a mi hijo de 15 años en Los Ángeles sin abogado?',
    },
    mustContain: ['625.6'],
  },
  {
    id: 'es-expungement-not-covered',
    language: 'es',
    question: { message: '¿Cómo borro un arresto de mi récord?' },
    mustContain: [/no cubre/, /asistencia legal/],
  },
];
