import { defineConfig, devices } from '@playwright/test'
import { E2E_METRICS_TOKEN } from './tests/e2e/metrics-token'

const port = Number(process.env.E2E_PORT ?? 3100)
// Its own embedded database and mail outbox, so two runs of one checkout can go side by side.
const dataDir = process.env.E2E_DATA_DIR ?? '.e2e-data'
// The tests read the e-mails the server writes here (set before the workers start, which inherit it).
process.env.MAIL_OUTBOX_DIR = `${dataDir}/outbox`

/**
 * End-to-end tests against the production build (run `npm run build` first; the README's test command
 * does). Debian's Chromium is used: Playwright's own browser download is not available here.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://cbbe.localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // A fresh embedded database for every run, seeded at start.
    command: `rm -rf ${dataDir} && node scripts/server/start.mjs -p ${port}`,
    url: `http://127.0.0.1:${port}/api/health/`,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      STOREFRONT_URL_TEMPLATE: `http://{code}.localhost:${port}`,
      GEOIP_COUNTRY_HEADER: 'x-client-country',
      // The browser stands in for the edge proxy that sets the country header (store-switch tests).
      TRUSTED_PROXIES: 'loopback',
      // Account tests: the production server accepts the development captcha token (no reCAPTCHA keys
      // here) and writes mails as .eml files that the tests read reset links from.
      ALLOW_DEVELOPMENT_CAPTCHA: '1',
      MAIL_OUTBOX_DIR: process.env.MAIL_OUTBOX_DIR,
      // Checkout tests pay on the built-in test payment page (no Adyen keys here).
      ALLOW_TEST_PAYMENTS: '1',
      // Activation tests: a retail batch of choice cards (numbers and PINs in <DATA_DIR>/retail-cards.csv),
      // activated as soon as their payment is confirmed.
      SEED_RETAIL_CARDS: '20',
      ACTIVATION_DELAY_MINUTES: '0',
      // Every test's browser comes from 127.0.0.1: no per-address limit on new baskets (integration-tested).
      BASKETS_PER_ADDRESS_PER_HOUR: '0',
      // The operations tests read /api/metrics/ with it.
      METRICS_TOKEN: E2E_METRICS_TOKEN,
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
})
