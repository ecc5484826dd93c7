import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { ownPictureData } from '../../../../src/lib/catalog/own-pictures.server.ts';

const PREFIX = 'data:image/svg+xml,';

test("one of the storefront's own restaurant pictures is its file, whole, as a data: address", () => {
  const data = ownPictureData('/images/restaurants/thai-orchid.svg');
  expect(data?.startsWith(PREFIX)).toBe(true);
  expect(decodeURIComponent(data?.slice(PREFIX.length) ?? '')).toBe(
    readFileSync('public/images/restaurants/thai-orchid.svg', 'utf8'),
  );
  // Nothing in it can end the HTML attribute it is written into, or start a fragment.
  expect(data).not.toMatch(/["'<>#\s]/);
});

test.each([
  ['a partner’s picture', 'https://cdn.example.com/images/restaurants/thai-orchid.svg'],
  ['a picture no build made', '/images/restaurants/new.svg'],
  ['a dish’s picture', '/images/items/thai-orchid-green-curry.svg'],
  ['a path that climbs out', '/images/restaurants/../../package.json'],
  ['an empty address', ''],
])('%s is left to be fetched', (_, image) => {
  expect(ownPictureData(image)).toBeUndefined();
});
