// Whatever a customer does on a customer screen has the same effect whether the page painted the screen and React has
// not taken it over yet, or React has (src/lib/screens/README.md). Every interaction of every screen runs on a
// phone as the very first thing done on the freshly painted screen (React held back until the customer is done, the
// worst case of a slow phone), and each screen's first interaction again after React took the screen over.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { addressBookFor } from '../fixtures/address-book.ts';
import { signInCustomer, uniqueEmail, type TestCustomer } from '../fixtures/auth.ts';
import {
  SAKURA,
  addToCart,
  addToServerCart,
  cartLine,
  cartLines,
  openRestaurant,
  serverCart,
  total,
} from '../fixtures/cart.ts';
import {
  accountButton,
  completeEmulatorPopup,
  signedInCustomer,
  useGoogleLoaderStub,
} from '../fixtures/google-sign-in.ts';
import { HOME, OFFICE, listOrdersViaApi, placeOrderViaApi, type Address } from '../fixtures/orders.ts';
import { PHONE_ONLY } from '../fixtures/projects.ts';
import { holdReact, island, letReactTakeOver, takenOver } from '../fixtures/takeover.ts';

// The page's own requests for React's code, which the tests hold back: a service worker answering them from its
// copies would let React in at once (offline.spec.ts tests the worker).
test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ context }) => {
  await useGoogleLoaderStub(context);
});

/** What a screen was prepared with: the customer (signed in, or the account a visitor will sign in with), an order. */
interface Setup {
  customer: TestCustomer | null;
  account: { email: string; name: string };
  orderId: number;
}

interface Screen {
  name: string;
  /** Everything before the screen opens: the customer, their cart, orders and saved addresses. */
  prepare(page: Page, request: APIRequestContext): Promise<Setup>;
  /** Opens the screen as the customer gets there, and waits until it shows what the customer acts on. */
  open(page: Page, setup: Setup): Promise<void>;
}

interface Interaction {
  screen: Screen;
  name: string;
  /** What the customer does. */
  act(page: Page, setup: Setup): Promise<void>;
  /** What the customer notices afterwards, and what the server stored. */
  check(page: Page, request: APIRequestContext, setup: Setup): Promise<void>;
}

const MOMENTS = ['on the freshly painted screen', 'after React took over'] as const;

/** The customer a setup signed in (the account a visitor signed in with, once they have). */
const customerOf = async (setup: Setup) =>
  setup.customer ?? (await signInCustomer(setup.account.email, setup.account.name));

const newAccount = (label: string) => ({ email: uniqueEmail(label), name: `Ada ${label}` });

// ---- The cart ----------------------------------------------------------------------------------------------------

const myCart = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^My Cart/ });
const quantity = (page: Page) => cartLine(page, 'Salmon Maki').getByLabel('Quantity');

/** Signed in, two dishes added on Sakura's menu, then My Cart: the cart the customer opened. */
const CART: Screen = {
  name: '/cart',
  async prepare(page) {
    const customer = await signedInCustomer(page, 'matrix-cart');
    await openRestaurant(page, SAKURA);
    await addToCart(page, 'Salmon Maki', 1);
    await addToCart(page, 'Miso Soup', 2);
    return { customer, account: customer, orderId: 0 };
  },
  async open(page) {
    await myCart(page).tap();
    await page.waitForURL(/\/cart$/);
    await expect(quantity(page)).toHaveValue('1');
    await expect(total(page)).toHaveText('Total: $12.98');
  },
};

/** A visitor's cart, filled on Sakura's menu without signing in. */
const GUEST_CART: Screen = {
  name: '/cart, signed out',
  async prepare(page) {
    await openRestaurant(page, SAKURA);
    await addToCart(page, 'Salmon Maki', 1);
    return { customer: null, account: newAccount('matrix-guest'), orderId: 0 };
  },
  async open(page) {
    await myCart(page).tap();
    await page.waitForURL(/\/cart$/);
    await expect(quantity(page)).toHaveValue('1');
  },
};

/** Salmon Maki's quantity is `wanted` on the screen, in the total, on the server and after a reload. */
async function expectSalmonMaki(page: Page, request: APIRequestContext, setup: Setup, wanted: number, sum: string) {
  await expect(total(page)).toHaveText(`Total: ${sum}`);
  await expect(quantity(page)).toHaveValue(String(wanted));
  const customer = await customerOf(setup);
  await expect
    .poll(async () => (await serverCart(request, customer)).sort())
    .toEqual([
      ['Miso Soup', 1],
      ['Salmon Maki', wanted],
    ]);
  await page.reload();
  await expect(quantity(page)).toHaveValue(String(wanted));
  await expect(total(page)).toHaveText(`Total: ${sum}`);
}

