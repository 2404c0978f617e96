import type { LegalRule } from '../types';

/**
 * California's roadside breath test, which people confuse with the test after arrest: read on
 * 2026-11-28 with the search tool, Vehicle Code § 23612(h)-(i) as two defence lawyers' pages
 * quote it, and §§ 13388-13389 (drivers under 21, DUI probation) in the statute text.
 */
export const ROADSIDE_SCREENING_RULES: LegalRule[] = [
  {
    id: 'california-preliminary-alcohol-screening',
    topic: 'impaired-driving',
    reviewed: '2026-11-28',
    title: 'California: the handheld roadside breath test (PAS) may be refused',
    text: 'In California, the handheld roadside breath test (the preliminary alcohol screening, PAS) is voluntary for a driver 21 or older who is not on probation for DUI: the officer must tell you that you may refuse it and that it does not replace the breath or blood test required after a DUI arrest (Vehicle Code § 23612(h)-(i)). Drivers under 21 and people on DUI probation must take it (§§ 13388, 13389). After an arrest, refusing the test at the station suspends your license for a year.',
    sayThis: ['I decline the preliminary breath test.'],
    keywords: [
      'handheld',
      'roadside',
      'side of the road',
      'blow',
      'breathalyzer',
      'pas',
      'station',
    ],
    states: ['CA'],
    sources: [
      {
        title: 'California Vehicle Code: preliminary alcohol screening test',
        citation: 'Cal. Veh. Code § 23612(h)-(i); §§ 13388, 13389',
        url: 'https://self-law.org/code/ca/vehicle-code/13389',
        states: ['CA'],
      },
    ],
    es: {
      title: 'California: la prueba de aliento portátil en la carretera (PAS) se puede rechazar',
      text: 'En California, la prueba de aliento con el aparato portátil en la carretera (la prueba preliminar de alcohol, PAS) es voluntaria para quien maneja, tiene 21 años o más y no está en libertad condicional (probation) por DUI: el oficial debe decirle que puede negarse y que no reemplaza la prueba de aliento o de sangre obligatoria después de un arresto por DUI (Vehicle Code § 23612(h)-(i)). Quienes tienen menos de 21 años o están en probation por DUI deben hacerla (§§ 13388, 13389). Después de un arresto, negarse a la prueba en la estación suspende su licencia por un año.',
      sayThis: ['No acepto la prueba preliminar de aliento.'],
      keywords: ['aparatito', 'aparato', 'carretera', 'soplar', 'prueba preliminar', 'estación'],
    },
  },
];
