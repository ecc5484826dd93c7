import type { Generated } from 'kysely';

/** Tables as the query builder sees them (camelCase; the database itself uses snake_case). */
export interface Database {
  restaurant: RestaurantTable;
  menuSection: MenuSectionTable;
  menuItem: MenuItemTable;
  menuItemDiet: MenuItemDietTable;
  cartLine: CartLineTable;
  customerOrder: CustomerOrderTable;
  orderLine: OrderLineTable;
  idempotencyKey: IdempotencyKeyTable;
  customerChange: CustomerChangeTable;
  savedAddress: SavedAddressTable;
  writeLimit: WriteLimitTable;
  integration: IntegrationTable;
  integrationRestaurant: IntegrationRestaurantTable;
  orderPart: OrderPartTable;
  orderPartChange: OrderPartChangeTable;
  webhookEvent: WebhookEventTable;
  keptVerification: KeptVerificationTable;
}

interface RestaurantTable {
  id: Generated<number>;
  name: string;
  cuisine: string;
  description: string;
  image: string;
  /** The opening hours as JSON (contract.ts, OpeningHours); null when never given (rows from before pushed menus). */
  hours: string | null;
  /** The delivery estimate in minutes, from min to max; null when never given. */
  deliveryMinMinutes: number | null;
  deliveryMaxMinutes: number | null;
}

/** A section of a restaurant's menu, numbered from 0 in the order the menu shows them. */
interface MenuSectionTable {
  restaurantId: number;
  position: number;
  name: string;
}

export interface MenuItemTable {
  id: Generated<number>;
  restaurantId: number;
  name: string;
  description: string;
  image: string;
  /** Money is stored in whole cents so that sums never drift. */
  priceCents: number;
  /** ISO 8601 instant (timestamptz on PostgreSQL, read back as the same text). */
  timeAdded: string;
  /** The position of its section (menuSection); null for a dish never pushed with one. */
  sectionPosition: number | null;
  /** Its position within its section, from 0. */
  position: number | null;
  /** ISO 8601 instant since which it is sold out; null while available. */
  soldOutAt: string | null;
  /** ISO 8601 instant it was taken off the menu (kept for carts and past orders, never listed); null while on it. */
  removedAt: string | null;
}

/** A dietary tag of a dish (contract.ts, DIETARY_TAGS). */
interface MenuItemDietTable {
  itemId: number;
  diet: string;
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
  /** ISO 8601 instant. */
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

/** A sign-in token Firebase verified (src/lib/identity/kept-verifications.server.ts). */
interface KeptVerificationTable {
  /** SHA-256 of the token, base64url: the token itself, a bearer credential, is never stored. */
  tokenHash: string;
  uid: string;
  /** Lower case, as the customer's user id. */
  email: string;
  /** ISO 8601: until when any instance may trust the verification without asking Firebase. */
  keptUntil: string;
}

/** How many writes of a kind a customer made in the current window of the write limits. */
interface WriteLimitTable {
  userId: string;
  /** `cart`, `order`, `address`, or `partner` (whose userId is `integration:<id>`). */
  kind: string;
  /** Which window the count is for: the time since 1970 divided by the window's length. */
  windowIndex: number;
  writes: number;
}

/** A restaurant system's credential for the partner API (src/lib/partner/integrations.server.ts). */
interface IntegrationTable {
  id: Generated<number>;
  name: string;
  /** SHA-256 of the secret, hex: the secret is shown once and never stored. */
  secretHash: string;
  /** Where its webhook events are POSTed; none for an integration that only polls. */
  webhookUrl: string | null;
  createdAt: string;
  /** When it was revoked; from then on every call with its secret is refused. */
  revokedAt: string | null;
}

/** A restaurant an integration may act for. */
interface IntegrationRestaurantTable {
  integrationId: number;
  restaurantId: number;
}

/** An order's part from one restaurant, with its status (src/lib/orders/order-parts.server.ts). */
interface OrderPartTable {
  orderId: number;
  restaurantId: number;
  /** An OrderStatus. */
  status: string;
  /** Why it was rejected or cancelled, for the customer. */
  reason: string | null;
  /** ISO 8601 instant: the order's placement, when the part became Submitted. */
  placedAt: string;
  /** ISO 8601 instant of the part's last change. */
  updatedAt: string;
}

/** One move of an order part to a status after Submitted, with its time. */
interface OrderPartChangeTable {
  id: Generated<number>;
  orderId: number;
  restaurantId: number;
  status: string;
  reason: string | null;
  changedAt: string;
  /** The integration that moved it; null when the storefront did (the accept deadline). */
  integrationId: number | null;
}

/** An event of the outbox, for one integration's webhook (src/lib/partner/outbox.server.ts). */
interface WebhookEventTable {
  id: Generated<number>;
  /** Its `webhook-id`. */
  messageId: string;
  integrationId: number;
  /** `order.placed` or `order.cancelled`. */
  type: string;
  orderId: number;
  restaurantId: number;
  /** The JSON body every attempt sends. */
  payload: string;
  /** `pending`, `delivered`, `given-up` or `dropped`. */
  state: string;
  createdAt: string;
  /** When it may next be sent (a claim moves it to the end of the claim's lease). */
  dueAt: string;
  attempts: Generated<number>;
  /** The token of the claim that last took it. */
  claim: string | null;
  /** What the last failed attempt met, for operators. */
  lastError: string | null;
  /** When it was delivered, given up or dropped. */
  finishedAt: string | null;
}