/** Types 5 as Salmon Maki's quantity, then leaves the field with `leave`. */
function typeFiveThen(name: string, leave: (page: Page) => Promise<void>): Interaction {
  return {
    screen: CART,
    name: `a quantity typed and left by ${name}`,
    async act(page) {
      await quantity(page).tap();
      await quantity(page).fill('5');
      await leave(page);
    },
    check: (page, request, setup) => expectSalmonMaki(page, request, setup, 5, '$48.94'),
  };
}

const tapElsewhere = (page: Page) => page.getByRole('heading', { level: 1, name: 'Your Cart' }).tap();
const removeButton = (page: Page, item: string) => page.getByRole('button', { name: `Remove ${item}`, exact: true });

const CART_INTERACTIONS: Interaction[] = [
  typeFiveThen('Tab', (page) => page.keyboard.press('Tab')),
  // A phone keyboard's Done sends Enter on Android; iOS's only leaves the field, as a tap elsewhere does.
  typeFiveThen('Enter (the keyboard’s Done)', (page) => page.keyboard.press('Enter')),
  typeFiveThen('a tap elsewhere', tapElsewhere),
  {
    screen: CART,
    name: 'the arrow keys, then Tab',
    async act(page) {
      await quantity(page).focus();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab');
    },
    check: (page, request, setup) => expectSalmonMaki(page, request, setup, 3, '$30.96'),
  },
  {
    screen: CART,
    name: 'Remove',
    act: (page) => removeButton(page, 'Miso Soup').tap(),
    async check(page, request, setup) {
      await expect(cartLines(page)).toHaveCount(1);
      await expect(total(page)).toHaveText('Total: $8.99');
      const customer = await customerOf(setup);
      await expect.poll(() => serverCart(request, customer)).toEqual([['Salmon Maki', 1]]);
      await page.reload();
      await expect(cartLines(page)).toHaveCount(1);
    },
  },
  {
    screen: CART,
    name: 'Clear Cart',
    act: (page) => page.getByRole('button', { name: 'Clear Cart', exact: true }).tap(),
    async check(page, request, setup) {
      await expect(page.getByText('Your cart is empty.', { exact: true })).toBeVisible();
      const customer = await customerOf(setup);
      await expect.poll(() => serverCart(request, customer)).toEqual([]);
      await page.reload();
      await expect(page.getByText('Your cart is empty.', { exact: true })).toBeVisible();
    },
  },
  {
    screen: GUEST_CART,
    name: 'Proceed to Checkout, which signs in',
    async act(page, setup) {
      const popup = page.waitForEvent('popup');
      await page.getByRole('link', { name: 'Proceed to Checkout', exact: true }).tap();
      await completeEmulatorPopup(await popup, setup.account);
    },
    async check(page, request, setup) {
      await page.waitForURL(/\/checkout$/);
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue(setup.account.name);
      await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Salmon Maki');
      const customer = await customerOf(setup);
      await expect.poll(() => serverCart(request, customer)).toEqual([['Salmon Maki', 1]]);
    },
  },
];

// ---- The checkout ------------------------------------------------------------------------------------------------

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const addressOption = (page: Page, address: Address) =>
  page.getByRole('button', { name: addressText(address), exact: true });
const addressText = (address: Address) =>
  `${address.street} ${address.buildingNumber}, Apt ${address.apartmentNumber}, ${address.city} ${address.zipCode}`;
const placeOrderButton = (page: Page) => page.getByRole('button', { name: /^Place Order/ });

/** Signed in with a cart, an earlier order to HOME (the address offered) and OFFICE saved. */
const CHECKOUT: Screen = {
  name: '/checkout',
  async prepare(page, request) {
    const customer = await signedInCustomer(page, 'matrix-checkout');
    await placeOrderViaApi(request, customer, [{ restaurantId: SAKURA.id, item: 'Edamame', quantity: 1 }], HOME);
    await addressBookFor(request, customer).save(OFFICE);
    await addToServerCart(request, customer, SAKURA.id, 'Salmon Maki', 1);
    return { customer, account: customer, orderId: 0 };
  },
  async open(page) {
    await page.goto('/checkout');
    await expect(field(page, 'Street')).toHaveValue(HOME.street);
    await expect(addressOption(page, OFFICE)).toBeVisible();
    await expect(placeOrderButton(page)).toHaveText('Place Order ($8.99)');
  },
};

