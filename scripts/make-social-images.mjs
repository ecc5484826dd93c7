#!/usr/bin/env node
// Makes the link previews' pictures into a build's files, <output>/client/social/ (the argument: `dist` for Node, the
// default, or `dist-edge`): a 1200 x 630 JPEG, what every previewer takes, of each restaurant picture of the demo
// catalog (public/images/restaurants/*.svg), and storefront.jpg, the site-wide one. Made at each build rather than
// committed: they follow the pictures they are made of, and the repository keeps no second copy of each picture.
// The pages name them by src/lib/seo/social-images.ts.
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, process.argv[2] ?? 'dist', 'client', 'social');
const pictures = join(root, 'public', 'images', 'restaurants');
const WIDTH = 1200;
const HEIGHT = 630;
const BRAND = '#b4320f';

/** A picture drawn at the preview's width, cropped to its height about the middle. */
const card = (file) =>
  sharp(file, { density: 192 })
    .resize(WIDTH, HEIGHT, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#fff' });

mkdirSync(join(out, 'restaurants'), { recursive: true });
const names = readdirSync(pictures)
  .filter((name) => name.endsWith('.svg'))
  .sort();
for (const name of names) {
  await card(join(pictures, name))
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(join(out, 'restaurants', name.replace(/\.svg$/, '.jpg')));
}

// The site-wide picture: three of the kitchens side by side under the storefront's mark.
const third = Math.floor(WIDTH / 3);
const tiles = await Promise.all(
  names
    .slice(0, 3)
    .map((name) =>
      sharp(join(pictures, name), { density: 192 }).resize(third, HEIGHT, { fit: 'cover' }).png().toBuffer(),
    ),
);
const mark = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="220" height="220" viewBox="0 0 32 32">
  <circle cx="16" cy="16" r="15" fill="${BRAND}" stroke="#fff" stroke-width="1"/>
  <path d="M9 19h14a7 7 0 0 1-14 0z" fill="#fff"/>
  <path d="M12 8c0 3 2 3 2 6M16 7c0 3 2 3 2 6M20 8c0 3 2 3 2 6" stroke="#fff" stroke-width="1.8" fill="none"
    stroke-linecap="round"/></svg>`);
await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: BRAND } })
  .composite([
    ...tiles.map((input, index) => ({ input, left: index * third, top: 0 })),
    { input: mark, left: (WIDTH - 220) / 2, top: (HEIGHT - 220) / 2 },
  ])
  .jpeg({ quality: 80, mozjpeg: true })
  .toFile(join(out, 'storefront.jpg'));
console.log(`Link preview pictures: ${names.length + 1} made.`);
