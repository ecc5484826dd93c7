import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $signedIn } from '../lib/stores/customer.ts';
import { $orders, loadOrders } from '../lib/stores/orders.ts';
import LoadFailure from './shared/LoadFailure.tsx';
import OrderFacts from './shared/OrderFacts.tsx';
import SignInPrompt from './shared/SignInPrompt.tsx';

/** The customer's orders, newest first, each with a way to its details. */
export default function OrderList() {
  const signedIn = useStore($signedIn);
  const orders = useStore($orders);

  useEffect(() => {
    if (signedIn) void loadOrders();
  }, [signedIn]);

  if (!signedIn) {
    return (
      <SignInPrompt>
        <p>Sign in to see your orders.</p>
      </SignInPrompt>
    );
  }
  if (orders.state === 'loading') return <p className="muted">Loading your orders…</p>;
  if (orders.state === 'failed') return <LoadFailure message={orders.message} onRetry={() => void loadOrders()} />;
  if (orders.value.length === 0) {
    return (
      <div className="empty">
        <p>Your don't have orders.</p>
        <a className="btn" href="/restaurants">
          Browse Restaurants
        </a>
      </div>
    );
  }
  return (
    <ul className="orders" aria-label="Your orders">
      {orders.value.map((order) => (
        <li key={order.orderId} className="order-card">
          <OrderFacts order={order} />
          <a className="btn" href={`/order-details/${order.orderId}`} aria-label={`Order Details for order ${order.orderId}`}>
            Order Details
          </a>
        </li>
      ))}
    </ul>
  );
}