/** Places the order from the screen and answers where the server says it goes. */
async function placeOrderAndReadAddress(page: Page, request: APIRequestContext, setup: Setup): Promise<Address> {
  await placeOrderButton(page).tap();
  await expect(page.getByText('Order placed successfully!', { exact: true })).toBeVisible();
  await page.waitForURL(/\/order-confirmation$/);
  const [newest] = await listOrdersViaApi(request, await customerOf(setup));
  expect(newest?.orderItems.map((line) => [line.itemName, line.quantity])).toEqual([['Salmon Maki', 1]]);
  return newest!.shippingAddress;
}

const CHECKOUT_INTERACTIONS: Interaction[] = [
  {
    screen: CHECKOUT,
    name: 'a street typed and left by Tab, kept through the takeover',
    async act(page) {
      await field(page, 'Street').tap();
      await field(page, 'Street').fill('Elm Street');
      await page.keyboard.press('Tab');
    },
    async check(page, request, setup) {
      await takenOver(page);
      await expect(field(page, 'Street')).toHaveValue('Elm Street');
      await expect(field(page, 'City')).toHaveValue(HOME.city);
      expect(await placeOrderAndReadAddress(page, request, setup)).toEqual({ ...HOME, street: 'Elm Street' });
    },
  },
  {
    screen: CHECKOUT,
    name: 'a saved address picked',
    act: (page) => addressOption(page, OFFICE).tap(),
    async check(page, request, setup) {
      await takenOver(page);
      await expect(field(page, 'Street')).toHaveValue(OFFICE.street);
      await expect(field(page, 'ZipCode')).toHaveValue(OFFICE.zipCode);
      await expect(addressOption(page, OFFICE)).toHaveAttribute('aria-pressed', 'true');
      expect(await placeOrderAndReadAddress(page, request, setup)).toEqual(OFFICE);
    },
  },
  {
    screen: CHECKOUT,
    name: 'an address typed and saved',
    async act(page) {
      await field(page, 'Street').tap();
      await field(page, 'Street').fill('Elm Street');
      await page.getByRole('button', { name: 'Save this address', exact: true }).tap();
    },
    async check(page, request, setup) {
      await expect(page.getByText('Address saved.', { exact: true })).toBeVisible();
      await expect(addressOption(page, { ...HOME, street: 'Elm Street' })).toBeVisible();
      const saved = await addressBookFor(request, await customerOf(setup)).list();
      expect(saved.map(addressText).sort()).toEqual([
        addressText({ ...HOME, street: 'Elm Street' }),
        addressText(OFFICE),
      ]);
    },
  },
  {
    screen: CHECKOUT,
    name: 'a saved address removed',
    act: (page) => page.getByRole('button', { name: `Remove ${addressText(OFFICE)}`, exact: true }).tap(),
    async check(page, request, setup) {
      await expect(addressOption(page, OFFICE)).toHaveCount(0);
      const book = addressBookFor(request, await customerOf(setup));
      await expect.poll(async () => (await book.list()).map(addressText)).toEqual([]);
    },
  },
  {
    screen: CHECKOUT,
    name: 'Place Order',
    act: (page) => placeOrderButton(page).tap(),
    async check(page, request, setup) {
      await expect(page.getByText('Order placed successfully!', { exact: true })).toBeVisible();
      await page.waitForURL(/\/order-confirmation$/);
      const customer = await customerOf(setup);
      const [newest] = await listOrdersViaApi(request, customer);
      expect(newest?.shippingAddress).toEqual(HOME);
      expect(newest?.orderItems.map((line) => [line.itemName, line.quantity])).toEqual([['Salmon Maki', 1]]);
      expect(await serverCart(request, customer)).toEqual([]);
    },
  },
  {
    screen: {
      name: '/checkout, signed out',
      prepare: GUEST_CART.prepare,
      async open(page) {
        await page.goto('/checkout');
        await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Salmon Maki');
      },
    },
    name: 'Sign In',
    async act(page, setup) {
      const popup = page.waitForEvent('popup');
      await island(page).getByRole('button', { name: 'Sign In', exact: true }).tap();
      await completeEmulatorPopup(await popup, setup.account);
    },
    async check(page, request, setup) {
      await expect(accountButton(page, 'Sign Out')).toBeVisible();
      await expect(field(page, 'Name')).toHaveValue(setup.account.name);
      await expect(placeOrderButton(page)).toHaveText('Place Order ($8.99)');
      const customer = await customerOf(setup);
      await expect.poll(() => serverCart(request, customer)).toEqual([['Salmon Maki', 1]]);
    },
  },
];

