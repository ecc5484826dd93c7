import { useStore } from '@nanostores/react';
import { createContext, useContext, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { ADDRESS_FIELDS, sameAddress } from '../../lib/addresses/address.ts';
import type { ShippingAddress } from '../../lib/contract.ts';
import { $addressMessage } from '../../lib/addresses/addresses-state.ts';
import { removeAddress, saveAddress } from '../../lib/addresses/addresses-store.ts';
import { placeOrder } from '../../lib/checkout/checkout-store.ts';
import { EMPTY_CART, LOADING, SIGN_IN_PROMPT } from '../../lib/screens/common-parts.ts';
import {
  ADDRESS_OPTION,
  CHECKOUT,
  DELIVERY_FORM,
  ORDER_PLACED,
  ORDER_SUMMARY,
  SAVED_ADDRESSES,
  SUMMARY_LINE,
} from '../../lib/checkout/checkout-view.ts';
import { EmptyCart, Loading, SignInPrompt } from './CommonParts.tsx';
import { part, partSet, type PartProps } from './render-parts.tsx';

/** Where the customer goes once the order is placed. */
const CONFIRMATION_PATH = '/order-confirmation';
/** Long enough to read "Order placed successfully!" before the confirmation page. */
const SUCCESS_PAUSE_MS = 1200;

/**
 * The delivery form's fields. The autocomplete tokens let the browser fill a known address in one tap; the zip code
 * brings up the digits keyboard (the store delivers to US addresses, whose zip codes are digits).
 */
const FIELDS = [
  { name: 'name', label: 'Name', autoComplete: 'name', inputMode: undefined, autoCapitalize: 'words' },
  { name: 'street', label: 'Street', autoComplete: 'address-line1', inputMode: undefined, autoCapitalize: 'words' },
  {
    name: 'buildingNumber',
    label: 'Building#',
    autoComplete: 'address-line2',
    inputMode: undefined,
    autoCapitalize: undefined,
  },
  {
    name: 'apartmentNumber',
    label: 'Apartment#',
    autoComplete: 'address-line3',
    inputMode: undefined,
    autoCapitalize: undefined,
  },
  { name: 'city', label: 'City', autoComplete: 'address-level2', inputMode: undefined, autoCapitalize: 'words' },
  { name: 'zipCode', label: 'ZipCode', autoComplete: 'postal-code', inputMode: 'numeric', autoCapitalize: undefined },
] as const;

type FieldName = (typeof FIELDS)[number]['name'];
type Fields = Record<FieldName, string>;

/** The delivery form's address and how to fill it with a saved one, for the saved addresses inside the form. */
const AddressPicking = createContext<{ current: ShippingAddress; pick(address: ShippingAddress): void } | null>(null);

function Checkout({ summary, delivery }: PartProps<typeof CHECKOUT>) {
  return (
    <div className="checkout">
      {summary}
      {delivery}
    </div>
  );
}

function OrderSummary({ total, lines }: PartProps<typeof ORDER_SUMMARY>) {
  return (
    <section className="checkout__summary" aria-labelledby="summary-heading">
      <h2 id="summary-heading">Order summary</h2>
      <ul className="summary-lines">{lines}</ul>
      <p className="cart-summary__total">
        Total: <strong>{total}</strong>
      </p>
    </section>
  );
}

function SummaryLine({ restaurant, name, price, quantity }: PartProps<typeof SUMMARY_LINE>) {
  return (
    <li>
      <span className="summary-lines__restaurant">{restaurant}</span>
      <span className="summary-lines__item">{name}</span>
      <span className="summary-lines__price">
        {price} x {quantity}
      </span>
    </li>
  );
}

type Phase = { state: 'editing' } | { state: 'placing' } | { state: 'failed'; message: string };

function DeliveryForm({ addresses, total, name, ...offered }: PartProps<typeof DELIVERY_FORM>) {
  const [fields, setFields] = useState<Fields>({ name, ...offered });
  const [edited, setEdited] = useState(false);
  // The offered address may arrive after the form (the last order read from the server): it fills the form until the
  // customer has typed in it.
  const offer = JSON.stringify(offered);
  const [shownOffer, setShownOffer] = useState(offer);
  if (offer !== shownOffer) {
    setShownOffer(offer);
    if (!edited) setFields((current) => ({ ...current, ...offered }));
  }
  const [phase, setPhase] = useState<Phase>({ state: 'editing' });
  const addressMessage = useStore($addressMessage);
  const address: ShippingAddress = {
    street: fields.street.trim(),
    buildingNumber: fields.buildingNumber.trim(),
    apartmentNumber: fields.apartmentNumber.trim(),
    city: fields.city.trim(),
    zipCode: fields.zipCode.trim(),
  };

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const { name: field, value } = event.currentTarget;
    setEdited(true);
    // Several fields may change in one go (the browser's autofill, or what was typed before React arrived).
    setFields((current) => ({ ...current, [field]: value }));
  };

  const save = async (form: HTMLFormElement | null) => {
    // Only a whole address is worth keeping: the browser says which field is missing.
    const inputs = ADDRESS_FIELDS.map((field) => form?.elements.namedItem(field));
    if (!inputs.every((input) => input instanceof HTMLInputElement && input.reportValidity())) return;
    await saveAddress(address);
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase.state === 'placing') return;
    setPhase({ state: 'placing' });
    const outcome = await placeOrder(address);
    if (!outcome.ok) {
      setPhase({ state: 'failed', message: outcome.message });
      return;
    }
    setTimeout(() => location.assign(CONFIRMATION_PATH), SUCCESS_PAUSE_MS);
  };

  const placing = phase.state === 'placing';
  return (
    <form className="form checkout__form" onSubmit={onSubmit} aria-labelledby="delivery-heading">
      <h2 id="delivery-heading">Delivery address</h2>
      <AddressPicking.Provider
        value={{
          current: address,
          pick: (picked) => {
            setEdited(true);
            setFields((current) => ({ ...current, ...picked }));
          },
        }}
      >
        {addresses}
      </AddressPicking.Provider>
      {FIELDS.map((field) => (
        <label key={field.name}>
          {field.label}
          <input
            name={field.name}
            value={fields[field.name]}
            onChange={change}
            required
            // Spaces alone do not make an address.
            pattern=".*\S.*"
            title={`Please enter your ${field.label.replace('#', ' number').toLowerCase()}.`}
            maxLength={100}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            autoCapitalize={field.autoCapitalize}
            disabled={placing}
          />
        </label>
      ))}
      <div className="checkout__save">
        <button
          className="btn btn--ghost"
          type="button"
          disabled={placing}
          onClick={(event) => void save(event.currentTarget.form)}
        >
          Save this address
        </button>
        <p className="checkout__save-message" role="status">
          {addressMessage}
        </p>
      </div>
      {phase.state === 'failed' && (
        <p className="alert" role="alert">
          {phase.message}
        </p>
      )}
      <button className="btn" type="submit" disabled={placing} aria-busy={placing}>
        {placing ? 'Placing your order…' : `Place Order (${total})`}
      </button>
    </form>
  );
}

