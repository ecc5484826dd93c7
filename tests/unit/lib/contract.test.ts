import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import {
  CartLineSchema,
  CartQuantitySchema,
  MenuItemSchema,
  DeleteAddressRequestSchema,
  IdempotencyKeySchema,
  IdParamSchema,
  OrderDetailsRequestSchema,
  PlaceOrderSchema,
  RestaurantSchema,
  SaveAddressRequestSchema,
  SearchTermSchema,
  UserIdSchema,
} from '../../../src/lib/contract.ts';
import { ApiProblem, parseOrThrow } from '../../../src/lib/server/http.ts';

/** The message of the 400 the server answers for `value`, as a caller reads it. */
function refusal(schema: v.GenericSchema<unknown, unknown>, value: unknown, field?: string): string {
  try {
    parseOrThrow(schema, value, field);
  } catch (error) {
    if (error instanceof ApiProblem && error.status === 400) return error.message;
    throw error;
  }
  throw new Error(`${JSON.stringify(value)} was accepted`);
}

const ADDRESS = { street: 'Main St', buildingNumber: '1', apartmentNumber: '2', city: 'Springfield', zipCode: '12345' };
const order = (changes: object = {}) => ({
  user: { userId: 'kate@example.com' },
  shippingAddress: ADDRESS,
  totalCost: 12.5,
  orderItems: [{ restaurantId: 1, itemId: 3, quantity: 2 }],
  ...changes,
});

describe('catalog and cart answers as the client and the edge read them', () => {
  const restaurant = { id: 4, name: 'Ramen Hoshi', image: '/r.svg', cuisine: 'Japanese', description: 'Noodles.' };
  const item = {
    id: 22,
    name: 'Gyoza',
    image: '/g.svg',
    price: 7.99,
    description: 'Six.',
    timeAdded: '2026-01-15T10:00:00.000Z',
  };
  const line = {
    restaurantId: 4,
    restaurantName: 'Ramen Hoshi',
    itemId: 22,
    itemName: 'Gyoza',
    itemDescription: 'Six.',
    itemPrice: 7.99,
    itemImageUrl: '/g.svg',
    timeAdded: '2026-11-22T03:00:00.000Z',
    userId: 'ana@example.com',
    quantity: 1,
  };

  test('keep the hours, estimate, section, tags and availability the server sends', () => {
    const hours = { timeZone: 'America/New_York', weekly: [{ day: 'mon', open: '17:00', close: '02:00' }], closed: [] };
    const full = { ...restaurant, hours, deliveryEstimate: { min: 30, max: 40 }, diets: ['vegetarian', 'spicy'] };
    expect(v.parse(RestaurantSchema, full)).toEqual(full);
    const dish = { ...item, section: { name: 'Small Plates', position: 1 }, dietary: ['dairy-free'], available: false };
    expect(v.parse(MenuItemSchema, dish)).toEqual(dish);
    const soldOut = {
      ...line,
      available: false,
      unavailableReason: 'sold-out',
      restaurantClosed: 'Closed · opens Tue 11:00',
    };
    expect(v.parse(CartLineSchema, soldOut)).toEqual(soldOut);
  });

  test('read an answer without them, from a build before them, as unknown hours and an available dish', () => {
    expect(v.parse(RestaurantSchema, restaurant)).toEqual({
      ...restaurant,
      hours: null,
      deliveryEstimate: null,
      diets: [],
    });
    expect(v.parse(MenuItemSchema, item)).toEqual({ ...item, section: null, dietary: [], available: true });
    expect(v.parse(CartLineSchema, line)).toEqual({
      ...line,
      available: true,
      unavailableReason: null,
      restaurantClosed: null,
    });
  });
});

describe('PlaceOrderSchema', () => {
  test('reads an order with its address trimmed and its user id in lower case', () => {
    const parsed = v.parse(
      PlaceOrderSchema,
      order({ user: { userId: ' Kate@Example.COM ' }, shippingAddress: { ...ADDRESS, city: '  Springfield ' } }),
    );
    expect(parsed).toEqual(order());
  });

  test.each([
    ['an empty order', order({ orderItems: [] }), 'orderItems must hold at least one item'],
    [
      'more lines than an order holds',
      order({ orderItems: Array.from({ length: 101 }, (_, i) => ({ restaurantId: 1, itemId: i + 1, quantity: 1 })) }),
      'orderItems must hold at most 100 items',
    ],
    ['an array for a body', [], 'expected object, received array'],
    ['text for a body', 'order', 'expected object, received string'],
    ['no user', { ...order(), user: undefined }, 'user is required'],
    ['an array for the address', order({ shippingAddress: [] }), 'shippingAddress expected object, received array'],
    ['a missing city', order({ shippingAddress: { ...ADDRESS, city: undefined } }), 'shippingAddress.city is required'],
    ['a blank street', order({ shippingAddress: { ...ADDRESS, street: '   ' } }), 'shippingAddress.street is required'],
    [
      'a long zip code',
      order({ shippingAddress: { ...ADDRESS, zipCode: '1'.repeat(101) } }),
      'shippingAddress.zipCode is too long',
    ],
    ['a total as text', order({ totalCost: '12.50' }), 'totalCost expected number, received string'],
    ['a negative total', order({ totalCost: -1 }), 'totalCost must not be negative'],
    ['an endless total', order({ totalCost: Infinity }), 'totalCost must be a finite number'],
    [
      'a quantity over the limit',
      order({ orderItems: [{ restaurantId: 1, itemId: 3, quantity: 51 }] }),
      'orderItems.0.quantity must be at most 50',
    ],
    [
      'a fractional quantity',
      order({ orderItems: [{ restaurantId: 1, itemId: 3, quantity: 1.5 }] }),
      'orderItems.0.quantity must be a whole number',
    ],
    [
      'an item id as text',
      order({ orderItems: [{ restaurantId: 1, itemId: 'x', quantity: 1 }] }),
      'orderItems.0.itemId expected number, received string',
    ],
    ['a user id that is no email', order({ user: { userId: 'kate' } }), 'user.userId must be an email address'],
  ])('refuses %s: %j', (_label, body, message) => {
    expect(refusal(PlaceOrderSchema, body)).toBe(message);
  });
});