// ---- The orders and an order's details ---------------------------------------------------------------------------

/** Signed in with one order of two Edamame, opened at `path` (`{id}` stands for the order's number). */
function ordersScreen(path: string): Screen {
  return {
    name: path,
    async prepare(page, request) {
      const customer = await signedInCustomer(page, 'matrix-orders');
      const order = await placeOrderViaApi(
        request,
        customer,
        [{ restaurantId: SAKURA.id, item: 'Edamame', quantity: 2 }],
        HOME,
      );
      return { customer, account: customer, orderId: order.orderId };
    },
    async open(page, { orderId }) {
      await page.goto(path.replace('{id}', String(orderId)));
      await expect(orderAgainButton(page, orderId)).toBeVisible();
    },
  };
}

const orderAgainButton = (page: Page, orderId: number) =>
  page.getByRole('button', { name: `Order Again for order ${orderId}`, exact: true });

function orderAgain(screen: Screen): Interaction {
  return {
    screen,
    name: 'Order Again',
    act: (page, { orderId }) => orderAgainButton(page, orderId).tap(),
    async check(page, request, setup) {
      await page.waitForURL(/\/cart$/);
      await expect(page.getByRole('status').filter({ hasText: 'your cart' })).toContainText(
        `Order ${setup.orderId} is in your cart again, at today’s prices.`,
      );
      await expect(cartLine(page, 'Edamame').getByLabel('Quantity')).toHaveValue('2');
      expect(await serverCart(request, await customerOf(setup))).toEqual([['Edamame', 2]]);
    },
  };
}

function orderDetails(screen: Screen): Interaction {
  return {
    screen,
    name: 'Order Details',
    act: (page, { orderId }) =>
      page.getByRole('link', { name: `Order Details for order ${orderId}`, exact: true }).tap(),
    async check(page, _request, { orderId }) {
      await page.waitForURL(new RegExp(`/order-details/${orderId}$`));
      await expect(island(page).getByText('Quantity: 2', { exact: true })).toBeVisible();
    },
  };
}

const ORDERS = ordersScreen('/orders');
const ORDERS_DETAILS = ordersScreen('/orders-details');
const ORDER_DETAILS = ordersScreen('/order-details/{id}');

