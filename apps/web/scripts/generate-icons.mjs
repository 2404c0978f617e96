// Draws the Red Zone mark (a white shield with a red record dot on a red disc) and writes the
// PNG icons the web manifest lists. Run: node apps/web/scripts/generate-icons.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodePng } from './png-encode.mjs';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(webRoot, 'public', 'icons');

// One source for the colours: src/config/brand.ts (plain Node cannot import TypeScript).
const brand = readFileSync(join(webRoot, 'src', 'config', 'brand.ts'), 'utf8');
const colour = (name) => {
  const hex = new RegExp(`${name} = '#([0-9a-f]{6})'`, 'i').exec(brand)?.[1];
  if (!hex) throw new Error(`${name} not found in brand.ts`);
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
};
const RED = colour('ACCENT_COLOR');
const DARK = colour('BACKGROUND_COLOR');
const WHITE = [255, 255, 255];

// Geometry in units of the icon size, centred on (0, 0).
const DISC_RADIUS_ANY = 0.47;
// Maskable icons may be cropped to a circle of 40% radius (the W3C safe zone).
const DISC_RADIUS_MASKABLE = 0.36;
const SHIELD = { halfWidth: 0.2, top: -0.24, shoulder: 0.02, tip: 0.27 };
const DOT_RADIUS = 0.075;
const DOT_CENTRE_Y = -0.04;
const SUPERSAMPLES = 4;

function insideShield(x, y, scale) {
  const halfWidth = SHIELD.halfWidth * scale;
  const top = SHIELD.top * scale;
  const shoulder = SHIELD.shoulder * scale;
  const tip = SHIELD.tip * scale;
  if (y < top) return false;
  if (y <= shoulder) return Math.abs(x) <= halfWidth;
  // The lower half is bounded by two arcs tangent to the sides that meet at the tip.
  const drop = tip - shoulder;
  const arcRadius = (halfWidth * halfWidth + drop * drop) / (2 * halfWidth);
  const centreX = halfWidth - arcRadius;
  return (Math.abs(x) - centreX) ** 2 + (y - shoulder) ** 2 <= arcRadius ** 2;
}

function colourAt(x, y, { discRadius, background }) {
  const scale = discRadius / DISC_RADIUS_ANY;
  if (Math.hypot(x, y - DOT_CENTRE_Y * scale) <= DOT_RADIUS * scale) return [...RED, 255];
  if (insideShield(x, y, scale)) return [...WHITE, 255];
  if (Math.hypot(x, y) <= discRadius) return [...RED, 255];
  return background ? [...background, 255] : [0, 0, 0, 0];
}

function render(size, options) {
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < SUPERSAMPLES; sy += 1) {
        for (let sx = 0; sx < SUPERSAMPLES; sx += 1) {
          const x = (px + (sx + 0.5) / SUPERSAMPLES) / size - 0.5;
          const y = (py + (sy + 0.5) / SUPERSAMPLES) / size - 0.5;
          const [r, g, b, a] = colourAt(x, y, options);
          // Premultiplied so transparent samples do not darken the antialiased edge.
          sum[0] += r * a;
          sum[1] += g * a;
          sum[2] += b * a;
          sum[3] += a;
        }
      }
      const offset = (py * size + px) * 4;
      const alpha = sum[3];
      for (let c = 0; c < 3; c += 1) pixels[offset + c] = alpha ? Math.round(sum[c] / alpha) : 0;
      pixels[offset + 3] = Math.round(alpha / SUPERSAMPLES ** 2);
    }
  }
  return encodePng(size, pixels);
}

const ICONS = [
  { file: 'icon-192.png', size: 192, discRadius: DISC_RADIUS_ANY },
  { file: 'icon-512.png', size: 512, discRadius: DISC_RADIUS_ANY },
  { file: 'icon-maskable-512.png', size: 512, discRadius: DISC_RADIUS_MASKABLE, background: DARK },
  // iOS ignores the manifest icons and does not mask transparency well, hence a full-bleed one.
  { file: 'apple-touch-icon.png', size: 180, discRadius: DISC_RADIUS_MASKABLE, background: DARK },
];

mkdirSync(outDir, { recursive: true });
for (const icon of ICONS) {
  const png = render(icon.size, icon);
  writeFileSync(join(outDir, icon.file), png);
  console.log(`${icon.file}: ${png.length} bytes`);
}
