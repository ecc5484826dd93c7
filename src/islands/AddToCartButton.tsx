import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Restaurant } from '../lib/contract.ts';
import type { ItemToAdd } from '../lib/cart/cart-add.ts';
import { $cartMessage, $pendingItems, addToCart, earlyAddOutcome } from '../lib/cart/cart-store.ts';

interface Props {
  restaurant: Pick<Restaurant, 'id' | 'name'>;
  item: ItemToAdd;
}

/** How long "Added" stays on the button after a successful add. */
const ADDED_FEEDBACK_MS = 1500;

/** A menu item's Add to Cart button: into the customer's cart, or before sign-in into the cart kept on this device. */
export default function AddToCartButton({ restaurant, item }: Props) {
  // Hydration must find the markup the server sent: an add tapped before this island woke may still be on its way.
  const [awake, setAwake] = useState(false);
  const pending = useStore($pendingItems).has(item.id) && awake;
  const [added, setAdded] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), ADDED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [added]);

  const show = (ok: boolean) => {
    setAdded(ok);
    if (!ok) setError($cartMessage.get());
  };

  // A tap before this island woke was done on the device already (src/lib/cart/first-adds.ts): its outcome is shown
  // here as this button's own.
  useEffect(() => {
    setAwake(true);
    void earlyAddOutcome(item.id)?.then(show);
  }, [item.id]);

  const onClick = async () => {
    setError('');
    show(await addToCart(restaurant, item));
  };

  const label = pending ? 'Adding…' : added ? 'Added ✓' : 'Add to Cart';
  return (
    <div className="add-to-cart">
      <button
        className="btn"
        type="button"
        // The visible text first, as speech input expects, then which item it is about.
        aria-label={`${label}: ${item.name}`}
        aria-busy={pending}
        disabled={pending}
        onClick={onClick}
      >
        {label}
      </button>
      <span className="add-to-cart__status" role="status">
        {added ? `${item.name} added to your cart.` : ''}
      </span>
      {error && (
        <span className="add-to-cart__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
