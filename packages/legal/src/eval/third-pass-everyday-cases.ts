import type { EvalCase } from './eval-case';

/**
 * The third pass, in the everyday words people type rather than the corpus's ("enseñar" for
 * "mostrar", "la poli", "por ser latino", "pongo una queja"), each answered from the source
 * named beside it.
 */
export const THIRD_PASS_EVERYDAY_CASES: EvalCase[] = [
  {
    id: 'es-show-license',
    language: 'es',
    question: { message: '¿Tengo que enseñar mi licencia?' },
    // A driver shows license, registration and insurance when asked (ACLU, Know Your Rights).
    mustContain: [/licencia/],
    mustNotContain: [/no cubre/],
  },
  {
    id: 'es-get-out-of-car',
    language: 'es',
    question: {
      message: 'Me detuvo la poli y me pidió que me bajara del carro, ¿tengo que hacerlo?',
    },
    // Pennsylvania v. Mimms, 434 U.S. 106 (1977); Maryland v. Wilson, 519 U.S. 408 (1997).
    mustContain: ['Pennsylvania v. Mimms'],
  },
  {
    id: 'es-file-complaint-houston',
    state: 'TX',
    language: 'es',
    question: { message: '¿Cómo pongo una queja contra un policía en Houston?' },
    mustContain: [/queja/, /asuntos internos/],
  },
  {
    id: 'es-stopped-for-being-latino',
    language: 'es',
    question: { message: '¿Me pueden parar por ser latino?' },
    // U.S. Const. amend. XIV; United States v. Brignoni-Ponce, 422 U.S. 873 (1975).
    mustContain: ['Decimocuarta Enmienda', 'Brignoni-Ponce'],
  },
  {
    id: 'es-police-drones',
    language: 'es',
    question: { message: '¿Es legal que la policía use drones para vigilar mi casa?' },
    // California v. Ciraolo, 476 U.S. 207 (1986); Florida v. Riley, 488 U.S. 445 (1989).
    mustContain: ['California v. Ciraolo'],
    mustNotContain: [/44809/],
  },
  {
    id: 'es-arrested-for-filming',
    state: 'FL',
    language: 'es',
    question: { message: '¿Me pueden arrestar por grabar a la policía en Florida?' },
    // Nieves v. Bartlett, 587 U.S. 391 (2019); Smith v. City of Cumming (11th Cir. 2000).
    mustContain: ['Nieves v. Bartlett'],
  },
  {
    id: 'es-rights-at-protest',
    language: 'es',
    question: { message: '¿Cuáles son mis derechos en una manifestación?' },
    // Hague v. CIO, 307 U.S. 496 (1939); U.S. Const. amend. I.
    mustContain: ['Hague v. CIO'],
  },
  {
    id: 'es-police-lie-confession',
    language: 'es',
    question: { message: '¿Pueden los policías mentir para que confiese?' },
    // Frazier v. Cupp, 394 U.S. 731 (1969).
    mustContain: ['Frazier v. Cupp'],
    mustNotContain: [/mentir no lo es/],
  },
  {
    id: 'es-spouse-arrested-by-ice',
    language: 'es',
    question: { message: 'Mi esposo fue arrestado por ICE, ¿qué hago?' },
    mustContain: [/permanecer en silencio/, /documentos falsos/],
  },
  {
    id: 'es-cash-not-covered',
    language: 'es',
    question: { message: '¿La policía me puede quitar el dinero que traigo?' },
    // Civil forfeiture is not in the library: it says so and points to a lawyer.
    mustContain: [/no cubre/],
  },
  {
    id: 'rights-pulled-over',
    question: { message: 'What are my rights if I get pulled over?' },
    // ACLU, Know Your Rights; U.S. Const. amend. V; Schneckloth v. Bustamonte, 412 U.S. 218.
    mustContain: ['Schneckloth v. Bustamonte'],
    firstPartMustContain: [/license/, /do not have to answer/, /say no to a search/],
  },
  {
    id: 'claimed-warrant',
    question: { message: 'Can cops lie about having a warrant to get into my house?' },
    // Bumper v. North Carolina, 391 U.S. 543 (1968).
    mustContain: ['Bumper v. North Carolina'],
    mustNotContain: [/confession is not thrown out/],
  },
  {
    id: 'car-search-after-suspended-license-arrest',
    question: { message: 'Can police search my car if I am arrested for a suspended license?' },
    // Arizona v. Gant, 556 U.S. 332 (2009).
    mustContain: ['Arizona v. Gant'],
  },
  {
    id: 'passenger-recording-stop',
    question: { message: 'Can I record a traffic stop as a passenger?' },
    // U.S. Const. amend. I; the circuits' rulings on recording police in public.
    mustContain: [/record/],
    firstPartMustContain: [/record/],
    mustNotContain: [/may ask a passenger for ID/],
  },
  {
    id: 'property-without-warrant',
    question: { message: 'Can the police come on my property without a warrant?' },
    // Florida v. Jardines, 569 U.S. 1 (2013); Collins v. Virginia, 584 U.S. 586 (2018).
    mustContain: ['Florida v. Jardines'],
    mustNotContain: [/arrest warrant lets police enter/],
  },
  {
    id: 'protest-mask-not-covered',
    question: { message: 'Am I allowed to wear a mask at a protest?' },
    // State anti-mask laws differ and none was read: the answer says so.
    mustContain: [/not covered by our legal library/],
  },
];
