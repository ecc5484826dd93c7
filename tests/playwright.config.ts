import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './fixtures/chromium.ts';
import { TEST_PORTS } from './fixtures/ports.ts';
import { PHONE_ONLY } from './fixtures/projects.ts';

const PORT = TEST_PORTS.e2e;

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium' } },
    {
      name: 'desktop',
      grepInvert: new RegExp(PHONE_ONLY),
      use: { viewport: { width: 1280, height: 800 }, browserName: 'chromium' },
    },
  ],
  webServer: {
    command: 'node fixtures/serve-for-e2e.ts',
    url: `http://127.0.0.1:${PORT}/restaurants-api/restaurants`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(PORT) },
  },
});
