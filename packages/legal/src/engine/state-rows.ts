import { LEGAL_CORPUS } from '../corpus';
import type { LegalTopic } from '../types';

/**
 * A situation's `core` with every state's rule of its topic (the table's rows) between the rules
 * it names first and its general rules: a row added to a table leads the answers of its state
 * without being named again, and the general rules that follow answer every other state.
 */
export function withStateRows(topic: LegalTopic, named: string[], general: string[]): string[] {
  const rows = LEGAL_CORPUS.filter((rule) => rule.topic === topic && rule.states !== undefined);
  return [...new Set([...named, ...rows.map((rule) => rule.id), ...general])];
}
