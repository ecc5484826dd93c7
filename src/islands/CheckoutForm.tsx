import { useStore } from '@nanostores/react';
import { $checkoutScreen } from '../lib/checkout/checkout-view.ts';
import { loadingScreen } from '../lib/screens/common-parts.ts';
import { CHECKOUT_PARTS } from './parts/CheckoutParts.tsx';
import { renderParts, useOnDevice } from './parts/render-parts.tsx';

/** The checkout screen: the order summary, the total and the delivery form. */
export default function CheckoutForm() {
  const onDevice = useOnDevice();
  const screen = useStore($checkoutScreen);
  return renderParts(onDevice ? screen : loadingScreen('Loading your order…'), CHECKOUT_PARTS);
}
