// The customer's screens are trees of parts: small React components whose props are strings, and which may hold
// other parts in named slots. The same tree is rendered two ways: by React once the island is awake, and before that
// by the page's own script from the parts' server-rendered templates (paint.ts). Code that decides what a
// screen shows builds the tree once, in each feature's *-view.ts, for both
// (docs/decisions/017-painting-customer-screens-before-react.md).

/** One part in a screen's tree. */
export interface PartNode {
  readonly part: string;
  readonly props: Readonly<Record<string, string>>;
  readonly slots: Readonly<Record<string, readonly PartNode[]>>;
  /** Tells siblings of one list apart (React's key). */
  readonly key?: string;
}

/** A part's name, the string props it takes and the slots it holds other parts in. */
export interface PartDefinition<P extends string = string, S extends string = string> {
  readonly part: string;
  readonly props: readonly P[];
  readonly slots: readonly S[];
  /** A node of this part. */
  (
    props: Readonly<Record<P, string>>,
    slots?: Readonly<Partial<Record<S, readonly PartNode[]>>>,
    key?: string,
  ): PartNode;
}

/** Declares a part; its component (src/islands/parts) takes these props as strings and these slots as children. */
export function definePart<const P extends string = never, const S extends string = never>(
  name: string,
  props: readonly P[] = [],
  slots: readonly S[] = [],
): PartDefinition<P, S> {
  const create = (
    values: Readonly<Record<P, string>>,
    children?: Readonly<Partial<Record<S, readonly PartNode[]>>>,
    key?: string,
  ): PartNode => ({
    part: name,
    props: values,
    slots: (children ?? {}) as Record<string, readonly PartNode[]>,
    ...(key === undefined ? {} : { key }),
  });
  return Object.assign(create, { part: name, props, slots });
}

/** How a template stands for a prop's value until the page fills it in. */
export const placeholder = (prop: string) => `{{${prop}}}`;
