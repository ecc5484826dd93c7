import type { APIRoute } from 'astro';
import { getDb } from '../../lib/server/db/index.ts';
import { listRestaurants } from '../../lib/server/catalog.ts';
import { catalogJson } from '../../lib/server/http.ts';

export const GET = (async () => catalogJson(await listRestaurants(await getDb()))) satisfies APIRoute;
