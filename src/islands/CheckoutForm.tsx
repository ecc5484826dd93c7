import { useStore } from '@nanostores/react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { formatPrice } from '../lib/format.ts';
import { $cart, $cartLoaded, $cartTotal, loadCart } from '../lib/stores/cart.ts';
import { placeOrder } from '../lib/stores/checkout.ts';
import { $signedIn } from '../lib/stores/customer.ts';
import EmptyCart from './shared/EmptyCart.tsx';
import SignInPrompt from './shared/SignInPrompt.tsx';

/** Where the customer goes once the order is placed. */
const CONFIRMATION_PATH = '/order-confirmation';
/** Long enough to read "Order placed successfully!" before the confirmation page. */
const SUCCESS_PAUSE_MS = 1200;

const FIELDS = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'street', label: 'Street', autoComplete: 'address-line1' },
  { name: 'buildingNumber', label: 'Building#', autoComplete: 'address-line2' },
  { name: 'apartmentNumber', label: 'Apartment#', autoComplete: 'address-line3' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'zipCode', label: 'ZipCode', autoComplete: 'postal-code' },
] as const;

type Phase = { state: 'editing' } | { state: 'placing' } | { state: 'placed' } | { state: 'failed'; message: string };

/** The checkout screen: the order summary, the total and the delivery form. */
export default function CheckoutForm() {
  const signedIn = useStore($signedIn);
  const items = useStore($cart);
  const total = useStore($cartTotal);
  const loaded = useStore($cartLoaded);
  const [phase, setPhase] = useState<Phase>({ state: 'editing' });

  useEffect(() => {
    if (signedIn) void loadCart();
  }, [signedIn]);

  if (phase.state === 'placed') {
    return (
      <p className="success" role="status">
        Order placed successfully!
      </p>
    );
  }

  if (!signedIn) {
    return (
      <SignInPrompt>
        <p>Sign in to check out.</p>
      </SignInPrompt>
    );
  }

  if (loaded && items.length === 0) {
    return <EmptyCart />;
  }

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase.state === 'placing') return;
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? '').trim();
    setPhase({ state: 'placing' });
    const outcome = await placeOrder({
      street: field('street'),
      buildingNumber: field('buildingNumber'),
      apartmentNumber: field('apartmentNumber'),
      city: field('city'),
      zipCode: field('zipCode'),
    });
    if (!outcome.ok) {
      setPhase({ state: 'failed', message: outcome.message });
      return;
    }
    setPhase({ state: 'placed' });
    setTimeout(() => location.assign(CONFIRMATION_PATH), SUCCESS_PAUSE_MS);
  };

  const placing = phase.state === 'placing';
  return (
    <div className="checkout">
      <section className="checkout__summary" aria-labelledby="summary-heading">
        <h2 id="summary-heading">Order summary</h2>
        <ul className="summary-lines">
          {items.map((item) => (
            <li key={item.id}>
              <span className="summary-lines__restaurant">{item.restaurantName || 'Unknown Restaurant'}</span>
              <span className="summary-lines__item">{item.name}</span>
              <span className="summary-lines__price">
                {formatPrice(item.price)} x {item.quantity}
              </span>
            </li>
          ))}
        </ul>
        <p className="cart-summary__total">
          Total: <strong>{formatPrice(total)}</strong>
        </p>
      </section>
      <form className="form checkout__form" onSubmit={onSubmit} aria-labelledby="delivery-heading">
        <h2 id="delivery-heading">Delivery address</h2>
        {FIELDS.map((field) => (
          <label key={field.name}>
            {field.label}
            <input
              name={field.name}
              required
              // Spaces alone do not make an address.
              pattern=".*\S.*"
              title={`Please enter your ${field.label.replace('#', ' number').toLowerCase()}.`}
              maxLength={100}
              autoComplete={field.autoComplete}
              disabled={placing}
            />
          </label>
        ))}
        {phase.state === 'failed' && (
          <p className="alert" role="alert">
            {phase.message}
          </p>
        )}
        <button className="btn" type="submit" disabled={placing || items.length === 0} aria-busy={placing}>
          {placing ? 'Placing your order…' : `Place Order (${formatPrice(total)})`}
        </button>
      </form>
    </div>
  );
}
