'use client'
import { useTranslations } from 'next-intl'
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form'
import type { ApiError } from '@/graphql/error-codes'
import {
  CITY_MAX_LENGTH, COMPANY_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH,
  STREET_MAX_LENGTH, STREET_MIN_LENGTH,
} from '@/validation/account'

/** The maxima of validation/account.ts per field (the last part of its path), for the `{max}` of `tooLong`. */
const FIELD_MAX: Record<string, number> = {
  firstName: NAME_MAX_LENGTH, lastName: NAME_MAX_LENGTH, companyName: COMPANY_MAX_LENGTH, email: EMAIL_MAX_LENGTH,
  invoiceEmail: EMAIL_MAX_LENGTH, street: STREET_MAX_LENGTH, city: CITY_MAX_LENGTH, suffix: 10,
}
const DEFAULT_MAX = 50

/** Server errors keep their (already translated) text; they are set with this type. */
export const SERVER_ERROR = 'server'

/**
 * The form field a server error belongs to: its referencedRequestParameter without the `input.` of an
 * input object (`input.firstName` → `firstName`), when the form has that field; else null (form level).
 */
export function errorField(parameter: string | null | undefined, fields: readonly string[]): string | null {
  if (!parameter) return null
  const name = parameter.replace(/^input\./, '')
  return fields.includes(name) ? name : null
}

/**
 * Shows the payload's errors at their fields (the first one gets focus) and returns the text of the
 * first error that belongs to no field, for the form's alert.
 */
export function applyApiErrors<T extends FieldValues>(errors: readonly ApiError[], fields: readonly Path<T>[], setError: UseFormSetError<T>): string | null {
  let formMessage: string | null = null
  let focused = false
  for (const error of errors) {
    const field = errorField(error.referencedRequestParameter, fields) as Path<T> | null
    if (field) {
      setError(field, { type: SERVER_ERROR, message: error.message }, { shouldFocus: !focused })
      focused = true
    } else {
      formMessage ??= error.message
    }
  }
  return formMessage
}

/**
 * Turns a field error into its text, the one way every form does it: server errors (set with
 * SERVER_ERROR) keep their already translated text; validation keys are translated with the bounds
 * of their field (`{min}`, `{max}`) and any `values` the form adds (a price range); keys with a
 * namespace (`checkout.…`, `activation.errors.…`) are looked up as they are, bare ones in
 * `validation`; a key without a message shows as it is.
 */
export function useFieldErrorText() {
  const t = useTranslations()
  return (name: string, error: FieldError | undefined, values?: Record<string, string | number>): string | null => {
    if (!error?.message) return null
    if (error.type === SERVER_ERROR) return error.message
    const key = error.message.includes('.') ? error.message : `validation.${error.message}`
    if (!t.has(key as never)) return error.message
    const field = name.split('.').pop() ?? name
    const password = /password/i.test(field)
    const min = field === 'street' ? STREET_MIN_LENGTH : PASSWORD_MIN_LENGTH
    const max = password ? PASSWORD_MAX_LENGTH : (FIELD_MAX[field] ?? DEFAULT_MAX)
    return t(key as never, { min, max, ...values } as never)
  }
}
