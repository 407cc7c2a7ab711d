import { defineConfig, devices } from '@playwright/test'
import { simPaymentEnv } from './tests/payment-sim/sim-payment-env'

// E2E_PORT lets two checkouts (or a person's running shop) test side by side; 3100 by default.
const PORT = Number(process.env.E2E_PORT ?? 3100)
// The local PAYONE and PayPal (tests/payment-sim/) the shop pays through in the browser tests.
const SIM_PORT = PORT + 90

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    // A choice already made on the consent bar (issue 15), so it covers no spec's buttons; the specs
    // about consent and tracking start without it (tests/e2e/tracking.spec.ts).
    storageState: {
      cookies: [],
      origins: [{ origin: `http://localhost:${PORT}`, localStorage: [{ name: 'parts-shop-consent', value: 'denied' }] }],
    },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'npx tsx tests/payment-sim/payment-sim-cli.ts',
      url: `http://127.0.0.1:${SIM_PORT}/payone/_sim/transactions`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { PAYMENT_SIM_PORT: String(SIM_PORT), SHOP_URL: `http://localhost:${PORT}` },
    },
    {
      // The real server on a fresh database, serving the build `npm test` just made.
      command: 'npx tsx tests/e2e-server.ts',
      url: `http://localhost:${PORT}/api/content-data?languageID=de`,
      reuseExistingServer: false,
      timeout: 60_000,
      // Every spec logs in as the same few demo customers, faster than a person: the per-customer
      // limit (tested in server/plugins/rate-limits.test.ts) must not decide a UI spec.
      env: {
        PORT: String(PORT),
        DATA_DIR: '.tmp/e2e-data',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000',
        ...simPaymentEnv(`http://127.0.0.1:${SIM_PORT}`),
      },
    },
  ],
})
