// The storefront's own restaurant pictures (scripts/make-images.mjs), for a page whose largest paint is one of them:
// written into the page as a `data:` address, the picture is painted with the document instead of a round trip after
// it, which on a slow phone network is most of the wait. A partner's picture (an https address) is fetched as any
// other. The addresses are made once, as the server starts, keyed by the picture's path on the site.
const DATA_ADDRESSES = new Map(
  Object.entries(
    import.meta.glob<string>('/public/images/restaurants/*.svg', { query: '?raw', import: 'default', eager: true }),
  ).map(([file, svg]) => [file.slice('/public'.length), `data:image/svg+xml,${encodeURIComponent(svg)}`]),
);

/** The `data:` address of `image` when it is one of the storefront's own restaurant pictures, else undefined. */
export function ownPictureData(image: string): string | undefined {
  return DATA_ADDRESSES.get(image);
}
