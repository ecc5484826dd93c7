// A restaurant's system pushing its menu and selling dishes out through the partner API (`PUT
// /partner-api/v1/restaurants/{id}`, `PATCH …/dishes/{dishId}`), and what customers see of it at once. Each test
// pushes restaurants of its own, far from the demo catalog's ids.
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import * as v from 'valibot';
import { ApiErrorSchema, CartSchema, MenuSchema } from '../../src/lib/contract.ts';
import { MAX_BODY_BYTES, PARTNER_MAX_BODY_BYTES } from '../../src/lib/server/http.ts';
import { connect, type Connection } from '../../src/lib/server/db/database.ts';
import type { CreatedIntegration } from '../../src/lib/partner/integrations.server.ts';
import { DishAvailabilityResultSchema, MenuPushResultSchema } from '../../src/lib/partner/partner-contract.ts';
import { HOME } from '../fixtures/addresses.ts';
import { authHeaders, signInCustomer, uniqueEmail, type TestCustomer } from '../fixtures/auth.ts';
import { bistroMenu, largeMenu, testIds } from '../fixtures/menus.ts';
import { makeIntegration, partnerFetch, pushMenu, revoke, setDishOnSale } from '../fixtures/partner.ts';
import { request } from '../fixtures/raw-client.ts';
import catalogSchema from '../../src/lib/catalog/catalog.schema.json' with { type: 'json' };
import restaurantSchema from '../../src/lib/catalog/restaurant.schema.json' with { type: 'json' };

const origin = inject('origin');
const databaseUrl = inject('databaseUrl');
/**
 * The instance that takes the changes and answers the reads after them: it drops its own kept copies at once, while
 * another instance (and nginx, in the proxy project) serves its copy for up to the catalog's freshness.
 */
const [instance = origin] = inject('instanceOrigins');
let connection: Connection;
const integrations: CreatedIntegration[] = [];
const restaurants: number[] = [];

beforeAll(async () => {
  connection = await connect(databaseUrl);
});

afterAll(async () => {
  for (const { id } of integrations) await revoke(databaseUrl, id);
  // The restaurants leave the catalog again, so that the catalog other tests count is the seeded one.
  for (const id of restaurants) {
    await connection.db.deleteFrom('menuItem').where('restaurantId', '=', id).execute();
    await connection.db.deleteFrom('menuSection').where('restaurantId', '=', id).execute();
    await connection.db.deleteFrom('restaurant').where('id', '=', id).execute();
  }
  await connection.db.destroy();
});

/** A restaurant id of the test's own (not in the catalog yet) and an integration that acts for it. */
async function newPartner(name = 'Test POS') {
  const ids = testIds();
  restaurants.push(ids.restaurant);
  const integration = await makeIntegration(databaseUrl, { name, restaurantIds: [ids.restaurant] });
  integrations.push(integration);
  return { ...ids, secret: integration.secret, integrationId: integration.id };
}

/** A partner whose restaurant is pushed already (Soup, Bread, Stew). */
async function pushedPartner() {
  const partner = await newPartner();
  const pushed = await pushMenu(instance, partner.secret, partner.restaurant, bistroMenu(partner.dish));
  expect(pushed.status).toBe(201);
  return partner;
}

async function errorOf(response: Response) {
  return v.parse(ApiErrorSchema, await response.json()).error;
}

/** The restaurant's menu as the customer API reads it: name, price and availability of each dish. */
async function customerMenu(restaurantId: number, at = instance) {
  const response = await fetch(`${at}/restaurant-details-api/restaurant-menu?id=${restaurantId}`);
  expect(response.status).toBe(200);
  return v.parse(MenuSchema, await response.json()).map((dish) => [dish.id, dish.name, dish.price, dish.available]);
}

