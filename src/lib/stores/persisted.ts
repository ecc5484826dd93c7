import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import { safeParse, type GenericSchema } from 'valibot';
import { KEPT_SCREENS_KEY, SCREEN_DATA_KEYS } from './storage-keys.ts';

/**
 * A store kept in localStorage under `key` (which carries the schema version) and decoded through `schema`: anything
 * unexpected there, from an old version or a hand edit, reads as `fallback` instead of breaking the page. `isBlank`
 * values are not stored at all: the key is removed.
 */
export function persistedAtom<T>(
  key: string,
  schema: GenericSchema<unknown, T>,
  fallback: T,
  isBlank: (value: T) => boolean = () => false,
): WritableAtom<T> {
  return persistentAtom<T>(key, fallback, {
    encode: (value) => (isBlank(value) ? undefined : JSON.stringify(value)) as string,
    decode(encoded) {
      try {
        const parsed = safeParse(schema, JSON.parse(encoded));
        return parsed.success ? parsed.output : fallback;
      } catch {
        return fallback;
      }
    },
  });
}

/**
 * Every key under which the storefront keeps a customer's data on the device: what the screens are painted from (their
 * cart as last read, the cart they filled before signing in, their cart changes not sent yet, what the cart screen has
 * to tell them, their orders, their addresses), their sign-in's last token, and their screens as last painted. Listed
 * here, on every page, so that signing out removes them all, including those of stores this page never loaded.
 */
const CUSTOMER_DATA_KEYS = [...SCREEN_DATA_KEYS, 'kept-token:v1', KEPT_SCREENS_KEY] as const;
export type CustomerDataKey = (typeof CUSTOMER_DATA_KEYS)[number];

const blanks = new Map<CustomerDataKey, () => void>();

/** A persisted store of one customer's data (see CUSTOMER_DATA_KEYS); `blank` is its empty value, never stored. */
export function customerDataAtom<T>(
  key: CustomerDataKey,
  schema: GenericSchema<unknown, T>,
  blank: T,
  isBlank: (value: T) => boolean,
): WritableAtom<T> {
  const store = persistedAtom(key, schema, blank, isBlank);
  blanks.set(key, () => store.set(blank));
  return store;
}

/**
 * Empties every store of customer data and removes their keys from the device, except those in `keep`. Other tabs
 * follow through the storage event.
 */
export function forgetCustomerData(keep: readonly CustomerDataKey[] = []): void {
  for (const key of CUSTOMER_DATA_KEYS) {
    if (keep.includes(key)) continue;
    blanks.get(key)?.();
    try {
      localStorage.removeItem(key);
    } catch {
      // No storage (private mode): nothing was kept either.
    }
  }
}
