import { MINOR } from './facts/person';
import { withStateRows } from './state-rows';
import type { Situation } from './situations';

/** Words of questioning a minor's case turns on: a minor pulled over is a traffic question. */
const QUESTIONING = {
  en: String.raw`\b(question\w*|interrogat\w*|lie|lied|lying|deception|trick\w*|deceiv\w*|bluff\w*|confess\w*|talk(ed)? to (him|her|them|my)|without (me|a parent|his parents|her parents|their parents|a lawyer)|parents? (present|there|in the room)|miranda|statement|interview\w*|(used?|using) against|his side|her side|their side)\b`,
  es: String.raw`\b(interrog\w*|pregunt\w*|mentir\w*|mintio|mintieron|engano\w*|enganar\w*|confes\w*|sin (mi|sus padres|un abogado|su mama|su papa)|miranda|declaracion|entrevist\w*|(hablo|hablaron|platico|platicaron) con (mi|su) (hij[oa]|nin[oa]|muchach[oa])|en su contra)\b`,
};

/** Being asked to agree to a search, or having agreed. */
const CONSENT = {
  en: String.raw`\b(consent\w*|(asked|asks|asking) (him|her|them|me)? ?(if|whether|to) (he|she|they|i)? ?(could|can|may)? ?(search|look|check)|said (yes|yeah|sure|ok)|let (him|her|them) (search|look|check))\b`,
  es: String.raw`\b(consentimiento|permiso para (revisar|registrar|buscar)|(le |les |me )?(pidio|pidieron|pregunto|preguntaron) (permiso|si (podia|puede|podian|pueden))|dijo que si)\b`,
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
    core: withStateRows(
      'juvenile',
      [
        'illinois-juvenile-deception',
        'juvenile-questioning-or',
        'california-youth-lawyer-before-questioning',
        'juvenile-questioning-md',
        'juvenile-questioning-tx',
        'juvenile-questioning-wi',
        'juvenile-questioning-in',
        'juvenile-attorney-wa',
      ],
      ['juvenile-questioning'],
    ),
    leadsWithCore: true,
    es: {
      label: 'que la policía interrogue a un menor',
      pattern: minorQuestioned(MINOR.es, QUESTIONING.es),
    },
  },
  {
    // A minor asked to agree to a search: Washington gives a lawyer first (RCW 13.40.740);
    // elsewhere the consent rule answers. A search at school is the school's rule.
    id: 'juvenile-consent',
    label: 'a minor asked to agree to a search',
    pattern: minorQuestioned(MINOR.en, CONSENT.en),
    topics: ['juvenile', 'search'],
    core: ['juvenile-attorney-wa', 'search-consent'],
    leadsWithCore: true,
    yieldsTo: ['school-search'],
    es: {
      label: 'un menor al que le piden permiso para un registro',
      pattern: minorQuestioned(MINOR.es, CONSENT.es),
    },
  },
  {
    id: 'time-before-judge',
    label: 'how long police may hold you before a judge',
    pattern:
      /\b((see|sees|seeing|saw|go before|goes before|brought before|taken before|in front of|before) (a|the) (judge|magistrate)|arraign\w*|central booking|(how long|hours|days)\b[\w\s',]{0,40}\b(jail|custody|cell|lock ?up|locked up|booked|holding)|(jail|custody|cell|locked up|lock ?up|booked)\b[\w\s',]{0,40}\b(how long|hours|days)|(keep|hold|held|detain)\w*\b[\w\s',]{0,30}\bwithout (being )?(charg\w*|a judge|seeing a judge))\b/i,
    topics: ['arraignment', 'arrest'],
    core: withStateRows('arraignment', [], ['arrest-prompt-hearing']),
    leadsWithCore: true,
    es: {
      label: 'cuánto tiempo pueden retenerlo antes de ver a un juez',
      pattern:
        /\b((ver|veo|ante|frente a) (a )?(un|el) juez|(ver|veo|vea|ve) al juez|lectura de cargos|(cuanto tiempo|horas|dias)\b[\w\s,]{0,40}\b(carcel|custodia|celda|encerrad\w*|detenid\w*|retener\w*)|(carcel|custodia|celda|encerrad\w*)\b[\w\s,]{0,40}\b(cuanto tiempo|horas|dias))\b/,
    },
  },
];
