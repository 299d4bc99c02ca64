'use client'
import { useEffect, useState } from 'react'
import { useTranslations } from 'next-intl'
import { useApolloClient } from '@apollo/client/react'
import styled from 'styled-components'
import { formatMoney } from '@/i18n/format'
import { RedeemConfirmationDocument, type RedeemConfirmationQuery } from '@/graphql/generated/operations'
import type { UserData } from '@/graphql/shopper'

type Confirmation = RedeemConfirmationQuery['redeemConfirmation']

export interface RedeemBalanceSummaryProps {
  /** With the redeem token that owns the order (or without, for the account that placed it). */
  userData: UserData
  orderUuid: string
  locale: string
  /** The remainder is still to pay (the order is PENDING). */
  pending?: boolean
}

/**
 * The balance side of a redeem order on its confirmation (docs/rules/redeem.md redeem flow "confirm"): each
 * checked card with what it paid and what it keeps, the part paid from the balance and the part paid
 * by payment. Shows nothing when the API has no redeem payments for the order.
 */
export function RedeemBalanceSummary({ userData, orderUuid, locale, pending = false }: RedeemBalanceSummaryProps) {
  const t = useTranslations('redeem.confirmation')
  const client = useApolloClient()
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null)

  useEffect(() => {
    let live = true
    client.query({ query: RedeemConfirmationDocument, variables: { userData, orderUuid }, fetchPolicy: 'no-cache', errorPolicy: 'all' })
      .then(({ data }) => {
        const payload = data?.redeemConfirmation
        if (live && payload && payload.errors.length === 0 && payload.cards.length > 0) setConfirmation(payload)
      })
      .catch(() => undefined)
    return () => { live = false }
  }, [client, userData, orderUuid])

  if (!confirmation) return null
  const money = (value: Confirmation['paidFromBalance']) => formatMoney(value, locale)
  return (
    <Summary aria-labelledby="redeem-balance-summary-title" data-testid="redeem-balance-summary">
      <h2 id="redeem-balance-summary-title">{t('title')}</h2>
      <ul>
        {confirmation.cards.map((card) => (
          <li key={card.cardNumberEnd} data-testid="redeem-paid-card">
            {t('card', { end: card.cardNumberEnd, amount: money(card.amount), remaining: money(card.remainingBalance) })}
          </li>
        ))}
      </ul>
      <dl>
        <div>
          <dt>{t('paidFromBalance')}</dt>
          <dd data-testid="redeem-paid-from-balance">{money(confirmation.paidFromBalance)}</dd>
        </div>
        <div>
          <dt>{pending ? t('toPayByPayment') : t('paidByPayment')}</dt>
          <dd data-testid="redeem-paid-by-payment">{money(confirmation.paidByPayment)}</dd>
        </div>
        <div>
          <dt>{t('remainingBalance')}</dt>
          <dd data-testid="redeem-remaining-balance">{money(confirmation.remainingBalance)}</dd>
        </div>
      </dl>
    </Summary>
  )
}

const Summary = styled.section`
  display: grid;
  gap: 8px;
  padding: 16px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  h2 { margin: 0; font-size: 1.15rem; }
  ul { margin: 0; padding-left: 20px; }
  dl { display: grid; gap: 4px; margin: 0; }
  dl div { display: flex; justify-content: space-between; gap: 16px; }
  dd { margin: 0; font-weight: 600; }
`
