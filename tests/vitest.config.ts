import { defineConfig } from 'vitest/config';
import { POSTGRESQL_PROJECT, PROXY_PROJECT, SQLITE_PROJECT } from './fixtures/projects.ts';

/** The tests that read or write a database, which run once on SQLite and once on PostgreSQL. */
const DATABASE_TESTS = [
  'tests/api/*.test.ts',
  'tests/unit/lib/server/db/{database,dialect}.test.ts',
  'tests/unit/lib/cart/cart.server.test.ts',
  'tests/unit/lib/identity/kept-verifications.server.test.ts',
  'tests/unit/lib/orders/{orders,order-parts}.server.test.ts',
  'tests/unit/lib/partner/*.server.test.ts',
  'tests/unit/lib/catalog/{catalog,catalog-file,restaurant-listing,menu-writer}.server.test.ts',
  'tests/unit/lib/server/write-limits.test.ts',
  'tests/unit/lib/server/target/in-memory.test.ts',
];

/**
 * API tests of what the server does before or around any database (Node's own answers to broken requests, the drain,
 * logs and metrics, the built files): the same on either database, so run on SQLite only.
 */
const NOT_ABOUT_THE_DATABASE = [
  'tests/api/{edge,http-hardening,graceful-shutdown,observability,observability-proxy,static-files,trailing-slash,unknown-calls,development-and-production,preview,page-failures,npm-start}.test.ts',
];

/**
 * The API tests that hold for the storefront whatever stands in front of it, run again through nginx in front of two
 * instances (deploy/). The rest look at one instance's own workings: its route cache (`X-Astro-Cache`), Node's own
 * answers to broken requests, its drain.
 */
const THROUGH_THE_PROXY = [
  'tests/api/{addresses,availability,cart,catalog,health,identity,instances,orders,partner-api,partner-menus,static-files,trailing-slash,unknown-calls,write-limits}.test.ts',
  'tests/api/proxy/*.test.ts',
];

/**
 * Tests that start programs of their own (`astro dev` beside the build, `astro preview`, `npm start`, the dev and
 * catalog commands) and use nothing of a project's server or database: run once, in the proxy project, the shortest of
 * the three, rather than in the sqlite project, which runs every other file and is the one `npm test` waits for.
 */
const OWN_PROGRAMS = [
  'tests/api/{development-and-production,preview,npm-start}.test.ts',
  'tests/unit/scripts/{dev,catalog}.test.ts',
];

export default defineConfig({
  test: {
    // API tests share one server and one database per project (tests/fixtures/server-setup.ts); they run one file at
    // a time to stay independent. `npm run test:unit` (scripts/api-tests.ts) runs the projects side by side.
    fileParallelism: false,
    testTimeout: 15_000,
    projects: [
      {
        test: {
          name: SQLITE_PROJECT,
          include: ['tests/unit/**/*.test.ts', 'tests/api/*.test.ts'],
          exclude: OWN_PROGRAMS,
          globalSetup: ['tests/fixtures/server-setup.ts'],
        },
      },
      {
        test: {
          name: POSTGRESQL_PROJECT,
          include: DATABASE_TESTS,
          exclude: NOT_ABOUT_THE_DATABASE,
          globalSetup: ['tests/fixtures/server-setup.ts'],
        },
      },
      {
        test: {
          name: PROXY_PROJECT,
          include: [...THROUGH_THE_PROXY, ...OWN_PROGRAMS],
          globalSetup: ['tests/fixtures/server-setup.ts'],
        },
      },
    ],
  },
});
