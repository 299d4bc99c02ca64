'use client'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { digitsOf } from '@/validation/gift-card'
import { caretAfterFormatting, formatCardNumber } from './card-number'

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
