import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { parseIdParam } from '../lib/contract.ts';
import { formatPrice } from '../lib/format.ts';
import { $signedIn } from '../lib/stores/customer.ts';
import { $orderDetails, $restaurantNames, loadOrderDetails } from '../lib/stores/orders.ts';
import LoadFailure from './shared/LoadFailure.tsx';
import OrderFacts from './shared/OrderFacts.tsx';
import SignInPrompt from './shared/SignInPrompt.tsx';

interface Props {
  /** How often the status is refreshed while the page is open, in milliseconds. */
  refreshMs: number;
}

/**
 * The order number in the address (`/order-details/42`). The page is one shell for every order, which the server
 * renders once and keeps, so the number is not in its HTML.
 */
function orderIdInAddress(): number {
  return parseIdParam(location.pathname.replace(/\/+$/, '').split('/').pop()) ?? 0;
}

/** One order: its facts and lines; the status refreshes itself until the order is delivered. */
export default function OrderDetails({ refreshMs }: Props) {
  const [orderId] = useState(orderIdInAddress);
  const signedIn = useStore($signedIn);
  const details = useStore($orderDetails);
  const names = useStore($restaurantNames);
  // Nothing will change any more once the order is delivered, or if it is not this customer's order at all.
  const settled =
    (details.state === 'loaded' && details.value.status === 'Delivered') ||
    (details.state === 'failed' && details.notFound);

  useEffect(() => {
    if (signedIn) void loadOrderDetails(orderId);
  }, [signedIn, orderId]);

  useEffect(() => {
    if (!signedIn || settled) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void loadOrderDetails(orderId, true);
    }, refreshMs);
    return () => clearInterval(timer);
  }, [signedIn, settled, orderId, refreshMs]);

  if (!signedIn) {
    return (
      <SignInPrompt>
        <p>Sign in to see this order.</p>
      </SignInPrompt>
    );
  }
  if (details.state === 'loading') return <p>Loading....</p>;
  if (details.state === 'failed') {
    return details.notFound ? (
      <div className="empty">
        <p>We could not find order {orderId} among your orders.</p>
        <a className="btn" href="/orders">
          See My Orders
        </a>
      </div>
    ) : (
      <LoadFailure message={details.message} onRetry={() => void loadOrderDetails(orderId)} />
    );
  }
  const order = details.value;
  return (
    <div className="order-details">
      <OrderFacts order={order} />
      <ul className="cart-lines" aria-label="Items in this order">
        {order.orderItems.map((item) => (
          <li key={`${item.restaurantId}-${item.itemId}`} className="cart-line">
            <img src={item.itemImageUrl} alt="" width="320" height="240" loading="lazy" decoding="async" />
            <div className="cart-line__info">
              {/* The names arrive after the lines: a blank line holds their place, so nothing below moves (CLS 0). */}
              <p className="cart-line__restaurant">
                {names ? (names[item.restaurantId] ?? 'Unknown Restaurant') : '\u00a0'}
              </p>
              <h2 className="cart-line__name">{item.itemName}</h2>
              <p className="price">{formatPrice(item.itemPrice)}</p>
              <p>Quantity: {item.quantity}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