async function customerCall(customer: TestCustomer, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { ...authHeaders(customer), ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function cartOf(customer: TestCustomer) {
  const response = await fetch(
    `${origin}/shopping-cart-api/view-shopping-cart?user-id=${encodeURIComponent(customer.email)}`,
    { headers: authHeaders(customer) },
  );
  return v.parse(CartSchema, await response.json());
}

describe('credentials on the menu calls', () => {
  test('none, a wrong one and a customer’s token are 401, and nothing is stored', async () => {
    const { restaurant, dish } = await newPartner();
    const body = JSON.stringify(bistroMenu(dish));
    const none = await fetch(`${origin}/partner-api/v1/restaurants/${restaurant}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect([none.status, (await errorOf(none)).code]).toEqual([401, 'unauthenticated']);
    const wrong = await pushMenu(origin, `sfp_${'x'.repeat(43)}`, restaurant, bistroMenu(dish));
    expect([wrong.status, (await errorOf(wrong)).message]).toEqual([
      401,
      'This secret is not an integration’s, or its integration was revoked.',
    ]);
    const customer = await signInCustomer(uniqueEmail('menu-push'));
    const asCustomer = await fetch(`${origin}/partner-api/v1/restaurants/${restaurant}`, {
      method: 'PUT',
      headers: authHeaders(customer),
      body,
    });
    expect([asCustomer.status, (await errorOf(asCustomer)).message]).toEqual([
      401,
      'A customer’s sign-in token is not accepted here: send the integration’s secret.',
    ]);
    const patch = await fetch(`${origin}/partner-api/v1/restaurants/${restaurant}/dishes/${dish(1)}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ available: false }),
    });
    expect(patch.status).toBe(401);
    expect((await fetch(`${origin}/restaurants/${restaurant}`)).status).toBe(404);
  });

  test('a revoked integration’s push and sold-out are refused at once on every instance', async () => {
    const partner = await pushedPartner();
    await revoke(databaseUrl, partner.integrationId);
    for (const at of [origin, ...inject('instanceOrigins')]) {
      const push = await pushMenu(
        at,
        partner.secret,
        partner.restaurant,
        bistroMenu(partner.dish, (menu) => (menu.name = 'Renamed')),
      );
      expect([at, push.status, (await errorOf(push)).code]).toEqual([at, 401, 'unauthenticated']);
      const patch = await setDishOnSale(at, partner.secret, partner.restaurant, partner.dish(1), false);
      expect([at, patch.status]).toEqual([at, 401]);
    }
    expect((await customerMenu(partner.restaurant)).map(([, , , available]) => available)).toEqual([true, true, true]);
  });

  test('a restaurant the integration does not act for is 403, whether it exists or not, and stays as it was', async () => {
    const owner = await pushedPartner();
    const other = await newPartner('Other POS');
    const foreign = await pushMenu(
      origin,
      other.secret,
      owner.restaurant,
      bistroMenu(owner.dish, (m) => (m.name = 'X')),
    );
    expect([foreign.status, await errorOf(foreign)]).toEqual([
      403,
      { code: 'forbidden', message: `This integration does not act for restaurant ${owner.restaurant}.` },
    ]);
    const unknown = testIds();
    const notYet = await pushMenu(origin, other.secret, unknown.restaurant, bistroMenu(unknown.dish));
    expect(notYet.status).toBe(403);
    const soldOut = await setDishOnSale(origin, other.secret, owner.restaurant, owner.dish(1), false);
    expect([soldOut.status, (await errorOf(soldOut)).code]).toEqual([403, 'forbidden']);

    const page = await fetch(`${origin}/restaurants/${owner.restaurant}`);
    expect(await page.text()).toContain('Test Bistro');
    expect((await customerMenu(owner.restaurant)).map(([, , , available]) => available)).toEqual([true, true, true]);
    expect((await fetch(`${origin}/restaurants/${unknown.restaurant}`)).status).toBe(404);
  });
});

