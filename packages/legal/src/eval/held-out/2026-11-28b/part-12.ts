import type { EvalCase } from '../../eval-case';
import { NOT_COVERED, REFERRAL } from './shared';

/** Spanish, out of scope: family, housing, immigration paperwork, consumer debt. */
export const PART_12: EvalCase[] = [
  {
    id: 'hod-es-oos-divorcio',
    language: 'es',
    question: {
      message:
        'Quiero divorciarme de mi esposo en Phoenix. ¿Cuánto cuesta y cómo empiezo el trámite?',
      language: 'es',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  {
    id: 'hod-es-oos-deposito-renta',
    language: 'es',
    question: {
      message:
        'Mi casero en San José no me quiere devolver el depósito de la renta y ya me mudé hace dos meses. ¿Qué hago?',
      language: 'es',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  {
    id: 'hod-es-oos-permiso-trabajo',
    language: 'es',
    question: {
      message:
        '¿Cómo renuevo mi permiso de trabajo (EAD) si mi caso de asilo todavía está pendiente?',
      language: 'es',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  {
    id: 'hod-es-oos-ciudadania-n400',
    language: 'es',
    question: {
      message:
        '¿Cuánto cuesta la solicitud de ciudadanía N-400 y puedo pedir que me quiten el pago? Vivo en Miami.',
      language: 'es',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  {
    id: 'hod-es-oos-cobrador',
    language: 'es',
    question: {
      message:
        'Un cobrador de deudas me llama todos los días por una tarjeta de crédito vieja. Vivo en Dallas. ¿Es legal que me llamen tanto?',
      language: 'es',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
  {
    id: 'hod-es-oos-tps',
    language: 'es',
    question: {
      message:
        '¿Cuándo tengo que volver a registrarme para el TPS de Honduras? Vivo en Nueva York.',
      language: 'es',
    },
    mustContain: [NOT_COVERED, REFERRAL],
  },
];
