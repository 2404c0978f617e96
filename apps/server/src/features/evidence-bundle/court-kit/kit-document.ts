import type { CourtKitLanguage } from '@redzone/contract';

/**
 * A court kit paper as plain blocks, so that its text and its PDF say the same words: the text is
 * what a lawyer pastes into a filing, the PDF what a declarant prints and signs.
 */
export type KitBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** Small print: how the paper was made, what it is not. */
  | { kind: 'note'; text: string }
  | { kind: 'field'; label: string; value: string }
  /** A line the person completing the paper fills in by hand. */
  | { kind: 'blank'; label: string }
  | { kind: 'item'; text: string }
  /** A rule's own words, with where they come from. */
  | { kind: 'quote'; text: string; source: string };

export interface KitDocument {
  language: CourtKitLanguage;
  title: string;
  subtitle: string;
  blocks: KitBlock[];
}

export const BLANK = '______________________________';
const WIDTH = 78;

/** Words wrapped to the width; a word longer than a line (a hash is 64) keeps its own line. */
function wrap(text: string, indent = '', first = indent): string {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = first;
    let isEmpty = true;
    for (const word of paragraph.split(/\s+/).filter((w) => w !== '')) {
      if (!isEmpty && line.length + 1 + word.length > WIDTH) {
        lines.push(line);
        line = indent + word;
      } else {
        line = isEmpty ? line + word : `${line} ${word}`;
      }
      isEmpty = false;
    }
    lines.push(line);
    first = indent;
  }
  return lines.join('\n');
}

function blockText(block: KitBlock): string {
  switch (block.kind) {
    case 'heading':
      return `\n${block.text.toUpperCase()}`;
    case 'paragraph':
    case 'note':
      return `\n${wrap(block.text)}`;
    case 'field':
      return wrap(`${block.label}: ${block.value}`, '    ', '  ');
    case 'blank':
      return wrap(`${block.label}: ${BLANK}`, '    ', '  ');
    case 'item':
      return wrap(block.text, '    ', '  - ');
    case 'quote':
      return `\n${wrap(`"${block.text}" (${block.source})`, '    ', '    ')}`;
  }
}

/** The paper as UTF-8 text, 78 columns wide, readable in any editor. */
export function kitText(document: KitDocument): string {
  const head = `${wrap(document.title)}\n${wrap(document.subtitle)}\n${'='.repeat(WIDTH)}`;
  return `${[head, ...document.blocks.map(blockText)].join('\n')}\n`;
}
