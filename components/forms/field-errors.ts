'use client'
import { useLocale, useTranslations } from 'next-intl'
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form'
import type { ApiError } from '@/graphql/error-codes'
import { formatMoney } from '@/i18n/format'
import type { MessageValues, ValidationFieldError } from './field-resolver'

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

/** The values of a message as next-intl takes them: money bounds formatted in `locale`. */
function formattedValues(values: MessageValues | undefined, locale: string): Record<string, string | number> {
  return Object.fromEntries(Object.entries(values ?? {}).map(([name, value]) => [name, typeof value === 'object' ? formatMoney(value, locale) : value]))
}

export interface FieldErrorTextOptions {
  /** Namespaces of the form's own messages, looked up before `validation` (e.g. 'business.validation'). */
  namespaces?: readonly string[]
  /** The locale money bounds are formatted in; the page's language by default. */
  locale?: string
}

/**
 * Turns a field error into its text, the one way every form does it: server errors (set with
 * SERVER_ERROR) keep their already translated text; validation keys are translated with the values
 * their rule carried (`{min}`, `{max}`, `{currency}`, kept by fieldResolver) and any the form adds;
 * keys with a namespace (`checkout.…`) are looked up as they are, bare ones in the form's own
 * namespaces and then `validation`; a key without a message shows as it is.
 */
export function useFieldErrorText({ namespaces = [], locale }: FieldErrorTextOptions = {}) {
  const t = useTranslations()
  const language = useLocale()
  return (error: FieldError | undefined, values?: Record<string, string | number>): string | null => {
    if (!error?.message) return null
    if (error.type === SERVER_ERROR) return error.message
    const candidates = error.message.includes('.') ? [error.message] : [...namespaces, 'validation'].map((namespace) => `${namespace}.${error.message}`)
    const key = candidates.find((candidate) => t.has(candidate as never))
    if (!key) return error.message
    return t(key as never, { ...formattedValues((error as ValidationFieldError).values, locale ?? language), ...values } as never)
  }
}
