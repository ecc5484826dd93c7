import { expect, test } from 'vitest';
import { formatAddress, sameAddress } from '../../../../src/lib/addresses/address.ts';

const HOME = {
  street: 'Main Street',
  buildingNumber: '12',
  apartmentNumber: '3B',
  city: 'Springfield',
  zipCode: '12345',
};

test('an address reads on one line as the order facts show it', () => {
  expect(formatAddress(HOME)).toBe('Main Street 12, Apt 3B, Springfield 12345');
});

test('two addresses are the same door whatever their case, Unicode form or runs of spaces', () => {
  expect(sameAddress(HOME, { ...HOME, street: '  main   STREET ', apartmentNumber: '３b' })).toBe(true);
  expect(sameAddress(HOME, { ...HOME, apartmentNumber: '3C' })).toBe(false);
  expect(sameAddress(HOME, { ...HOME, zipCode: '12346' })).toBe(false);
});
