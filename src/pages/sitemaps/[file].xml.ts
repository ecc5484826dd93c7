import type { APIRoute } from 'astro';
import { sitemapFileAnswer } from '../../lib/seo/crawler-files.server.ts';

/** `GET /sitemaps/{n}.xml`: one file of the sitemap index of a catalog of more than 50,000 addresses. */
export const GET = (({ url, params, cache }) => {
  const answer = sitemapFileAnswer(url, params['file']);
  return answer.then((response) => {
    if (response.status !== 200) cache.set(false);
    return response;
  });
}) satisfies APIRoute;
