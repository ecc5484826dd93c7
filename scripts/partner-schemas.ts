// `npm run partner-schemas`: writes the JSON Schemas of the menu push body and the catalog file, generated from the
// valibot schemas the server checks with (src/lib/catalog/menu-contract.ts), beside them; the partner API serves them
// (`GET /partner-api/v1/restaurant.schema.json`, `catalog.schema.json`). tests/unit/scripts/partner-schemas.test.ts
// fails when the committed files differ from what this makes.
import { writeFile } from 'node:fs/promises';
import { toJsonSchema } from '@valibot/to-json-schema';
import { CatalogFileSchema, MenuPushSchema } from '../src/lib/catalog/menu-contract.ts';

/** Where the schemas are committed, beside the valibot schemas they are made from. */
export const SCHEMA_FOLDER = 'src/lib/catalog';

// What JSON Schema cannot say is still checked by the server, which lists each failure by its path.
const SERVER_CHECKS =
  'The server also checks what JSON Schema cannot say: text not only spaces, a time zone it knows, dates the ' +
  'calendar has, prices of whole cents, deliveryEstimate.max not below min, dish ids, section names, dietary tags ' +
  'and closed dates each given once (dish ids across the whole catalog), and at most 500 dishes a restaurant.';

/** The published schemas, by file name, as JSON text. */
export function partnerSchemas(): Record<string, string> {
  // `ignore`: the cross-field checks (v.rawCheck, v.check) have no JSON Schema form; SERVER_CHECKS names them.
  const schemas = {
    'restaurant.schema.json': {
      title: 'A restaurant and its whole menu',
      description: `The body of PUT /partner-api/v1/restaurants/{id}. ${SERVER_CHECKS}`,
      schema: toJsonSchema(MenuPushSchema, { errorMode: 'ignore' }),
    },
    'catalog.schema.json': {
      title: 'A catalog file',
      description: `What npm run catalog -- import reads and export writes: restaurants in the push's format, each with its id. ${SERVER_CHECKS}`,
      schema: toJsonSchema(CatalogFileSchema, { errorMode: 'ignore' }),
    },
  };
  return Object.fromEntries(
    Object.entries(schemas).map(([file, { title, description, schema }]) => {
      const { $schema, ...rest } = schema;
      const published = { $schema, title, description, ...rest };
      return [file, `${JSON.stringify(published, null, 2)}\n`];
    }),
  );
}

if (import.meta.main) {
  for (const [file, text] of Object.entries(partnerSchemas())) {
    await writeFile(`${SCHEMA_FOLDER}/${file}`, text);
    console.log(`Wrote ${SCHEMA_FOLDER}/${file}.`);
  }
}
