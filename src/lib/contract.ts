import { z } from 'zod';

/**
 * The product API's shapes (spec section 3), written once for the endpoints and the client alike.
 */

export const RestaurantSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  image: z.string(),
  cuisine: z.string(),
  description: z.string(),
});
export type Restaurant = z.infer<typeof RestaurantSchema>;

export const MenuItemSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  image: z.string(),
  /** Dollars, as the spec's clients expect; the server keeps whole cents. */
  price: z.number().nonnegative(),
  description: z.string(),
  timeAdded: z.iso.datetime(),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

/** A restaurant id as it arrives in a URL or query: a positive whole number, written plainly. */
export const RestaurantIdParamSchema = z
  .string({ error: 'is required' })
  .regex(/^[1-9][0-9]{0,8}$/, 'must be a positive whole number')
  .transform(Number);

/** The longest search term kept; anything longer is cut, not refused, since it only narrows a list. */
export const SEARCH_TERM_MAX_LENGTH = 100;

export const SearchTermSchema = z
  .string()
  .catch('')
  .transform((term) => term.trim().slice(0, SEARCH_TERM_MAX_LENGTH));

export const ApiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
