import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generatedModules } from './state-data.mjs';

const outDir = fileURLToPath(new URL('../src/generated/', import.meta.url));
for (const [name, text] of Object.entries(generatedModules())) {
  writeFileSync(outDir + name, text);
  console.log(`wrote src/generated/${name}`);
}
