import { IdParamSchema } from '../../lib/contract.ts';
import { findRestaurant, listMenu } from '../../lib/server/catalog.ts';
import { getDb } from '../../lib/server/db/index.ts';
import { ApiProblem, apiRoute, catalogJson, parseOrThrow } from '../../lib/server/http.ts';

export const GET = apiRoute(async ({ url }) => {
  const id = parseOrThrow(IdParamSchema, url.searchParams.get('id') ?? undefined, 'id');
  const db = await getDb();
  if (!(await findRestaurant(db, id))) throw new ApiProblem(404, 'restaurant_not_found', `No restaurant has id ${id}.`);
  return catalogJson(await listMenu(db, id));
});
