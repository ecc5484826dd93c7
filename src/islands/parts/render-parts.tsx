import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { placeholder, type PartDefinition, type PartNode } from '../../lib/screens/parts.ts';

/**
 * What a part's component receives: its props as strings and its slots as children. A prop that feeds an ARIA
 * attribute is cast to the attribute's type: in the page's template it is a placeholder, in React the tree's value.
 */
export type PartProps<D> =
  D extends PartDefinition<infer P, infer S>
    ? Readonly<Record<P, string>> & Readonly<Partial<Record<S, ReactNode>>>
    : never;

interface PartEntry {
  definition: PartDefinition;
  component: ComponentType<Readonly<Record<string, ReactNode>>>;
}

/** The parts one screen is made of, each with its component, by name. */
export type PartSet = ReadonlyMap<string, PartEntry>;

/** One part of a set: its definition and the component that renders it, which must take its props and slots. */
export function part<P extends string, S extends string>(
  definition: PartDefinition<P, S>,
  component: ComponentType<PartProps<PartDefinition<P, S>>>,
): PartEntry {
  return { definition: definition as unknown as PartDefinition, component: component as PartEntry['component'] };
}

/** The parts of one screen. */
export function partSet(...entries: PartEntry[]): PartSet {
  return new Map(entries.map((entry) => [entry.definition.part, entry]));
}

/** Renders a screen's tree with React, as src/lib/screens/paint.ts builds it from the templates. */
export function renderParts(nodes: readonly PartNode[], parts: PartSet): ReactNode {
  // Keyed by part (and its place among its own kind) unless the node has a key of its own: a part that appears above
  // the others (a notice, the waiting line) must not make React remount the rest, which would lose a quantity being
  // typed and the field's focus.
  const seen = new Map<string, number>();
  return nodes.map((node) => {
    const occurrence = seen.get(node.part) ?? 0;
    seen.set(node.part, occurrence + 1);
    const entry = parts.get(node.part);
    if (!entry) throw new Error(`No component for the part ${node.part}`);
    const slots = Object.fromEntries(
      Object.entries(node.slots).map(([name, children]) => [name, renderParts(children, parts)]),
    );
    return <entry.component key={node.key ?? `${node.part}:${occurrence}`} {...node.props} {...slots} />;
  });
}

/** A screen's tree rendered on the server, for a page to show before its scripts arrive. */
export function StaticParts({ nodes, parts }: { nodes: readonly PartNode[]; parts: PartSet }) {
  return renderParts(nodes, parts);
}

/**
 * The templates the page paints a screen from before React arrives: every part of the set, rendered by its own
 * component with a placeholder for each prop and a marker for each slot.
 */
export default function PartTemplates({ parts }: { parts: PartSet }) {
  return [...parts.values()].map(({ definition, component: Component }) => {
    const props = Object.fromEntries(definition.props.map((prop) => [prop, placeholder(prop)]));
    const slots = Object.fromEntries(definition.slots.map((slot) => [slot, <template data-slot={slot} />]));
    return (
      <template key={definition.part} data-part={definition.part}>
        <Component {...props} {...slots} />
      </template>
    );
  });
}

const noSubscription = () => () => {};

/**
 * False while rendered on the server, which cannot know what this device holds; true in the browser. Screens
 * taken over by the client (the takeover directive) render on the server what they show while loading.
 */
export function useOnDevice(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
