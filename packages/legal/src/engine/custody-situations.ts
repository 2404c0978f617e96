import { MINOR } from './facts/person';
import type { Situation } from './situations';

/** Words of questioning a minor's case turns on: a minor pulled over is a traffic question. */
const QUESTIONING = {
  en: String.raw`\b(question\w*|interrogat\w*|lie|lied|lying|deception|trick\w*|deceiv\w*|bluff\w*|confess\w*|talk(ed)? to (him|her|them|my)|without (me|a parent|his parents|her parents|their parents|a lawyer)|parents? (present|there|in the room)|miranda|statement)\b`,
  es: String.raw`\b(interrog\w*|pregunt\w*|mentir\w*|mintio|mintieron|engano\w*|enganar\w*|confes\w*|sin (mi|sus padres|un abogado|su mama|su papa)|miranda|declaracion)\b`,
};

/** A text that speaks of a minor and of questioning, in either order. */
function minorQuestioned(minor: RegExp, questioning: string): RegExp {
  return new RegExp(String.raw`^(?=[\s\S]*(?:${minor.source}))(?=[\s\S]*${questioning})`, 'i');
}

/**
 * Situations about custody that a broad one would answer wrongly: questioning a
 * minor (state law differs; Illinois presumes a confession after police lies inadmissible), and
 * how long police may hold someone before a judge sees them (New York: about 24 hours).
 */
export const CUSTODY_SITUATIONS: readonly Situation[] = [
  {
    id: 'juvenile',
    label: 'police questioning a minor',
    pattern: minorQuestioned(MINOR.en, QUESTIONING.en),
    topics: ['juvenile', 'silence', 'arrest'],
    core: [
      'illinois-juvenile-deception',
      'juvenile-questioning-or',
      'california-youth-lawyer-before-questioning',
      'juvenile-questioning-md',
      'juvenile-questioning-tx',
      'juvenile-questioning-wi',
      'juvenile-questioning-in',
      'juvenile-questioning',
    ],
    leadsWithCore: true,
    es: {
      label: 'que la policía interrogue a un menor',
      pattern: minorQuestioned(MINOR.es, QUESTIONING.es),
    },
  },
  {
    id: 'time-before-judge',
    label: 'how long police may hold you before a judge',
    pattern:
      /\b((see|seeing|go before|brought before|taken before|in front of|before) (a|the) judge|arraign\w*|central booking|(how long|hours|days)\b[\w\s',]{0,40}\b(jail|custody|cell|lock ?up|locked up|booked|holding)|(jail|custody|cell|locked up|lock ?up|booked)\b[\w\s',]{0,40}\b(how long|hours|days))\b/i,
    topics: ['arraignment', 'arrest'],
    core: [
      'new-york-arraignment-24-hours',
      'california-arraignment-48-hours',
      'arrest-prompt-hearing',
    ],
    leadsWithCore: true,
    es: {
      label: 'cuánto tiempo pueden retenerlo antes de ver a un juez',
      pattern:
        /\b((ver|veo|ante|frente a) (a )?(un|el) juez|lectura de cargos|(cuanto tiempo|horas|dias)\b[\w\s,]{0,40}\b(carcel|custodia|celda|encerrad\w*|detenid\w*|retener\w*)|(carcel|custodia|celda|encerrad\w*)\b[\w\s,]{0,40}\b(cuanto tiempo|horas|dias))\b/,
    },
  },
];
