import { z } from 'zod';
import { normalizeSearchTerm } from './search.ts';

/**
 * The product API's shapes (spec section 3), written once for the endpoints and the client alike.
 */

export const RestaurantSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  image: z.string(),
  cuisine: z.string(),
  description: z.string(),
});
export type Restaurant = z.infer<typeof RestaurantSchema>;

export const MenuItemSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  image: z.string(),
  /** Dollars, as the spec's clients expect; the server keeps whole cents. */
  price: z.number().nonnegative(),
  description: z.string(),
  timeAdded: z.iso.datetime(),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

/** A restaurant or order id as it arrives in a URL or query: a positive whole number, written plainly. */
export const IdParamSchema = z
  .string({ error: 'is required' })
  .regex(/^[1-9][0-9]{0,8}$/, 'must be a positive whole number')
  .transform(Number);

/** A search term from a query string; anything that is not text reads as no search. */
export const SearchTermSchema = z.string().catch('').transform(normalizeSearchTerm);

export const ApiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** The most of one item a cart line may hold: a kitchen's largest sensible order, and a guard against typos. */
export const CART_MAX_QUANTITY = 50;

/** An id inside a JSON body: a positive whole number (the original client sends numbers). */
const BodyIdSchema = z.number().int().positive().max(999_999_999);

/** The customer's email, the spec's user id. Compared case-insensitively. */
export const UserIdSchema = z
  .string({ error: 'is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'must be an email address' }));

/** A cart line as the server sends it (spec section 3). */
export const CartLineSchema = z.object({
  restaurantId: BodyIdSchema,
  restaurantName: z.string(),
  itemId: BodyIdSchema,
  itemName: z.string(),
  itemDescription: z.string(),
  itemPrice: z.number().nonnegative(),
  itemImageUrl: z.string(),
  timeAdded: z.iso.datetime(),
  userId: z.string(),
  quantity: z.number().int().min(1).max(CART_MAX_QUANTITY),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/**
 * The cart item payload of add, remove and update (spec section 3). Names, prices, images and times are accepted as
 * the original client sends them but never trusted: the server reads them from the catalog.
 */
export const CartItemPayloadSchema = z.object({
  userId: UserIdSchema,
  restaurantId: BodyIdSchema,
  itemId: BodyIdSchema,
  quantity: z.number().int().max(CART_MAX_QUANTITY).optional(),
  restaurantName: z.string().optional(),
  itemName: z.string().optional(),
  itemPrice: z.number().optional(),
  itemDescription: z.string().optional(),
  itemImageUrl: z.string().optional(),
  timeAdded: z.string().optional(),
});
export type CartItemPayload = z.input<typeof CartItemPayloadSchema>;

export const ClearCartPayloadSchema = z.object({ userId: UserIdSchema });

/** What every cart mutation answers: the line it touched (null once removed) and the cart's new line count. */
export const CartMutationResultSchema = z.object({
  line: CartLineSchema.nullable(),
  count: z.number().int().nonnegative(),
});
export type CartMutationResult = z.infer<typeof CartMutationResultSchema>;

/** The number of lines in the cart (spec: the count is the number of lines, not of items). */
export const CartCountSchema = z.number().int().nonnegative();

const AddressFieldSchema = z.string({ error: 'is required' }).trim().min(1, 'is required').max(100, 'is too long');

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
  totalCost: z.number().nonnegative(),
  orderItems: z
    .array(
      z.object({
        restaurantId: BodyIdSchema,
        itemId: BodyIdSchema,
        quantity: z.number().int().min(1).max(CART_MAX_QUANTITY),
      }),
    )
    .min(1, 'must hold at least one item')
    .max(ORDER_MAX_LINES),
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
  totalCost: z.number().nonnegative(),
  shippingAddress: ShippingAddressSchema,
  orderItems: z.array(
    z.object({
      itemId: BodyIdSchema,
      itemName: z.string(),
      itemImageUrl: z.string(),
      itemPrice: z.number().nonnegative(),
      quantity: z.number().int().min(1),
      restaurantId: BodyIdSchema,
    }),
  ),
});
export type Order = z.infer<typeof OrderSchema>;

/** get-order-details takes `{ orderId }`; a whole listed order is accepted too (its other fields are ignored). */
export const OrderDetailsRequestSchema = z.object({
  orderId: z.union([BodyIdSchema, z.string().regex(/^[1-9][0-9]{0,8}$/, 'must be a positive whole number').transform(Number)]),
});

/** The Idempotency-Key header of place-order: any client-made unique string. */
export const IdempotencyKeySchema = z
  .string({ error: 'is required' })
  .trim()
  .min(8, 'must be at least 8 characters')
  .max(200, 'must be at most 200 characters');
