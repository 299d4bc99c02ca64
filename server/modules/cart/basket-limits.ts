import type { RateLimitRule } from '@/server/services/rate-limit'

/**
 * Bots do not make baskets: reading never creates one, the first addToCart does, and new anonymous
 * baskets are limited per client address (adding to an existing basket, or an account's basket, is
 * not). 20 an hour leaves room for a household or an office behind one address.
 */
export const DEFAULT_BASKETS_PER_ADDRESS_PER_HOUR = 20

/**
 * BASKETS_PER_ADDRESS_PER_HOUR: a whole number; `0` turns the limit off (load tests from one
 * address). Anything unreadable keeps the default, so a typo never lifts the limit.
 */
export function basketCreationRule(env: Record<string, string | undefined> = process.env): RateLimitRule | null {
  const raw = env.BASKETS_PER_ADDRESS_PER_HOUR?.trim()
  const limit = raw && /^\d+$/.test(raw) ? Number(raw) : DEFAULT_BASKETS_PER_ADDRESS_PER_HOUR
  return limit === 0 ? null : { name: 'basket:ip', limit, windowSeconds: 60 * 60, byAddress: true }
}
