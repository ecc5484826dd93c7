import { useStore } from '@nanostores/react';
import { $checkoutScreen } from '../lib/views/checkout-screen.ts';
import { loadingScreen } from '../lib/views/common.ts';
import { CHECKOUT_PARTS } from './parts/checkout.tsx';
import { renderParts, useOnDevice } from './parts/render.tsx';

/** The checkout screen: the order summary, the total and the delivery form. */
export default function CheckoutForm() {
  const onDevice = useOnDevice();
  const screen = useStore($checkoutScreen);
  return renderParts(onDevice ? screen : loadingScreen('Loading your order…'), CHECKOUT_PARTS);
}
