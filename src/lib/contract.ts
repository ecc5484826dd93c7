// zod/mini rather than zod: the same schemas validate on the server and decode in the browser, where they cost
// about 8 KB gzipped instead of about 26 KB.
import * as z from 'zod/mini';
import { normalizeSearchTerm } from './search.ts';

/**
 * The product API's shapes (spec section 3), written once for the endpoints and the client alike.
 */

/** An id inside a JSON body: a positive whole number (the original client sends numbers). */
const BodyIdSchema = z.int().check(z.positive(), z.maximum(999_999_999));

/** Money in dollars, as the spec's clients expect; the server keeps whole cents. */
const DollarsSchema = z.number().check(z.nonnegative());

export const RestaurantSchema = z.object({
  id: BodyIdSchema,
  name: z.string(),
  image: z.string(),
  cuisine: z.string(),
  description: z.string(),
});
export type Restaurant = z.infer<typeof RestaurantSchema>;
export const RestaurantListSchema = z.array(RestaurantSchema);

export const MenuItemSchema = z.object({
  id: BodyIdSchema,
  name: z.string(),
  image: z.string(),
  price: DollarsSchema,
  description: z.string(),
  timeAdded: z.iso.datetime(),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;
export const MenuSchema = z.array(MenuItemSchema);

const PLAIN_ID = /^[1-9][0-9]{0,8}$/;

/** A restaurant or order id as it arrives in a URL or query: a positive whole number, written plainly. */
export const IdParamSchema = z.pipe(
  z.string({ error: 'is required' }).check(z.regex(PLAIN_ID, 'must be a positive whole number')),
  z.transform(Number),
);

/** An id from a URL or query, or undefined when it is not one. */
export function parseIdParam(text: string | null | undefined): number | undefined {
  const result = IdParamSchema.safeParse(text);
  return result.success ? result.data : undefined;
}

/** A search term from a query string; anything that is not text reads as no search. */
export const SearchTermSchema = z.pipe(z.catch(z.string(), ''), z.transform(normalizeSearchTerm));

export const ApiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** The most of one item a cart line may hold: a kitchen's largest sensible order, and a guard against typos. */
export const CART_MAX_QUANTITY = 50;

/** A quantity a customer asks for; 0 or less on update removes the line. */
export const CartQuantitySchema = z.int().check(z.maximum(CART_MAX_QUANTITY));

/** The customer's email, the spec's user id. Compared case-insensitively. */
export const UserIdSchema = z.pipe(
  z.string({ error: 'is required' }).check(z.trim(), z.toLowerCase()),
  z.email({ error: 'must be an email address' }),
);

/** A cart line as the server sends it (spec section 3). */
export const CartLineSchema = z.object({
  restaurantId: BodyIdSchema,
  restaurantName: z.string(),
  itemId: BodyIdSchema,
  itemName: z.string(),
  itemDescription: z.string(),
  itemPrice: DollarsSchema,
  itemImageUrl: z.string(),
  timeAdded: z.iso.datetime(),
  userId: z.string(),
  quantity: z.int().check(z.minimum(1), z.maximum(CART_MAX_QUANTITY)),
});
export type CartLine = z.infer<typeof CartLineSchema>;
export const CartSchema = z.array(CartLineSchema);

/**
 * The cart item payload of add, remove and update (spec section 3). Names, prices, images and times are accepted as
 * the original client sends them but never trusted: the server reads them from the catalog.
 */
export const CartItemPayloadSchema = z.object({
  userId: UserIdSchema,
  restaurantId: BodyIdSchema,
  itemId: BodyIdSchema,
  quantity: z.optional(CartQuantitySchema),
  restaurantName: z.optional(z.string()),
  itemName: z.optional(z.string()),
  itemPrice: z.optional(z.number()),
  itemDescription: z.optional(z.string()),
  itemImageUrl: z.optional(z.string()),
  timeAdded: z.optional(z.string()),
});
export type CartItemPayload = z.input<typeof CartItemPayloadSchema>;

export const ClearCartPayloadSchema = z.object({ userId: UserIdSchema });

/** What every cart mutation answers: the line it touched (null once removed) and the cart's new line count. */
export const CartMutationResultSchema = z.object({
  line: z.nullable(CartLineSchema),
  count: z.int().check(z.nonnegative()),
});
export type CartMutationResult = z.infer<typeof CartMutationResultSchema>;

/** The number of lines in the cart (spec: the count is the number of lines, not of items). */
export const CartCountSchema = z.int().check(z.nonnegative());

const AddressFieldSchema = z
  .string({ error: 'is required' })
  .check(z.trim(), z.minLength(1, 'is required'), z.maxLength(100, 'is too long'));

export const ShippingAddressSchema = z.object({
  street: AddressFieldSchema,
  buildingNumber: AddressFieldSchema,
  apartmentNumber: AddressFieldSchema,
  city: AddressFieldSchema,
  zipCode: AddressFieldSchema,
});
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

/** The most lines one order may hold. */
export const ORDER_MAX_LINES = 100;

/** What the client sends to place an order (spec: "Order as placed"); lines are priced again by the server. */
export const PlaceOrderSchema = z.object({
  user: z.object({ userId: UserIdSchema }),
  shippingAddress: ShippingAddressSchema,
  totalCost: DollarsSchema,
  orderItems: z
    .array(
      z.object({
        restaurantId: BodyIdSchema,
        itemId: BodyIdSchema,
        quantity: z.int().check(z.minimum(1), z.maximum(CART_MAX_QUANTITY)),
      }),
    )
    .check(z.minLength(1, 'must hold at least one item'), z.maxLength(ORDER_MAX_LINES)),
});
export type PlaceOrder = z.input<typeof PlaceOrderSchema>;

/** The order of statuses an order goes through after it is placed. */
export const ORDER_STATUSES = [
  'Submitted',
  'Preparing',
  'Prepared',
  'ReadyForDelivery',
  'OutForDelivery',
  'Delivered',
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** An order as listed (spec section 3). */
export const OrderSchema = z.object({
  orderId: BodyIdSchema,
  status: OrderStatusSchema,
  estimatedDeliveryTime: z.iso.datetime(),
  totalCost: DollarsSchema,
  shippingAddress: ShippingAddressSchema,
  orderItems: z.array(
    z.object({
      itemId: BodyIdSchema,
      itemName: z.string(),
      itemImageUrl: z.string(),
      itemPrice: DollarsSchema,
      quantity: z.int().check(z.minimum(1)),
      restaurantId: BodyIdSchema,
    }),
  ),
});
export type Order = z.infer<typeof OrderSchema>;
export const OrderListSchema = z.array(OrderSchema);

/** get-order-details takes `{ orderId }`; a whole listed order is accepted too (its other fields are ignored). */
export const OrderDetailsRequestSchema = z.object({
  orderId: z.union([BodyIdSchema, IdParamSchema]),
});

/** The Idempotency-Key header of place-order: any client-made unique string. */
export const IdempotencyKeySchema = z
  .string({ error: 'is required' })
  .check(z.trim(), z.minLength(8, 'must be at least 8 characters'), z.maxLength(200, 'must be at most 200 characters'));
