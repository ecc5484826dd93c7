import { useStore } from '@nanostores/react';
import { loadingScreen } from '../lib/views/common.ts';
import { $cartScreen } from '../lib/views/cart-screen.ts';
import { CART_PARTS } from './parts/cart.tsx';
import { renderParts, useOnDevice } from './parts/render.tsx';

/** The cart screen: its lines, total and actions, from the customer's cart or, signed out, this device's. */
export default function CartView() {
  const onDevice = useOnDevice();
  const screen = useStore($cartScreen);
  return renderParts(onDevice ? screen : loadingScreen('Loading your cart…'), CART_PARTS);
}
