import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config';

const readme = readFileSync(fileURLToPath(new URL('../../../README.md', import.meta.url)), 'utf8');

// The README's configuration table must stay true as variables are added.
describe('README configuration table', () => {
  it.each(CONFIG_VARIABLES.map((v) => [v.name, v.default]))(
    'documents %s with its default',
    (name, defaultValue) => {
      // Prettier pads the table's columns, so the name cell may end in spaces.
      const start = new RegExp(`^\\| \`${name}\` +\\|`);
      const row = readme.split('\n').find((line) => start.test(line));
      expect(row, `README row for ${name}`).toBeDefined();
      expect(row).toContain(defaultValue);
    },
  );
});
