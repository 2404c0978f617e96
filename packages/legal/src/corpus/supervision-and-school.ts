import type { LegalRule } from '../types';
import { THIRD_PASS_SOURCES as S } from './third-pass-sources';

const REVIEWED_ON = '2026-11-27';

/**
 * Searches under other rules than a warrant: students at school and people on probation or
 * parole. Both were answered with the general consent rule, which misleads them.
 */
export const SUPERVISION_AND_SCHOOL_RULES: LegalRule[] = [
  {
    id: 'search-probation-parole',
    topic: 'search',
    reviewed: REVIEWED_ON,
    title: 'Searches on probation or parole',
    text: 'On probation or parole you may have fewer protections: a probationer whose conditions allow searches may be searched on reasonable suspicion (United States v. Knights), and a parolee who agreed to it may be searched without any suspicion (Samson v. California). What applies to you depends on your written conditions and your state’s law, so read them and ask your lawyer.',
    keywords: [
      'probation',
      'parole',
      'probation officer',
      'parole officer',
      'conditions',
      'on paper',
    ],
    sources: [S.knights, S.samson],
    es: {
      title: 'Registros en libertad condicional o libertad bajo palabra',
      text: 'En libertad condicional (probation) o libertad bajo palabra (parole) puede tener menos protecciones: a quien está en probation y cuyas condiciones permiten registros se le puede registrar con sospecha razonable (United States v. Knights), y a quien está en parole y lo aceptó se le puede registrar sin ninguna sospecha (Samson v. California). Lo que se aplica a usted depende de sus condiciones escritas y de la ley de su estado, así que léalas y consulte a su abogado.',
      keywords: [
        'probatoria',
        'libertad condicional',
        'libertad bajo palabra',
        'parole',
        'probation',
        'condiciones',
      ],
    },
  },
  {
    id: 'search-school',
    topic: 'search',
    reviewed: REVIEWED_ON,
    title: 'Searches of students at school',
    text: 'School officials may search a student’s bag or locker without a warrant if they have reasonable grounds to suspect it holds evidence of breaking the law or a school rule, and the search is not excessive for the student’s age and the suspicion (New Jersey v. T.L.O.); a strip search for a minor rule-breaking was found unconstitutional (Safford Unified School District No. 1 v. Redding). A student may still refuse to consent and ask for a parent.',
    sayThis: ['I do not consent to a search. I want my parent here.'],
    keywords: [
      'school',
      'student',
      'locker',
      'principal',
      'teacher',
      'campus',
      'high school',
      'backpack',
      'resource officer',
    ],
    sources: [S.tlo, S.redding],
    es: {
      title: 'Registros de estudiantes en la escuela',
      text: 'Las autoridades escolares pueden registrar la mochila o el casillero de un estudiante sin orden judicial si tienen motivos razonables para sospechar que contiene pruebas de que violó la ley o una regla de la escuela, y el registro no es excesivo para la edad del estudiante y la sospecha (New Jersey v. T.L.O.); un registro al desnudo por una falta menor se consideró inconstitucional (Safford Unified School District No. 1 v. Redding). El estudiante aun así puede negarse a dar su consentimiento y pedir a su padre o madre.',
      sayThis: ['No doy mi consentimiento para un registro. Quiero que esté mi padre o mi madre.'],
      keywords: [
        'escuela',
        'estudiante',
        'casillero',
        'locker',
        'director',
        'maestro',
        'prepa',
        'secundaria',
        'mochila',
      ],
    },
  },
];
