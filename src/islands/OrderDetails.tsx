import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { loadingScreen } from '../lib/views/common.ts';
import { DETAILS_LOADING, detailsScreenStore } from '../lib/views/orders-screen.ts';
import { ORDERS_PARTS } from './parts/orders.tsx';
import { renderParts, useOnDevice } from './parts/render.tsx';

interface Props {
  orderId: number;
  /** How long each status lasts, in seconds (the server's ORDER_STATUS_STEP_SECONDS). */
  stepSeconds: number;
}

/** One order: its facts, its progress as a timeline, Order Again and its lines. */
export default function OrderDetails({ orderId, stepSeconds }: Props) {
  const onDevice = useOnDevice();
  const screen = useStore(useMemo(() => detailsScreenStore(orderId, stepSeconds), [orderId, stepSeconds]));
  return renderParts(onDevice ? screen : loadingScreen(DETAILS_LOADING), ORDERS_PARTS);
}
