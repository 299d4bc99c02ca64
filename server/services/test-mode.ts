import 'server-only'
import { normalizeHost } from '@/config/storefronts/resolve'
import { loggerFor } from './log/logger'

/**
 * Test switches of a production build: the built-in test payment page (ALLOW_TEST_PAYMENTS) and the
 * development captcha token (ALLOW_DEVELOPMENT_CAPTCHA). Either one in a real shop gives away cards or
 * opens the captcha, so the server warns at start, /api/health says so, and with a public storefront
 * host configured it refuses to start unless ALLOW_TEST_MODE_ON_PUBLIC_HOSTS=1 says the operator means it.
 */
type Env = Record<string, string | undefined>

export interface TestMode {
  testPayments: boolean
  developmentCaptcha: boolean
}

export const TEST_MODE_OVERRIDE = 'ALLOW_TEST_MODE_ON_PUBLIC_HOSTS'

export function testModeOf(env: Env = process.env): TestMode | null {
  if (env.NODE_ENV !== 'production') return null
  const mode = { testPayments: env.ALLOW_TEST_PAYMENTS === '1', developmentCaptcha: env.ALLOW_DEVELOPMENT_CAPTCHA === '1' }
  return mode.testPayments || mode.developmentCaptcha ? mode : null
}

/** localhost, *.localhost and loopback addresses reach nobody but this machine. */
function isLocalHost(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '::1'
}

/** The hosts STOREFRONT_HOSTS adds that the internet can reach. */
export function publicStorefrontHosts(env: Env = process.env): string[] {
  const hosts = (env.STOREFRONT_HOSTS ?? '').split(',').flatMap((entry) => (entry.split('=', 2)[1] ?? '').split('|'))
  return [...new Set(hosts.map(normalizeHost).filter((host) => host !== '' && !isLocalHost(host)))]
}

function switchesOf(mode: TestMode): string {
  return [mode.testPayments && 'ALLOW_TEST_PAYMENTS=1', mode.developmentCaptcha && 'ALLOW_DEVELOPMENT_CAPTCHA=1'].filter(Boolean).join(' and ')
}

/** What the server says at start: nothing, a warning, or why it refuses to start. */
export function testModeAtStart(env: Env = process.env): { kind: 'off' } | { kind: 'warn' | 'refuse'; message: string } {
  const mode = testModeOf(env)
  if (!mode) return { kind: 'off' }
  const hosts = publicStorefrontHosts(env)
  if (hosts.length > 0 && env[TEST_MODE_OVERRIDE] !== '1') {
    return {
      kind: 'refuse',
      message: `${switchesOf(mode)} on a shop with public hosts (${hosts.join(', ')}): refusing to start. ` +
        `Unset them, or set ${TEST_MODE_OVERRIDE}=1 if this really is a test shop.`,
    }
  }
  return { kind: 'warn', message: `TEST MODE: ${switchesOf(mode)}. Never run a real shop like this.` }
}

/** Warns, or ends the process before it serves anything. */
export function enforceTestModeAtStart(env: Env = process.env): void {
  const testMode = testModeAtStart(env)
  if (testMode.kind === 'refuse') {
    loggerFor('start').fatal(testMode.message)
    process.exit(1)
  }
  if (testMode.kind === 'warn') loggerFor('start').warn(testMode.message)
}
