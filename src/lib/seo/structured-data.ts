// Structured data (schema.org as JSON-LD) for search engines' rich results and food-ordering feeds, typed with
// schema-dts: the home page is a WebSite, the list an ItemList, a menu page a Restaurant with its Menu.
import type {
  DayOfWeek,
  ItemList,
  MenuItem as MenuItemData,
  OpeningHoursSpecification,
  Restaurant as RestaurantData,
  RestrictedDiet,
  WebSite,
  WithContext,
} from 'schema-dts';
import type { DietaryTag, MenuItem, OpeningHours, Restaurant, Weekday } from '../contract.ts';
import type { MenuSectionView } from '../catalog/menu-sections.ts';

const DAYS: Record<Weekday, DayOfWeek> = {
  mon: 'https://schema.org/Monday',
  tue: 'https://schema.org/Tuesday',
  wed: 'https://schema.org/Wednesday',
  thu: 'https://schema.org/Thursday',
  fri: 'https://schema.org/Friday',
  sat: 'https://schema.org/Saturday',
  sun: 'https://schema.org/Sunday',
};

/**
 * The tags schema.org has a diet for: a dairy-free dish suits a low-lactose diet. Nut-free and spicy have none and are
 * left out.
 */
const DIETS: Partial<Record<DietaryTag, RestrictedDiet>> = {
  vegetarian: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
  'gluten-free': 'https://schema.org/GlutenFreeDiet',
  'dairy-free': 'https://schema.org/LowLactoseDiet',
};

/**
 * Opening hours as schema.org writes them, on the restaurant's own clock: days of the same hours together; a whole
 * day as 00:00 to 23:59; past midnight as a close before the open (as search engines read it); each closed date as
 * 00:00 to 00:00 on that date alone.
 */
function openingHoursData(hours: OpeningHours): OpeningHoursSpecification[] {
  const byTimes = new Map<string, Weekday[]>();
  for (const { day, open, close } of hours.weekly) {
    const times = `${open}-${open === close ? '23:59' : close === '00:00' ? '23:59' : close}`;
    byTimes.set(times, [...(byTimes.get(times) ?? []), day]);
  }
  return [
    ...[...byTimes].map(([times, days]): OpeningHoursSpecification => {
      const [opens = '', closes = ''] = times.split('-');
      return { '@type': 'OpeningHoursSpecification', dayOfWeek: days.map((day) => DAYS[day]), opens, closes };
    }),
    ...hours.closed.map((date): OpeningHoursSpecification => ({
      '@type': 'OpeningHoursSpecification',
      opens: '00:00',
      closes: '00:00',
      validFrom: date,
      validThrough: date,
    })),
  ];
}

function menuItemData(item: MenuItem): MenuItemData {
  const diets = item.dietary.flatMap((tag) => DIETS[tag] ?? []);
  return {
    '@type': 'MenuItem',
    name: item.name,
    ...(item.description ? { description: item.description } : {}),
    offers: {
      '@type': 'Offer',
      price: item.price.toFixed(2),
      priceCurrency: 'USD',
      availability: item.available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    },
    ...(diets.length ? { suitableForDiet: diets } : {}),
  };
}

/** A menu page's Restaurant with its Menu, section by section; addresses absolute. */
export function restaurantData(
  restaurant: Restaurant,
  sections: readonly MenuSectionView[],
  address: { page: string; image: string },
): WithContext<RestaurantData> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: restaurant.name,
    url: address.page,
    image: address.image,
    ...(restaurant.description ? { description: restaurant.description } : {}),
    servesCuisine: restaurant.cuisine,
    ...(restaurant.hours ? { openingHoursSpecification: openingHoursData(restaurant.hours) } : {}),
    hasMenu: {
      '@type': 'Menu',
      name: `${restaurant.name} menu`,
      hasMenuSection: sections.map((section) => ({
        '@type': 'MenuSection',
        name: section.name ?? 'More dishes',
        hasMenuItem: section.items.map(menuItemData),
      })),
    },
  };
}

/** The restaurant list's ItemList: each restaurant shown, in order, with the address of its menu. */
export function restaurantListData(restaurants: readonly { name: string; url: string }[]): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: restaurants.map(({ name, url }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      url,
    })),
  };
}

/** The home page's WebSite: the store's name and address. */
export function webSiteData(name: string, url: string): WithContext<WebSite> {
  return { '@context': 'https://schema.org', '@type': 'WebSite', name, url };
}

/** JSON-LD as a `<script type="application/ld+json">` may hold it: `<` escaped, so no text can end the element. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
