import type { AnyObject, ObjectSchema } from 'yup'
import { ValidationError } from 'yup'
import { ERROR_CODES, type ErrorCode } from '@/graphql/error-codes'
import { fail, ok, type DomainError, type Result } from '../common/result'

/** The docs/rules/errors.md code of each shared validation message (validation/account.ts). */
const CODE_OF_MESSAGE: Record<string, ErrorCode> = {
  emailInvalid: ERROR_CODES.INVALID_EMAIL,
  passwordCharacters: ERROR_CODES.PASSWORD_INVALID_CHARACTERS,
  passwordTooShort: ERROR_CODES.PASSWORD_TOO_SHORT,
  passwordTooLong: ERROR_CODES.PASSWORD_TOO_LONG,
  passwordMismatch: ERROR_CODES.PASSWORD_MISMATCH,
  termsRequired: ERROR_CODES.TERMS_NOT_ACCEPTED,
  tooLong: ERROR_CODES.FIELD_TOO_LONG,
  invalidCharacters: ERROR_CODES.FIELD_INVALID_CHARACTERS,
}

function codeOf(message: string): ErrorCode {
  const known = CODE_OF_MESSAGE[message]
  if (known) return known
  return message === 'required' || message.endsWith('Required') ? ERROR_CODES.FIELD_REQUIRED : ERROR_CODES.FIELD_INVALID
}

function toDomainError(error: ValidationError, prefix: string): DomainError {
  const message = String(error.message)
  const params = (error.params ?? {}) as Record<string, unknown>
  const values: Record<string, number> = {}
  for (const name of ['min', 'max'] as const) if (typeof params[name] === 'number') values[name] = params[name]
  return { code: codeOf(message), parameter: `${prefix}${error.path ?? ''}`, values }
}

/** GraphQL sends absent optional fields as null; the shared schemas read absent as empty. */
function withoutNulls(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null))
}

/**
 * Validates with a shared schema (the same the form uses) and answers every broken field, each with
 * its code and the parameter name the client shows it at (`input.firstName`, `password`…).
 */
export function validateWith<T extends AnyObject>(schema: ObjectSchema<T>, value: unknown, prefix = '', context?: object): Result<T> {
  try {
    return ok(schema.validateSync(withoutNulls(value), { abortEarly: false, stripUnknown: true, context }) as T)
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const inner = error.inner.length > 0 ? error.inner : [error]
    const errors = inner.map((item) => toDomainError(item, prefix))
    return errors.length > 0 ? { ok: false, errors } : fail(ERROR_CODES.INVALID_INPUT)
  }
}
