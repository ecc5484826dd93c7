#!/usr/bin/env node
// Generates flat SVG illustrations for the demo catalog.
// Usage: node scripts/make-images.mjs
// Reads src/lib/catalog/seed-catalog.json (the catalog file format: restaurants with their menus) and writes each
// picture it names:
//   public/images/restaurants/<slug>.svg           (640x400)
//   public/images/items/<restaurant>-<item>.svg    (320x240)
// The slugs come from those paths, what each dish looks like from KIND below.
// Output is deterministic: same catalog -> same bytes. No dependencies.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// What each demo dish is drawn as (a key of K below), by its slug.
const KIND = {
  pizza: ['margherita-pizza', 'diavola-pizza', 'quattro-formaggi'],
  pasta: ['spaghetti-carbonara', 'penne-arrabbiata'],
  lasagna: ['lasagna-al-forno'],
  salad: ['caprese-salad', 'papaya-salad', 'greek-salad'],
  bread: ['garlic-focaccia'],
  cake: ['tiramisu'],
  drink: [
    'blood-orange-soda', 'iced-green-tea', 'yuzu-lemonade', 'horchata', 'mango-lassi', 'thai-iced-tea', 'mint-lemonade',
    'vietnamese-iced-coffee',
  ],
  sandwich: ['meatball-sub', 'crispy-chicken-sandwich', 'banh-mi', 'croque-monsieur'],
  fritters: ['arancini', 'karaage'],
  cannoli: ['cannoli'],
  sushi: ['salmon-maki', 'dragon-roll', 'kimbap'],
  nigiri: ['tuna-nigiri'],
  soup: ['miso-soup', 'tom-yum-soup', 'hot-and-sour-soup', 'chicken-pho', 'french-onion-soup'],
  rice: ['chicken-teriyaki-bowl', 'lamb-biryani', 'yangzhou-fried-rice'],
  greens: ['edamame'],
  icecream: ['matcha-ice-cream'],
  ramen: ['tonkotsu-ramen', 'spicy-miso-ramen', 'beef-pho'],
  dumplings: ['gyoza', 'har-gow', 'siu-mai'],
  skewer: ['yakitori', 'paneer-tikka', 'chicken-satay', 'lamb-kofta'],
  mochi: ['mochi'],
  taco: ['al-pastor-tacos'],
  burrito: ['carne-asada-burrito', 'chicken-shawarma-wrap'],
  quesadilla: ['chicken-quesadilla'],
  dip: ['chips-guacamole', 'hummus-plate'],
  corn: ['elote'],
  churros: ['churros'],
  curry: ['butter-chicken', 'palak-paneer', 'chicken-tikka-masala', 'chana-masala', 'green-curry'],
  samosa: ['vegetable-samosas'],
  flatbread: ['garlic-naan'],
  dessertballs: ['gulab-jamun'],
  drumsticks: ['tandoori-chicken', 'buffalo-wings', 'korean-fried-chicken'],
  stew: ['pav-bhaji', 'kimchi-jjigae'],
  coffee: ['masala-chai', 'jasmine-tea', 'cafe-au-lait'],
  noodles: ['pad-thai', 'bun-cha', 'japchae'],
  mangorice: ['mango-sticky-rice'],
  burger: ['classic-smash-burger', 'bacon-bbq-burger'],
  fries: ['cajun-fries'],
  shake: ['vanilla-milkshake'],
  pie: ['pecan-pie', 'quiche-lorraine'],
  bao: ['char-siu-bao'],
  stirfry: ['kung-pao-chicken', 'bulgogi-plate'],
  tart: ['egg-tarts'],
  bowl: ['falafel-bowl'],
  baklava: ['baklava'],
  springrolls: ['fresh-spring-rolls'],
  bibimbap: ['bibimbap'],
  ricecakes: ['tteokbokki'],
  steak: ['steak-frites'],
  croissant: ['butter-croissant'],
  brulee: ['creme-brulee'],
  macarons: ['macarons'],
};
function kindOf(itemSlug) {
  const kind = Object.keys(KIND).find((candidate) => KIND[candidate].includes(itemSlug));
  if (!kind) throw new Error(`no kind for ${itemSlug}: add it to KIND`);
  return kind;
}

const catalog = JSON.parse(readFileSync(join(root, 'src/lib/catalog/seed-catalog.json'), 'utf8')).map((restaurant) => {
  const slug = basename(restaurant.image, '.svg');
  const items = restaurant.sections.flatMap((section) => section.dishes).map((dish) => {
    const itemSlug = basename(dish.image, '.svg').slice(slug.length + 1);
    return { slug: itemSlug, kind: kindOf(itemSlug) };
  });
  return { slug, cuisine: restaurant.cuisine, items };
});

