import type { MenuItem, Restaurant } from '../../contract.ts';
import type { RestaurantListing } from '../../catalog/catalog.server.ts';

/**
 * What the pages and the middleware need of where they run. On Node (node.ts): the catalog in process from the
 * database, and every file under src/pages answers. At a CDN edge (edge.ts): the catalog from the origin's product
 * API, kept at the edge, and what only the origin can answer (the API, the health and CSP report endpoints) passed
 * through to it. The edge build puts edge.ts in place of node.ts and leaves the origin's own modules out
 * (src/lib/build/edge-target.ts), so no database or Firebase Admin code reaches the edge.
 */
export interface Target {
  catalog: CatalogSource;
  /**
   * At the edge: which requests the origin alone answers (`origin`, through `answer`), which the edge does not serve
   * at all (`withheld`: answered 404), and which it renders itself (`here`).
   */
  origin?: {
    route(pathname: string): 'origin' | 'withheld' | 'here';
    answer(request: Request): Promise<Response>;
  };
}

/** Where the catalog pages read the catalog. */
interface CatalogSource {
  /** The home page's cuisines (the most common first, at most `cuisines`) and a restaurant of each (at most `restaurants`). */
  home(cuisines: number, restaurants: number): Promise<{ cuisines: string[]; restaurants: Restaurant[] }>;
  /** The restaurant list for a search term and a page number. */
  listing(term: string, page: number): Promise<RestaurantListing>;
  /** A restaurant and its menu, or undefined when the id is unknown. */
  restaurant(id: number): Promise<{ restaurant: Restaurant; menu: MenuItem[] } | undefined>;
}

/** The catalog could be read neither from its source nor from a kept copy: the page is answered 503. */
export class CatalogUnavailable extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'CatalogUnavailable';
  }
}
