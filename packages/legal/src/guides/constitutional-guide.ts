import type { Guide, LegalLanguage } from '../types';
import { nonEmpty, rulesCiting, section } from './compose';

/** Each amendment's section and the citation its rules give. */
const AMENDMENTS = [
  { id: 'fourth-amendment', citing: /amend\.\s*IV\b/ },
  { id: 'fifth-amendment', citing: /amend\.\s*V\b/ },
  { id: 'first-amendment', citing: /amend\.\s*I\b/ },
  { id: 'fourteenth-amendment', citing: /amend\.\s*XIV\b/ },
] as const;
type AmendmentId = (typeof AMENDMENTS)[number]['id'];

interface GuideText {
  title: string;
  description: string;
  sections: Record<AmendmentId, { title: string; content: string }>;
}

const TEXT: Record<LegalLanguage, GuideText> = {
  en: {
    title: 'Constitutional rights',
    description: 'The federal rights that protect you in every state, and the words that use them.',
    sections: {
      'fourth-amendment': {
        title: 'Fourth Amendment: searches and seizures',
        content:
          'Protection against unreasonable searches and seizures of you, your home, your car and your phone.',
      },
      'fifth-amendment': {
        title: 'Fifth Amendment: the right to remain silent',
        content: 'You do not have to be a witness against yourself.',
      },
      'first-amendment': {
        title: 'First Amendment: speech, press and recording',
        content:
          'The freedom to speak, to protest and to record public officials doing their jobs.',
      },
      'fourteenth-amendment': {
        title: 'Fourteenth Amendment: due process and equal protection',
        content:
          'States and their officers must respect your rights and treat you equally under the law.',
      },
    },
  },
  es: {
    title: 'Derechos constitucionales',
    description:
      'Los derechos federales que lo protegen en todos los estados, y las palabras para ejercerlos.',
    sections: {
      'fourth-amendment': {
        title: 'Cuarta Enmienda: registros e incautaciones',
        content:
          'Protección contra registros e incautaciones irrazonables de su persona, su casa, su carro y su teléfono.',
      },
      'fifth-amendment': {
        title: 'Quinta Enmienda: el derecho a permanecer en silencio',
        content: 'No tiene que ser testigo contra sí mismo.',
      },
      'first-amendment': {
        title: 'Primera Enmienda: expresión, prensa y grabación',
        content:
          'La libertad de expresarse, de protestar y de grabar a los funcionarios públicos mientras trabajan.',
      },
      'fourteenth-amendment': {
        title: 'Decimocuarta Enmienda: debido proceso e igual protección',
        content:
          'Los estados y sus oficiales deben respetar sus derechos y tratarlo con igualdad ante la ley.',
      },
    },
  },
};

/** Spec P2 §2: the 4th, 5th, 1st and 14th Amendments, each with rights and what to say. */
export function constitutionalRightsGuide(language: LegalLanguage = 'en'): Guide {
  const text = TEXT[language];
  return {
    id: 'constitutional-rights',
    title: text.title,
    description: text.description,
    sections: nonEmpty(
      AMENDMENTS.map(({ id, citing }) =>
        section({ id, language, ...text.sections[id], rules: rulesCiting(citing) }),
      ),
    ),
  };
}
