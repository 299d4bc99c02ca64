'use client'
import { useState, type FormEvent } from 'react'
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'
import { useCaptcha } from '@/components/account/captcha'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import type { Shopper } from '@/graphql/shopper'
import { useModalStore } from '@/stores/modal-store'
import { selectRedeemCards, useRedeemStore } from '@/stores/redeem-store'
import { balanceCheckAlert } from '../balance-check-errors'
import type { BalanceCheckValues } from '../balance-check-schema'
import { balanceCheckRules } from '../balance-check-rules'
import { requestGiftCardBalance } from '../gift-card-balance-request'
import { digitsOf } from '@/validation/gift-card'
import { toRedeemCard } from '../checked-card'
import { REDEEM_MODALS } from './ids'
import { GiftCardNumberInput, GiftCardPinInput } from '../gift-card-fields'
import { useFieldErrorText } from '@/components/forms/field-errors'
import { AlertBox } from '@/components/ui/alert-box'

/**
 * docs/rules/redeem.md redeem steps "add extra card": a second gift card (number, PIN, captcha) checked with the
 * current redeem token, so its balance joins the same redeem order. `onAdded` runs after the card
 * joined (the shop then reloads the order and its balance).
 */
export function AddCardModal({ shopper, onAdded }: { shopper: Shopper; onAdded: () => void }) {
  const t = useTranslations('redeem')
  return (
    <Modal id={REDEEM_MODALS.addCard} title={t('modals.addCardTitle')} closeLabel={t('balanceCheck.close')} size="small">
      <AddCardForm shopper={shopper} onAdded={onAdded} />
    </Modal>
  )
}

function AddCardForm({ shopper, onAdded }: { shopper: Shopper; onAdded: () => void }) {
  const t = useTranslations('redeem')
  const getCaptchaToken = useCaptcha()
  const [alert, setAlert] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const { register, handleSubmit, setError, formState: { errors } } = useForm<BalanceCheckValues>({
    resolver: balanceCheckRules.resolver,
    defaultValues: { cardNumber: '', pin: '' },
  })

  const errorText = useFieldErrorText()

  const submit = handleSubmit(async ({ cardNumber, pin }) => {
    setAlert(null)
    setBusy(true)
    try {
      const captchaToken = await getCaptchaToken()
      if (!captchaToken) return setAlert(t('errors.captchaFailed'))
      const payload = await requestGiftCardBalance(shopper, useRedeemStore.getState().token, { cardNumber: digitsOf(cardNumber), pin: pin.trim(), captchaToken })
      if (!payload) return setAlert(t('errors.connectionFailed'))
      if (payload.errors.length > 0 || !payload.redeemToken || !payload.card) {
        const alertText = balanceCheckAlert(payload.errors, setError, (key) => t(`errors.${key}` as never))
        if (alertText) setAlert(alertText)
        return
      }
      const card = toRedeemCard(payload.card)
      const before = useRedeemStore.getState()
      // docs/rules/errors.md "already added": the card already pays this order (its data is refreshed all the same).
      const already = before.token === payload.redeemToken && selectRedeemCards(before).some((known) => known.cardNumberMasked === card.cardNumberMasked)
      useRedeemStore.getState().addCard(payload.redeemToken, card)
      if (already) return setAlert(t('errors.alreadyAdded'))
      useModalStore.getState().closeModal(REDEEM_MODALS.addCard)
      onAdded()
    } catch {
      setAlert(t('errors.connectionFailed'))
    } finally {
      setBusy(false)
    }
  })
  // The rules load on first use (balance-check-rules.ts); offline, that load fails as the request would.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => submit(event).catch(() => setAlert(t('errors.connectionFailed')))

  return (
    <Form onSubmit={onSubmit} onFocus={balanceCheckRules.preload} noValidate>
      <p>{t('modals.addCardText')}</p>
      {alert && <Alert role="alert">{alert}</Alert>}
      <GiftCardNumberInput
        label={t('balanceCheck.cardNumber')}
        hint={t('balanceCheck.cardNumberHint')}
        registration={register('cardNumber')}
        autoFocusInModal
        error={errorText(errors.cardNumber)}
      />
      <GiftCardPinInput
        label={t('balanceCheck.pin')}
        hint={t('balanceCheck.pinHint')}
        registration={register('pin')}
        error={errorText(errors.pin)}
      />
      <Button type="submit" loading={busy}>{t('modals.addCardSubmit')}</Button>
    </Form>
  )
}

const Form = styled.form`
  display: grid;
  gap: 16px;
  p { margin: 0; }
`

const Alert = styled(AlertBox)`
  margin: 1em 0;
`
