import * as v from 'valibot';
import { IdParamSchema } from '../contract.ts';
import { MenuInvalid } from '../catalog/catalog-errors.server.ts';
import catalogSchema from '../catalog/catalog.schema.json' with { type: 'json' };
import restaurantSchema from '../catalog/restaurant.schema.json' with { type: 'json' };
import { replaceRestaurant, setDishAvailability } from '../catalog/menu-writer.server.ts';
import { getConnection, getDb } from '../server/db/index.ts';
import { apiCall, catalogJson } from '../server/http.ts';
import { restaurantChangeTags } from '../server/route-cache.ts';
import { DishAvailabilityRequestSchema, type MenuPushResult } from './partner-contract.ts';
import {
  invalidInput,
  parseAll,
  partnerCall,
  partnerJson,
  readPartnerJson,
  requireRestaurant,
} from './partner-http.server.ts';

const RestaurantAddressSchema = v.object({ restaurantId: IdParamSchema });
const DishAddressSchema = v.object({ restaurantId: IdParamSchema, dishId: IdParamSchema });

/**
 * `PUT /partner-api/v1/restaurants/{restaurantId}`: the restaurant and its whole menu (src/lib/catalog/menu-contract.ts),
 * created or replaced in one transaction, whole or nothing. A body with any error changes nothing and is a 400 listing
 * every error by path; a restaurant the integration does not act for is 403, whether or not it exists yet. Answers 201
 * with what was made for a new restaurant, else 200 with what changed (`changed: false` for the same body again). The
 * copies of the restaurant's pages and reads this instance keeps are dropped at once; other instances' within their
 * freshness (src/lib/server/route-cache.ts).
 */
export const pushMenuCall = partnerCall(
  async ({ request, params, integration }) => {
    const { restaurantId } = parseAll(RestaurantAddressSchema, { restaurantId: params['restaurantId'] }, 'address');
    requireRestaurant(integration, restaurantId);
    const body = await readPartnerJson(request, v.unknown());
    let result: MenuPushResult;
    try {
      const change = await replaceRestaurant(await getConnection(), restaurantId, body);
      result = { changed: change.restaurant !== 'unchanged', ...change };
    } catch (error) {
      if (error instanceof MenuInvalid) throw invalidInput('body', error.issues);
      throw error;
    }
    return {
      ...partnerJson(result, result.restaurant === 'added' ? 201 : 200),
      ...(result.changed ? { invalidates: restaurantChangeTags(restaurantId) } : {}),
    };
  },
  { write: true },
);

/**
 * `PATCH /partner-api/v1/restaurants/{restaurantId}/dishes/{dishId}` `{ available }`: a dish sold out or back on sale,
 * at once: the next cart or order call refuses it or takes it again on every instance (they read the database), and
 * this instance drops its kept copies of the restaurant's pages and reads. 404 for a dish not on the restaurant's
 * menu.
 */
export const dishAvailabilityCall = partnerCall(
  async ({ request, params, integration }) => {
    const { restaurantId, dishId } = parseAll(
      DishAddressSchema,
      { restaurantId: params['restaurantId'], dishId: params['dishId'] },
      'address',
    );
    requireRestaurant(integration, restaurantId);
    const { available } = await readPartnerJson(request, DishAvailabilityRequestSchema);
    const change = await setDishAvailability(await getDb(), restaurantId, dishId, available);
    return {
      ...partnerJson({ restaurantId, ...change }),
      ...(change.changed ? { invalidates: restaurantChangeTags(restaurantId) } : {}),
    };
  },
  { write: true },
);

/** `GET /partner-api/v1/restaurant.schema.json`: the push body's JSON Schema (scripts/partner-schemas.ts), for anyone. */
export const restaurantSchemaCall = apiCall(async () => catalogJson(restaurantSchema));

/** `GET /partner-api/v1/catalog.schema.json`: the catalog file's JSON Schema, for anyone. */
export const catalogSchemaCall = apiCall(async () => catalogJson(catalogSchema));
