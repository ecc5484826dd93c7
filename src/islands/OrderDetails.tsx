import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { loadingScreen } from '../lib/screens/common-parts.ts';
import { DETAILS_LOADING, detailsScreenStore, orderIdInPath } from '../lib/orders/orders-view.ts';
import { ORDERS_PARTS } from './parts/OrdersParts.tsx';
import { renderParts, useOnDevice } from './parts/render-parts.tsx';

/**
 * One order (the one the address names): its facts, its progress as a timeline per restaurant, Order Again and its
 * lines.
 */
export default function OrderDetails() {
  const onDevice = useOnDevice();
  // The server renders the shell shared by every order, with no address to read: it shows the loading screen.
  const orderId = useMemo(() => (typeof location === 'undefined' ? 0 : orderIdInPath(location.pathname)), []);
  const screen = useStore(useMemo(() => detailsScreenStore(orderId), [orderId]));
  return renderParts(onDevice ? screen : loadingScreen(DETAILS_LOADING), ORDERS_PARTS);
}
