'use client'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import { useMutation } from '@apollo/client/react'
import styled from 'styled-components'
import { FormAlert } from '@/components/account/form-parts'
import { Button } from '@/components/ui/button'
import { Actions } from '@/components/ui/form-layout'
import { ResendGiftCardMailDocument, type OrderGiftCardFieldsFragment } from '@/graphql/generated/operations'
import type { UserData } from '@/graphql/shopper'
import { formatMoney } from '@/i18n/format'
import { RecipientForm } from './recipient-form'

export interface GiftCardMailItemProps {
  card: OrderGiftCardFieldsFragment
  userData: UserData
  orderUuid: string
  locale: string
  headingLevel: 3 | 4
}

/** One digital card of the order: where its e-mail goes, and the giver's two actions (docs/rules/checkout.md resending a gift card e-mail). */
export function GiftCardMailItem({ card, userData, orderUuid, locale, headingLevel }: GiftCardMailItemProps) {
  const t = useTranslations('orderCards')
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const changeButton = useRef<HTMLButtonElement>(null)
  const [resend, { loading: resending }] = useMutation(ResendGiftCardMailDocument)
  const [status, setStatus] = useState<string | null>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const [editing, setEditing] = useState(false)
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  // Where the keyboard goes once the form closed and its place re-rendered.
  const focusTarget = useRef<'change' | 'heading' | null>(null)
  useEffect(() => {
    if (editing || !focusTarget.current) return
    const target = focusTarget.current === 'change' ? changeButton.current : heading.current
    target?.focus()
    focusTarget.current = null
  }, [editing])

  async function onResend() {
    setStatus(null)
    setAlert(null)
    try {
      const { data } = await resend({ variables: { userData, orderUuid, giftCardId: card.id }, errorPolicy: 'all' })
      const payload = data?.resendGiftCardMail
      if (payload?.card) setStatus(t('resent', { email: payload.card.recipient ?? '' }))
      else setAlert(payload?.errors[0]?.message ?? t('failed'))
    } catch {
      setAlert(t('failed'))
    }
  }

  function onChanged(email: string) {
    setEditing(false)
    setAlert(null)
    setStatus(t('changed', { email }))
    // The change button is gone with the one correction; the card's heading keeps the keyboard in place.
    focusTarget.current = 'heading'
  }

  function onCancel() {
    focusTarget.current = 'change'
    setEditing(false)
  }

  const mailFacts = card.mailState === 'SENT' ? [t('sentTo', { email: card.recipient ?? '' }), t('remaining', { count: card.remainingResends })]
    : card.mailState === 'SCHEDULED' ? [t('willBeSentTo', { email: card.recipient ?? '' }), t('scheduledFor', { date: formatInstant(card.scheduledFor!, locale) })]
      : card.mailState === 'PENDING' ? [t('willBeSentTo', { email: card.recipient ?? '' })]
        : [t('missing')]

  return (
    <Card aria-labelledby={headingId} data-testid="order-gift-card">
      <Heading id={headingId} ref={heading} tabIndex={-1}>{t('cardTitle', { product: card.productTitle, amount: formatMoney(card.amount, locale) })}</Heading>
      <p>{t('endingIn', { digits: card.lastDigits })}</p>
      {mailFacts.map((fact) => <p key={fact}>{fact}</p>)}
      {card.mailState !== 'MISSING' && !card.canCorrectRecipient && <p>{t('changeClosed')}</p>}
      <FormAlert>{alert}</FormAlert>
      <Status role="status">{status}</Status>
      {!editing && (card.remainingResends > 0 || card.canCorrectRecipient) && (
        <Actions>
          {card.mailState === 'SENT' && card.remainingResends > 0 && (
            <Button variant="secondary" loading={resending} onClick={() => void onResend()}>{t('resend')}</Button>
          )}
          {card.canCorrectRecipient && (
            <Button ref={changeButton} variant="secondary" onClick={() => { setStatus(null); setEditing(true) }}>
              {t('change')}
            </Button>
          )}
        </Actions>
      )}
      {editing && <RecipientForm card={card} userData={userData} orderUuid={orderUuid} onChanged={onChanged} onCancel={onCancel} />}
    </Card>
  )
}

/** A delivery moment in the reader's own clock. */
const formatInstant = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso))

const Card = styled.article`
  display: grid;
  gap: 8px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  h3, h4 { margin: 0; font-size: 1rem; }
  h3:focus, h4:focus { outline: none; }
  p { margin: 0; }
`

/** Always in the page, so screen readers announce what is put in it. */
const Status = styled.p`
  font-weight: 600;
  &:empty { display: contents; }
`
