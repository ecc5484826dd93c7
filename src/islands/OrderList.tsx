import { useStore } from '@nanostores/react';
import { loadingScreen } from '../lib/views/common.ts';
import { $ordersScreen } from '../lib/views/orders-screen.ts';
import { ORDERS_PARTS } from './parts/orders.tsx';
import { renderParts, useOnDevice } from './parts/render.tsx';

/** The customer's orders, newest first, each with its progress, its details and Order Again. */
export default function OrderList() {
  const onDevice = useOnDevice();
  const screen = useStore($ordersScreen);
  return renderParts(onDevice ? screen : loadingScreen('Loading your orders…'), ORDERS_PARTS);
}