// ---------- deterministic helpers ----------
function fnv(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const n = (v) => Math.round(v * 10) / 10;
function hsl(h, s, l) {
  h = ((h % 360) + 360) % 360;
  s /= 100;
  l /= 100;
  const k = (x) => (x + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (x) => l - a * Math.max(-1, Math.min(k(x) - 3, 9 - k(x), 1));
  return '#' + [f(0), f(8), f(4)].map((v) => Math.round(v * 255).toString(16).padStart(2, '0')).join('');
}
const kw = (slug, table, dflt) => {
  for (const [k, v] of Object.entries(table)) if (slug.includes(k)) return v;
  return dflt;
};

// ---------- svg primitives ----------
const E = (cx, cy, rx, ry, f, x = '') => `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${f}"${x}/>`;
// small plain dots become zero-length round-capped strokes so the minifier can merge them
const C = (cx, cy, r, f, x = '') => r <= 6 && !x ? S(`M${n(cx)} ${n(cy)}h0`, f, n(r * 2)) : `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${f}"${x}/>`;
const R = (x, y, w, h, rx, f, e = '') => `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${rx}"` : ''} fill="${f}"${e}/>`;
const P = (d, f, x = '') => `<path d="${d}" fill="${f}"${x}/>`;
const S = (d, s, w, x = '') => `<path d="${d}" fill="none" stroke="${s}" stroke-width="${w}" stroke-linecap="round"${x}/>`;
const rot = (a, cx, cy) => ` transform="rotate(${n(a)} ${n(cx)} ${n(cy)})"`;
const shadow = (cy = 196, rx = 118) => E(160, cy, rx, 14, '#000', ' opacity=".12"');

const plate = (cy = 150, rx = 122, ry = 48) =>
  shadow(cy + ry - 6, rx * 0.92) + E(160, cy, rx, ry, '#fff') + E(160, cy + 2, rx * 0.72, ry * 0.68, '#eef0f2');
// side-view bowl: rim at y=ry0; returns [before, after] where contents are drawn between
const bowl = (col, fillCol, y = 122, w = 98) =>
  shadow(y + 74, w * 0.9) +
  R(160 - w * 0.3, y + 60, w * 0.6, 12, 4, shade(col, -18)) +
  P(`M${160 - w} ${y}A${w} ${w * 0.72} 0 0 0 ${160 + w} ${y}Z`, col) +
  P(`M${160 - w + 14} ${y + 20}A${w - 14} ${w * 0.55} 0 0 0 ${160 + w - 30} ${y + 44}`, 'none', ` stroke="#fff" stroke-width="5" opacity=".35" stroke-linecap="round"`) +
  E(160, y, w, 24, shade(col, -12)) +
  E(160, y + 1, w - 6, 20, fillCol);
function shade(hex, amt) {
  const v = parseInt(hex.slice(1), 16);
  const c = [v >> 16, (v >> 8) & 255, v & 255].map((x) => Math.max(0, Math.min(255, Math.round(x + (amt * 255) / 100))));
  return '#' + c.map((x) => x.toString(16).padStart(2, '0')).join('');
}
const steam = (x, y) => [0, 22, 44].map((d) => S(`M${x + d} ${y}c-8-10 8-16 0-28`, '#fff', 4, ' opacity=".7"')).join('');
const leaf = (x, y, a, f = '#3f9d4a', s = 1) => E(x, y, 9 * s, 4.5 * s, f, rot(a, x, y));
const chop = () => S('M70 60L270 118', '#8a5a2b', 5) + S('M64 72L268 126', '#a06a35', 5);

// ---------- food kinds (320x240 canvas) ----------
const K = {
  pizza(s, r) {
    const top = kw(s, { diavola: '#b8322a', formaggi: '#fff7dc' }, '#c9302c');
    let o = plate(150, 124, 50) + E(160, 146, 104, 40, '#d9923f') + E(160, 144, 94, 34, '#e0482f') + E(160, 143, 88, 31, '#f7cf63');
    for (let i = 0; i < 8; i++) {
      const a = r() * 6.28, d = 0.25 + r() * 0.6;
      o += s.includes('formaggi') ? E(160 + Math.cos(a) * 70 * d, 143 + Math.sin(a) * 24 * d, 11, 5, i % 2 ? top : '#f3e0a0') : C(160 + Math.cos(a) * 72 * d, 143 + Math.sin(a) * 24 * d, 8, top, ' opacity=".95"');
    }
    if (s.includes('margherita')) o += leaf(130, 136, 20) + leaf(186, 150, -30) + leaf(170, 128, 60);
    return o + S('M160 143L60 150M160 143L245 120M160 143L185 176', '#d7a24d', 2.5, ' opacity=".8"');
  },
  pasta(s, r) {
    const sauce = kw(s, { carbonara: '#f3d98a', arrabbiata: '#c8361f' }, '#c8361f');
    let o = plate() + E(160, 138, 78, 34, '#f1c85a');
    for (let i = 0; i < 7; i++) o += S(`M${96 + i * 6} ${132 + (i % 3) * 6}q${30 + r() * 20} -${16 + r() * 10} ${60 + r() * 20} ${4 - r() * 10}t${40} 0`, '#e2ad3b', 3);
    o += E(160, 124, 40, 16, sauce, ' opacity=".92"');
    if (s.includes('carbonara')) for (let i = 0; i < 7; i++) R(130 + r() * 56, 116 + r() * 16, 9, 6, 2, '#b5543f');
    else o += leaf(150, 118, 30) + leaf(170, 116, -20);
    for (let i = 0; i < 10; i++) o += C(120 + r() * 80, 118 + r() * 30, 1.6, '#333');
    return o;
  },
  lasagna() {
    let o = plate();
    const L = ['#f0c35a', '#c8402a', '#faf1dc', '#f0c35a', '#c8402a', '#e7b04a'];
    L.forEach((c, i) => (o += P(`M104 ${152 - i * 11}l88 16 44-18v11l-44 18-88-16z`, c)));
    return o + P('M104 86l88 16 44-18-86-12z', '#d9822b') + C(150, 92, 5, '#a64c1d') + C(190, 98, 4, '#a64c1d') + leaf(165, 88, 10);
  },
  salad(s, r) {
    let o = bowl('#ffffff', '#6fb54a');
    const G = ['#4c9e3c', '#7cc452', '#3d8a34'];
    for (let i = 0; i < 11; i++) o += C(88 + r() * 144, 104 + r() * 20, 13 + r() * 6, G[i % 3]);
    const red = s.includes('papaya') ? '#f2a65a' : '#e0452f';
    for (let i = 0; i < 5; i++) o += C(100 + r() * 120, 104 + r() * 16, 9, red);
    const extra = kw(s, { greek: '#ffffff', caprese: '#ffffff', papaya: '#c69a5b' }, '#fff');
    for (let i = 0; i < 4; i++) o += R(104 + r() * 104, 98 + r() * 18, 14, 12, 2, extra);
    if (s.includes('greek')) for (let i = 0; i < 5; i++) o += C(100 + r() * 120, 104 + r() * 16, 5, '#3b2b3f');
    return o;
  },
  greens(s, r) {
    let o = bowl('#2f4858', '#d9e7c5', 132, 90);
    for (let i = 0; i < 7; i++) {
      const x = 96 + r() * 128, y = 108 + r() * 22, a = -40 + r() * 80;
      o += E(x, y, 24, 9, '#63a83c', rot(a, x, y)) + E(x, y, 17, 4, '#83c45a', rot(a, x, y));
    }
    return o + C(130, 116, 2, '#fff') + C(180, 112, 2, '#fff') + C(200, 124, 2, '#fff');
  },
  bread(s, r) {
    let o = plate() + R(82, 106, 156, 62, 22, '#e3a84c') + R(88, 106, 144, 52, 20, '#f0c46b');
    for (let i = 0; i < 9; i++) o += C(100 + (i % 5) * 30 + (i > 4 ? 15 : 0), 120 + (i > 4 ? 22 : 0), 5, '#d18f33');
    for (let i = 0; i < 6; i++) { const x = 100 + r() * 120, y = 114 + r() * 36; o += E(x, y, 6, 2, '#4f7f3a', rot(r() * 180, x, y)); }
    return o;
  },
  cake(s) {
    const top = kw(s, { tiramisu: '#6b3f24' }, '#f4d1dc');
    let o = plate(156);
    const L = ['#e9cf9a', '#fbf1de', '#c99a5e', '#fbf1de', '#c99a5e'];
    L.forEach((c, i) => (o += P(`M96 ${164 - i * 14}h92l40-30v14l-40 30h-92z`, c)));
    o += P('M96 94h92l40-30-96-4z', top);
    return o + C(150, 80, 3, '#3b2412') + C(170, 86, 2.5, '#3b2412') + C(190, 76, 3, '#3b2412');
  },
  cannoli() {
    let o = plate();
    for (const [x, y, a] of [[118, 130, -18], [196, 136, 14]]) {
      o += `<g${rot(a, x, y)}>` + R(x - 44, y - 15, 88, 30, 15, '#d9923f') + S(`M${x - 28} ${y - 12}v24M${x} ${y - 13}v26M${x + 28} ${y - 12}v24`, '#b8742b', 3) +
        E(x - 46, y, 10, 15, '#fff8e7') + E(x + 46, y, 10, 15, '#fff8e7') + C(x - 48, y - 4, 2.5, '#4a2b1a') + C(x + 48, y + 5, 2.5, '#4a2b1a') + '</g>';
    }
    return o;
  },
  drink(s) {
    const liq = kw(s, { orange: '#e4572e', 'green-tea': '#b9d36c', yuzu: '#f7e36b', lemonade: '#f2e58c', horchata: '#f3e6cc', lassi: '#f6b73c', 'thai-iced': '#e98a3b', coffee: '#8a5a3c' }, '#9ad0e6');
    return shadow(208, 70) +
      P('M110 60h100l-12 146h-76z', '#fff', ' opacity=".55"') +
      P('M114 92h92l-9 110h-74z', liq) +
      R(128, 108, 24, 22, 4, '#fff', ' opacity=".55"') + R(160, 128, 24, 22, 4, '#fff', ' opacity=".5"') + R(136, 148, 22, 20, 4, '#fff', ' opacity=".4"') +
      S('M176 30l-12 150', '#e94f64', 7) + S('M176 30l24-6', '#e94f64', 7) +
      (s.includes('orange') || s.includes('lemon') || s.includes('yuzu') ? C(206, 64, 22, '#f6d04d') + C(206, 64, 17, '#fbe79a') : s.includes('tea') || s.includes('coffee') ? '' : leaf(196, 60, 30, '#55a84a', 1.6));
  },
  coffee(s) {
    const liq = kw(s, { chai: '#c99567', jasmine: '#d8cf7a' }, '#a0673f');
    return shadow(196, 100) + E(160, 182, 104, 20, '#fff') + E(160, 180, 80, 13, '#e9edf0') +
      S('M224 118c30-4 30 40-6 40', '#fff', 12) + P('M86 100h148c0 60-30 82-74 82s-74-22-74-82z', '#fff') +
      E(160, 100, 74, 16, '#f3f3f3') + E(160, 101, 66, 12, liq) + E(150, 100, 20, 5, '#fff', ' opacity=".35"') + steam(136, 76);
  },
  shake() {
    return shadow(208, 70) + P('M108 82h104l-18 124h-68z', '#fdf1dc') + P('M108 82h104l-4 20h-96z', '#f7d9a8') +
      S('M190 20l-20 80', '#4aa3df', 7) + C(130, 78, 24, '#fff') + C(190, 78, 24, '#fff') + C(160, 62, 28, '#fff') + C(160, 36, 11, '#d62839') + S('M160 26c2-10 8-14 14-16', '#4e7d3a', 3) +
      S('M124 130h72', '#f2c98c', 6);
  },
  icecream(s) {
    const sc = kw(s, { matcha: '#9cc46b' }, '#f6d6a8');
    return bowl('#3c4f76', '#2c3b5a', 138, 84) + C(132, 112, 34, sc) + C(190, 110, 34, shade(sc, -8)) + E(134, 98, 12, 6, '#fff', ' opacity=".3"') + E(192, 96, 12, 6, '#fff', ' opacity=".3"') +
      P('M206 70l34-30 8 8-34 30z', '#e9c07a') + leaf(160, 84, -30, '#3f9d4a', 1.2);
  },
  soup(s, r) {
    const broth = kw(s, { miso: '#d9a55b', 'tom-yum': '#e5622e', 'hot-and-sour': '#a8642f', onion: '#9c5a2a', pho: '#e6b35a' }, '#e0a050');
    const bc = kw(s, { miso: '#2c3e50', 'tom-yum': '#ffffff', onion: '#8b5e3c' }, '#c0392b');
    let o = bowl(bc, broth, 122, 100);
    if (s.includes('onion')) o += E(160, 118, 76, 16, '#f2c45e') + E(150, 114, 40, 8, '#e2a23a') + C(130, 116, 5, '#c9812b') + C(188, 120, 4, '#c9812b');
    else {
      for (let i = 0; i < 5; i++) o += R(100 + r() * 110, 110 + r() * 16, 12, 10, 2, s.includes('tom-yum') ? '#f6a8a0' : '#f7f2e3');
      for (let i = 0; i < 10; i++) o += C(96 + r() * 130, 110 + r() * 20, 3.5, '#4f9a3b');
    }
    return o + steam(138, 86);
  },
  ramen(s, r) {
    const broth = kw(s, { spicy: '#d0532c', pho: '#b9783c' }, '#f0d6a4');
    let o = bowl(s.includes('pho') ? '#f4f1ea' : '#1f2d3d', broth, 118, 104);
    for (let i = 0; i < 6; i++) o += S(`M${108 + i * 8} ${128 - i}q12-14 24 0t24 0t24 0`, '#e9b949', 3.5);
    if (s.includes('pho')) o += E(200, 112, 22, 8, '#9b5a3c') + E(176, 122, 20, 7, '#8a4d33') + leaf(130, 110, 20, '#4f9a3b', 1.4) + leaf(112, 118, -30, '#4f9a3b', 1.4) + C(224, 124, 9, '#9ccf5a') + C(224, 124, 6, '#d8f0a5');
    else o += E(126, 110, 18, 13, '#fff') + E(126, 111, 9, 7, '#f4a21a') + C(196, 114, 16, '#d59a78') + C(196, 114, 10, '#f2c8aa') + R(222, 90, 16, 36, 2, '#203a2a', rot(10, 230, 108));
    for (let i = 0; i < 8; i++) o += C(150 + r() * 60, 104 + r() * 12, 3, '#5fb04a');
    return o + chop();
  },
  noodles(s, r) {
    const nc = kw(s, { japchae: '#b8926a', 'bun-cha': '#f6f1e4' }, '#e8b865');
    let o = plate() + E(160, 140, 86, 32, shade(nc, -10));
    for (let i = 0; i < 9; i++) o += S(`M${92 + r() * 20} ${128 + i * 3}q${34} -${12 + r() * 10} ${64} 0t${50} ${2 - r() * 4}`, nc, 3.2);
    if (s.includes('pad')) {
      for (let i = 0; i < 3; i++) o += S(`M${120 + i * 30} ${124 + (i % 2) * 8}a10 8 0 1 1 14 6`, '#f28a5b', 7);
      o += P('M212 150l30 6-24 16z', '#9cd14a') + C(150, 140, 3, '#c98d4a') + C(170, 132, 3, '#c98d4a');
    } else if (s.includes('bun-cha')) o += C(126, 122, 14, '#7b4a2a') + C(160, 116, 14, '#8a5430') + C(194, 124, 14, '#7b4a2a');
    else for (let i = 0; i < 8; i++) { const x = 110 + r() * 90, y = 120 + r() * 20; o += R(x, y, 14, 4, 2, ['#e46b2d', '#3f8a3a', '#7a4b8c'][i % 3], rot(r() * 60, x, y)); }
    for (let i = 0; i < 6; i++) o += leaf(110 + r() * 100, 116 + r() * 22, r() * 180, '#4f9a3b', 0.8);
    return o;
  },
  rice(s, r) {
    const rc = kw(s, { biryani: '#f2c14e', fried: '#f4d77a' }, '#fbfaf4');
    let o = bowl(kw(s, { teriyaki: '#1f2d3d', biryani: '#b7472a' }, '#2a6f97'), rc, 124, 100);
    o += P('M74 124c10-46 162-46 172 0z', rc);
    for (let i = 0; i < 14; i++) { const x = 90 + r() * 140, y = 96 + r() * 26, a = r() * 6.28; o += S(`M${n(x)} ${n(y)}l${n(Math.cos(a) * 4)} ${n(Math.sin(a) * 3)}`, shade(rc, -8), 3.5); }
    if (s.includes('teriyaki')) for (let i = 0; i < 5; i++) o += R(112 + i * 20, 92 + (i % 2) * 6, 24, 14, 5, '#8b4a1f');
    else if (s.includes('biryani')) for (let i = 0; i < 5; i++) o += C(110 + r() * 100, 100 + r() * 16, 10, '#7a3e22');
    else for (let i = 0; i < 12; i++) o += C(90 + r() * 140, 100 + r() * 20, 4, i % 2 ? '#6ab04c' : '#f2895b');
    return o + leaf(150, 90, 20) + leaf(170, 92, -20);
  },
  sushi(s) {
    const fill = kw(s, { salmon: ['#f58a5c'], dragon: ['#f2a36b', '#9cc46b'], kimbap: ['#f6d04d', '#e5753b', '#5a9e3a'] }, ['#f58a5c']);
    let o = shadow(190, 120) + R(40, 126, 240, 56, 10, '#4b3a2f') + R(40, 120, 240, 56, 10, '#8a6a4f');
    for (let i = 0; i < 4; i++) {
      const x = 78 + i * 55;
      o += E(x, 138, 25, 12, '#223322') + R(x - 25, 124, 50, 14, 0, '#223322') + E(x, 124, 25, 12, '#2d3a2d') + E(x, 124, 20, 9, '#fbfaf4');
      fill.forEach((f, j) => (o += E(x + (j - (fill.length - 1) / 2) * 8, 124, fill.length > 1 ? 5 : 9, fill.length > 1 ? 4 : 6, f)));
      if (s.includes('dragon')) o += E(x, 116, 22, 5, '#9cc46b');
    }
    return o + E(254, 112, 14, 6, '#9cd14a') + P('M230 110c10-10 22-10 30 0', '#f6b9b0');
  },
  nigiri() {
    let o = shadow(190, 120) + R(40, 126, 240, 56, 10, '#2c2c2c') + R(40, 120, 240, 56, 10, '#444');
    for (let i = 0; i < 4; i++) {
      const x = 78 + i * 55;
      o += E(x, 150, 24, 12, '#fbfaf4') + P(`M${x - 28} ${144}c6-20 50-24 56-4c-16 10-40 10-56 4z`, '#d6364a') + S(`M${x - 14} ${136}l10 10M${x + 4} ${134}l10 10`, '#f07a87', 2);
    }
    return o + C(250, 118, 8, '#9cd14a');
  },
  dumplings(s) {
    const [sk, bs] = kw(s, { 'har-gow': ['#f6e7e1', '#c9a68c'], gyoza: ['#f3dcae', '#d08a3b'], 'siu-mai': ['#f6d77a', '#e27a3f'] }, ['#f3dcae', '#d08a3b']);
    const steamer = !s.includes('gyoza');
    let o = steamer ? shadow(196, 110) + E(160, 168, 116, 30, '#b9874b') + R(44, 140, 232, 28, 0, '#c99a5b') + E(160, 140, 116, 30, '#dcb47a') + E(160, 140, 104, 25, '#7fae5a') : plate();
    for (const [x, y] of [[112, 134], [160, 128], [208, 134], [136, 150], [186, 150]]) {
      if (s.includes('siu-mai')) o += R(x - 17, y - 16, 34, 26, 8, sk) + E(x, y - 16, 17, 6, '#f2b8a0') + C(x, y - 17, 4, bs);
      else o += P(`M${x - 26} ${y + 6}c4-34 48-34 52 0z`, sk) + (s.includes('gyoza') ? R(x - 26, y + 2, 52, 6, 3, bs) : '') + S(`M${x - 12} ${y - 12}l4 8M${x} ${y - 16}v8M${x + 12} ${y - 12}l-4 8`, shade(sk, -18), 2);
    }
    return o;
  },
  fritters(s) {
    const c = kw(s, { arancini: '#e7a33c' }, '#c97a2c');
    let o = plate();
    for (const [x, y, q] of [[118, 134, 24], [162, 128, 26], [204, 136, 24], [140, 150, 22], [186, 152, 22]]) o += C(x, y, q, c) + C(x - 6, y - 7, q * 0.35, '#fff', ' opacity=".2"') + C(x + 5, y + 5, 2, shade(c, -20)) + C(x - 8, y + 6, 2, shade(c, -20));
    return o + P('M220 112l28 14-26 10z', '#f6d04d') + leaf(100, 112, 30, '#4f9a3b', 1.3);
  },
  skewer(s) {
    const cols = kw(s, { yakitori: ['#b66a2e', '#e4f0c8'], paneer: ['#fbf0d5', '#d9482b', '#4f9a3b'], satay: ['#e7a532'], kofta: ['#7a3f22'] }, ['#b66a2e']);
    let o = plate();
    for (const [y, a] of [[124, -8], [150, -4]]) {
      o += `<g${rot(a, 160, y)}>` + S(`M58 ${y}H262`, '#c9a06a', 4);
      if (s.includes('kofta')) o += R(86, y - 12, 130, 24, 12, cols[0]) + S(`M100 ${y - 6}h100`, '#5b2d17', 2);
      else for (let i = 0; i < 5; i++) o += R(84 + i * 28, y - 12, 24, 24, 7, cols[i % cols.length]);
      o += '</g>';
    }
    return o + (s.includes('satay') ? E(232, 168, 22, 8, '#b9742f') : '');
  },
  mochi() {
    let o = plate();
    [['#f7c6d0', 118], ['#fbe7a1', 160], ['#bcdc9c', 202]].forEach(([c, x]) => (o += E(x, 138, 30, 24, c) + E(x - 8, 128, 10, 6, '#fff', ' opacity=".45"') + E(x, 158, 26, 5, shade(c, -10))));
    return o;
  },
  taco(s) {
    let o = plate(158, 128, 44);
    const X = [100, 160, 220];
    for (const x of X) for (let i = 0; i < 5; i++) o += C(x - 22 + i * 11, 118 + (i % 2) * 4, 9, '#5aa83c');
    for (const x of X) for (let i = 0; i < 4; i++) o += C(x - 18 + i * 12, 126, 8, s.includes('pastor') ? '#c0582b' : '#8b4a2a');
    for (const x of X) o += C(x - 8, 114, 5, '#f6d04d') + C(x + 10, 116, 5, '#e0452f');
    for (const x of X) o += P(`M${x - 40} 130a40 44 0 0 0 80 0z`, '#f1c35b') + S(`M${x - 30} 140a30 24 0 0 0 60 0`, '#e0a83f', 3);
    return o;
  },
  burrito(s) {
    const t = s.includes('shawarma') ? '#eacb94' : '#f3dba8';
    let o = plate();
    o += R(64, 112, 120, 50, 25, t, rot(-12, 124, 137)) + R(150, 118, 106, 50, 25, t, rot(10, 203, 143));
    o += E(178, 128, 18, 24, '#fffaf0', rot(-12, 178, 128)) + E(178, 128, 14, 20, '#f7f3e6', rot(-12, 178, 128)) +
      C(174, 120, 5, s.includes('shawarma') ? '#d99a3b' : '#7b4a2a') + C(182, 130, 5, '#3a2a2a') + C(174, 136, 4, '#5aa83c') + C(182, 118, 4, '#e0452f') +
      S('M80 120l20 40M110 112l20 40', shade(t, -10), 3);
    return o;
  },
  quesadilla() {
    let o = plate();
    for (const a of [0, 72, 144]) o += `<g${rot(a - 20, 160, 140)}>` + P('M160 140l80-20c6 20 6 34 0 46z', '#f6d04d') + P('M160 140l76-22c6 18 6 30 0 44z', '#efc16a') + S('M190 136l30-8M194 146l32-4', '#c98b3a', 3) + '</g>';
    return o + C(160, 140, 14, '#5aa83c') + C(154, 136, 5, '#e0452f');
  },
  dip(s, r) {
    const h = s.includes('hummus');
    const dc = h ? '#e9cf9e' : '#8cc152';
    let o = plate();
    for (let i = 0; i < 7; i++) {
      const a = (i / 7) * 6.28;
      const x = 160 + Math.cos(a) * 92, y = 148 + Math.sin(a) * 32;
      o += P(`M${n(x)} ${n(y)}l-16 10 28 6z`, h ? '#e7c17e' : '#f2c24f', rot(a * 57, x, y));
    }
    o += E(160, 150, 56, 26, '#2a6f97') + E(160, 144, 52, 20, '#3d86b3') + E(160, 144, 46, 17, dc) + S('M130 144c10-10 50-10 60 0', shade(dc, -12), 3);
    if (h) for (let i = 0; i < 6; i++) o += C(140 + r() * 40, 136 + r() * 14, 2.5, '#c0392b');
    else for (let i = 0; i < 5; i++) o += C(140 + r() * 40, 136 + r() * 14, 3, i % 2 ? '#e0452f' : '#fff');
    return o + leaf(172, 138, 20);
  },
  corn(s, r) {
    let o = plate() + `<g${rot(-12, 160, 140)}>` + S('M60 140h40', '#e8d9a8', 10) + R(90, 116, 150, 48, 24, '#f4c430');
    for (let i = 0; i < 6; i++) o += S(`M${108 + i * 22} 120v40`, '#d9a520', 2);
    for (let i = 0; i < 18; i++) o += C(98 + r() * 134, 120 + r() * 38, 3, '#fff');
    for (let i = 0; i < 14; i++) o += C(98 + r() * 134, 120 + r() * 38, 1.8, '#c0392b');
    return o + '</g>' + P('M232 164l24-24 10 20z', '#9cd14a');
  },
  churros() {
    let o = plate();
    for (const [y, a] of [[118, -14], [138, -6], [158, 2]]) o += `<g${rot(a, 140, y)}>` + R(60, y - 9, 140, 18, 9, '#d08a3b') + S(`M66 ${y - 3}h128M66 ${y + 3}h128`, '#a8642a', 2) + '</g>';
    return o + E(228, 160, 30, 12, '#7a4b2a') + E(228, 154, 30, 11, '#fff') + E(228, 154, 24, 8, '#4a2413');
  },
  curry(s, r) {
    const cc = kw(s, { butter: '#e8843a', palak: '#4f8a2c', green: '#b7c46a', tikka: '#d0542a', chana: '#c27a2c' }, '#d9822b');
    const bc = kw(s, { green: '#ffffff', palak: '#a8482a' }, '#c9a35a');
    let o = bowl(bc, cc, 124, 100);
    for (let i = 0; i < 7; i++) {
      const x = 96 + r() * 120, y = 114 + r() * 16;
      o += s.includes('chana') ? C(x, y, 6, '#e2b15a') + C(x + 12, y + 4, 6, '#e2b15a') : s.includes('palak') ? R(x, y - 6, 14, 12, 2, '#fbf3dc') : R(x, y - 6, 16, 12, 4, shade(cc, -14));
    }
    if (!s.includes('green')) o += S('M120 118c20-10 40 10 70-2', '#fff8e7', 4);
    return o + leaf(150, 112, 30, '#3f8a2e') + leaf(176, 110, -20, '#3f8a2e') + steam(138, 84);
  },
  samosa() {
    let o = plate();
    for (const [x, a] of [[122, -6], [196, 8]]) o += `<g${rot(a, x, 140)}>` + P(`M${x - 40} 164l40-68 40 68z`, '#e5a43f') + P(`M${x} 96l40 68-20 0z`, '#c98a2c') + C(x - 10, 144, 2, '#b56f22') + C(x + 4, 128, 2, '#b56f22') + '</g>';
    return o + E(160, 176, 20, 8, '#fff') + E(160, 175, 15, 6, '#6ab04c');
  },
  flatbread(s, r) {
    let o = plate() + P('M74 146c0-36 60-44 120-40s56 24 54 40c-2 22-54 26-100 24s-74-6-74-24z', '#eec47c');
    for (let i = 0; i < 9; i++) o += E(90 + r() * 140, 120 + r() * 36, 7, 4, '#b8742b', ' opacity=".8"');
    for (let i = 0; i < 12; i++) o += C(90 + r() * 140, 118 + r() * 40, 2.2, '#4f9a3b');
    return o;
  },
  dessertballs() {
    let o = bowl('#ffffff', '#e5a64a', 128, 96);
    for (const [x, y] of [[124, 116], [164, 110], [204, 118], [146, 126], [184, 128]]) o += C(x, y, 20, '#7a3a1c') + C(x - 6, y - 7, 6, '#fff', ' opacity=".25"');
    return o + C(150, 104, 3, '#7cb342') + C(176, 100, 3, '#7cb342');
  },
  drumsticks(s, r) {
    const c = kw(s, { tandoori: '#c8442a', buffalo: '#e0662a', korean: '#b8321f' }, '#c97a2c');
    let o = plate();
    for (const [x, y, a] of [[112, 134, -20], [162, 126, 0], [210, 136, 20]]) {
      o += `<g${rot(a, x, y)}>` + R(x - 4, y + 14, 8, 34, 4, '#f6efe0') + C(x - 5, y + 48, 6, '#f6efe0') + C(x + 5, y + 48, 6, '#f6efe0') + E(x, y, 24, 30, c) + E(x - 8, y - 10, 7, 9, '#fff', ' opacity=".2"') + '</g>';
    }
    if (s.includes('korean')) for (let i = 0; i < 12; i++) o += E(100 + r() * 120, 112 + r() * 30, 2, 1.2, '#fff8e1');
    return o + (s.includes('buffalo') ? E(240, 170, 18, 8, '#fff') + R(228, 148, 6, 22, 3, '#f2a65a') : P('M228 160l26-14 4 22z', '#9cd14a'));
  },
  stew(s, r) {
    const sc = kw(s, { kimchi: '#d2412a' }, '#e07a2f');
    let o = s.includes('pav') ? plate() + E(130, 146, 56, 26, '#d96a2a') + E(130, 142, 48, 20, sc) + R(190, 112, 50, 34, 14, '#e8a04b') + R(190, 140, 50, 30, 12, '#f2c16b') + C(120, 136, 6, '#fff2c8') + C(138, 146, 4, '#4f9a3b') + C(110, 148, 4, '#c0392b')
      : bowl('#2b2b2b', sc, 122, 100);
    if (!s.includes('pav')) {
      for (let i = 0; i < 5; i++) o += R(96 + r() * 110, 108 + r() * 18, 16, 12, 3, '#fdf6e3');
      for (let i = 0; i < 4; i++) o += R(110 + r() * 90, 112 + r() * 14, 18, 8, 2, '#f0a58c');
      for (let i = 0; i < 8; i++) o += C(96 + r() * 130, 110 + r() * 20, 3, '#4f9a3b');
    }
    return o + steam(138, 84);
  },
  mangorice() {
    let o = plate() + P('M86 156c-4-40 64-50 74-14z', '#fbfaf4') + E(122, 152, 40, 10, '#fbfaf4');
    for (let i = 0; i < 5; i++) o += E(190 + i * 5, 120 + i * 8, 30, 11, i % 2 ? '#f7b733' : '#fcc94a', rot(-28, 190 + i * 5, 120 + i * 8));
    return o + S('M94 140c20-6 40 4 60-2', '#fff7e0', 4) + C(112, 132, 2, '#4a3b2f') + C(130, 128, 2, '#4a3b2f') + leaf(222, 112, 40, '#4f9a3b', 1.2);
  },
  burger(s) {
    let o = shadow(200, 100) + E(160, 196, 110, 16, '#fff') +
      R(80, 164, 160, 26, 12, '#d8913f') + R(74, 146, 172, 24, 12, '#5b3420') +
      P('M74 146h172l-12 14-10-8-12 12-14-10-14 12-16-12-14 12-14-10-16 12-14-12-12 10z', '#f6c531');
    if (s.includes('bacon')) o += S('M84 140c20-8 40 8 60 0s40 8 60 0s20-4 26 0', '#b5412f', 8);
    o += S('M76 136c14-10 28 10 42 0s28 10 42 0s28 10 42 0s28 10 38 0', '#5aa83c', 9) + R(92, 128, 40, 8, 4, '#e0452f') + R(148, 128, 40, 8, 4, '#e0452f') +
      P('M76 128c0-56 168-56 168 0z', '#e8a24e') + E(130, 90, 18, 8, '#fff', ' opacity=".2"');
    for (const [x, y] of [[120, 100], [150, 90], [178, 96], [200, 110], [140, 112], [104, 116]]) o += E(x, y, 4, 2.2, '#fff5d6');
    return o;
  },
  sandwich(s) {
    if (s.includes('croque') || s.includes('chicken')) {
      const ch = s.includes('chicken');
      return shadow(196, 100) + E(160, 190, 110, 16, '#fff') + R(78, 158, 164, 26, 10, ch ? '#e3a24e' : '#e8c07a') +
        R(72, 140, 176, 22, 10, ch ? '#b8641f' : '#f2a8a0') + S('M78 138c12-8 24 8 36 0s24 8 36 0s24 8 36 0s24 8 36 0', ch ? '#9fd06b' : '#f6d04d', 8) +
        (ch ? P('M80 132c0-50 160-50 160 0z', '#e2a24e') : R(76, 104, 168, 30, 10, '#e8c07a') + P('M82 104c20-12 140-12 156 0v8h-156z', '#c98131') + C(120, 108, 6, '#9a5a1f') + C(190, 106, 5, '#9a5a1f'));
    }
    const f = kw(s, { meatball: ['#8b4a2a', '#d2412a'], banh: ['#f2a65a', '#9cd14a'] }, ['#8b4a2a', '#d2412a']);
    let o = plate(150, 130, 44) + P('M56 150c0-20 208-20 208 0c0 18-208 18-208 0z', '#e3a24e');
    for (let i = 0; i < 6; i++) o += C(80 + i * 32, 134, 15, f[i % 2]);
    for (let i = 0; i < 6; i++) o += leaf(88 + i * 30, 126, 20 * i, '#5aa83c', 1.2);
    return o + P('M60 128c20-30 180-30 200 0c-30 4-170 4-200 0z', '#eab060') + S('M100 116l14-6M150 112l14-6M200 116l14-6', '#c98131', 3);
  },
  fries() {
    let o = shadow(204, 80);
    for (let i = 0; i < 9; i++) o += R(104 + i * 12, 44 + (i % 3) * 12, 12, 110, 3, i % 2 ? '#f6c531' : '#f8d45c', rot(-12 + i * 3, 160, 150));
    for (let i = 0; i < 12; i++) o += C(110 + (i * 37) % 100, 60 + (i * 23) % 40, 1.8, '#c0392b');
    return o + P('M96 104h128l-16 100h-96z', '#d62839') + P('M96 104h128l-6 16h-116z', '#b71f2e') + C(160, 154, 18, '#fff', ' opacity=".9"') + C(160, 154, 10, '#f6c531');
  },
  pie(s, r) {
    const top = s.includes('quiche') ? '#f6d77a' : '#8a4b22';
    let o = plate(156) + P('M88 160h110l32-38-40-8z', '#e0a458') + P('M88 160h110v18h-110z', '#c98131') + P('M198 160l32-38v18l-32 38z', '#b87327') +
      P('M94 156h100l28-34-34-6z', top) + P('M94 156h100l2-4h-98z', '#f0c27a');
    for (let i = 0; i < 6; i++) {
      const x = 130 + r() * 60, y = 132 + r() * 16;
      o += s.includes('quiche') ? R(x, y, 8, 6, 2, '#c0573a') + C(x - 10, y + 4, 2.5, '#4f9a3b') : E(x, y, 8, 4.5, '#a8622e') + S(`M${n(x - 5)} ${n(y)}h10`, '#6a3515', 1.5);
    }
    return o;
  },
  bao() {
    let o = shadow(196, 110) + E(160, 168, 116, 30, '#b9874b') + R(44, 140, 232, 28, 0, '#c99a5b') + E(160, 140, 116, 30, '#dcb47a') + E(160, 140, 104, 25, '#a6c98a');
    for (const [x, y] of [[118, 128], [200, 128], [160, 148]]) o += E(x, y, 34, 24, '#fbf7ee') + E(x - 8, y - 8, 12, 6, '#fff') + C(x, y - 8, 4, '#d6453d') + S(`M${x - 14} ${y - 2}q14 8 28 0`, '#e9e2d0', 2);
    return o;
  },
  stirfry(s, r) {
    let o = plate();
    const c = s.includes('bulgogi') ? '#6b3a1f' : '#a8582a';
    const seg = (k, len, col, w) => { for (let i = 0; i < k; i++) { const o2 = col === c ? 0 : 12, x = 98 + o2 + (i % 6) * 25 + r() * 8, y = 126 + o2 / 2 + (Math.floor(i / 6) % 3) * 12 + r() * 6 - (i % 2) * 6, a = r() * 1.2 - 0.6; o += S(`M${n(x)} ${n(y)}l${n(Math.cos(a) * len)} ${n(Math.sin(a) * len)}`, col, w); } };
    o += E(160, 140, 80, 30, s.includes('bulgogi') ? '#8a5a2b' : '#b5542a', ' opacity=".55"');
    if (s.includes('bulgogi')) seg(18, 24, c, 9);
    else seg(16, 6, c, 16);
    if (s.includes('kung')) { seg(8, 8, '#d62839', 6); seg(8, 2, '#e7c58a', 8); }
    seg(10, 0, '#5fb04a', 6);
    seg(10, 0, '#fff8e1', 3);
    return o;
  },
  tart() {
    let o = plate();
    for (const x of [118, 202]) {
      o += E(x, 146, 40, 20, '#c98131');
      for (let i = 0; i < 12; i++) o += C(x + Math.cos(i * 0.52) * 38, 140 + Math.sin(i * 0.52) * 18, 6, '#e6a94f');
      o += E(x, 138, 32, 14, '#f6c531') + E(x - 6, 136, 8, 4, '#c9812b', ' opacity=".6"') + E(x + 10, 140, 5, 3, '#c9812b', ' opacity=".6"');
    }
    return o;
  },
  bowl(s, r) {
    let o = bowl('#ffffff', '#f2ead6', 122, 104);
    o += P('M66 122c10-30 60-40 94-36v36z', '#7bbd4b') + P('M160 86c40 0 84 10 94 36h-94z', '#e9cf9e') + S('M186 104c12-6 30-6 40 2', '#c9a66a', 3);
    for (const [x, y] of [[118, 108], [146, 100], [130, 122], [160, 116]]) o += C(x, y, 14, '#8a5a2b') + C(x - 4, y - 4, 4, '#b07a3f');
    for (let i = 0; i < 5; i++) o += R(200 + r() * 40, 110 + r() * 10, 12, 8, 2, '#d94f8a');
    for (let i = 0; i < 6; i++) o += C(80 + r() * 40, 110 + r() * 8, 3, '#e0452f');
    return o;
  },
  baklava() {
    let o = plate();
    for (const [x, y] of [[116, 132], [160, 120], [204, 132], [138, 152], [182, 152]]) o += P(`M${x} ${y - 18}l30 18-30 18-30-18z`, '#e3a24e') + P(`M${x - 30} ${y}l30 18v8l-30-18z`, '#c98131') + P(`M${x + 30} ${y}l-30 18v8l30-18z`, '#b87327') + C(x, y, 6, '#7cb342');
    return o;
  },
  springrolls() {
    let o = plate();
    for (const [y, a] of [[120, -8], [146, -4]]) o += `<g${rot(a, 140, y)}>` + R(70, y - 14, 136, 28, 14, '#f4f1ea') + C(100, y, 7, '#f08a6a') + C(128, y + 2, 7, '#f08a6a') + R(150, y - 6, 40, 10, 5, '#7cc452') + R(80, y - 10, 120, 20, 10, '#fff', ' opacity=".35"') + '</g>';
    return o + E(236, 160, 26, 12, '#fff') + E(236, 158, 20, 8, '#a05a2c') + C(232, 156, 2.5, '#e7c58a');
  },
  bibimbap() {
    let o = bowl('#3a3a3a', '#fbfaf4', 124, 104);
    const seg = ['#e5753b', '#5aa83c', '#7a4b2a', '#f6d04d', '#d6453d', '#8fc46b'];
    seg.forEach((c, i) => {
      const a = (i / 6) * 6.28;
      o += E(160 + Math.cos(a) * 60, 124 + Math.sin(a) * 12, 22, 8, c);
    });
    return o + E(160, 120, 28, 11, '#fff') + E(160, 119, 11, 6, '#f4a21a') + C(196, 110, 6, '#c0392b', ' opacity=".8"');
  },
  ricecakes(s, r) {
    let o = shadow(190, 110) + R(210, 138, 80, 10, 5, '#333') + E(150, 152, 100, 34, '#2f2f2f') + E(150, 146, 92, 28, '#d2412a');
    for (let i = 0; i < 9; i++) {
      const x = 80 + r() * 130, y = 134 + r() * 22;
      o += R(x - 16, y - 5, 32, 10, 5, '#fbe8dc', rot(r() * 120 - 60, x, y));
    }
    for (let i = 0; i < 8; i++) o += C(80 + r() * 130, 132 + r() * 24, 2.5, '#5fb04a');
    return o + E(120, 138, 10, 7, '#fff') + E(120, 138, 4, 3, '#f4a21a');
  },
  steak() {
    let o = plate() + P('M86 150c-10-30 20-50 60-44s72-8 76 20-20 40-70 36-60 8-66-12z', '#6b3219') + P('M92 146c-6-24 18-40 54-34s64-6 68 16-18 32-62 30-54 6-60-12z', '#8a4422');
    for (let i = 0; i < 4; i++) o += S(`M${112 + i * 24} 118l20 34`, '#4a200e', 4);
    o += R(150, 120, 20, 12, 3, '#f6e27a') + leaf(160, 118, 10, '#4f9a3b', 0.8);
    for (let i = 0; i < 7; i++) o += R(196 + i * 6, 136 + (i % 2) * 5, 9, 40, 3, '#f6c531', rot(20 + i * 6, 210, 160));
    return o;
  },
  croissant() {
    let o = plate();
    const seg = [[92, 146, 16, -40], [118, 126, 22, -20], [160, 118, 28, 0], [202, 126, 22, 20], [228, 146, 16, 40]];
    seg.forEach(([x, y, q, a], i) => (o += E(x, y, q + 6, q, i % 2 ? '#d08a3b' : '#e6a94f', rot(a, x, y))));
    return o + E(148, 110, 12, 5, '#fff', ' opacity=".3"') + S('M118 118q4 12 0 22M202 118q-4 12 0 22M140 108q-2 14 4 24M180 108q2 14-4 24', '#b8742b', 2.5);
  },
  brulee() {
    return shadow(190, 100) + E(160, 170, 100, 28, '#fff') + R(60, 130, 200, 40, 0, '#fff') + E(160, 130, 100, 28, '#f3f3f3') + E(160, 130, 88, 22, '#d98b2b') + E(160, 128, 80, 18, '#e7a33c') +
      S('M120 124l16 6 10-8M176 132l12-6 14 4', '#b5651d', 2) + C(186, 120, 8, '#c2185b') + C(196, 126, 7, '#c2185b') + leaf(204, 116, 40, '#4f9a3b', 1.2);
  },
  macarons() {
    let o = plate();
    [['#f48fb1', 100], ['#a5d6a7', 160], ['#8d6e63', 220], ['#fff59d', 130], ['#ce93d8', 190]].forEach(([c, x], i) => {
      const y = i < 3 ? 148 : 116;
      o += E(x, y + 8, 26, 10, c) + R(x - 24, y - 2, 48, 8, 4, '#fff8e7') + E(x, y - 4, 26, 11, c) + E(x - 8, y - 8, 8, 3, '#fff', ' opacity=".4"');
    });
    return o;
  },
};

// ---------- backgrounds ----------
const CUISINE_HUE = { Italian: 8, Japanese: 350, Mexican: 28, Indian: 38, Thai: 290, American: 205, Chinese: 0, Mediterranean: 190, Vietnamese: 140, Korean: 225, French: 250 };
function baseHue(rest) {
  return (CUISINE_HUE[rest.cuisine] ?? fnv(rest.cuisine) % 360) + ((fnv(rest.slug) % 5) - 2) * 8;
}

function itemSvg(rest, item) {
  const key = `${rest.slug}-${item.slug}`;
  const r = rng(fnv(key));
  const h = baseHue(rest) + Math.round((r() - 0.5) * 40);
  const draw = K[item.kind];
  if (!draw) throw new Error(`unknown kind ${item.kind} for ${key}`);
  const bg =
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(h, 70, 90)}"/><stop offset="1" stop-color="${hsl(h + 24, 60, 76)}"/></linearGradient></defs>` +
    R(0, 0, 320, 240, 0, 'url(#b)') + C(40 + r() * 40, 30 + r() * 30, 46, '#fff', ' opacity=".18"') + C(270 + r() * 30, 200, 60, '#fff', ' opacity=".12"');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240">${bg}${draw(item.slug, r)}</svg>\n`;
}

