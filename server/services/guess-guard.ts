import 'server-only'
import type { Db } from '@/server/db/types'
import { rateLimitAddress } from './rate-limit-address'
import { hitRateLimit, releaseRateLimit, type RateLimitRule } from './rate-limit'

/**
 * Online guessing of a secret: a gift card's 6-digit PIN (10^6 values) or an account's password.
 * Designed from OWASP ASVS V2.2 (anti-automation) in docs/reliability.md, "Guessing secrets":
 *  - only failed tries count against the card or account; a right answer takes its try back, so the
 *    owner checking a card ten times a day never locks anyone out;
 *  - past `perHour` failures in an hour the secret is under attack: a try is only weighed with a
 *    captcha score of at least the challenge score (a person, by reCAPTCHA's judgement); others are
 *    refused without looking at the secret, so they are no guesses;
 *  - past `perDay` failures in a day, only an address with fewer than `perAddressPerDay` failures at it
 *    today gets a try.
 * Every claim counts before the secret is weighed (atomic upserts), so concurrent guesses cannot
 * slip past a budget together.
 */
export interface GuessPolicy {
  name: string
  perHour: number
  perDay: number
  perAddressPerDay: number
}

export const CARD_PIN_GUESSES: GuessPolicy = { name: 'guess:pin', perHour: 5, perDay: 100, perAddressPerDay: 1 }
export const PASSWORD_GUESSES: GuessPolicy = { name: 'guess:password', perHour: 5, perDay: 100, perAddressPerDay: 1 }

/** reCAPTCHA v3 scores people near 0.9 and automation near 0.1; RECAPTCHA_MIN_SCORE (0.5) lets a try in at all. */
export const DEFAULT_CHALLENGE_SCORE = 0.7

export function challengeScore(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.RECAPTCHA_CHALLENGE_SCORE)
  return Number.isFinite(value) && value > 0 && value <= 1 ? value : DEFAULT_CHALLENGE_SCORE
}

export type GuessClaim =
  | { allowed: true; settle(right: boolean): Promise<void> }
  | { allowed: false; retryAfterSeconds: number }

const HOUR = 60 * 60
const DAY = 24 * HOUR
const rules = (policy: GuessPolicy) => ({
  hour: { name: `${policy.name}:hour`, limit: policy.perHour, windowSeconds: HOUR },
  day: { name: `${policy.name}:day`, limit: policy.perDay, windowSeconds: DAY },
  address: { name: `${policy.name}:address`, limit: policy.perAddressPerDay, windowSeconds: DAY },
}) satisfies Record<string, RateLimitRule>

export async function claimGuess(
  db: Db,
  policy: GuessPolicy,
  request: { secret: string; clientIp: string; captchaScore: number; challengeScore: number; now: Date },
): Promise<GuessClaim> {
  const { hour, day, address } = rules(policy)
  const { secret, now } = request
  // Per network for IPv6, like every per-address limit (rate-limit-address.ts).
  const addressKey = `${secret}:${rateLimitAddress(request.clientIp)}`
  const claimed: Array<readonly [RateLimitRule, string]> = [[hour, secret], [day, secret], [address, addressKey]]
  const giveBack = () => Promise.all(claimed.map(([rule, subject]) => releaseRateLimit(db, rule, subject, now)))
  const hourly = await hitRateLimit(db, hour, secret, now)
  const daily = await hitRateLimit(db, day, secret, now)
  // Counted from the first failure of the day, so an address that failed before the daily budget ran out has no try left after it.
  const fromAddress = await hitRateLimit(db, address, addressKey, now)
  const refusal = !hourly.allowed && request.captchaScore < request.challengeScore ? hourly : !daily.allowed && !fromAddress.allowed ? fromAddress : null
  if (refusal && !refusal.allowed) {
    await giveBack()
    return { allowed: false, retryAfterSeconds: refusal.retryAfterSeconds }
  }
  return {
    allowed: true,
    settle: async (right) => {
      if (right) await giveBack()
    },
  }
}
