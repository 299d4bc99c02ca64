import type { RateLimitRule } from '@/server/services/rate-limit'

/**
 * docs/rules/checkout.md resending a gift card e-mail, limits: counted from the resend log over a sliding
 * 24 hours, so they hold across app instances; corrections are limited to one per card instead.
 */
export const CARD_MAIL_LIMITS = {
  resendsPerCard: 3,
  resendsPerOrder: 10,
  windowMs: 24 * 60 * 60 * 1000,
  /** Every resend or correction attempt of one client address, allowed or not (the shop's rate limiter). */
  perClient: { name: 'card-mail:ip', limit: 30, windowSeconds: 60 * 60, byAddress: true } satisfies RateLimitRule,
} as const
