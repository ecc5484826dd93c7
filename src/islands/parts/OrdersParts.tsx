import { $signedIn } from '../../lib/identity/customer-state.ts';
import { orderAgain } from '../../lib/cart/cart-store.ts';
import { knownOrder } from '../../lib/orders/orders-state.ts';
import { loadOrderDetails, loadOrders } from '../../lib/orders/orders-store.ts';
import { LOADING, SIGN_IN_PROMPT } from '../../lib/screens/common-parts.ts';
import {
  NO_ORDERS,
  ORDER_CARD,
  ORDER_DETAILS,
  ORDER_FACTS,
  ORDER_LINE,
  ORDER_LINES,
  ORDER_LIST,
  ORDER_NOT_FOUND,
  ORDER_NOTICE,
  ORDERS_FAILURE,
  PROGRESS,
  PROGRESS_STEP,
  TIMELINE,
  TIMELINE_STEP,
} from '../../lib/orders/orders-view.ts';
import { Loading, SignInPrompt } from './CommonParts.tsx';
import { part, partSet, type PartProps } from './render-parts.tsx';

/**
 * An order's number, delivery time, status and when it last changed, total and address, as the list and the details
 * screen show them.
 */
function OrderFacts({
  orderId,
  deliveryTerm,
  deliveryAt,
  delivery,
  status,
  statusText,
  updatedAt,
  updated,
  total,
  address,
}: PartProps<typeof ORDER_FACTS>) {
  return (
    <dl className="order-facts">
      <div>
        <dt>Order number</dt>
        <dd>{orderId}</dd>
      </div>
      <div>
        <dt>{deliveryTerm}</dt>
        <dd>
          <time dateTime={deliveryAt}>{delivery}</time>
        </dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd>
          <span className="status" data-status={status}>
            {statusText}
          </span>
        </dd>
      </div>
      <div>
        <dt>Updated</dt>
        <dd>
          <time dateTime={updatedAt || undefined}>{updated}</time>
        </dd>
      </div>
      <div>
        <dt>Total</dt>
        <dd>{total}</dd>
      </div>
      <div className="order-facts__address">
        <dt>Delivery address</dt>
        <dd>{address}</dd>
      </div>
    </dl>
  );
}

/** Puts the order's lines in the cart again at today's prices and opens the cart, which says what changed. */
async function orderAgainAndOpenCart(orderId: number): Promise<void> {
  const order = knownOrder(orderId);
  if (!order) return;
  await orderAgain(order);
  if ($signedIn.get()) location.assign('/cart');
}

function OrderAgainButton({ orderId, busy }: { orderId: string; busy: string }) {
  return (
    <button
      className="btn btn--ghost"
      type="button"
      aria-busy={busy as 'true' | 'false'}
      aria-label={`Order Again for order ${orderId}`}
      onClick={() => void orderAgainAndOpenCart(Number(orderId))}
    >
      Order Again
    </button>
  );
}

function Progress({ label, steps }: PartProps<typeof PROGRESS>) {
  return (
    <ol className="progress" aria-label={label}>
      {steps}
    </ol>
  );
}

function ProgressStep({ label, state, current }: PartProps<typeof PROGRESS_STEP>) {
  return (
    <li className="progress__step" data-state={state} aria-current={(current as 'step') || undefined}>
      <span className="visually-hidden">{label}</span>
    </li>
  );
}

/** Why a part of the order stopped: the restaurant's or the storefront's words. */
function OrderNotice({ text }: PartProps<typeof ORDER_NOTICE>) {
  return <p className="order-notice">{text}</p>;
}

function OrderCard({ orderId, busy, facts, notices, progress }: PartProps<typeof ORDER_CARD>) {
  return (
    <li className="order-card">
      {facts}
      {notices}
      {progress}
      <div className="order-card__actions">
        <a className="btn" href={`/order-details/${orderId}`} aria-label={`Order Details for order ${orderId}`}>
          Order Details
        </a>
        <OrderAgainButton orderId={orderId} busy={busy} />
      </div>
    </li>
  );
}

