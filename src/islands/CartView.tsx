import { useStore } from '@nanostores/react';
import { $cartScreen } from '../lib/cart/cart-view.ts';
import { CART_PARTS } from './parts/CartParts.tsx';
import { renderParts, useOnDevice } from './parts/render-parts.tsx';

/** The cart screen: its lines, total and actions, from the customer's cart or, signed out, this device's. */
export default function CartView() {
  const onDevice = useOnDevice();
  const screen = useStore($cartScreen);
  // The server cannot know what this device keeps: the page sends its first screen beside the island (cart.astro).
  return onDevice ? renderParts(screen, CART_PARTS) : null;
}
