import { expect, test } from 'vitest';
import { lowerCaseEmail } from '../../../../src/lib/identity/email.ts';

test.each([
  ['plain ASCII', 'Kate.Miller+Eats@Example.COM', 'kate.miller+eats@example.com'],
  ['already lower case', 'kate@example.com', 'kate@example.com'],
  // U+212A KELVIN SIGN lower-cases to a plain k under Unicode rules: it would let one address stand for another.
  ['the Kelvin sign', '\u212Aate@example.com', '\u212Aate@example.com'],
  // U+0130 LATIN CAPITAL LETTER I WITH DOT ABOVE becomes i plus a combining dot under Unicode rules.
  ['a dotted capital I', '\u0130lker@example.com', '\u0130lker@example.com'],
  // ẞ (U+1E9E) lower-cases to ß under Unicode rules; ß itself stays.
  ['German sharp s', 'Stra\u00dfe-GRO\u1e9eE@example.de', 'stra\u00dfe-gro\u1e9ee@example.de'],
])('%s: %j reads as %j', (_label, email, expected) => {
  expect(lowerCaseEmail(email)).toBe(expected);
});
