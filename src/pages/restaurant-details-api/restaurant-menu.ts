import type { APIRoute } from 'astro';
import { RestaurantIdParamSchema } from '../../lib/contract.ts';
import { findRestaurant, listMenu } from '../../lib/server/catalog.ts';
import { getDb } from '../../lib/server/db/index.ts';
import { apiError, catalogJson, invalidInput } from '../../lib/server/http.ts';

export const GET = (async ({ url }) => {
  const id = RestaurantIdParamSchema.safeParse(url.searchParams.get('id') ?? undefined);
  if (!id.success) return invalidInput(id.error, 'id');
  const db = await getDb();
  if (!(await findRestaurant(db, id.data))) {
    return apiError(404, 'restaurant_not_found', `No restaurant has id ${id.data}.`);
  }
  return catalogJson(await listMenu(db, id.data));
}) satisfies APIRoute;
