'use client'
import { forwardRef, type FocusEventHandler, type FormEventHandler, type Ref } from 'react'
import { useTranslations } from 'next-intl'
import type { UseFormRegisterReturn } from 'react-hook-form'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { FocusableAlertBox as Alert } from '@/components/ui/alert-box'
import { GiftCardNumberInput, GiftCardPinInput } from './gift-card-fields'

export interface BalanceCheckFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>
  /** The first focus in the form: where the form's code starts loading. */
  onFocus?: FocusEventHandler<HTMLFormElement>
  onPointerEnter?: () => void
  cardNumber: UseFormRegisterReturn<'cardNumber'>
  cardNumberError?: string | null
  cardNumberRef?: Ref<HTMLInputElement>
  pin: UseFormRegisterReturn<'pin'>
  pinError?: string | null
  alert?: string | null
  alertRef?: Ref<HTMLParagraphElement>
  busy?: boolean
}

/**
 * The balance check's form as the shopper sees it: card number, PIN (with show/hide) and the
 * button. The same markup before its code has loaded (balance-check-island.tsx, plain fields) and
 * after (balance-check.tsx, react-hook-form), so the swap between the two changes nothing visible.
 */
export const BalanceCheckForm = forwardRef<HTMLFormElement, BalanceCheckFormProps>(function BalanceCheckForm(
  { onSubmit, onFocus, onPointerEnter, cardNumber, cardNumberError = null, cardNumberRef, pin, pinError = null, alert = null, alertRef, busy = false },
  ref,
) {
  const t = useTranslations('redeem.balanceCheck')
  return (
    <Form ref={ref} onSubmit={onSubmit} onFocus={onFocus} onPointerEnter={onPointerEnter} noValidate aria-label={t('title')}>
      {alert && <Alert role="alert" ref={alertRef} tabIndex={-1}>{alert}</Alert>}
      <GiftCardNumberInput
        label={t('cardNumber')}
        hint={t('cardNumberHint')}
        registration={cardNumber}
        ref={cardNumberRef}
        error={cardNumberError}
      />
      <GiftCardPinInput
        label={t('pin')}
        hint={t('pinHint')}
        registration={pin}
        error={pinError}
        toggle={{ show: t('showPin'), hide: t('hidePin') }}
      />
      <BalanceCheckActions>
        <Button type="submit" loading={busy}>{t('submit')}</Button>
      </BalanceCheckActions>
    </Form>
  )
})

/** The balance check's column: the checked cards above the form. */
export const BalanceCheckLayout = styled.div`
  display: grid;
  gap: 32px;
  max-width: 640px;
  h2 { margin: 0 0 16px; font-size: 1.3rem; }
  h2:focus { outline: none; }
`

const Form = styled.form`
  display: grid;
  gap: 16px;
  max-width: 420px;
`

export const BalanceCheckActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
  margin-top: 8px;
`
