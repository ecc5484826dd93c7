// The JSON Schemas published to partners (public/partner-api/v1/) are what `npm run partner-schemas` makes from the
// valibot schemas the server checks with, and a body the server takes is valid by them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { checkMenuPush } from '../../../src/lib/catalog/menu-contract.ts';
import seedCatalog from '../../../src/lib/catalog/seed-catalog.json' with { type: 'json' };
import { SCHEMA_FOLDER, partnerSchemas } from '../../../scripts/partner-schemas.ts';

test.each(Object.entries(partnerSchemas()))(
  '%s is committed as the generator makes it (run npm run partner-schemas after changing menu-contract.ts)',
  (file, generated) => {
    expect(readFileSync(join(SCHEMA_FOLDER, file), 'utf8')).toBe(generated);
  },
);

test('the restaurant schema names every field of a push, and the catalog schema each restaurant’s id', () => {
  const restaurant = JSON.parse(partnerSchemas()['restaurant.schema.json'] ?? '{}') as {
    required: string[];
    additionalProperties: boolean;
  };
  const [first] = seedCatalog;
  if (!first) throw new Error('the demo catalog has restaurants');
  const { id, ...push } = first;
  expect(checkMenuPush(push).success).toBe(true);
  expect([...restaurant.required].sort()).toEqual(Object.keys(push).sort());
  expect(restaurant.additionalProperties).toBe(false);
  const catalog = JSON.parse(partnerSchemas()['catalog.schema.json'] ?? '{}') as { items: { required: string[] } };
  expect(catalog.items.required).toEqual(['id', ...restaurant.required]);
  expect(typeof id).toBe('number');
});
