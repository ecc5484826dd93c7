import { DIETARY_TAGS, type DietaryTag } from '../contract.ts';

/** Each dietary tag as a customer reads it, on a dish and in the filter. */
export const DIET_NAMES: Record<DietaryTag, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  'gluten-free': 'Gluten-free',
  'dairy-free': 'Dairy-free',
  'nut-free': 'Nut-free',
  spicy: 'Spicy',
};

/** What a page's `?diet=` asks for: a diet, none (null: absent or empty), or `unknown`: a value that names none. */
export function parseDietParam(raw: string | null): DietaryTag | null | 'unknown' {
  if (raw === null || raw === '') return null;
  return (DIETARY_TAGS as readonly string[]).includes(raw) ? (raw as DietaryTag) : 'unknown';
}
