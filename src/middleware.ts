import { defineMiddleware } from 'astro:middleware';
import { apiError } from './lib/server/http.ts';
import { isApiPath } from './lib/server/request-path.ts';

/**
 * The product API answers in JSON even where no endpoint does: an unknown call is a JSON 404, and a known call with
 * a method it does not take a JSON 405, instead of the storefront's HTML 404 page.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (response.status !== 404 || !isApiPath(context.url.pathname)) return response;
  if (response.headers.get('content-type')?.startsWith('application/json')) return response;
  const known = context.routePattern !== '/404';
  return known
    ? apiError(405, 'method_not_allowed', `${context.url.pathname} does not take ${context.request.method}.`)
    : apiError(404, 'not_found', `There is no API call at ${context.url.pathname}.`);
});
