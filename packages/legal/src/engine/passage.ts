import type { LegalRule } from '../types';

/** One piece of an answer: a corpus rule, or a state's recording rule built from the data. */
export type Passage = Pick<LegalRule, 'id' | 'title' | 'text' | 'sayThis' | 'sources'>;
