import { defineConfig } from 'vitest/config';
import { POSTGRESQL_PROJECT } from './fixtures/projects.ts';

/** The tests that read or write a database, which run once on SQLite and once on PostgreSQL. */
const DATABASE_TESTS = [
  'tests/api/**/*.test.ts',
  'tests/unit/lib/server/db/{database,dialect}.test.ts',
  'tests/unit/lib/server/{cart,orders,catalog,restaurant-listing,customer-version,write-limits}.test.ts',
];

export default defineConfig({
  test: {
    // API tests share one server and one database per project (tests/fixtures/server-setup.ts); they run one file at
    // a time to stay independent.
    fileParallelism: false,
    testTimeout: 15_000,
    projects: [
      {
        test: {
          name: 'sqlite',
          include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
          globalSetup: ['tests/fixtures/server-setup.ts'],
        },
      },
      {
        test: {
          name: POSTGRESQL_PROJECT,
          include: DATABASE_TESTS,
          globalSetup: ['tests/fixtures/server-setup.ts'],
        },
      },
    ],
  },
});
