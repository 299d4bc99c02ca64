import { ValidationError, type AnyObject, type ObjectSchema } from 'yup'
import { ERROR_CODES, type ErrorCode } from '@/graphql/error-codes'
import { fail, ok, type DomainError, type Result } from './result'

/**
 * The docs/rules/errors.md code of each message the shared schemas of validation/ give. A message
 * not listed is a missing field when it is `required` or ends in `Required`, else an invalid one.
 */
const CODE_OF_MESSAGE: Record<string, ErrorCode> = {
  emailInvalid: ERROR_CODES.INVALID_EMAIL,
  passwordCharacters: ERROR_CODES.PASSWORD_INVALID_CHARACTERS,
  passwordTooShort: ERROR_CODES.PASSWORD_TOO_SHORT,
  passwordTooLong: ERROR_CODES.PASSWORD_TOO_LONG,
  passwordMismatch: ERROR_CODES.PASSWORD_MISMATCH,
  termsRequired: ERROR_CODES.TERMS_NOT_ACCEPTED,
  tooLong: ERROR_CODES.FIELD_TOO_LONG,
  invalidCharacters: ERROR_CODES.FIELD_INVALID_CHARACTERS,
  notOnlyWhitespace: ERROR_CODES.TEXT_ONLY_WHITESPACE,
  noEmoji: ERROR_CODES.TEXT_EMOJI,
  noteEmoji: ERROR_CODES.TEXT_EMOJI,
  noteLength: ERROR_CODES.NOTE_LENGTH,
  integerTooLarge: ERROR_CODES.INTEGER_TOO_LARGE,
  asciiOnly: ERROR_CODES.TEXT_NOT_ASCII,
  length1to20: ERROR_CODES.TEXT_LENGTH_1_TO_20,
  businessCardsRequired: ERROR_CODES.BUSINESS_CARDS_REQUIRED,
  businessProductUnknown: ERROR_CODES.BUSINESS_PRODUCT_UNKNOWN,
  businessAmountRange: ERROR_CODES.BUSINESS_AMOUNT_RANGE,
  businessAmountDecimals: ERROR_CODES.BUSINESS_AMOUNT_DECIMALS,
  businessQuantityInvalid: ERROR_CODES.BUSINESS_QUANTITY_INVALID,
  businessTooManyCards: ERROR_CODES.BUSINESS_TOO_MANY_LINES,
  businessCardLimit: ERROR_CODES.GIFTCARD_LIMIT,
  businessDeliveryUnavailable: ERROR_CODES.BUSINESS_DELIVERY_UNAVAILABLE,
}

function codeOf(message: string): ErrorCode {
  const known = CODE_OF_MESSAGE[message]
  if (known) return known
  return message === 'required' || message.endsWith('Required') ? ERROR_CODES.FIELD_REQUIRED : ERROR_CODES.FIELD_INVALID
}

/** The bounds and currency the message names travel with it, so the client's text can show them. */
function toDomainError(error: ValidationError, prefix: string): DomainError {
  const params = (error.params ?? {}) as Record<string, unknown>
  const values: Record<string, string | number> = {}
  for (const name of ['min', 'max', 'currency'] as const) {
    const value = params[name]
    if (typeof value === 'number' || typeof value === 'string') values[name] = value
  }
  return { code: codeOf(String(error.message)), parameter: `${prefix}${error.path ?? ''}`, values }
}

/**
 * GraphQL sends absent optional fields as null, at any depth (`input.cards[0].message`); the shared
 * schemas read absent as empty.
 */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null).map(([name, field]) => [name, withoutNulls(field)]))
}

/**
 * Validates with a shared schema (the same the form uses) and answers every broken field, each with
 * its code and the parameter name the client shows it at (`input.firstName`, `input.cards[0].amount`…).
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