describe('a menu push', () => {
  test('creates a restaurant the integration names, 201 with what it made; customers see it at once', async () => {
    const { restaurant, dish, secret } = await newPartner();
    const response = await pushMenu(instance, secret, restaurant, bistroMenu(dish));
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const answer = v.parse(MenuPushResultSchema, await response.json());
    expect(answer).toMatchObject({ changed: true, restaurantId: restaurant, restaurant: 'added' });
    expect(answer.dishes).toMatchObject({
      added: [
        { id: dish(1), name: 'Soup' },
        { id: dish(2), name: 'Bread' },
        { id: dish(3), name: 'Stew' },
      ],
      removed: [],
    });
    expect(await customerMenu(restaurant)).toEqual([
      [dish(1), 'Soup', 6.5, true],
      [dish(2), 'Bread', 3, true],
      [dish(3), 'Stew', 18.25, true],
    ]);
  });

  test('the same body again changes nothing and says so; a new price is reported old → new', async () => {
    const { restaurant, dish, secret } = await pushedPartner();
    const again = await pushMenu(instance, secret, restaurant, bistroMenu(dish));
    expect(again.status).toBe(200);
    expect(v.parse(MenuPushResultSchema, await again.json())).toEqual({
      changed: false,
      restaurantId: restaurant,
      restaurant: 'unchanged',
      fields: [],
      dishes: { added: [], changed: [], removed: [], soldOut: [], backOnSale: [], priceChanges: [] },
    });

    const pricier = bistroMenu(dish, (menu) => {
      const stew = menu.sections[1]?.dishes[0];
      if (stew) stew.price = 19.5;
    });
    const repriced = await pushMenu(instance, secret, restaurant, pricier);
    expect(repriced.status).toBe(200);
    expect(await repriced.json()).toMatchObject({
      changed: true,
      restaurant: 'changed',
      dishes: {
        changed: [{ id: dish(3), name: 'Stew' }],
        priceChanges: [{ id: dish(3), name: 'Stew', from: 18.25, to: 19.5 }],
      },
    });
    expect((await customerMenu(restaurant)).at(-1)).toEqual([dish(3), 'Stew', 19.5, true]);
  });

  test('keeps dish ids: a dish left out is gone from the menu, and pushed again comes back under its id', async () => {
    const { restaurant, dish, secret } = await pushedPartner();
    const withoutBread = bistroMenu(dish, (menu) => menu.sections[0]?.dishes.splice(1, 1));
    const removed = await pushMenu(instance, secret, restaurant, withoutBread);
    expect(await removed.json()).toMatchObject({ dishes: { removed: [{ id: dish(2), name: 'Bread' }] } });
    expect((await customerMenu(restaurant)).map(([id]) => id)).toEqual([dish(1), dish(3)]);
    const back = await pushMenu(instance, secret, restaurant, bistroMenu(dish));
    expect(await back.json()).toMatchObject({ dishes: { added: [{ id: dish(2), name: 'Bread' }] } });
    expect((await customerMenu(restaurant)).map(([id]) => id)).toEqual([dish(1), dish(2), dish(3)]);
  });

  test('with ten errors is 400 listing all ten by path, and changes nothing', async () => {
    const { restaurant, dish, secret } = await pushedPartner();
    const broken = bistroMenu(dish, (menu) => {
      menu.name = '';
      (menu as unknown as Record<string, unknown>)['cuisine'] = 5;
      menu.hours.timeZone = 'Mars/Olympus';
      const monday = menu.hours.weekly[0];
      if (monday) monday.open = '25:00';
      menu.hours.closed = ['2026-13-01'];
      menu.deliveryEstimate = { min: 40, max: 30 };
      const [soup] = menu.sections[0]?.dishes ?? [];
      if (soup) {
        soup.price = -1;
        (soup as { dietary: string[] }).dietary = ['keto'];
        soup.name = 'Renamed soup';
      }
      const mains = menu.sections[1];
      if (mains) mains.name = '';
      const stew = mains?.dishes[0] as Record<string, unknown> | undefined;
      if (stew) stew['available'] = 'yes';
    });
    const response = await pushMenu(instance, secret, restaurant, broken);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; details: { path: string }[] } };
    expect(error.code).toBe('invalid_input');
    expect(error.details.map(({ path }) => path).sort()).toEqual(
      [
        'name',
        'cuisine',
        'hours.timeZone',
        'hours.weekly[0].open',
        'hours.closed[0]',
        'deliveryEstimate.max',
        'sections[0].dishes[0].price',
        'sections[0].dishes[0].dietary[0]',
        'sections[1].name',
        'sections[1].dishes[0].available',
      ].sort(),
    );
    expect(await customerMenu(restaurant)).toEqual([
      [dish(1), 'Soup', 6.5, true],
      [dish(2), 'Bread', 3, true],
      [dish(3), 'Stew', 18.25, true],
    ]);
  });

  test('naming another restaurant’s dish id is refused at its path, and changes nothing', async () => {
    const owner = await pushedPartner();
    const { restaurant, dish, secret } = await pushedPartner();
    const stealing = bistroMenu(dish, (menu) => {
      const bread = menu.sections[0]?.dishes[1];
      if (bread) bread.id = owner.dish(3);
      menu.name = 'Renamed';
    });
    const response = await pushMenu(instance, secret, restaurant, stealing);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { details: unknown } }).error.details).toEqual([
      { path: 'sections[0].dishes[1].id', message: "is the id of another restaurant's dish" },
    ]);
    expect(await (await fetch(`${instance}/restaurants/${restaurant}`)).text()).toContain('Test Bistro');
    expect((await customerMenu(owner.restaurant)).at(-1)).toEqual([owner.dish(3), 'Stew', 18.25, true]);
  });

  test('of a large menu, over the customer API’s body bound, is taken; over the partner bound it is 413', async () => {
    const { restaurant, dish, secret } = await newPartner();
    const large = largeMenu(dish, 200, 400);
    const size = Buffer.byteLength(JSON.stringify(large));
    expect(size).toBeGreaterThan(MAX_BODY_BYTES);
    expect(size).toBeLessThan(PARTNER_MAX_BODY_BYTES);
    const taken = await pushMenu(instance, secret, restaurant, large);
    expect(taken.status).toBe(201);
    expect(await customerMenu(restaurant)).toHaveLength(200);

    const huge = largeMenu(dish, 1_000, 1_200);
    expect(Buffer.byteLength(JSON.stringify(huge))).toBeGreaterThan(PARTNER_MAX_BODY_BYTES);
    const refused = await pushMenu(instance, secret, restaurant, huge).catch(() => undefined);
    // The server may close the connection on a body it will not read; when it answers, it is 413.
    if (refused) expect(refused.status).toBe(413);
    expect(await customerMenu(restaurant)).toHaveLength(200);
  });

  test('of one restaurant by two instances at once leaves one push whole, never a mix', async () => {
    const { restaurant, dish, secret } = await newPartner();
    const instances = inject('instanceOrigins');
    const first = bistroMenu(dish, (menu) => (menu.name = 'First'));
    const second = bistroMenu(dish, (menu) => {
      menu.name = 'Second';
      const stew = menu.sections[1]?.dishes[0];
      if (stew) menu.sections = [{ name: 'Only', dishes: [{ ...stew, id: dish(9) }] }];
    });
    const answers = await Promise.all([
      pushMenu(instances[0] ?? origin, secret, restaurant, first),
      pushMenu(instances.at(-1) ?? origin, secret, restaurant, second),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    const name = (
      await connection.db.selectFrom('restaurant').select('name').where('id', '=', restaurant).executeTakeFirstOrThrow()
    ).name;
    const menu = (await customerMenu(restaurant)).map(([id]) => id);
    expect([name, menu]).toEqual(name === 'First' ? ['First', [dish(1), dish(2), dish(3)]] : ['Second', [dish(9)]]);
  });
});

