import type { LegalRule } from '../types';
import { CASES, GUIDES } from './sources';
import { REVIEWED } from './reviewed';

export const RESOURCES_RULES: LegalRule[] = [
  {
    id: 'resources-public-defender',
    topic: 'resources',
    reviewed: REVIEWED,
    title: 'Public defender',
    text: 'If you are charged with a crime and cannot afford a lawyer, ask the court for one at your first hearing; it is usually the local public defender. An appointed lawyer is required in felony cases and whenever you are sentenced to jail (Gideon v. Wainwright; Argersinger v. Hamlin).',
    keywords: ['public defender', 'free lawyer', 'afford', 'charged', 'court'],
    sources: [CASES.gideon, CASES.argersinger],
    es: {
      title: 'Defensor público',
      text: 'Si lo acusan de un delito y no puede pagar un abogado, pídale uno al tribunal en su primera audiencia; por lo general es el defensor público local. Se requiere un abogado asignado en los casos de delitos graves y siempre que lo condenen a cárcel (Gideon v. Wainwright; Argersinger v. Hamlin).',
      keywords: ['defensor público', 'abogado gratis', 'pagar', 'acusado', 'tribunal', 'corte'],
    },
  },
  {
    id: 'resources-lawyer-referral',
    topic: 'resources',
    reviewed: REVIEWED,
    title: 'Lawyer referral services',
    text: 'State and local bar associations run lawyer referral services that connect you with a lawyer who handles your kind of case, such as criminal defense or civil rights.',
    keywords: [
      'find a lawyer',
      'lawyer',
      'attorney',
      'referral',
      'bar association',
      'civil rights lawyer',
    ],
    sources: [
      {
        title: 'American Bar Association: lawyer referral',
        citation:
          'American Bar Association, Standing Committee on Lawyer Referral and Information Service',
      },
    ],
    es: {
      title: 'Servicios de referencia de abogados',
      text: 'Los colegios de abogados estatales y locales tienen servicios de referencia que lo ponen en contacto con un abogado que lleva su tipo de caso, como defensa penal o derechos civiles.',
      keywords: [
        'buscar un abogado',
        'encontrar un abogado',
        'abogado',
        'referencia',
        'colegio de abogados',
        'abogado de derechos civiles',
      ],
    },
  },
  {
    id: 'resources-legal-aid',
    topic: 'resources',
    reviewed: REVIEWED,
    title: 'Legal aid',
    text: 'Legal aid organizations give free civil legal help to people with low incomes; many are funded by the Legal Services Corporation. For criminal charges, ask for a public defender instead.',
    keywords: ['legal aid', 'free', 'low income', 'help', 'civil'],
    sources: [
      {
        title: 'Legal Services Corporation',
        citation: 'Legal Services Corporation (42 U.S.C. § 2996 et seq.)',
        url: 'https://www.lsc.gov',
      },
    ],
    es: {
      title: 'Asistencia legal',
      text: 'Las organizaciones de asistencia legal dan ayuda legal civil gratuita a personas de bajos ingresos; muchas reciben fondos de la Legal Services Corporation. Para cargos penales, pida en cambio un defensor público.',
      keywords: ['asistencia legal', 'ayuda legal', 'gratis', 'bajos ingresos', 'ayuda', 'civil'],
    },
  },
  {
    id: 'resources-aclu',
    topic: 'resources',
    reviewed: REVIEWED,
    title: 'ACLU know-your-rights guides',
    text: 'The ACLU publishes plain-language know-your-rights guides for police stops, protests and recording, and its state affiliates sometimes take civil rights cases.',
    keywords: ['aclu', 'civil liberties', 'know your rights', 'guide', 'help'],
    sources: [GUIDES.aclu],
    es: {
      title: 'Guías de la ACLU sobre sus derechos',
      text: 'La ACLU publica guías en lenguaje sencillo sobre sus derechos en las paradas policiales, las protestas y las grabaciones, y sus filiales estatales a veces toman casos de derechos civiles.',
      keywords: ['aclu', 'libertades civiles', 'conozca sus derechos', 'guía', 'ayuda'],
    },
  },
  {
    id: 'resources-california-state-bar',
    topic: 'resources',
    reviewed: REVIEWED,
    title: 'California: certified lawyer referral services',
    text: 'In California, the State Bar certifies lawyer referral services; use a certified one to find a lawyer.',
    keywords: ['find a lawyer', 'referral', 'state bar', 'attorney'],
    states: ['CA'],
    sources: [
      {
        title: 'The State Bar of California: lawyer referral services',
        citation: 'Cal. Bus. & Prof. Code § 6155',
        url: 'https://www.calbar.ca.gov',
      },
    ],
    es: {
      title: 'California: servicios certificados de referencia de abogados',
      text: 'En California, el State Bar (el colegio de abogados del estado) certifica los servicios de referencia de abogados; use uno certificado para encontrar un abogado.',
      keywords: ['buscar un abogado', 'referencia', 'colegio de abogados', 'state bar', 'abogado'],
    },
  },
];
