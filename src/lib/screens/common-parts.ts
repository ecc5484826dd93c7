import { definePart, type PartNode } from './parts.ts';

/** A line saying what is on its way: `Loading your cart…`. */
export const LOADING = definePart('loading', ['text']);

/** A failure the customer should read. */
export const ALERT = definePart('alert', ['message']);

/** Where a signed-out visitor would see their own data: why not, and a Sign In button. */
export const SIGN_IN_PROMPT = definePart('sign-in-prompt', ['text']);

/** The spec's empty-cart text, with the way back to the restaurants. */
export const EMPTY_CART = definePart('empty-cart');

/** What a screen shows while it is rendered on the server, which cannot know what this device holds. */
export function loadingScreen(text: string): PartNode[] {
  return [LOADING({ text })];
}
