import 'server-only'
import { CAPTCHA_ACTION, DEVELOPMENT_CAPTCHA_TOKEN } from '@/config/captcha'
import { errorField, loggerFor } from './log/logger'

const log = loggerFor('captcha')

/**
 * Captcha verification (docs/rules/accounts.md and docs/rules/validation.md: reCAPTCHA v3, action 'common'), behind one interface:
 *  - with RECAPTCHA_SECRET_KEY: Google's siteverify (or RECAPTCHA_VERIFY_URL, e.g. a local stand-in in
 *    tests), accepting a successful answer for our action with a score of at least RECAPTCHA_MIN_SCORE;
 *  - without it: the development verifier, which accepts DEVELOPMENT_CAPTCHA_TOKEN, but only outside
 *    production or when ALLOW_DEVELOPMENT_CAPTCHA=1 says so explicitly (the local shop and the e2e
 *    suite). A production build without a secret and without that flag refuses every token.
 */
export interface CaptchaVerifier {
  verify(token: string, remoteIp: string | null): Promise<boolean>
  /**
   * The service's score of a token that passes (0 to 1, higher is more likely a person), or null when
   * it does not. Guessing a secret under attack asks for a higher score (server/services/guess-guard.ts).
   */
  score(token: string, remoteIp: string | null): Promise<number | null>
}

type Env = Record<string, string | undefined>

const DEFAULT_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'
const DEFAULT_MIN_SCORE = 0.5
const VERIFY_TIMEOUT_MS = 5000

interface SiteverifyAnswer {
  success?: boolean
  score?: number
  action?: string
}

export function recaptchaVerifier(secret: string, env: Env = process.env, fetchImpl: typeof fetch = fetch): CaptchaVerifier {
  const url = env.RECAPTCHA_VERIFY_URL?.trim() || DEFAULT_VERIFY_URL
  const minScore = Number(env.RECAPTCHA_MIN_SCORE ?? DEFAULT_MIN_SCORE)
  const score = async (token: string, remoteIp: string | null): Promise<number | null> => {
    if (!token) return null
    const body = new URLSearchParams({ secret, response: token })
    if (remoteIp) body.set('remoteip', remoteIp)
    try {
      const response = await fetchImpl(url, { method: 'POST', body, signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) })
      if (!response.ok) return null
      const answer = (await response.json()) as SiteverifyAnswer
      const value = answer.score ?? 0
      return answer.success === true && answer.action === CAPTCHA_ACTION && value >= minScore ? value : null
    } catch (error) {
      // Fail closed: an unreachable captcha service must not open the door to guessing.
      log.error({ error: errorField(error) }, 'captcha verification failed')
      return null
    }
  }
  return { score, verify: async (token, remoteIp) => (await score(token, remoteIp)) !== null }
}

/**
 * The development token passes, with the score of a doubtful visitor: it never vouches for a person,
 * so a card or an account under attack stays closed to it (only a real captcha opens it).
 */
export const DEVELOPMENT_CAPTCHA_SCORE = 0.5

export const developmentVerifier: CaptchaVerifier = {
  verify: async (token) => token === DEVELOPMENT_CAPTCHA_TOKEN,
  score: async (token) => (token === DEVELOPMENT_CAPTCHA_TOKEN ? DEVELOPMENT_CAPTCHA_SCORE : null),
}

const refuseAll: CaptchaVerifier = { verify: async () => false, score: async () => null }

export function captchaVerifierFromEnv(env: Env = process.env): CaptchaVerifier {
  const secret = env.RECAPTCHA_SECRET_KEY?.trim()
  if (secret) return recaptchaVerifier(secret, env)
  if (env.NODE_ENV !== 'production' || env.ALLOW_DEVELOPMENT_CAPTCHA === '1') return developmentVerifier
  log.error('RECAPTCHA_SECRET_KEY is not set: every captcha is refused')
  return refuseAll
}
