import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatPrice } from '../lib/format.ts';
import { CART_MAX_QUANTITY } from '../lib/contract.ts';
import {
  $cart,
  $cartLoaded,
  $cartMessage,
  $cartTotal,
  $pendingItems,
  clearCart,
  loadCart,
  removeFromCart,
  updateQuantity,
  type CartItem,
} from '../lib/stores/cart.ts';
import { $signedIn } from '../lib/stores/customer.ts';
import EmptyCart from './shared/EmptyCart.tsx';
import SignInPrompt from './shared/SignInPrompt.tsx';

/** The cart screen's lines, total and actions. */
export default function CartView() {
  const signedIn = useStore($signedIn);
  const items = useStore($cart);
  const total = useStore($cartTotal);
  const loaded = useStore($cartLoaded);
  const message = useStore($cartMessage);
  const [clearing, setClearing] = useState(false);

  useEffect(() => {
    if (signedIn) void loadCart();
  }, [signedIn]);

  if (!signedIn) {
    return (
      <SignInPrompt>
        <p>Your cart is empty.</p>
        <p>Sign in to see your cart and add dishes to it.</p>
      </SignInPrompt>
    );
  }

  return (
    <div aria-busy={!loaded}>
      {message && (
        <p className="alert" role="alert">
          {message}
        </p>
      )}
      {items.length === 0 ? (
        <EmptyCart />
      ) : (
        <>
          <ul className="cart-lines" aria-label="Items in your cart">
            {items.map((item) => (
              <CartLineRow key={item.id} item={item} />
            ))}
          </ul>
          <div className="cart-summary">
            <p className="cart-summary__total">
              Total: <strong>{formatPrice(total)}</strong>
            </p>
            <div className="cart-summary__actions">
              <button
                className="btn btn--ghost"
                type="button"
                disabled={clearing}
                aria-busy={clearing}
                onClick={async () => {
                  setClearing(true);
                  await clearCart();
                  setClearing(false);
                }}
              >
                {clearing ? 'Clearing…' : 'Clear Cart'}
              </button>
              <a className="btn" href="/checkout">
                Proceed to Checkout
              </a>
            </div>
          </div>
        </>
      )}
    </div>
  );
}

function CartLineRow({ item }: { item: CartItem }) {
  const pending = useStore($pendingItems).has(item.id);
  const [draft, setDraft] = useState(String(item.quantity));

  // The server's answer (or another tab) sets the quantity shown.
  useEffect(() => setDraft(String(item.quantity)), [item.quantity]);

  const commit = () => {
    const quantity = Number(draft);
    if (!Number.isInteger(quantity) || quantity === item.quantity) {
      setDraft(String(item.quantity));
      return;
    }
    void updateQuantity(item, Math.min(quantity, CART_MAX_QUANTITY));
  };

  const inputId = `quantity-${item.id}`;
  return (
    <li className="cart-line" aria-busy={pending}>
      <img src={item.image} alt="" width="320" height="240" loading="lazy" decoding="async" />
      <div className="cart-line__info">
        <p className="cart-line__restaurant">{item.restaurantName || 'Unknown Restaurant'}</p>
        <h2 className="cart-line__name">{item.name}</h2>
        <p className="price">{formatPrice(item.price)}</p>
      </div>
      <div className="cart-line__actions">
        <label htmlFor={inputId}>Quantity</label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={CART_MAX_QUANTITY}
          step={1}
          value={draft}
          disabled={pending}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={commit}
          onKeyDown={(event) => event.key === 'Enter' && commit()}
        />
        <button
          className="btn btn--ghost"
          type="button"
          disabled={pending}
          aria-label={`Remove ${item.name}`}
          onClick={() => void removeFromCart(item)}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
