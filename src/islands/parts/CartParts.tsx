import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { CART_MAX_QUANTITY } from '../../lib/contract.ts';
import { dismissCartNotice } from '../../lib/cart/cart-notice.ts';
import { $pendingItems, clearCart, mergeGuestCart, removeFromCart, updateQuantity } from '../../lib/cart/cart-store.ts';
import { ALERT, EMPTY_CART, LOADING } from '../../lib/screens/common-parts.ts';
import {
  CART_LINE,
  CART_LINES,
  CART_NOTICE,
  CART_SUMMARY,
  CART_WAITING,
  GUEST_HINT,
  LEFTOVER_LINES,
  NOTICE_LINE,
  SIGN_IN_HINT,
} from '../../lib/cart/cart-view.ts';
import { Alert, EmptyCart, Loading } from './CommonParts.tsx';
import { part, partSet, type PartProps } from './render-parts.tsx';

function CartNotice({ title, lines }: PartProps<typeof CART_NOTICE>) {
  return (
    <div className="cart-notice" role="status">
      <p className="cart-notice__title">{title}</p>
      <ul>{lines}</ul>
      <button className="btn btn--ghost" type="button" onClick={dismissCartNotice}>
        Dismiss
      </button>
    </div>
  );
}

function NoticeLine({ text }: PartProps<typeof NOTICE_LINE>) {
  return <li>{text}</li>;
}

function SignInHint() {
  return (
    <div className="sign-in-hint">
      <p>Shopped here before? Sign in to see the cart you kept.</p>
      <button className="btn btn--ghost" type="button" data-sign-in="">
        Sign In
      </button>
    </div>
  );
}

function LeftoverLines({ text }: PartProps<typeof LEFTOVER_LINES>) {
  return (
    <div className="alert" role="status">
      <p>{text}</p>
      <button className="btn btn--ghost" type="button" onClick={() => void mergeGuestCart()}>
        Add them now
      </button>
    </div>
  );
}

function CartLines({ children }: PartProps<typeof CART_LINES>) {
  return (
    <ul className="cart-lines" aria-label="Items in your cart">
      {children}
    </ul>
  );
}

function CartLineRow({ id, image, restaurant, name, price, quantity, availability }: PartProps<typeof CART_LINE>) {
  const itemId = Number(id);
  const pending = useStore($pendingItems).has(itemId);
  const [draft, setDraft] = useState(quantity);
  // The server's answer (or another tab) sets the quantity shown; what the customer types stays until then.
  const [shown, setShown] = useState(quantity);
  if (shown !== quantity) {
    setShown(quantity);
    setDraft(quantity);
  }

  const commit = () => {
    const wanted = Number(draft);
    if (!Number.isInteger(wanted)) {
      setDraft(quantity);
      return;
    }
    // More than a line holds reads as the most it holds, whether or not that changes the line.
    const capped = Math.min(wanted, CART_MAX_QUANTITY);
    setDraft(String(capped));
    if (String(capped) !== quantity) void updateQuantity(itemId, capped);
  };

  const inputId = `quantity-${id}`;
  // The line says it is being sent, but its field and Remove stay usable: a change made meanwhile is kept on the device
  // and sent after the one on its way (cart-sync.ts). Disabled, the field lost its focus and the keys typed next.
  return (
    <li className="cart-line" aria-busy={pending}>
      <img src={image} alt="" width="320" height="240" decoding="async" />
      <div className="cart-line__info">
        <p className="cart-line__restaurant">{restaurant}</p>
        <h2 className="cart-line__name">{name}</h2>
        <p className="price">{price}</p>
        <p className="cart-line__availability">{availability}</p>
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
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={commit}
          onKeyDown={(event) => event.key === 'Enter' && commit()}
        />
        <button
          className="btn btn--ghost"
          type="button"
          aria-label={`Remove ${name}`}
          onClick={() => void removeFromCart(itemId)}
        >
          Remove
        </button>
      </div>
    </li>
  );
}

function CartSummary({ total, signInFirst }: PartProps<typeof CART_SUMMARY>) {
  const [clearing, setClearing] = useState(false);
  return (
    <div className="cart-summary">
      <p className="cart-summary__total">
        Total: <strong>{total}</strong>
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
        {/* A visitor signs in on this tap (src/lib/identity/sign-in-buttons.ts), then goes on to checkout. */}
        <a className="btn" href="/checkout" data-sign-in={signInFirst || undefined}>
          Proceed to Checkout
        </a>
      </div>
    </div>
  );
}

function GuestHint() {
  return <p className="muted cart-hint">You will sign in at checkout; what you picked comes with you.</p>;
}

function CartWaiting() {
  return (
    <p className="cart-waiting" role="status">
      Saved on this device, waiting for a connection: your changes will reach the store when you are back online.
    </p>
  );
}

/** Every part of the cart screen. */
export const CART_PARTS = partSet(
  part(LOADING, Loading),
  part(ALERT, Alert),
  part(EMPTY_CART, EmptyCart),
  part(CART_NOTICE, CartNotice),
  part(NOTICE_LINE, NoticeLine),
  part(SIGN_IN_HINT, SignInHint),
  part(LEFTOVER_LINES, LeftoverLines),
  part(CART_LINES, CartLines),
  part(CART_LINE, CartLineRow),
  part(CART_SUMMARY, CartSummary),
  part(GUEST_HINT, GuestHint),
  part(CART_WAITING, CartWaiting),
);
