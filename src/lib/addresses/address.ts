import type { ShippingAddress } from '../contract.ts';

/** The five fields of a delivery address, in the order the customer reads them. */
export const ADDRESS_FIELDS = ['street', 'buildingNumber', 'apartmentNumber', 'city', 'zipCode'] as const;

/** An address on one line, as the order facts and the saved addresses show it. */
export function formatAddress({ street, buildingNumber, apartmentNumber, city, zipCode }: ShippingAddress): string {
  return `${street} ${buildingNumber}, Apt ${apartmentNumber}, ${city} ${zipCode}`;
}

/**
 * Whether two addresses lead to the same door: the same fields once case, Unicode form and runs of spaces are set
 * aside, as the address book on the server compares them.
 */
export function sameAddress(a: ShippingAddress, b: ShippingAddress): boolean {
  const canonical = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
  return ADDRESS_FIELDS.every((field) => canonical(a[field]) === canonical(b[field]));
}

/** Just the five fields (a saved address also carries its id). */
export function addressOf(address: ShippingAddress): ShippingAddress {
  const { street, buildingNumber, apartmentNumber, city, zipCode } = address;
  return { street, buildingNumber, apartmentNumber, city, zipCode };
}
