import type { MenuItem } from '../contract.ts';

/** A section of a menu as a page shows it: its name (null for dishes pushed without one) and its anchor. */
export interface MenuSectionView {
  name: string | null;
  /** The id of its heading, for the bar of section links: `starters`, `drinks-2`. */
  anchor: string;
  items: MenuItem[];
}

/** `Pizza & Pasta` as an anchor: `pizza-pasta`; `section` for a name of no letters or digits. */
function anchorOf(name: string): string {
  const words = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return words || 'section';
}

/**
 * A menu's dishes (the catalog's order: section by section, dishes without one last or alone) grouped by section, in
 * that order, each with an anchor of its own.
 */
export function menuSections(menu: readonly MenuItem[]): MenuSectionView[] {
  const sections: MenuSectionView[] = [];
  const anchors = new Set<string>();
  for (const item of menu) {
    const name = item.section?.name ?? null;
    const last = sections.at(-1);
    if (last && last.name === name) {
      last.items.push(item);
      continue;
    }
    const base = anchorOf(name ?? 'more');
    let anchor = base;
    for (let n = 2; anchors.has(anchor); n += 1) anchor = `${base}-${n}`;
    anchors.add(anchor);
    sections.push({ name, anchor, items: [item] });
  }
  return sections;
}