const ORDERS_INTERACTIONS: Interaction[] = [
  orderDetails(ORDERS),
  orderAgain(ORDERS),
  orderDetails(ORDERS_DETAILS),
  orderAgain(ORDERS_DETAILS),
  orderAgain(ORDER_DETAILS),
  {
    screen: {
      name: '/orders, signed out',
      prepare: async () => ({ customer: null, account: newAccount('matrix-orders-in'), orderId: 0 }),
      async open(page) {
        await page.goto('/orders');
        await expect(island(page).getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
      },
    },
    name: 'Sign In',
    async act(page, setup) {
      const popup = page.waitForEvent('popup');
      await island(page).getByRole('button', { name: 'Sign In', exact: true }).tap();
      await completeEmulatorPopup(await popup, setup.account);
    },
    async check(page) {
      await expect(accountButton(page, 'Sign Out')).toBeVisible();
      await expect(island(page).getByText("Your don't have orders.", { exact: true })).toBeVisible();
    },
  },
];

/**
 * After the takeover a screen is React's alone, which the other browser tests drive through every interaction: here
 * each screen's first interaction runs then too, to show the matrix's setup holds for both moments.
 */
const screensAfterTakeover = new Set<string>();

for (const interaction of [...CART_INTERACTIONS, ...CHECKOUT_INTERACTIONS, ...ORDERS_INTERACTIONS]) {
  for (const moment of MOMENTS) {
    if (moment === MOMENTS[1]) {
      if (screensAfterTakeover.has(interaction.screen.name)) continue;
      screensAfterTakeover.add(interaction.screen.name);
    }
    test(
      `${interaction.screen.name}: ${interaction.name}, ${moment}`,
      { tag: PHONE_ONLY },
      async ({ page, request }) => {
        const setup = await interaction.screen.prepare(page, request);
        const release = moment === MOMENTS[0] ? await holdReact(page) : undefined;
        await interaction.screen.open(page, setup);
        const opened = page.url();
        if (release) {
          await expect(island(page)).toHaveAttribute('ssr', '');
          await expect(island(page)).not.toHaveAttribute('data-awake');
        } else {
          await letReactTakeOver(page);
        }
        await interaction.act(page, setup);
        if (release) {
          // Still the painted screen when the customer was done, unless what they did took them elsewhere.
          if (page.url() === opened) await expect(island(page)).toHaveAttribute('ssr', '');
          release();
        }
        await interaction.check(page, request, setup);
      },
    );
  }
}

// React may take the screen over in the middle of what the customer does in one field: they tap it (which wakes the
// screen) and select or place the caret on the painted field, and type once React's field stands in its place.
test.describe('a quantity field taken over between a tap and the digits typed', () => {
  for (const [what, act, wanted, sum] of [
    ['its value selected, typed over', (field: Locator) => field.selectText(), 3, '$30.96'],
    [
      'its value selected, the selection announced only after React’s render, typed over',
      async (field: Locator) => {
        // Chromium announces a selection made by script (as Playwright's fill makes it: select, focus, then type) at
        // its next frame, which React's render may come before; here the announcement never reaches the directive.
        await field
          .page()
          .evaluate(() => window.addEventListener('select', (event) => event.stopImmediatePropagation(), true));
        await field.selectText();
      },
      3,
      '$30.96',
    ],
    ['the caret after its value, a digit added', (field: Locator) => field.tap(), 13, '$120.86'],
  ] as const) {
    test(`/cart: ${what}`, { tag: PHONE_ONLY }, async ({ page, request }) => {
      const setup = await CART.prepare(page, request);
      const release = await holdReact(page);
      await CART.open(page, setup);
      await act(quantity(page));
      await expect(island(page)).toHaveAttribute('data-awake');
      release();
      await takenOver(page);
      await expect(quantity(page)).toBeFocused();
      await page.keyboard.type('3');
      await page.keyboard.press('Tab');
      await expectSalmonMaki(page, request, setup, wanted, sum);
    });
  }
});

// A press begun on the painted screen (which wakes it) and ended once React's markup stands in its place: the
// element pressed is gone, so the browser sends the click nowhere (a mouse's) or not at all (Space's, which clicks
// on release what had it go down), and the takeover finishes the press on React's element. (A finger's tap goes to
// whatever is under it when it lifts, and Enter clicks as it goes down, which the rest of the matrix covers.)
test.describe('a press held while React takes the screen over', () => {
  /** Presses `target` with `press`, lets React in, waits until the pressed element is gone, then ends the press. */
  async function pressAcrossTakeover(
    page: Page,
    target: Locator,
    release: () => void,
    press: { down(): Promise<void>; up(): Promise<void> },
  ): Promise<void> {
    const painted = await target.elementHandle();
    await press.down();
    await expect(island(page)).toHaveAttribute('data-awake');
    release();
    await page.waitForFunction((element) => !element?.isConnected, painted);
    await press.up();
  }

  async function mouse(page: Page, target: Locator) {
    const box = await target.boundingBox();
    if (!box) throw new Error('nothing to press');
    return {
      down: async () => {
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.down();
      },
      up: () => page.mouse.up(),
    };
  }

  const space = (page: Page, target: Locator) => ({
    down: async () => {
      await target.focus();
      await page.keyboard.down(' ');
    },
    up: () => page.keyboard.up(' '),
  });

  const clearCartButton = (page: Page) => page.getByRole('button', { name: 'Clear Cart', exact: true });
  const clearCart = CART_INTERACTIONS.find((interaction) => interaction.name === 'Clear Cart');

  test('/cart: Clear Cart, by a mouse', { tag: PHONE_ONLY }, async ({ page, request }) => {
    const setup = await CART.prepare(page, request);
    const release = await holdReact(page);
    await CART.open(page, setup);
    const target = clearCartButton(page);
    await pressAcrossTakeover(page, target, release, await mouse(page, target));
    await clearCart?.check(page, request, setup);
  });

  test('/cart: Clear Cart, by Space', { tag: PHONE_ONLY }, async ({ page, request }) => {
    const setup = await CART.prepare(page, request);
    const release = await holdReact(page);
    await CART.open(page, setup);
    const target = clearCartButton(page);
    await pressAcrossTakeover(page, target, release, space(page, target));
    await clearCart?.check(page, request, setup);
  });

  test('/cart: Proceed to Checkout, by a mouse', { tag: PHONE_ONLY }, async ({ page, request }) => {
    const setup = await CART.prepare(page, request);
    const release = await holdReact(page);
    await CART.open(page, setup);
    const target = page.getByRole('link', { name: 'Proceed to Checkout', exact: true });
    await pressAcrossTakeover(page, target, release, await mouse(page, target));
    await page.waitForURL(/\/checkout$/);
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Salmon Maki');
  });
});
