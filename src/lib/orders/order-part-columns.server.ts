// An order part's own columns as the customer's orders and the partner API read them: one list, so that both read the
// same part. A module of its own, as order-parts.server.ts already reaches the partner's reads (through the outbox).

/** The columns of `orderPart as p` that say which part it is, where it stands and since when. */
export const ORDER_PART_COLUMNS = [
  'p.orderId',
  'p.restaurantId',
  'p.status',
  'p.reason',
  'p.placedAt',
  'p.updatedAt',
] as const;
