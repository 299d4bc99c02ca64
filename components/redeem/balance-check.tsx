'use client'
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'
import Link from 'next/link'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { useCaptcha } from '@/components/account/captcha'
import type { Shopper } from '@/graphql/shopper'
import { useLeaveWarningStore } from '@/stores/leave-warning-store'
import { useModalStore } from '@/stores/modal-store'
import { selectRedeemCards, useRedeemStore } from '@/stores/redeem-store'
import { balanceCheckAlert } from './balance-check-errors'
import type { BalanceCheckValues } from './balance-check-schema'
import { balanceCheckRules } from './balance-check-rules'
import { requestGiftCardBalance } from './gift-card-balance-request'
import { digitsOf } from '@/validation/gift-card'
import { toRedeemCard } from './checked-card'
import { SWAPPABLE_CARDS_MORE_THAN } from '@/config/redeem'
import { CheckedCards } from './checked-cards'
import { REDEEM_MODALS } from './modals/ids'
import { ResetModal } from './modals/reset-modal'
import { BalanceCheckActions as Actions, BalanceCheckForm, BalanceCheckLayout } from './balance-check-form'
import { useFieldErrorText } from '@/components/forms/field-errors'

export const RESET_MODAL_ID = REDEEM_MODALS.reset


export interface BalanceCheckProps {
  shopper: Shopper
  /** BCP 47 tag of the shopper (e.g. nl-BE): balances and dates are formatted in it. */
  locale: string
  /** The redeem shop (docs/rules/redeem.md next step: choose items with the balance); no link without it. */
  shopHref?: string
  /**
   * What the shopper did in the form before its code loaded (balance-check-island.tsx), read once
   * while this form first renders: the plain form is still on the page then, and no input can land
   * between that read and the swap.
   */
  readStart?: () => BalanceCheckStart
}

export interface BalanceCheckStart {
  values: BalanceCheckValues
  /** The field that had the focus: it keeps it, the caret after what was typed. */
  focus: keyof BalanceCheckValues | null
  /** The shopper already asked for the check (the button, or Enter). */
  submit: boolean
}

/**
 * The balance check (docs/rules/redeem.md redeem flow, first step): card number and PIN, captcha, then the card's
 * balance. A checked card's redeem token and data go to the persisted redeem store; while a token
 * exists the close-tab warning is armed. More cards join the same token; "Start again" clears it all
 * after a confirmation. docs/rules/redeem.md: no request without a captcha token, card number and PIN.
 */