function SavedAddresses({ options }: PartProps<typeof SAVED_ADDRESSES>) {
  return (
    <fieldset className="saved-addresses">
      <legend>Your saved addresses</legend>
      <ul>{options}</ul>
    </fieldset>
  );
}

function AddressOption({ addressId, text, pressed, ...saved }: PartProps<typeof ADDRESS_OPTION>) {
  const picking = useContext(AddressPicking);
  return (
    <li className="address-option">
      <button
        className="address-option__pick"
        type="button"
        // Pressed while the form holds this address; before the form is awake, as the page painted it.
        aria-pressed={picking ? sameAddress(picking.current, saved) : (pressed as 'true' | 'false')}
        onClick={() => picking?.pick(saved)}
      >
        {text}
      </button>
      <button
        className="btn btn--ghost"
        type="button"
        aria-label={`Remove ${text}`}
        onClick={() => void removeAddress(Number(addressId))}
      >
        Remove
      </button>
    </li>
  );
}

function OrderPlaced() {
  return (
    <p className="success" role="status">
      Order placed successfully!
    </p>
  );
}

/** Every part of the checkout. */
export const CHECKOUT_PARTS = partSet(
  part(LOADING, Loading),
  part(EMPTY_CART, EmptyCart),
  part(SIGN_IN_PROMPT, SignInPrompt),
  part(CHECKOUT, Checkout),
  part(ORDER_SUMMARY, OrderSummary),
  part(SUMMARY_LINE, SummaryLine),
  part(DELIVERY_FORM, DeliveryForm),
  part(SAVED_ADDRESSES, SavedAddresses),
  part(ADDRESS_OPTION, AddressOption),
  part(ORDER_PLACED, OrderPlaced),
);
