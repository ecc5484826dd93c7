import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';

/** What a persisted store needs of a schema: zod and zod/mini schemas both fit. */
interface Decoder<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * A store kept in localStorage under `key` (which carries the schema version) and decoded through `schema`: anything
 * unexpected there, from an old version or a hand edit, reads as `fallback` instead of breaking the page.
 */
export function persistedAtom<T>(key: string, schema: Decoder<T>, fallback: T): WritableAtom<T> {
  return persistentAtom<T>(key, fallback, {
    encode: JSON.stringify,
    decode(encoded) {
      try {
        const parsed = schema.safeParse(JSON.parse(encoded));
        return parsed.success ? parsed.data : fallback;
      } catch {
        return fallback;
      }
    },
  });
}
