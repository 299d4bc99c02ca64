import { toNestErrors } from '@hookform/resolvers'
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import { ValidationError } from 'yup'

/** A money bound as the price rules carry it; shown formatted in the shopper's locale. */
export interface MoneyValue {
  currency: string
  value: number
}
export type MessageValue = string | number | MoneyValue
export type MessageValues = Readonly<Record<string, MessageValue>>

/** A field error that keeps the values its message is filled with: the bounds the rule carries. */
export interface ValidationFieldError extends FieldError {
  values?: MessageValues
}

/** The params of a rule that its messages use (`{min}`, `{max}`, `{currency}`); yup adds others (path, value) that they do not. */
const MESSAGE_PARAMS = ['min', 'max', 'currency'] as const

const isMoney = (value: unknown): value is MoneyValue =>
  typeof value === 'object' && value !== null && typeof (value as MoneyValue).currency === 'string' && typeof (value as MoneyValue).value === 'number'

export function messageValuesOf(params: Readonly<Record<string, unknown>> | undefined): MessageValues {
  const values: Record<string, MessageValue> = {}
  for (const name of MESSAGE_PARAMS) {
    const value = params?.[name]
    if (typeof value === 'number' || typeof value === 'string' || isMoney(value)) values[name] = value
  }
  return values
}

export interface ValidatingSchema<T> {
  validate(value: unknown, options: { abortEarly: false; context?: object }): Promise<T>
}

/**
 * react-hook-form's resolver for a yup schema of validation/. Unlike the stock yupResolver it keeps
 * each error's bounds (yup's `params`), so the rule that sets a limit also fills the message that
 * names it, and no form repeats the limits of its fields. One error per field: the first broken rule.
 */
export function fieldResolver<T extends FieldValues>(schema: ValidatingSchema<T>): Resolver<T> {
  return async (values, context, options) => {
    try {
      return { values: await schema.validate(values, { abortEarly: false, context: context as object | undefined }), errors: {} }
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      const byPath: Record<string, ValidationFieldError> = {}
      for (const inner of error.inner.length > 0 ? error.inner : [error]) {
        byPath[inner.path ?? ''] ??= { type: inner.type ?? 'validation', message: String(inner.message), values: messageValuesOf(inner.params) }
      }
      return { values: {}, errors: toNestErrors(byPath as FieldErrors, options) }
    }
  }
}
