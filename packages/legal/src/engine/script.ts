import type { Passage } from './passage';

/** Passages looked at for a script line: a later one belongs to another part of the answer. */
const SCRIPT_FROM = 2;

/**
 * The "What to say" lines of an answer (scripts often belonged to another situation):
 * the leading passage's own line, else the next one's, else the line of the situation's own
 * core rules, and none rather than a line written for something else. An answer to several questions at once ("What are my rights?", or a question
 * in parts) gets one line for each of its first `lines` parts, from the passage leading each.
 */
export function answerScript(
  leads: readonly Passage[][],
  lines = 1,
  situationLines: readonly string[] = [],
): string[] {
  const script: string[] = [];
  for (const candidates of leads.slice(0, lines)) {
    const line = candidates
      .slice(0, SCRIPT_FROM)
      .map((passage) => passage.sayThis?.[0])
      .find((say) => say !== undefined && !script.includes(say));
    if (line !== undefined) script.push(line);
  }
  // A state's table row has no script of its own: the situation's own line fits it.
  if (script.length === 0 && situationLines[0] !== undefined) script.push(situationLines[0]);
  return script;
}
