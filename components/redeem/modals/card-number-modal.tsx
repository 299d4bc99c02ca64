'use client'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { useModalStore } from '@/stores/modal-store'
import { selectRedeemCards, useRedeemStore, type Money } from '@/stores/redeem-store'
import { maskedCardNumber } from '../card-number'
import { formatMoney } from '@/i18n/format'
import { REDEEM_MODALS } from './ids'

/**
 * docs/rules/redeem.md redeem steps "card number": the gift cards paying this redeem order, masked to their last
 * four digits, each with its balance as the server counts it now, and their total.
 */
export function CardNumberModal({ cards, balance, locale }: {
  cards: Array<{ cardNumberEnd: string; balance: Money }>
  balance: Money
  locale: string
}) {
  const t = useTranslations('redeem')
  const first = useRedeemStore((state) => state.card)
  const extra = useRedeemStore((state) => state.extraCards)
  const stored = selectRedeemCards({ card: first, extraCards: extra })
  const titleOf = (end: string) => stored.find((card) => card.cardNumberMasked.endsWith(end))?.productTitle
  return (
    <Modal id={REDEEM_MODALS.cardNumber} title={t('modals.cardsTitle')} closeLabel={t('balanceCheck.close')} size="small">
      <List>
        {cards.map((card) => (
          <li key={card.cardNumberEnd} data-testid="redeem-card-in-use">
            {titleOf(card.cardNumberEnd) && <strong>{titleOf(card.cardNumberEnd)}</strong>}
            <span aria-label={t('balanceCheck.cardEnding', { end: card.cardNumberEnd })}>{maskedCardNumber(card.cardNumberEnd)}</span>
            <span>{t('balanceCheck.balance', { amount: formatMoney(card.balance, locale) })}</span>
          </li>
        ))}
      </List>
      {cards.length > 1 && <Total>{t('balanceCheck.totalBalance', { amount: formatMoney(balance, locale) })}</Total>}
      <Button variant="secondary" onClick={() => useModalStore.getState().openModal(REDEEM_MODALS.addCard)}>{t('balanceCheck.addExtraCard')}</Button>
    </Modal>
  )
}

const List = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: grid;
  gap: 12px;
  li { display: grid; gap: 2px; padding: 12px; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: 8px; }
`

const Total = styled.p`
  margin: 0 0 16px;
  font-weight: 700;
`
