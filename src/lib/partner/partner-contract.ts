// The partner API's own shapes (`/partner-api/v1/…` and the webhook events), written once for the endpoints, the
// operator's commands, the stand-in kitchen and the tests. Only servers and scripts read this file.
import * as v from 'valibot';
import { BodyIdSchema, OrderStatusSchema, expected, plainText, requestObject } from '../contract.ts';
import { needsReason } from '../orders/order-status.ts';
import { AvailabilityChangeSchema, MenuChangeSchema } from '../catalog/menu-contract.ts';

/** The most restaurants one integration acts for. */
const INTEGRATION_MAX_RESTAURANTS = 1_000;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A webhook address: HTTPS, or plain HTTP to this machine (a receiver beside the storefront, the stand-in kitchen). */
const WebhookUrlSchema = v.pipe(
  plainText(true),
  v.url('must be an absolute http:// or https:// address'),
  v.check((url) => {
    const { protocol, hostname } = new URL(url);
    return protocol === 'https:' || (protocol === 'http:' && LOOPBACK_HOSTS.has(hostname));
  }, 'must be https://, or http:// to 127.0.0.1 or localhost'),
  v.maxLength(2_000, 'is too long'),
);

/** What `npm run integration -- create` is given. */
export const NewIntegrationSchema = v.object({
  name: v.pipe(plainText(true), v.minLength(1, 'is required'), v.maxLength(100, 'is too long')),
  restaurantIds: v.pipe(
    v.array(BodyIdSchema),
    v.minLength(1, 'must name at least one restaurant'),
    v.maxLength(INTEGRATION_MAX_RESTAURANTS, `must name at most ${INTEGRATION_MAX_RESTAURANTS} restaurants`),
    v.check((ids) => new Set(ids).size === ids.length, 'must not name a restaurant twice'),
  ),
  webhookUrl: v.optional(WebhookUrlSchema),
});
export type NewIntegration = v.InferOutput<typeof NewIntegrationSchema>;

/** Why a part was rejected or cancelled, as the customer will read it. */
const ReasonSchema = v.pipe(plainText(true), v.minLength(1, 'must not be empty'), v.maxLength(500, 'is too long'));

/** `POST /partner-api/v1/orders/{orderId}/status`. */
export const StatusChangeSchema = v.pipe(
  requestObject({
    status: v.picklist(OrderStatusSchema.options, (issue) =>
      issue.input === undefined ? 'is required' : `must be one of ${OrderStatusSchema.options.join(', ')}`,
    ),
    reason: v.optional(ReasonSchema),
    /** Which restaurant's part: needed only when the integration acts for several restaurants of the order. */
    restaurantId: v.optional(BodyIdSchema),
  }),
  v.forward(
    v.check(
      (change) => !needsReason(change.status) || change.reason !== undefined,
      'is required when the status is Rejected or Cancelled',
    ),
    ['reason'],
  ),
);

/** The most order parts one page of `GET /partner-api/v1/orders` holds, and how many by default. */
const ORDERS_PAGE_MAX = 100;
export const ORDERS_PAGE_DEFAULT = 50;

/** The query of `GET /partner-api/v1/orders`. */
export const OrdersQuerySchema = v.object({
  status: v.optional(v.picklist(OrderStatusSchema.options, `must be one of ${OrderStatusSchema.options.join(', ')}`)),
  after: v.optional(v.pipe(v.string(expected('string')), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'is not a cursor'))),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9][0-9]{0,2}$/, `must be a whole number from 1 to ${ORDERS_PAGE_MAX}`),
      v.transform(Number),
      v.maxValue(ORDERS_PAGE_MAX, `must be a whole number from 1 to ${ORDERS_PAGE_MAX}`),
    ),
  ),
});

const Instant = v.pipe(v.string(), v.isoTimestamp());

/** One restaurant's part of an order as its kitchen sees it: in the order listing and in every webhook event. */
const PartnerOrderSchema = v.object({
  orderId: BodyIdSchema,
  restaurantId: BodyIdSchema,
  status: OrderStatusSchema,
  reason: v.optional(v.string()),
  placedAt: Instant,
  updatedAt: Instant,
  /** Every status reached, oldest first, with its time. */
  changes: v.array(v.object({ status: OrderStatusSchema, at: Instant })),
  items: v.array(
    v.object({
      itemId: BodyIdSchema,
      name: v.string(),
      price: v.number(),
      quantity: v.number(),
    }),
  ),
  /** The part's own total, in dollars, at the prices the customer paid. */
  total: v.number(),
  deliveryAddress: v.object({
    street: v.string(),
    buildingNumber: v.string(),
    apartmentNumber: v.string(),
    city: v.string(),
    zipCode: v.string(),
  }),
});
export type PartnerOrder = v.InferOutput<typeof PartnerOrderSchema>;

/** `GET /partner-api/v1/orders`: one page, and the cursor of the next (null on the last). */
export const PartnerOrderPageSchema = v.object({
  orders: v.array(PartnerOrderSchema),
  next: v.nullable(v.string()),
});
export type PartnerOrderPage = v.InferOutput<typeof PartnerOrderPageSchema>;

/** What the storefront tells an integration's webhook. */
const WEBHOOK_EVENT_TYPES = ['order.placed', 'order.cancelled'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** A webhook event's body (Standard Webhooks' payload shape: type, timestamp, data). */
export const WebhookEventSchema = v.object({
  type: v.picklist(WEBHOOK_EVENT_TYPES),
  /** When the event happened. */
  timestamp: Instant,
  data: PartnerOrderSchema,
});
export type WebhookEvent = v.InferOutput<typeof WebhookEventSchema>;

/** What a status change answers: the part as it is now. */
export const StatusChangeResultSchema = v.object({ order: PartnerOrderSchema });

/** `PATCH /partner-api/v1/restaurants/{restaurantId}/dishes/{dishId}`: sold out (`false`) or back on sale (`true`). */
export const DishAvailabilityRequestSchema = requestObject({ available: v.boolean(expected('boolean')) });

/**
 * What a menu push answers (`PUT /partner-api/v1/restaurants/{restaurantId}`): what it changed, and `changed: false`
 * for a push that changed nothing (the same body again).
 */
export const MenuPushResultSchema = v.object({ changed: v.boolean(), ...MenuChangeSchema.entries });
export type MenuPushResult = v.InferOutput<typeof MenuPushResultSchema>;

/** What a dish's sold-out change answers: the dish, and `changed: false` when it already was so. */
export const DishAvailabilityResultSchema = v.object({
  restaurantId: BodyIdSchema,
  ...AvailabilityChangeSchema.entries,
});
