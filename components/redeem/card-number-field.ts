'use client'
import { useTranslations } from 'next-intl'
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { SERVER_ERROR } from '@/components/account/form-support'
import { caretAfterFormatting, digitsOf, formatCardNumber } from './card-number'

/**
 * A registered card-number field that shows the number in groups of four as it is typed (as printed
 * on the card), keeping the caret after the same digit. Shared by the balance check, the extra-card
 * modal, activation and the doubler, which all take a 19-digit card number.
 */
export function cardNumberField<Name extends string>(registration: UseFormRegisterReturn<Name>): UseFormRegisterReturn<Name> {
  return {
    ...registration,
    onChange: (event) => {
      if (event.target instanceof HTMLInputElement) formatInPlace(event.target)
      return registration.onChange(event)
    },
  }
}

function formatInPlace(input: HTMLInputElement) {
  const caret = input.selectionStart ?? input.value.length
  const digitsBeforeCaret = digitsOf(input.value.slice(0, caret)).length
  const formatted = formatCardNumber(input.value)
  if (formatted === input.value) return
  input.value = formatted
  if (input.ownerDocument.activeElement === input) {
    const position = caretAfterFormatting(formatted, digitsBeforeCaret)
    input.setSelectionRange(position, position)
  }
}

/** A field error's text: the server's text as it came, a validation key translated, else the key. */
export function useCardFormErrorText() {
  const tValidation = useTranslations('validation')
  return (error: FieldError | undefined): string | null => {
    if (!error?.message) return null
    if (error.type === SERVER_ERROR || !tValidation.has(error.message as never)) return error.message
    return tValidation(error.message as never)
  }
}
