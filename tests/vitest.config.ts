import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
    globalSetup: ['tests/fixtures/server-setup.ts'],
    // API tests share one server and one database; they run one file at a time to stay independent.
    fileParallelism: false,
    testTimeout: 15_000,
  },
});
