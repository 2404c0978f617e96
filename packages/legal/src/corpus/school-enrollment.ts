import type { LegalRule } from '../types';

/**
 * A child's right to public school whatever the family's status: the Supreme Court's holding, as
 * the state attorneys general's summary and Nolo's dictionary give it (read 2026-11-28); the link
 * is the opinion on Justia.
 */
export const SCHOOL_ENROLLMENT_RULES: LegalRule[] = [
  {
    id: 'plyler-school-enrollment',
    topic: 'equal-protection',
    reviewed: '2026-11-28',
    title: 'Public school for every child, whatever their immigration status',
    text: 'A public school may not deny a child enrollment because the child or the parents are undocumented: every child has the right to a free public education, whatever their immigration status (Plyler v. Doe, 457 U.S. 202 (1982)). A district may ask for proof of age and of where you live, but not make papers a condition; if a school refuses, ask the district in writing and call a legal aid office or the ACLU.',
    sayThis: [
      'My child has the right to enroll in public school, whatever our immigration status.',
    ],
    keywords: [
      'school',
      'enroll',
      'enrollment',
      'register',
      'kids',
      'children',
      'papers',
      'status',
      'turn away',
      'deny',
    ],
    sources: [
      {
        title: 'Plyler v. Doe',
        citation: '457 U.S. 202 (1982)',
        url: 'https://supreme.justia.com/cases/federal/us/457/202/',
      },
    ],
    es: {
      title: 'Escuela pública para todo niño, sea cual sea su estatus migratorio',
      text: 'Una escuela pública no puede negar la inscripción a un niño porque él o sus padres no tienen papeles: todo niño tiene derecho a la educación pública gratuita, sea cual sea su estatus migratorio (Plyler v. Doe, 457 U.S. 202 (1982)). El distrito puede pedir prueba de la edad y de dónde viven, pero no exigir papeles de inmigración; si la escuela se niega, pídalo por escrito al distrito y llame a una oficina de ayuda legal o a la ACLU.',
      sayThis: [
        'Mi hijo tiene derecho a inscribirse en la escuela pública, sea cual sea nuestro estatus migratorio.',
      ],
      keywords: ['escuela', 'inscribir', 'inscripción', 'matricular', 'hijos', 'niños', 'papeles'],
    },
  },
];
