// Add to Cart tapped on a menu before its island woke: the island's code and React take a second or more to arrive on
// a slow phone, so the add is done on the device at once (./cart-add.ts) and the island, once awake, shows its outcome.
import * as v from 'valibot';
import { PRESS_BEFORE_ISLAND } from '../screens/first-interaction.ts';
import { $signedIn } from '../identity/customer-state.ts';
import { addOnDevice, DishToAddSchema, keepEarlyAdd, type DishToAdd } from './cart-add.ts';

/** The dish a menu page wrote around a pressed button (`data-dish`), or null when it wrote none that parses. */
function dishOf(button: Element): DishToAdd | null {
  const text = button.closest<HTMLElement>('[data-dish]')?.dataset['dish'];
  if (!text) return null;
  try {
    const parsed = v.safeParse(DishToAddSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * Does each Add to Cart pressed before its island woke at once on the device; a signed-in customer's add then goes to
 * the server with the cart's code (a few KiB, no React), which puts the count right if the server refuses.
 */
export function addBeforeIslands(): void {
  document.addEventListener(PRESS_BEFORE_ISLAND, (event) => {
    const dish = event.target instanceof Element ? dishOf(event.target) : null;
    if (!dish) return;
    event.preventDefault();
    const refused = addOnDevice(dish);
    const outcome =
      !refused && $signedIn.get()
        ? import('./cart-store.ts').then(
            ({ sendAddedOnDevice }) => sendAddedOnDevice().then(() => ''),
            // The change waits on the device, which shows it; the header sends it when the connection returns.
            () => '',
          )
        : Promise.resolve(refused);
    keepEarlyAdd(dish.item.id, outcome);
  });
}
