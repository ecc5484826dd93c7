import { useStore } from '@nanostores/react';
import { loadingScreen } from '../lib/screens/common-parts.ts';
import { $ordersScreen } from '../lib/orders/orders-view.ts';
import { ORDERS_PARTS } from './parts/OrdersParts.tsx';
import { renderParts, useOnDevice } from './parts/render-parts.tsx';

/** The customer's orders, newest first, each with its progress, its details and Order Again. */
export default function OrderList() {
  const onDevice = useOnDevice();
  const screen = useStore($ordersScreen);
  return renderParts(onDevice ? screen : loadingScreen('Loading your orders…'), ORDERS_PARTS);
}
