import type { APIRoute } from 'astro';
import { sitemapAnswer } from '../lib/seo/crawler-files.server.ts';

/** `GET /sitemap.xml`: the catalog's addresses (a sitemap index past 50,000). */
export const GET = (({ url }) => sitemapAnswer(url)) satisfies APIRoute;
