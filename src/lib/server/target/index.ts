// The running target's pieces (source.ts says which, and how the edge build swaps them).
export { target } from './node.ts';
export { CatalogUnavailable } from './source.ts';
