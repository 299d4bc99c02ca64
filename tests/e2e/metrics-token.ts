/** The bearer token the e2e server is started with (playwright.config.ts): a test value, never a real one. */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-not-a-secret'
