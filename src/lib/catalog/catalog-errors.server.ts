import { DomainError } from '../server/domain-error.ts';
import type { PathIssue } from './menu-contract.ts';

/** How many of a push's errors its message names; `issues` holds them all. */
const NAMED_ISSUES = 5;

/** A push or a catalog file that cannot be stored as it is: nothing was changed, and `issues` lists every error. */
export class MenuInvalid extends DomainError {
  readonly issues: readonly PathIssue[];

  constructor(issues: readonly PathIssue[]) {
    const named = issues.slice(0, NAMED_ISSUES).map(({ path, message }) => `${path || 'the body'} ${message}`);
    const more = issues.length > NAMED_ISSUES ? `; and ${issues.length - NAMED_ISSUES} more` : '';
    const count = issues.length === 1 ? 'an error' : `${issues.length} errors`;
    super('invalid', 'invalid_menu', `The menu has ${count}, so nothing was changed: ${named.join('; ')}${more}.`);
    this.issues = issues;
  }
}

/** Restaurants stored before menus were pushed whole, which the catalog file cannot hold until they are pushed. */
export class CatalogIncomplete extends DomainError {
  constructor(restaurantIds: readonly number[]) {
    super(
      'conflict',
      'catalog_incomplete',
      `Restaurants ${restaurantIds.join(', ')} have no opening hours, delivery estimate or menu sections: push or import each whole first.`,
    );
  }
}

/** No restaurant has this id. */
export class RestaurantNotFound extends DomainError {
  constructor(restaurantId: number) {
    super('not-found', 'restaurant_not_found', `No restaurant has id ${restaurantId}.`);
  }
}

/** The restaurant has no dish of this id on its menu (another restaurant's, taken off, or never pushed). */
export class DishNotFound extends DomainError {
  constructor(restaurantId: number, dishId: number) {
    super('not-found', 'dish_not_found', `Restaurant ${restaurantId} has no dish ${dishId} on its menu.`);
  }
}

/** A dish that cannot go into a cart: sold out, or taken off the menu. */
export class DishUnavailable extends DomainError {
  constructor(name: string, reason: 'sold-out' | 'removed') {
    super(
      'conflict',
      reason === 'sold-out' ? 'item_sold_out' : 'item_removed',
      reason === 'sold-out' ? `${name} is sold out.` : `${name} is no longer on the menu.`,
    );
  }
}

/**
 * An order that cannot be placed as it is: a dish sold out or taken off the menu (`items_unavailable`), or a restaurant
 * closed (`restaurant_closed`). The message names each; nothing was ordered and the cart is as it was.
 */
export class OrderUnavailable extends DomainError {
  constructor(code: 'items_unavailable' | 'restaurant_closed', message: string) {
    super('conflict', code, message);
  }
}
