import type { APIRoute } from 'astro';
import { answerApiCall } from '../../lib/server/api/index.ts';
import { toResponse } from '../../lib/server/http.ts';

// Only `astro dev` reaches this (every `/<prefix>-api/<call>`): the built server answers the API before Astro sees it.
export const ALL: APIRoute = async ({ request }) => toResponse(await answerApiCall(request));