describe('SaveAddressRequestSchema', () => {
  test('reads the address trimmed, as an order reads its delivery address, and the user id in lower case', () => {
    const parsed = v.parse(SaveAddressRequestSchema, {
      userId: 'Kate@Example.com',
      address: { ...ADDRESS, street: ' Main St  ', zipCode: '\t12345' },
      note: 'ignored',
    });
    expect(parsed).toEqual({ userId: 'kate@example.com', address: ADDRESS });
  });

  test.each([
    ['no address', { userId: 'kate@example.com' }, 'address is required'],
    [
      'an address as text',
      { userId: 'kate@example.com', address: 'Main St 1' },
      'address expected object, received string',
    ],
    [
      'a missing zip code',
      { userId: 'kate@example.com', address: { ...ADDRESS, zipCode: undefined } },
      'address.zipCode is required',
    ],
    ['a blank city', { userId: 'kate@example.com', address: { ...ADDRESS, city: ' ' } }, 'address.city is required'],
    [
      'a number for a street',
      { userId: 'kate@example.com', address: { ...ADDRESS, street: 12 } },
      'address.street expected string, received number',
    ],
    [
      'a long apartment number',
      { userId: 'kate@example.com', address: { ...ADDRESS, apartmentNumber: 'a'.repeat(101) } },
      'address.apartmentNumber is too long',
    ],
    ['no user id', { address: ADDRESS }, 'userId is required'],
  ])('refuses %s', (_label, body, message) => {
    expect(refusal(SaveAddressRequestSchema, body)).toBe(message);
  });
});

describe('DeleteAddressRequestSchema', () => {
  test.each([
    ['no address id', { userId: 'kate@example.com' }, 'addressId is required'],
    [
      'an address id as text',
      { userId: 'kate@example.com', addressId: '3' },
      'addressId expected number, received string',
    ],
    [
      'a fractional address id',
      { userId: 'kate@example.com', addressId: 1.5 },
      'addressId must be a positive whole number',
    ],
    ['a user id that is no email', { userId: 'kate', addressId: 3 }, 'userId must be an email address'],
  ])('refuses %s', (_label, body, message) => {
    expect(refusal(DeleteAddressRequestSchema, body)).toBe(message);
  });
});

describe('SearchTermSchema', () => {
  test.each([
    ['  thai  ', 'thai'],
    ['', ''],
    ['x'.repeat(150), 'x'.repeat(100)],
    [`  ${'y'.repeat(120)}`, 'y'.repeat(100)],
    [null, ''],
    [['thai', 'ramen'], ''],
  ])('reads %j as %j', (raw, term) => {
    expect(v.parse(SearchTermSchema, raw)).toBe(term);
  });
});

describe('IdParamSchema', () => {
  test.each([
    ['1', 1],
    ['42', 42],
    ['999999999', 999_999_999],
  ])('reads %j as %i', (raw, id) => {
    expect(v.parse(IdParamSchema, raw)).toBe(id);
  });

  test.each(['01', '1e3', '-1', '0', '1.5', ' 1', '0x10', '1000000000', '', 'abc'])('refuses %j', (raw) => {
    expect(refusal(IdParamSchema, raw, 'id')).toBe('id must be a positive whole number');
  });

  test('names a missing id', () => {
    expect(refusal(IdParamSchema, undefined, 'id')).toBe('id is required');
  });
});

describe('UserIdSchema', () => {
  test('trims and lower-cases the ASCII letters only', () => {
    expect(v.parse(UserIdSchema, '  Kate@Example.COM ')).toBe('kate@example.com');
    expect(v.parse(UserIdSchema, '\u212AATE@example.com')).toBe('\u212Aate@example.com');
  });

  test.each([
    [undefined, 'user-id is required'],
    ['', 'user-id must be an email address'],
    ['kate', 'user-id must be an email address'],
    ['kate@example', 'user-id must be an email address'],
    ['kate @example.com', 'user-id must be an email address'],
    ['kate@@example.com', 'user-id must be an email address'],
    [42, 'user-id expected string, received number'],
  ])('refuses %j: %s', (raw, message) => {
    expect(refusal(UserIdSchema, raw, 'user-id')).toBe(message);
  });
});

