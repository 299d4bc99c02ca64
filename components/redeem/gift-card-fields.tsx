'use client'
import { forwardRef, useState, type ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { PIN_DIGITS } from '@/validation/gift-card'
import { cardNumberField } from './card-number-field'

/**
 * The gift-card number and PIN fields, the same in every form that takes a card (the balance check,
 * the extra-card modal, the doubler): a numeric field grouped in fours as printed on the card, and
 * a 6-digit PIN hidden by default, with an optional show/hide toggle.
 */

interface CardNumberProps {
  label: ReactNode
  hint: ReactNode
  registration: UseFormRegisterReturn<'cardNumber'>
  error: string | null
  /** The modal's first field takes the focus when it opens. */
  autoFocusInModal?: boolean
}

export const GiftCardNumberInput = forwardRef<HTMLInputElement, CardNumberProps>(function GiftCardNumberInput(
  { label, hint, registration, error, autoFocusInModal = false },
  ref,
) {
  const field = cardNumberField(registration)
  return (
    <Input
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      placeholder="6000 0000 0000 0000 000"
      {...(autoFocusInModal ? { 'data-autofocus': true } : {})}
      {...field}
      ref={(element) => {
        field.ref(element)
        if (typeof ref === 'function') ref(element)
        else if (ref) ref.current = element
      }}
      error={error}
    />
  )
})

interface PinProps {
  label: ReactNode
  hint: ReactNode
  registration: UseFormRegisterReturn<'pin'>
  error: string | null
  /** The show/hide button's texts; without them the PIN stays hidden. */
  toggle?: { show: string; hide: string }
}

export function GiftCardPinInput({ label, hint, registration, error, toggle }: PinProps) {
  const [shown, setShown] = useState(false)
  return (
    <PinRow>
      <Input
        label={label}
        hint={hint}
        type={shown ? 'text' : 'password'}
        inputMode="numeric"
        autoComplete="off"
        maxLength={PIN_DIGITS}
        {...registration}
        error={error}
      />
      {toggle && (
        <Button variant="link" size="small" aria-pressed={shown} onClick={() => setShown((value) => !value)}>
          {shown ? toggle.hide : toggle.show}
        </Button>
      )}
    </PinRow>
  )
}

const PinRow = styled.div`
  display: grid;
  gap: 4px;
  justify-items: start;
  & > div:first-child { width: 100%; }
`
