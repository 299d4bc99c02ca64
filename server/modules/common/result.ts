import type { ErrorCode } from '@/graphql/error-codes'

/** A domain failure: the error code plus the request parameter it concerns (docs/rules/errors.md). */
export interface DomainError {
  code: ErrorCode
  parameter?: string
  /** Values for the translated message, e.g. { max: 100 }. */
  values?: Record<string, string | number>
}

export type Result<T> = { ok: true; value: T } | { ok: false; errors: DomainError[] }

export const ok = <T>(value: T): Result<T> => ({ ok: true, value })
export const fail = (code: ErrorCode, parameter?: string, values?: DomainError['values']): Result<never> => ({
  ok: false,
  errors: [{ code, parameter, values }],
})