export function BalanceCheck({ shopper, locale, shopHref, readStart }: BalanceCheckProps) {
  const t = useTranslations('redeem')
  const getCaptchaToken = useCaptcha()
  const token = useRedeemStore((state) => state.token)
  const firstCard = useRedeemStore((state) => state.card)
  const extraCards = useRedeemStore((state) => state.extraCards)
  const cards = selectRedeemCards({ card: firstCard, extraCards })
  const [adding, setAdding] = useState(false)
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const alertRef = useRef<HTMLParagraphElement>(null)
  const cardsHeadingRef = useRef<HTMLHeadingElement>(null)
  const cardNumberRef = useRef<HTMLInputElement | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const resumed = useRef(false)
  const [start] = useState(() => readStart?.() ?? null)
  /** Where focus goes after the next render (the target may only appear in it); a new object per request. */
  const [focusRequest, setFocusRequest] = useState<{ target: 'cards' | 'cardNumber' } | null>(null)
  const { register, handleSubmit, setError, reset: resetForm, formState: { errors } } = useForm<BalanceCheckValues>({
    resolver: balanceCheckRules.resolver,
    defaultValues: start?.values ?? { cardNumber: '', pin: '' },
  })

  useRedeemLeaveWarning(token !== null, t('leaveConfirm'))

  const showForm = cards.length === 0 || adding

  // Focus after the render that shows the target (the form appears only after "Add another gift card" or a reset).
  useEffect(() => {
    if (focusRequest?.target === 'cards') cardsHeadingRef.current?.focus()
    if (focusRequest?.target === 'cardNumber') cardNumberRef.current?.focus()
  }, [focusRequest])

  // In the commit that shows the alert: a passive effect could run after the next submit has put focus on a field.
  useLayoutEffect(() => {
    if (alert) alertRef.current?.focus()
  }, [alert])

  const errorText = useFieldErrorText()

  const submit = handleSubmit(async ({ cardNumber, pin }) => {
    setAlert(null)
    const number = digitsOf(cardNumber)
    const trimmedPin = pin.trim()
    if (!number || !trimmedPin) return
    setBusy(true)
    try {
      const captchaToken = await getCaptchaToken()
      if (!captchaToken) {
        setAlert(t('errors.captchaFailed'))
        return
      }
      // A second card is sent with the current token, so both pay one redeem order.
      const payload = await requestGiftCardBalance(shopper, useRedeemStore.getState().token, { cardNumber: number, pin: trimmedPin, captchaToken })
      if (!payload) {
        setAlert(t('errors.connectionFailed'))
        return
      }
      if (payload.errors.length > 0 || !payload.redeemToken || !payload.card) {
        const alertText = balanceCheckAlert(payload.errors, setError, (key) => t(`errors.${key}` as never))
        if (alertText) setAlert(alertText)
        return
      }
      useRedeemStore.getState().addCard(payload.redeemToken, toRedeemCard(payload.card))
      resetForm({ cardNumber: '', pin: '' })
      setAdding(false)
      setFocusRequest({ target: 'cards' })
    } catch {
      setAlert(t('errors.connectionFailed'))
    } finally {
      setBusy(false)
    }
  })
  // The rules load on first use (balance-check-rules.ts); offline, that load fails as the request would.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => submit(event).catch(() => setAlert(t('errors.connectionFailed')))

  // Go on where the shopper was when the form's code arrived: same field, and the check they asked for.
  useEffect(() => {
    if (resumed.current || !start) return
    resumed.current = true
    if (start.focus) focusAtEnd(formRef.current?.elements.namedItem(start.focus))
    if (start.submit) formRef.current?.requestSubmit()
  }, [start])

  function addAnotherCard() {
    resetForm({ cardNumber: '', pin: '' })
    setAlert(null)
    setAdding(true)
    setFocusRequest({ target: 'cardNumber' })
  }

  /** After the reset modal cleared token, card data, address flags and the close-tab warning (docs/rules/redeem.md). */
  function afterReset() {
    resetForm({ cardNumber: '', pin: '' })
    setAlert(null)
    setAdding(false)
    setFocusRequest({ target: 'cardNumber' })
  }

  return (
    <BalanceCheckLayout>
      {cards.length > 0 && (
        <section aria-labelledby="redeem-cards-title">
          <h2 id="redeem-cards-title" ref={cardsHeadingRef} tabIndex={-1}>{t('balanceCheck.yourCards')}</h2>
          <CheckedCards cards={cards} locale={locale} />
          <Exchangeable>{t('balanceCheck.exchangeable', { count: SWAPPABLE_CARDS_MORE_THAN })}</Exchangeable>
          <Actions>
            {shopHref && !adding && <ShopLink href={shopHref}>{t('shop.toShop')}</ShopLink>}
            {!adding && <Button variant="secondary" onClick={addAnotherCard}>{t('balanceCheck.addExtraCard')}</Button>}
            <Button variant="link" onClick={() => useModalStore.getState().openModal(RESET_MODAL_ID)}>{t('reset')}</Button>
          </Actions>
        </section>
      )}

      {showForm && (
        <BalanceCheckForm
          ref={formRef}
          onSubmit={onSubmit}
          onFocus={balanceCheckRules.preload}
          alert={alert}
          alertRef={alertRef}
          busy={busy}
          cardNumber={register('cardNumber')}
          cardNumberRef={cardNumberRef}
          cardNumberError={errorText(errors.cardNumber)}
          pin={register('pin')}
          pinError={errorText(errors.pin)}
        />
      )}

      <ResetModal onReset={afterReset} />
    </BalanceCheckLayout>
  )
}

function focusAtEnd(field: unknown) {
  if (!(field instanceof HTMLInputElement)) return
  field.focus()
  field.setSelectionRange(field.value.length, field.value.length)
}

/**
 * docs/rules/redeem.md: the close-tab warning is attached while a redeem token exists. It stays armed when the
 * page unmounts (the token still exists); the reset clears it.
 */
function useRedeemLeaveWarning(hasToken: boolean, message: string) {
  useEffect(() => {
    const warning = useLeaveWarningStore.getState()
    if (hasToken) warning.arm(message)
    else if (warning.message === message) warning.clear()
  }, [hasToken, message])
}

const Exchangeable = styled.p`
  margin: 16px 0 0;
  font-weight: 600;
`

const ShopLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 8px 20px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
  text-decoration: none;
`