function OrderList({ children }: PartProps<typeof ORDER_LIST>) {
  return (
    <ul className="orders" aria-label="Your orders">
      {children}
    </ul>
  );
}

function NoOrders() {
  return (
    <div className="empty">
      <p>Your don't have orders.</p>
      <a className="btn" href="/restaurants">
        Browse Restaurants
      </a>
    </div>
  );
}

/** A failed load: what went wrong and a way to try again, never a blank screen. */
function OrdersFailure({ message, orderId }: PartProps<typeof ORDERS_FAILURE>) {
  return (
    <div className="alert" role="alert">
      <p>{message}</p>
      <button
        className="btn btn--ghost"
        type="button"
        onClick={() => void (orderId ? loadOrderDetails(Number(orderId)) : loadOrders())}
      >
        Try again
      </button>
    </div>
  );
}

function Timeline({ heading, headingId, steps }: PartProps<typeof TIMELINE>) {
  return (
    <section className="timeline" aria-labelledby={headingId}>
      <h2 id={headingId} className="timeline__heading">
        {heading}
      </h2>
      <ol className="timeline__steps">{steps}</ol>
    </section>
  );
}

function TimelineStep({ label, state, current, at, time }: PartProps<typeof TIMELINE_STEP>) {
  return (
    <li className="timeline__step" data-state={state} aria-current={(current as 'step') || undefined}>
      <span className="timeline__label">{label}</span>
      <time className="timeline__time" dateTime={at || undefined}>
        {time}
      </time>
    </li>
  );
}

function OrderLines({ children }: PartProps<typeof ORDER_LINES>) {
  return (
    <ul className="cart-lines" aria-label="Items in this order">
      {children}
    </ul>
  );
}

function OrderLine({ image, restaurant, name, price, quantity }: PartProps<typeof ORDER_LINE>) {
  return (
    <li className="cart-line">
      <img src={image} alt="" width="320" height="240" decoding="async" />
      <div className="cart-line__info">
        <p className="cart-line__restaurant">{restaurant}</p>
        <h2 className="cart-line__name">{name}</h2>
        <p className="price">{price}</p>
        <p>Quantity: {quantity}</p>
      </div>
    </li>
  );
}

function OrderDetails({ orderId, busy, facts, notices, timelines, lines }: PartProps<typeof ORDER_DETAILS>) {
  return (
    <div className="order-details">
      {facts}
      {notices}
      {timelines}
      <div className="order-details__actions">
        <OrderAgainButton orderId={orderId} busy={busy} />
      </div>
      {lines}
    </div>
  );
}

function OrderNotFound({ orderId }: PartProps<typeof ORDER_NOT_FOUND>) {
  return (
    <div className="empty">
      <p>We could not find order {orderId} among your orders.</p>
      <a className="btn" href="/orders">
        See My Orders
      </a>
    </div>
  );
}

/** Every part of the order list and of an order's details. */
export const ORDERS_PARTS = partSet(
  part(LOADING, Loading),
  part(SIGN_IN_PROMPT, SignInPrompt),
  part(ORDER_FACTS, OrderFacts),
  part(ORDER_NOTICE, OrderNotice),
  part(PROGRESS, Progress),
  part(PROGRESS_STEP, ProgressStep),
  part(ORDER_CARD, OrderCard),
  part(ORDER_LIST, OrderList),
  part(NO_ORDERS, NoOrders),
  part(ORDERS_FAILURE, OrdersFailure),
  part(TIMELINE, Timeline),
  part(TIMELINE_STEP, TimelineStep),
  part(ORDER_LINES, OrderLines),
  part(ORDER_LINE, OrderLine),
  part(ORDER_DETAILS, OrderDetails),
  part(ORDER_NOT_FOUND, OrderNotFound),
);
