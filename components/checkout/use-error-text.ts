'use client'
import { useTranslations } from 'next-intl'
import type { FieldError } from 'react-hook-form'
import { CITY_MAX_LENGTH, COMPANY_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, STREET_MAX_LENGTH, STREET_MIN_LENGTH } from '@/validation/account'

/** Server errors keep their (already translated) text; forms set them with this type. */
export const SERVER_ERROR = 'server'

const MAX: Record<string, number> = {
  firstName: NAME_MAX_LENGTH, lastName: NAME_MAX_LENGTH, companyName: COMPANY_MAX_LENGTH, email: EMAIL_MAX_LENGTH,
  invoiceEmail: EMAIL_MAX_LENGTH, street: STREET_MAX_LENGTH, city: CITY_MAX_LENGTH, suffix: 10, password: PASSWORD_MAX_LENGTH,
}

/** Turns a field error into its text: validation keys are translated (with their bounds), server texts kept. */
export function useErrorText() {
  const t = useTranslations()
  return (name: string, error: FieldError | undefined): string | null => {
    if (!error?.message) return null
    if (error.type === SERVER_ERROR) return error.message
    // Validation keys are bare ('emailRequired'); checkout's own carry their namespace ('checkout.…').
    const key = error.message.includes('.') ? error.message : `validation.${error.message}`
    if (!t.has(key as never)) return error.message
    const min = name === 'street' ? STREET_MIN_LENGTH : PASSWORD_MIN_LENGTH
    const max = MAX[name.split('.').pop() ?? name] ?? 50
    return t(key as never, { min, max } as never)
  }
}
