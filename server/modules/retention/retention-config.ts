/**
 * How long rows that grow with traffic are kept (issue "Nothing grows without bound"). Pure: read from
 * the environment and unit-tested without a database; the retention job applies it.
 */

export const DEFAULT_BASKET_RETENTION_DAYS = 30
export const DEFAULT_MAIL_RETENTION_DAYS = 30
/** Records of the built-in test payment page (never real money); not configurable. */
export const TEST_PAYMENT_RETENTION_DAYS = 30
/** Ten years: a larger value is a typo, not a policy. */
export const MAX_RETENTION_DAYS = 3650

export const DAY_MS = 24 * 60 * 60 * 1000

export type RetentionSetting = { ok: true; days: number } | { ok: false; message: string }

/**
 * A retention in whole days from 1 to 3650; unset or empty is the default. Anything else is refused,
 * never guessed: a misread retention must not delete what the operator meant to keep, so the job
 * skips that purge and reports the error instead.
 */
export function retentionDays(env: Record<string, string | undefined>, name: string, fallback: number): RetentionSetting {
  const raw = env[name]?.trim()
  if (!raw) return { ok: true, days: fallback }
  const days = /^\d+$/.test(raw) ? Number(raw) : Number.NaN
  if (days >= 1 && days <= MAX_RETENTION_DAYS) return { ok: true, days }
  return { ok: false, message: `${name} must be a whole number of days from 1 to ${MAX_RETENTION_DAYS}, not "${raw}"` }
}

export interface RetentionSettings {
  baskets: RetentionSetting
  mail: RetentionSetting
}

export function retentionSettings(env: Record<string, string | undefined> = process.env): RetentionSettings {
  return {
    baskets: retentionDays(env, 'BASKET_RETENTION_DAYS', DEFAULT_BASKET_RETENTION_DAYS),
    mail: retentionDays(env, 'MAIL_RETENTION_DAYS', DEFAULT_MAIL_RETENTION_DAYS),
  }
}

/** The moment before which a row kept for `days` may go. */
export const cutoff = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS)
