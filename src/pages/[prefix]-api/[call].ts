import type { APIRoute } from 'astro';
import { target } from '../../lib/server/target/index.ts';

// `astro dev` and the edge reach this (every `/<prefix>-api/<call>`): on Node the built server answers the API before
// Astro sees it; at the edge the call goes through to the origin (src/lib/server/target/edge.ts).
export const ALL: APIRoute = ({ request }) => target.answerApi(request);
