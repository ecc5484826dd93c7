/**
 * An email address as the storefront compares it: the letters A to Z lower-cased, every other character left as it
 * is. Unicode case folding would let a look-alike stand for a plain letter (the Kelvin sign U+212A lower-cases to `k`),
 * so one account's email could be made to read as another's.
 */
export function lowerCaseEmail(email: string): string {
  return email.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}
