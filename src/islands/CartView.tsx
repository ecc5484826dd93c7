import { useStore } from '@nanostores/react';
import { loadingScreen } from '../lib/screens/common-parts.ts';
import { $cartScreen } from '../lib/cart/cart-view.ts';
import { CART_PARTS } from './parts/CartParts.tsx';
import { renderParts, useOnDevice } from './parts/render-parts.tsx';

/** The cart screen: its lines, total and actions, from the customer's cart or, signed out, this device's. */
export default function CartView() {
  const onDevice = useOnDevice();
  const screen = useStore($cartScreen);
  return renderParts(onDevice ? screen : loadingScreen('Loading your cart…'), CART_PARTS);
}
