import { ruleWords } from '../language';
import type { LegalLanguage, LegalRule } from '../types';

/** One piece of an answer: a corpus rule, or a state's recording rule built from the data. */
export type Passage = Pick<LegalRule, 'id' | 'title' | 'text' | 'sayThis' | 'sources'>;

/** A corpus rule as a passage in `language`. */
export function rulePassage(rule: LegalRule, language: LegalLanguage): Passage {
  return { id: rule.id, ...ruleWords(rule, language), sources: rule.sources };
}