describe('a dish sold out or back', () => {
  test('is refused by the customer API at its next request, and on sale again at once', async () => {
    const { restaurant, dish, secret } = await pushedPartner();
    const customer = await signInCustomer(uniqueEmail('sold-out-patch'));
    const soldOut = await setDishOnSale(instance, secret, restaurant, dish(2), false);
    expect(soldOut.status).toBe(200);
    expect(v.parse(DishAvailabilityResultSchema, await soldOut.json())).toEqual({
      restaurantId: restaurant,
      dish: { id: dish(2), name: 'Bread' },
      available: false,
      changed: true,
    });
    const add = () =>
      customerCall(customer, '/shopping-cart-api/add-shopping-cart-item', {
        userId: customer.email,
        restaurantId: restaurant,
        itemId: dish(2),
        quantity: 1,
      });
    expect(await add()).toEqual({
      status: 409,
      body: { error: { code: 'item_sold_out', message: 'Bread is sold out.' } },
    });
    const again = await setDishOnSale(instance, secret, restaurant, dish(2), false);
    expect(await again.json()).toMatchObject({ available: false, changed: false });

    expect(await (await setDishOnSale(instance, secret, restaurant, dish(2), true)).json()).toMatchObject({
      available: true,
      changed: true,
    });
    expect((await add()).status).toBe(200);
  });

  test('in a cart shows unavailable there, and checkout refuses it with 409 naming it', async () => {
    const { restaurant, dish, secret } = await pushedPartner();
    const customer = await signInCustomer(uniqueEmail('sold-out-cart'));
    for (const itemId of [dish(1), dish(3)]) {
      const added = await customerCall(customer, '/shopping-cart-api/add-shopping-cart-item', {
        userId: customer.email,
        restaurantId: restaurant,
        itemId,
        quantity: 1,
      });
      expect(added.status).toBe(200);
    }
    expect((await setDishOnSale(instance, secret, restaurant, dish(3), false)).status).toBe(200);
    const lines = await cartOf(customer);
    expect(lines.map((line) => [line.itemName, line.available, line.unavailableReason])).toEqual([
      ['Soup', true, null],
      ['Stew', false, 'sold-out'],
    ]);
    const placed = await customerCall(
      customer,
      '/order-mgmt-api/place-order',
      {
        user: { userId: customer.email },
        shippingAddress: HOME,
        totalCost: 24.75,
        orderItems: lines.map(({ restaurantId, itemId, quantity }) => ({ restaurantId, itemId, quantity })),
      },
      { 'Idempotency-Key': `test-${crypto.randomUUID()}` },
    );
    expect(placed).toEqual({
      status: 409,
      body: {
        error: {
          code: 'items_unavailable',
          message: 'Stew is sold out. Your order was not placed, and your cart is as it was.',
        },
      },
    });
    expect(await cartOf(customer)).toEqual(lines);
  });

  test('drops the instance’s kept copies of the restaurant’s menu and page at once', async () => {
    const { restaurant, dish, secret } = await pushedPartner();
    const paths = [`/restaurant-details-api/restaurant-menu?id=${restaurant}`, `/restaurants/${restaurant}`];
    for (const path of paths) {
      let answer = await request(instance, path);
      for (let tries = 0; answer.headers['x-astro-cache'] !== 'HIT' && tries < 20; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        answer = await request(instance, path);
      }
      expect([path, answer.headers['x-astro-cache']]).toEqual([path, 'HIT']);
    }
    expect((await setDishOnSale(instance, secret, restaurant, dish(1), false)).status).toBe(200);
    const menu = await request(instance, paths[0] ?? '');
    expect(menu.headers['x-astro-cache']).not.toBe('HIT');
    expect(v.parse(MenuSchema, JSON.parse(menu.body)).map((item) => item.available)).toEqual([false, true, true]);
    const page = await request(instance, paths[1] ?? '');
    expect(page.headers['x-astro-cache']).not.toBe('HIT');
  });

  test('of an unknown dish is 404, and a body without `available` is 400 naming it', async () => {
    const { restaurant, dish, secret } = await pushedPartner();
    const unknown = await setDishOnSale(instance, secret, restaurant, dish(7), false);
    expect([unknown.status, await errorOf(unknown)]).toEqual([
      404,
      { code: 'dish_not_found', message: `Restaurant ${restaurant} has no dish ${dish(7)} on its menu.` },
    ]);
    const bad = await partnerFetch(instance, secret, `/restaurants/${restaurant}/dishes/${dish(1)}`, {
      method: 'PATCH',
      body: JSON.stringify({ available: 'no' }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { details: { path: string }[] } }).error.details.map((d) => d.path)).toEqual(
      ['available'],
    );
  });
});

test.each([
  ['restaurant', restaurantSchema],
  ['catalog', catalogSchema],
])('the %s JSON Schema is served to anyone at /partner-api/v1/', async (name, schema) => {
  const response = await fetch(`${origin}/partner-api/v1/${name}.schema.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(await response.json()).toEqual(schema);
});
