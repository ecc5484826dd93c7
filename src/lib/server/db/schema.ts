import type { Generated } from 'kysely';

/** Tables as the query builder sees them (camelCase; the database itself uses snake_case). */
export interface Database {
  restaurant: RestaurantTable;
  menuItem: MenuItemTable;
  cartLine: CartLineTable;
}

export interface RestaurantTable {
  id: Generated<number>;
  name: string;
  cuisine: string;
  description: string;
  image: string;
}

export interface MenuItemTable {
  id: Generated<number>;
  restaurantId: number;
  name: string;
  description: string;
  image: string;
  /** Money is stored in whole cents so that sums never drift. */
  priceCents: number;
  /** ISO 8601 instant. */
  timeAdded: string;
}

export interface CartLineTable {
  id: Generated<number>;
  /** The customer's email in lower case. */
  userId: string;
  restaurantId: number;
  itemId: number;
  quantity: number;
  timeAdded: string;
}
