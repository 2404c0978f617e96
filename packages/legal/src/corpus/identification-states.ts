import type { LegalRule } from '../types';

/**
 * States where refusing one's name in a lawful stop is charged under another statute than the
 * stop-and-identify one of the table (generated/stop-and-identify.ts, from a CSV this package
 * does not own): Louisiana's resisting-an-officer law, read on 2026-11-28 on legis.la.gov.
 */
export const IDENTIFICATION_STATE_RULES: LegalRule[] = [
  {
    id: 'louisiana-refusing-name-resisting',
    topic: 'street-stop',
    reviewed: '2026-11-28',
    title: 'Louisiana: refusing your name in a lawful detention is resisting an officer',
    text: 'In Louisiana, refusing to give your name and make your identity known to an officer who has lawfully arrested or detained you, or giving false information about who you are, counts as resisting an officer, a crime you can be arrested and charged for (La. R.S. 14:108(B)(1)(c)). An officer who stops you on reasonable suspicion may also ask your address and an explanation of your actions (La. C.Cr.P. art. 215.1(A)); refusing those is not made a crime by § 14:108. Give your true name; you need not answer other questions.',
    sayThis: ['My name is [your name]. I am exercising my right to remain silent.'],
    keywords: ['name', 'refuse', 'identify', 'jail', 'arrest', 'resisting', 'obstruct'],
    states: ['LA'],
    sources: [
      {
        title: 'Louisiana: resisting an officer',
        citation: 'La. R.S. 14:108(B)(1)(c)',
        url: 'https://legis.la.gov/legis/law.aspx?d=78264',
        states: ['LA'],
      },
      {
        // The article the stop-and-identify table cites for Louisiana; its words (name,
        // address, an explanation of one's actions) as the table quotes them, the article's
        // page not read again on 2026-11-29.
        title: 'Louisiana: temporary questioning of persons in public places',
        citation: 'La. C.Cr.P. art. 215.1(A)',
        states: ['LA'],
      },
    ],
    es: {
      title: 'Luisiana: negarse a dar su nombre en una detención legal es resistirse a un oficial',
      text: 'En Luisiana, negarse a dar su nombre y a identificarse ante un oficial que lo ha arrestado o detenido legalmente, o dar información falsa sobre quién es, cuenta como resistirse a un oficial, un delito por el que lo pueden arrestar y acusar (La. R.S. 14:108(B)(1)(c)). Un oficial que lo detiene por sospecha razonable también puede pedirle su dirección y una explicación de lo que hace (La. C.Cr.P. art. 215.1(A)); negarse a eso no lo convierte en delito el § 14:108. Dé su nombre verdadero; no tiene que responder otras preguntas.',
      sayThis: ['Me llamo [su nombre]. Estoy ejerciendo mi derecho a permanecer en silencio.'],
      keywords: ['nombre', 'negarse', 'identificarse', 'cárcel', 'arrestar', 'resistirse'],
    },
  },
];