// ---------- restaurant storefronts (640x400) ----------
const ASIAN = new Set(['Japanese', 'Chinese', 'Korean', 'Vietnamese', 'Thai']);
const ARCHED = new Set(['Italian', 'French', 'Mediterranean']);
function restaurantSvg(rest) {
  const r = rng(fnv(rest.slug));
  const h = baseHue(rest);
  const main = hsl(h, 62, 48), dark = hsl(h, 55, 32), light = hsl(h, 70, 92);
  const wall = hsl(h + 30, 28, 86), wallD = hsl(h + 30, 22, 74), glass = hsl(h + 180, 40, 80);
  const stripes = [8, 10, 12][Math.floor(r() * 3)];
  const arched = ARCHED.has(rest.cuisine);
  const W = [100, 420];
  let o = `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(h + 180, 55, 84)}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>`;
  o += R(0, 0, 640, 400, 0, 'url(#s)') + C(560, 64, 34, '#fff', ' opacity=".6"');
  o += R(70, 70, 500, 290, 0, wall) + R(70, 70, 500, 20, 0, wallD);
  // frames, door, sign (all dark)
  let d = 'M64 56h512v18h-512zM230 84h180v40h-180zM64 130h512v10h-512zM270 214h100v146h-100z';
  for (const x of W) d += arched ? `M${x} 330v-90a60 52 0 0 1 120 0v90z` : `M${x} 210h120v120h-120z`;
  o += P(d, dark);
  d = 'M280 224h80v70h-80z';
  for (const x of W) d += arched ? `M${x + 8} 322v-82a52 44 0 0 1 104 0v82z` : `M${x + 8} 218h104v104h-104z`;
  o += P(d, glass) + P(W.map((x) => `M${x + 20} 300l40-60 24 24`).join(''), '#fff', ' opacity=".35"');
  o += E(320, 104, 22, 8, light) + P('M298 104a22 14 0 0 0 44 0z', light) + C(352, 300, 5, '#f6c531');
  // sills, step, pavement
  o += P(W.map((x) => `M${x - 6} 326h132v12h-132z`).join('') + 'M250 356h140v10h-140z', wallD) + R(0, 360, 640, 40, 0, hsl(h + 30, 16, 62)) + R(0, 360, 640, 6, 0, hsl(h + 30, 16, 52));
  // plants
  o += P(W.map((x) => `M${x + 14} 300h28v26h-28zM${x + 78} 300h28v26h-28z`).join(''), main);
  o += S(W.map((x) => `M${x + 22} 292h0M${x + 92} 290h0`).join(''), '#4f9a3b', 26) + S(W.map((x) => `M${x + 36} 288h0`).join(''), '#5fb04a', 28);
  // awning: coloured base, white stripes, scalloped valance
  const w = 500 / stripes;
  o += P('M70 136h500l4 50h-508z', main);
  let st = '';
  for (let i = 1; i < stripes; i += 2) st += `M${n(70 + i * w)} 136h${n(w)}l${i < stripes / 2 ? -4 : 4} 50h-${n(w)}z`;
  o += P(st, '#fff');
  let sc = '';
  for (let i = 0; i < stripes; i++) sc += `A${n(w / 2)} ${n(w / 2.6)} 0 0 0 ${n(70 + (i + 1) * w)} 184`;
  o += P(`M70 184${sc}v-4h-500z`, main) + R(64, 130, 512, 10, 4, dark);
  // cuisine accents
  if (ASIAN.has(rest.cuisine)) {
    const L = [84, 556];
    o += S(L.map((x) => `M${x} 186v12`).join(''), dark, 3) + P(L.map((x) => `M${x - 20} 224a20 26 0 1 0 40 0a20 26 0 1 0-40 0z`).join(''), '#d62839') +
      P(L.map((x) => `M${x - 12} 196h24v6h-24zM${x - 12} 246h24v6h-24z`).join(''), '#3a2a2a') + S(L.map((x) => `M${x - 14} 214h28M${x - 14} 234h28`).join(''), '#a8101f', 2);
  } else if (rest.cuisine === 'Mexican') {
    const fl = ['#e4572e', '#f6c531', '#29a3a3', '#c2185b', '#7cb342'];
    o += S('M70 200q250 26 500 0', dark, 2);
    for (let k = 0; k < 5; k++) {
      let f = '';
      for (let i = k; i < 11; i += 5) f += `M${n(86 + i * 44)} ${n(200 + Math.sin((i / 10) * 3.14) * 13)}h28v22l-14-6-14 6z`;
      o += P(f, fl[k]);
    }
  } else {
    o += S('M80 200q240 26 480 0', dark, 1.5);
    let b = '';
    for (let i = 0; i < 12; i++) b += `M${94 + i * 41} ${n(200 + Math.sin((i / 11) * 3.14) * 12)}h0`;
    o += S(b, '#ffe27a', 10);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400">${o}</svg>\n`;
}

// ---------- tiny deterministic minifier ----------
// rounds coordinates, merges runs of identical stroke paths and groups runs of same-fill shapes.
function minify(svg) {
  svg = svg.replace(/-?\d+\.\d+/g, (m) => {
    const v = Number(m);
    return String(Math.abs(v) >= 10 ? Math.round(v) : Math.round(v * 10) / 10);
  });
  svg = svg.replace(/<rect x="0" y="0" /g, '<rect ');
  const tok = svg.match(/<[^>]+>/g);
  const out = [];
  for (const t of tok) {
    const prev = out[out.length - 1];
    const m = /^<path d="([^"]*)"( fill="none"[^>]*)\/>$/.exec(t);
    const pm = prev && /^<path d="([^"]*)"( fill="none"[^>]*)\/>$/.exec(prev);
    if (m && pm && m[2] === pm[2]) out[out.length - 1] = `<path d="${pm[1]}${m[1]}"${m[2]}/>`;
    else out.push(t);
  }
  const res = [];
  for (let i = 0; i < out.length; ) {
    const f = /^<(?:rect|circle|ellipse|path) .*?( fill="(#[0-9a-f]{6}|#fff|#000)")/.exec(out[i]);
    let j = i + 1;
    if (f) while (j < out.length && /^<(?:rect|circle|ellipse|path) /.test(out[j]) && out[j].includes(f[1])) j++;
    if (f && j - i > 1) {
      res.push(`<g fill="${f[2]}">`, ...out.slice(i, j).map((t) => t.replace(f[1], '')), '</g>');
    } else res.push(...out.slice(i, j));
    i = j;
  }
  return res.join('') + '\n';
}

// ---------- write ----------
const outR = join(root, 'public/images/restaurants');
const outI = join(root, 'public/images/items');
mkdirSync(outR, { recursive: true });
mkdirSync(outI, { recursive: true });
let count = 0, bytes = 0, max = 0;
for (const rest of catalog) {
  const rs = minify(restaurantSvg(rest));
  writeFileSync(join(outR, `${rest.slug}.svg`), rs);
  count++; bytes += rs.length; max = Math.max(max, rs.length);
  for (const item of rest.items) {
    const s = minify(itemSvg(rest, item));
    writeFileSync(join(outI, `${rest.slug}-${item.slug}.svg`), s);
    count++; bytes += s.length; max = Math.max(max, s.length);
  }
}
console.log(`wrote ${count} svgs, ${bytes} bytes total, largest ${max} bytes`);
