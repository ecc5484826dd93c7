import type { DietaryTag, MenuItem, Restaurant } from '../../contract.ts';
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
   * At the edge: which requests the origin alone answers (`origin`, through `answer`, with the client's address as
   * the edge sees it), which the edge does not serve at all (`withheld`: answered 404), and which it renders itself
   * (`here`), by the path and the route Astro matched; and, while the edge's own variables are not valid, the answer
   * it gives every request instead (`refusal`).
   */
  origin?: {
    route(pathname: string, routePattern: string): 'origin' | 'withheld' | 'here';
    refusal(pathname: string): Response | undefined;
    answer(request: Request, clientAddress: string | undefined): Promise<Response>;
  };
}

/** Where the catalog pages read the catalog. */
interface CatalogSource {
  /** The home page's cuisines (the most common first, at most `cuisines`) and a restaurant of each (at most `restaurants`). */
  home(cuisines: number, restaurants: number): Promise<{ cuisines: string[]; restaurants: Restaurant[] }>;
  /** The restaurant list for a search term, a diet (null for any) and a page number. */
  listing(term: string, diet: DietaryTag | null, page: number): Promise<RestaurantListing>;
  /** Every restaurant's id, in order (the sitemap). */
  restaurantIds(): Promise<number[]>;
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
