import type { ZodError } from 'zod';
import type { ApiError } from '../contract.ts';
import { CATALOG_CACHE_CONTROL } from '../config.ts';

/** A JSON response. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { ...init, headers });
}

/** A catalog read that a CDN may cache and refresh in the background. */
export function catalogJson(body: unknown): Response {
  return json(body, { headers: { 'Cache-Control': CATALOG_CACHE_CONTROL } });
}

/** The one shape of every API error: `{ "error": { "code", "message" } }`. */
export function apiError(status: number, code: string, message: string): Response {
  const body: ApiError = { error: { code, message } };
  return json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** A 400 naming the first invalid field. */
export function invalidInput(error: ZodError, fallbackField?: string): Response {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || fallbackField;
  const message = issue ? `${field ? `${field} ` : ''}${issue.message}` : 'invalid input';
  return apiError(400, 'invalid_input', message);
}
