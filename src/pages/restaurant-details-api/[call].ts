import type { APIRoute } from 'astro';
import { answerApiCall } from '../../lib/server/api/index.ts';

// Only `astro dev` reaches this: the built server (scripts/serve.mjs) answers the API before Astro sees it.
export const ALL: APIRoute = ({ request }) => answerApiCall(request);
