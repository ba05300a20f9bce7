// Writes the installed app's icons (public/icons) from the brand mark (components/brand/BrandMark:
// MUI's HandymanOutlined in slate 900 on a cyan tile). Run again when the mark or its colours change:
//   node scripts/generate-app-icons.mjs
import { mkdir } from 'node:fs/promises';
import sharp from 'sharp';
import { readFileSync } from 'node:fs';

const CYAN = '#06b6d4';
const SLATE_900 = '#0f172a';
const glyph = [...readFileSync(new URL('../node_modules/@mui/icons-material/HandymanOutlined.js', import.meta.url), 'utf8').matchAll(/d: "([^"]+)"/g)].map(([, d]) => d);

/** The mark on a 24-unit canvas: a rounded tile (or, maskable, a full square with the glyph inside the safe zone) and the glyph. */
function markSvg(size, { maskable }) {
  const tile = maskable ? `<rect width="24" height="24" fill="${CYAN}"/>` : `<rect width="24" height="24" rx="5" fill="${CYAN}"/>`;
  // The maskable safe zone is the centre circle of 80%: the glyph keeps within 60%.
  const scale = maskable ? 0.6 : 0.72;
  const offset = (24 - 24 * scale) / 2;
  const paths = glyph.map((d) => `<path d="${d}" fill="${SLATE_900}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24">${tile}<g transform="translate(${offset} ${offset}) scale(${scale})">${paths}</g></svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

await mkdir(new URL('../public/icons/', import.meta.url), { recursive: true });
for (const { file, size, maskable } of ICONS) {
  await sharp(Buffer.from(markSvg(size, { maskable }))).png().toFile(new URL(`../public/icons/${file}`, import.meta.url).pathname);
  console.log(`public/icons/${file}`);
}
