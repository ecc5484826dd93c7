#!/usr/bin/env node
// Generates the installable app's icons (public/icons/) from the storefront's mark, the same bowl and steam as the
// header's logo: 192 and 512 px on the brand colour's circle, and a maskable 512 px whose mark stays inside the safe
// zone (the inner 80 %) that launchers may crop to any shape. Usage: node scripts/make-icons.mjs
// sharp is Astro's image service dependency; it rasterises the SVG. Output is committed, like the catalog's images.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT = fileURLToPath(new URL('../public/icons/', import.meta.url));
const BRAND = '#b4320f';

const mark = `<path d="M9 19h14a7 7 0 0 1-14 0z" fill="#fff"/>
  <path d="M12 8c0 3 2 3 2 6M16 7c0 3 2 3 2 6M20 8c0 3 2 3 2 6" stroke="#fff" stroke-width="1.8" fill="none"
    stroke-linecap="round"/>`;

/** The logo on a transparent square: a brand circle with the mark. */
const roundIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <circle cx="16" cy="16" r="15" fill="${BRAND}"/>${mark}</svg>`;

/** A full-bleed brand square with the mark scaled by 0.8 about the centre, inside the maskable safe zone. */
const maskableIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${BRAND}"/><g transform="translate(3.2 3.2) scale(0.8)">${mark}</g></svg>`;

const icons = [
  { name: 'icon-192.png', svg: roundIcon, size: 192 },
  { name: 'icon-512.png', svg: roundIcon, size: 512 },
  { name: 'icon-maskable-512.png', svg: maskableIcon, size: 512 },
];

mkdirSync(OUT, { recursive: true });
for (const { name, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(OUT, name));
}
console.log(`Wrote ${icons.length} icons to public/icons/.`);