describe('CartQuantitySchema', () => {
  test.each([50, 1, 0, -3])('reads %i (0 or less removes the line on update)', (quantity) => {
    expect(v.parse(CartQuantitySchema, quantity)).toBe(quantity);
  });

  test.each([
    [undefined, 'quantity is required'],
    [51, 'quantity must be at most 50'],
    [1.5, 'quantity must be a whole number'],
    [2 ** 60, 'quantity must be a whole number'],
    ['2', 'quantity expected number, received string'],
  ])('refuses %j: %s', (raw, message) => {
    expect(refusal(CartQuantitySchema, raw, 'quantity')).toBe(message);
  });
});

describe('IdempotencyKeySchema', () => {
  test('reads a key trimmed', () => {
    expect(v.parse(IdempotencyKeySchema, '  order-123  ')).toBe('order-123');
  });

  test.each([
    [undefined, 'Idempotency-Key is required'],
    ['  abc     ', 'Idempotency-Key must be at least 8 characters'],
    ['k'.repeat(201), 'Idempotency-Key must be at most 200 characters'],
  ])('refuses %j: %s', (raw, message) => {
    expect(refusal(IdempotencyKeySchema, raw, 'Idempotency-Key')).toBe(message);
  });
});

describe('OrderDetailsRequestSchema', () => {
  test.each([
    [{ orderId: 12 }, 12],
    [{ orderId: '12' }, 12],
  ])('reads %j', (body, orderId) => {
    expect(v.parse(OrderDetailsRequestSchema, body)).toEqual({ orderId });
  });

  test.each([
    [{}, 'orderId is required'],
    [{ orderId: 'abc' }, 'orderId must be a positive whole number'],
    [{ orderId: -1 }, 'orderId must be a positive whole number'],
    [{ orderId: true }, 'orderId must be a positive whole number'],
    [{ orderId: '01' }, 'orderId must be a positive whole number'],
    [[12], 'expected object, received array'],
  ])('refuses %j: %s', (body, message) => {
    expect(refusal(OrderDetailsRequestSchema, body)).toBe(message);
  });
});

describe('text no address needs', () => {
  const REFUSED = 'must not contain control characters or bidirectional overrides';
  // Every C0 and C1 control, DEL, the embeddings and overrides (U+202A–U+202E) and the isolates (U+2066–U+2069).
  const refused = [
    ...Array.from({ length: 0x20 }, (_, code) => code),
    ...Array.from({ length: 0xa0 - 0x7f }, (_, index) => 0x7f + index),
    0x202a,
    0x202b,
    0x202c,
    0x202d,
    0x202e,
    0x2066,
    0x2067,
    0x2068,
    0x2069,
  ].map((code) => String.fromCodePoint(code));

  test.each(refused.map((character) => [character.codePointAt(0)?.toString(16).padStart(4, '0'), character]))(
    'U+%s is refused inside every field of an order, an address save, a key and a user id',
    (_code, character) => {
      const inside = (text: string) => `${text}${character}x`;
      for (const field of Object.keys(ADDRESS) as (keyof typeof ADDRESS)[]) {
        expect(
          refusal(PlaceOrderSchema, order({ shippingAddress: { ...ADDRESS, [field]: inside(ADDRESS[field]) } })),
        ).toBe(`shippingAddress.${field} ${REFUSED}`);
        expect(
          refusal(SaveAddressRequestSchema, {
            userId: 'kate@example.com',
            address: { ...ADDRESS, [field]: inside(ADDRESS[field]) },
          }),
        ).toBe(`address.${field} ${REFUSED}`);
      }
      expect(refusal(PlaceOrderSchema, order({ user: { userId: inside('kate@example.com') } }))).toBe(
        `user.userId ${REFUSED}`,
      );
      expect(refusal(IdempotencyKeySchema, inside('key-00000001'), 'Idempotency-Key')).toBe(
        `Idempotency-Key ${REFUSED}`,
      );
      expect(refusal(UserIdSchema, inside('kate@example.com'), 'user-id')).toBe(`user-id ${REFUSED}`);
    },
  );

  test('ordinary text beyond ASCII is kept: accents, scripts, emoji, a no-break space inside', () => {
    const address = { ...ADDRESS, street: 'Straße 5\u00A0b', city: 'Zürich 東京 🍕', zipCode: 'שדרות' };
    expect(v.parse(SaveAddressRequestSchema, { userId: 'kate@example.com', address }).address).toEqual(address);
  });

  test('direction marks are dropped, not refused', () => {
    const address = { ...ADDRESS, street: '\u200Fשדרות\u200F Rothschild\u200E' };
    expect(v.parse(SaveAddressRequestSchema, { userId: 'kate@example.com', address }).address.street).toBe(
      'שדרות Rothschild',
    );
  });

  test('a search term drops them and reads the rest', () => {
    expect(v.parse(SearchTermSchema, 'Pi\u0000z\u202Eza\u001B')).toBe('Pizza');
  });
});
