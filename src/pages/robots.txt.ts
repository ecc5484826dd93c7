import type { APIRoute } from 'astro';
import { robotsAnswer } from '../lib/seo/crawler-files.server.ts';

/** `GET /robots.txt`: what crawlers may read, and where the sitemap is. */
export const GET = (({ url }) => robotsAnswer(url)) satisfies APIRoute;
