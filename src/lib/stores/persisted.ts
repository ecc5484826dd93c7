import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import { safeParse, type GenericSchema } from 'valibot';

/**
 * A store kept in localStorage under `key` (which carries the schema version) and decoded through `schema`: anything
 * unexpected there, from an old version or a hand edit, reads as `fallback` instead of breaking the page.
 */
export function persistedAtom<T>(key: string, schema: GenericSchema<unknown, T>, fallback: T): WritableAtom<T> {
  return persistentAtom<T>(key, fallback, {
    encode: JSON.stringify,
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
