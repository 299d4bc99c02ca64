import { ERROR_CODES } from '@/graphql/error-codes'
import type { RateLimitOutcome } from '@/server/services/rate-limit'
import { fail, type Result } from './result'

/** docs/rules/errors.md 3015: too many attempts, with the whole minutes to wait before the next one. */
export const rateLimited = (retryAfterSeconds: number): Result<never> =>
  fail(ERROR_CODES.RATE_LIMITED, undefined, { minutes: Math.ceil(retryAfterSeconds / 60) })

/** The 3015 answer of a refused attempt, or null when the attempt was allowed. */
export const refusedBy = (outcome: RateLimitOutcome): Result<never> | null =>
  (outcome.allowed ? null : rateLimited(outcome.retryAfterSeconds))
