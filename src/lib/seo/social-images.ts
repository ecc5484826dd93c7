// Link previews' pictures: PNG or JPEG of 1200 by 630 is what every previewer takes. They are made at build time
// (scripts/make-social-images.mjs) from the demo catalog's own pictures, and a site-wide one for the home page, the
// list and any restaurant whose picture is not one of ours (a partner's https address, which no build can know).

/** The width and height every previewer shows whole. */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 };

/** The site-wide picture. */
export const DEFAULT_SOCIAL_IMAGE = '/social/storefront.jpg';

/** One of the storefront's own restaurant pictures: a picture the build makes a preview of. */
const OWN_PICTURE = /^\/images\/restaurants\/([a-z0-9-]+)\.svg$/;

/** The path of the preview picture for a restaurant whose picture is `image`. */
export function socialImageOf(image: string): string {
  const own = OWN_PICTURE.exec(image);
  return own ? `/social/restaurants/${own[1]}.jpg` : DEFAULT_SOCIAL_IMAGE;
}
