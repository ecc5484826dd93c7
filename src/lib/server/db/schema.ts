import type { Generated } from 'kysely';

/** Tables as the query builder sees them (camelCase; the database itself uses snake_case). */
export interface Database {
  restaurant: RestaurantTable;
  menuItem: MenuItemTable;
  cartLine: CartLineTable;
  customerOrder: CustomerOrderTable;
  orderLine: OrderLineTable;
  idempotencyKey: IdempotencyKeyTable;
  customerChange: CustomerChangeTable;
  savedAddress: SavedAddressTable;
  writeLimit: WriteLimitTable;
}

interface RestaurantTable {
  id: Generated<number>;
  name: string;
  cuisine: string;
  description: string;
  image: string;
}

interface MenuItemTable {
  id: Generated<number>;
  restaurantId: number;
  name: string;
  description: string;
  image: string;
  /** Money is stored in whole cents so that sums never drift. */
  priceCents: number;
  /** ISO 8601 instant (timestamptz on PostgreSQL, read back as the same text). */
  timeAdded: string;
}

interface CartLineTable {
  id: Generated<number>;
  /** The customer's email in lower case. */
  userId: string;
  restaurantId: number;
  itemId: number;
  quantity: number;
  timeAdded: string;
}

interface CustomerOrderTable {
  id: Generated<number>;
  /** The customer's email in lower case. */
  userId: string;
  /** ISO 8601 instant; the order's status is computed from it on read. */
  placedAt: string;
  totalCents: number;
  street: string;
  buildingNumber: string;
  apartmentNumber: string;
  city: string;
  zipCode: string;
}

/** One item of an order, with the name, image and price it had when the order was placed. */
interface OrderLineTable {
  id: Generated<number>;
  orderId: number;
  restaurantId: number;
  itemId: number;
  itemName: string;
  itemImageUrl: string;
  priceCents: number;
  quantity: number;
}

/** An `Idempotency-Key` of place-order and the order it created. */
interface IdempotencyKeyTable {
  userId: string;
  key: string;
  /** SHA-256 of the request's canonical JSON: the same key with another payload is refused. */
  requestHash: string;
  orderId: number;
  /** ISO 8601 instant. */
  createdAt: string;
}

/** How many times a customer's cart or orders have changed (src/lib/server/customer-version.ts). */
interface CustomerChangeTable {
  userId: string;
  version: number;
}

/** A delivery address a customer keeps for checkout (src/lib/addresses/addresses.server.ts). */
interface SavedAddressTable {
  id: Generated<number>;
  /** The customer's email in lower case. */
  userId: string;
  /** 1 to SAVED_ADDRESS_LIMIT, unique per customer: what holds the limit when saves race. */
  slot: number;
  /** The address as compared for "the same address" (addresses.ts), unique per customer. */
  matchKey: string;
  street: string;
  buildingNumber: string;
  apartmentNumber: string;
  city: string;
  zipCode: string;
  /** ISO 8601 instant of the last save or order to this address: the list shows the latest first. */
  lastUsedAt: string;
}

/** How many writes of a kind a customer made in the current window of the write limits. */
interface WriteLimitTable {
  userId: string;
  /** `cart` or `order`. */
  kind: string;
  /** Which window the count is for: the time since 1970 divided by the window's length. */
  windowIndex: number;
  writes: number;
}
