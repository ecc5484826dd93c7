import { computed } from 'nanostores';
import { addressOf, formatAddress, sameAddress } from '../addresses/address.ts';
import type { Order, SavedAddress, ShippingAddress } from '../contract.ts';
import { formatPrice } from '../format.ts';
import { $savedAddresses } from '../addresses/addresses-state.ts';
import { $cartItems, $cartTotal, type CartItem } from '../cart/cart-state.ts';
import { $cartFilling, $cartLoaded, $orderPlaced } from '../cart/cart-status.ts';
import { $customer, $signedIn } from '../identity/customer-state.ts';
import { $knownOrders } from '../orders/orders-state.ts';
import { EMPTY_CART, LOADING, SIGN_IN_PROMPT } from '../screens/common-parts.ts';
import { definePart, type PartNode } from '../screens/parts.ts';

export const CHECKOUT = definePart('checkout', [], ['summary', 'delivery']);
export const ORDER_SUMMARY = definePart('order-summary', ['total'], ['lines']);
export const SUMMARY_LINE = definePart('summary-line', ['restaurant', 'name', 'price', 'quantity']);
export const DELIVERY_FORM = definePart(
  'delivery-form',
  ['name', 'street', 'buildingNumber', 'apartmentNumber', 'city', 'zipCode', 'total'],
  ['addresses'],
);
export const SAVED_ADDRESSES = definePart('saved-addresses', [], ['options']);
export const ADDRESS_OPTION = definePart('address-option', [
  'addressId',
  'street',
  'buildingNumber',
  'apartmentNumber',
  'city',
  'zipCode',
  'text',
  'pressed',
]);
export const ORDER_PLACED = definePart('order-placed');

const BLANK: ShippingAddress = { street: '', buildingNumber: '', apartmentNumber: '', city: '', zipCode: '' };

/** The address the form starts with: the last order's, else the most recently used saved one, else none. */
export function offeredAddress(orders: readonly Order[], saved: readonly SavedAddress[]): ShippingAddress {
  const last = orders[0]?.shippingAddress ?? saved[0];
  return last ? addressOf(last) : BLANK;
}

function summary(items: readonly CartItem[], total: number): PartNode {
  return ORDER_SUMMARY(
    { total: formatPrice(total) },
    {
      lines: items.map((item) =>
        SUMMARY_LINE(
          {
            restaurant: item.restaurantName || 'Unknown Restaurant',
            name: item.name,
            price: formatPrice(item.price),
            quantity: String(item.quantity),
          },
          {},
          String(item.id),
        ),
      ),
    },
  );
}

export interface CheckoutScreenState {
  signedIn: boolean;
  customerName: string;
  items: readonly CartItem[];
  total: number;
  loaded: boolean;
  filling: boolean;
  placed: boolean;
  orders: readonly Order[];
  saved: readonly SavedAddress[];
}

/**
 * The checkout: the order summary and the delivery form, pre-filled with the last order's address and offering the
 * saved ones; signed out, the summary and Sign In.
 */
export function checkoutScreen(state: CheckoutScreenState): PartNode[] {
  if (state.placed) return [ORDER_PLACED({})];
  const { items, total } = state;
  if (!state.signedIn) {
    if (items.length === 0) return [SIGN_IN_PROMPT({ text: 'Sign in to check out.' })];
    return [
      CHECKOUT(
        {},
        {
          summary: [summary(items, total)],
          delivery: [SIGN_IN_PROMPT({ text: 'Sign in to check out: what you picked comes with you.' })],
        },
      ),
    ];
  }
  if (items.length === 0) {
    return state.loaded && !state.filling ? [EMPTY_CART({})] : [LOADING({ text: 'Loading your order…' })];
  }
  const offered = offeredAddress(state.orders, state.saved);
  const options = state.saved.map((address) =>
    ADDRESS_OPTION(
      {
        addressId: String(address.addressId),
        ...addressOf(address),
        text: formatAddress(address),
        pressed: String(sameAddress(address, offered)),
      },
      {},
      String(address.addressId),
    ),
  );
  return [
    CHECKOUT(
      {},
      {
        summary: [summary(items, total)],
        delivery: [
          DELIVERY_FORM(
            { name: state.customerName, ...offered, total: formatPrice(total) },
            { addresses: options.length > 0 ? [SAVED_ADDRESSES({}, { options })] : [] },
          ),
        ],
      },
    ),
  ];
}

export const $checkoutScreen = computed(
  [
    $signedIn,
    $customer,
    $cartItems,
    $cartTotal,
    $cartLoaded,
    $cartFilling,
    $orderPlaced,
    $knownOrders,
    $savedAddresses,
  ],
  (signedIn, customer, items, total, loaded, filling, placed, orders, saved) =>
    checkoutScreen({
      signedIn,
      customerName: customer.name,
      items,
      total,
      loaded,
      filling,
      placed,
      orders,
      saved,
    }),
);
