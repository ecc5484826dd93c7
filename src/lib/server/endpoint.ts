import type { APIContext, APIRoute } from 'astro';
import { apiError, toResponse, type ApiAnswer, type ApiHandler } from './http.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The exports of an API endpoint file under src/pages (`export const { GET, HEAD, ALL } = apiEndpoint({ GET: call })`):
 * the call for the methods it takes, HEAD as GET (Node leaves the body out), and for any other method a JSON 405 that
 * names the ones it takes in `Allow`. An answer other than 200 is never kept by the route cache (a restaurant that
 * does not exist, an error), so that addresses nobody can use do not fill it.
 */
export function apiEndpoint(
  calls: Partial<Record<Method, ApiHandler>>,
): Partial<Record<Method | 'HEAD' | 'ALL', APIRoute>> {
  const routes: Partial<Record<Method | 'HEAD' | 'ALL', APIRoute>> = {};
  for (const [method, call] of Object.entries(calls) as [Method, ApiHandler][]) {
    routes[method] = (context) => answer(context, call);
  }
  if (routes.GET) routes.HEAD = routes.GET;
  const allowed = Object.keys(routes).join(', ');
  routes.ALL = ({ request, url }) => {
    const refusal = apiError(405, 'method_not_allowed', `${url.pathname} does not take ${request.method}.`);
    return toResponse({ ...refusal, headers: { ...refusal.headers, Allow: allowed } });
  };
  return routes;
}

async function answer(context: APIContext, call: ApiHandler): Promise<Response> {
  const { request, url, cache } = context;
  const answered: ApiAnswer = await call(request, url, context.params);
  if (answered.status !== 200) cache.set(false);
  // No route cache runs under `astro dev` or at the edge, which hands these calls to the origin anyway.
  else if (answered.cacheTags && cache.enabled) cache.set({ tags: [...answered.cacheTags] });
  if (answered.invalidates && cache.enabled) await cache.invalidate({ tags: [...answered.invalidates] });
  return toResponse(answered);
}
