import { expect, test } from 'vitest';
import {
  matchesSearch,
  normalizeSearchTerm,
  resultsStatus,
  SEARCH_TERM_MAX_LENGTH,
} from '../../../../src/lib/catalog/search.ts';

const thai = { name: 'Thai Orchid', cuisine: 'Thai' };
const ramen = { name: 'Ramen Hoshi', cuisine: 'Japanese' };
const cafe = { name: 'Café Crème', cuisine: 'French' };

test.each([
  [thai, 'orchid', true],
  [thai, 'ORCHID', true],
  [thai, ' thai ', true],
  [ramen, 'japan', true],
  [ramen, 'sushi', false],
  [ramen, '', true],
  [ramen, '   ', true],
  // Anywhere in the name, not only at the start of a word.
  [ramen, 'men ho', true],
  [ramen, 'hoshi ramen', false],
  // Only the name and the cuisine count, not the description or anything else.
  [{ name: 'Trattoria Bella Luna', cuisine: 'Italian', description: 'fresh pasta' }, 'pasta', false],
  // Accented letters fold their case too; the accent itself still matters.
  [cafe, 'CAFÉ CRÈME', true],
  [cafe, 'cafe', false],
  // Characters that mean something in a pattern are plain text here.
  [thai, '.*', false],
  [thai, '%', false],
  [{ name: '100% Vegan', cuisine: 'Vegan' }, '100%', true],
])('%o matches %j: %s', (restaurant, term, expected) => {
  expect(matchesSearch(restaurant, term)).toBe(expected);
});

test('a search term is trimmed and cut to the maximum length', () => {
  expect(normalizeSearchTerm('  pizza  ')).toBe('pizza');
  expect(normalizeSearchTerm('x'.repeat(500))).toHaveLength(SEARCH_TERM_MAX_LENGTH);
});

test('the results line reads naturally', () => {
  expect(resultsStatus(0)).toBe('0 restaurants found');
  expect(resultsStatus(1)).toBe('1 restaurant found');
  expect(resultsStatus(14)).toBe('14 restaurants found');
});
