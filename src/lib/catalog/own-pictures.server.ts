// The storefront's own restaurant pictures (scripts/make-images.mjs, about 2.5 KB each, under 1 KB compressed), for a
// page whose largest paint is one of them: written into the page as a `data:` address, the picture is painted with the
// document instead of a round trip after it, which on a slow phone network is most of the wait. A partner's picture (an
// https address) is fetched as any other.
const PICTURES = import.meta.glob<string>('/public/images/restaurants/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The `data:` address of `image` when it is one of the storefront's own restaurant pictures, else undefined. */
export function ownPictureData(image: string): string | undefined {
  const svg = PICTURES[`/public${image}`];
  return svg === undefined ? undefined : `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
