import type { RateLimitRule } from '@/server/services/rate-limit'

/**
 * The account rate limits (login, identify and forgot password per account and per IP).
 * Per address they stop spraying many accounts, and leave room for an office or a family behind one
 * address. Guessing one account's password is bounded by PASSWORD_GUESSES (server/services/guess-guard.ts),
 * which counts only wrong passwords.
 */
export const ACCOUNT_LIMITS = {
  loginPerIp: { name: 'login:ip', limit: 50, windowSeconds: 15 * 60, byAddress: true },
  identifyPerAccount: { name: 'identify:account', limit: 10, windowSeconds: 10 * 60 },
  identifyPerIp: { name: 'identify:ip', limit: 30, windowSeconds: 10 * 60, byAddress: true },
  forgotPerAccount: { name: 'forgot:account', limit: 3, windowSeconds: 60 * 60 },
  forgotPerIp: { name: 'forgot:ip', limit: 10, windowSeconds: 60 * 60, byAddress: true },
  registerPerIp: { name: 'register:ip', limit: 10, windowSeconds: 60 * 60, byAddress: true },
  changePasswordPerAccount: { name: 'change-password:account', limit: 10, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>

/** A reset link is valid for one hour. */
export const RESET_LINK_MINUTES = 60
