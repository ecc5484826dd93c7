import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './fixtures/chromium.ts';
import { TEST_PORTS } from './fixtures/ports.ts';
import type { EngineOptions } from './fixtures/engines.ts';
import { ENGINES, PHONE_ONLY, engineTag } from './fixtures/projects.ts';

const PORT = TEST_PORTS.e2e;
const EDGE_PORT = TEST_PORTS.e2eEdge;

/**
 * What the edge project runs again against the edge in front of the origin, the tests tagged `@edge`: the catalog,
 * search, a guest cart, sign-in, checkout and the orders; and the edge's own tests.
 */
const AT_THE_EDGE = /(?:browse|choosing|guest-cart|buy|track|edge)\.spec\.ts$/;
/**
 * What the desktop project runs again on a wide screen: what depends on the screen's size (the layout, the chrome,
 * accessibility, the catalog's grids). The customer's flows are the same code on every screen and run once, on the
 * phone, where most customers are: running them twice doubled the browser tests' time for no new finding.
 */
const ON_A_WIDE_SCREEN = /(?:accessibility|browse|chrome)\.spec\.ts$/;
/** What only means something at the edge: the edge's own tests. */
const ONLY_AT_THE_EDGE = /edge\.spec\.ts$/;
/**
 * What Firefox ESR and WebKitGTK run, each in a project of its own (tests/fixtures/engines.ts): the customer's journey
 * and the inputs that differ most between engines. Chromium runs all of it and more in the projects above.
 */
const IN_OTHER_ENGINES = /engines\.spec\.ts$/;

export default defineConfig<object, EngineOptions>({
  testDir: './e2e',
  outputDir: '../test-results',
  fullyParallel: false,
  // Two files at a time, one a core: every test signs in with an email of its own, and the files that stop or deploy
  // a server have ports of their own. The whole suite took 6.3-6.6 minutes so against 8.6-9.0 with one.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'phone',
      testIgnore: [ONLY_AT_THE_EDGE, IN_OTHER_ENGINES],
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
    },
    {
      name: 'edge',
      testMatch: AT_THE_EDGE,
      grep: /@edge/,
      use: { ...devices['Pixel 7'], browserName: 'chromium', baseURL: `http://127.0.0.1:${EDGE_PORT}` },
    },
    {
      name: 'desktop',
      testMatch: ON_A_WIDE_SCREEN,
      grepInvert: new RegExp(PHONE_ONLY),
      use: { viewport: { width: 1280, height: 800 }, browserName: 'chromium' },
    },
    // Each engine starts its own browser (and WebKitGTK its virtual display) and stops it with its worker.
    ...ENGINES.map(({ name }) => ({
      name,
      testMatch: IN_OTHER_ENGINES,
      grep: new RegExp(`${engineTag(name)}\\b`),
      use: { engine: name },
    })),
  ],
  webServer: [
    {
      command: 'node fixtures/serve-for-e2e.ts',
      url: `http://127.0.0.1:${PORT}/restaurants-api/restaurants`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_PORT: String(PORT) },
    },
    {
      command: 'node fixtures/serve-edge-for-e2e.ts',
      url: `http://127.0.0.1:${EDGE_PORT}/cart`,
      reuseExistingServer: false,
      timeout: 90_000,
      env: { E2E_EDGE_PORT: String(EDGE_PORT), E2E_ORIGIN: `http://127.0.0.1:${PORT}` },
    },
  ],
});
