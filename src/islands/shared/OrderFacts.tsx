import type { Order } from '../../lib/contract.ts';
import { formatDeliveryTime, formatPrice, formatStatus } from '../../lib/format.ts';

/** An order's number, delivery time, status, total and address, as the list and the details screen show them. */
export default function OrderFacts({ order }: { order: Order }) {
  const { street, buildingNumber, apartmentNumber, city, zipCode } = order.shippingAddress;
  return (
    <dl className="order-facts">
      <div>
        <dt>Order number</dt>
        <dd>{order.orderId}</dd>
      </div>
      <div>
        <dt>Delivery</dt>
        <dd>
          <time dateTime={order.estimatedDeliveryTime}>{formatDeliveryTime(order.estimatedDeliveryTime)}</time>
        </dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd>
          <span className="status" data-status={order.status}>
            {formatStatus(order.status)}
          </span>
        </dd>
      </div>
      <div>
        <dt>Total</dt>
        <dd>{formatPrice(order.totalCost)}</dd>
      </div>
      <div className="order-facts__address">
        <dt>Delivery address</dt>
        <dd>
          {street} {buildingNumber}, Apt {apartmentNumber}, {city} {zipCode}
        </dd>
      </div>
    </dl>
  );
}
