import 'server-only'
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup'
import { ERROR_CODES, type ErrorCode } from '@/graphql/error-codes'
import { fail, ok, type DomainError, type Result } from '../common/result'

/** The code of each message of the business form (validation/business.ts and the shared rules it uses). */
const CODE_OF_MESSAGE: Record<string, ErrorCode> = {
  tooLong: ERROR_CODES.FIELD_TOO_LONG,
  invalidCharacters: ERROR_CODES.FIELD_INVALID_CHARACTERS,
  emailInvalid: ERROR_CODES.INVALID_EMAIL,
  businessCardsRequired: ERROR_CODES.BUSINESS_CARDS_REQUIRED,
  businessProductUnknown: ERROR_CODES.BUSINESS_PRODUCT_UNKNOWN,
  businessAmountRange: ERROR_CODES.BUSINESS_AMOUNT_RANGE,
  businessAmountDecimals: ERROR_CODES.BUSINESS_AMOUNT_DECIMALS,
  businessQuantityInvalid: ERROR_CODES.BUSINESS_QUANTITY_INVALID,
  businessTooManyCards: ERROR_CODES.BUSINESS_TOO_MANY_LINES,
  businessCardLimit: ERROR_CODES.GIFTCARD_LIMIT,
  businessDeliveryUnavailable: ERROR_CODES.BUSINESS_DELIVERY_UNAVAILABLE,
  notOnlyWhitespace: ERROR_CODES.TEXT_ONLY_WHITESPACE,
  noEmoji: ERROR_CODES.TEXT_EMOJI,
  noteEmoji: ERROR_CODES.TEXT_EMOJI,
  integerTooLarge: ERROR_CODES.INTEGER_TOO_LARGE,
  asciiOnly: ERROR_CODES.TEXT_NOT_ASCII,
  length1to20: ERROR_CODES.TEXT_LENGTH_1_TO_20,
  noteLength: ERROR_CODES.NOTE_LENGTH,
}

function codeOf(message: string): ErrorCode {
  const known = CODE_OF_MESSAGE[message]
  if (known) return known
  return message === 'required' || message.endsWith('Required') ? ERROR_CODES.FIELD_REQUIRED : ERROR_CODES.FIELD_INVALID
}

function toDomainError(error: ValidationError): DomainError {
  const params = (error.params ?? {}) as Record<string, unknown>
  const values: Record<string, string | number> = {}
  for (const name of ['min', 'max', 'currency'] as const) {
    const value = params[name]
    if (typeof value === 'number' || typeof value === 'string') values[name] = value
  }
  return { code: codeOf(String(error.message)), parameter: `input.${error.path ?? ''}`, values }
}

/**
 * Validates with the form's own schema and answers every broken field with its code and the
 * parameter the form shows it at (`input.companyName`, `input.cards[0].amount`…).
 */
export function validateBusinessInput<T extends AnyObject>(schema: ObjectSchema<T>, value: unknown): Result<T> {
  try {
    return ok(schema.validateSync(value, { abortEarly: false, stripUnknown: true }) as T)
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const inner = error.inner.length > 0 ? error.inner : [error]
    const errors = inner.map(toDomainError)
    return errors.length > 0 ? { ok: false, errors } : fail(ERROR_CODES.INVALID_INPUT)
  }
}
