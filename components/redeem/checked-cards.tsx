'use client'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { formatMoney } from '@/i18n/format'
import type { RedeemCard } from '@/stores/redeem-store'


export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date)
}

/** The checked cards (docs/rules/redeem.md redeemable card): product art on its colour, title, number end, balance, expiry. */
export function CheckedCards({ cards, locale }: { cards: RedeemCard[]; locale: string }) {
  const t = useTranslations('redeem.balanceCheck')
  const currencies = new Set(cards.map((card) => card.balance.currency))
  const [currency] = currencies
  const total = cards.length > 1 && currencies.size === 1 && currency
    ? { currency, value: Math.round(cards.reduce((sum, card) => sum + card.balance.value, 0) * 100) / 100 }
    : null
  return (
    <>
      <List>
        {cards.map((card) => (
          <Item key={card.cardNumberMasked} data-testid="checked-card">
            <Art style={{ backgroundColor: card.backgroundColor ?? '#f2f2f2' }}>
              {/* eslint-disable-next-line @next/next/no-img-element -- card art is a small static file; the title next to it names it */}
              {card.productImage && <img src={card.productImage} alt="" width={160} height={100} />}
            </Art>
            <Details>
              {card.productTitle && <h3>{card.productTitle}</h3>}
              <p>{t('cardEnding', { end: card.cardNumberMasked.slice(-4) })}</p>
              <Balance>{t('balance', { amount: formatMoney(card.balance, locale) })}</Balance>
              <p>{t('validUntil', { date: formatDate(card.expiresAt, locale) })}</p>
            </Details>
          </Item>
        ))}
      </List>
      {total && <Total>{t('totalBalance', { amount: formatMoney(total, locale) })}</Total>}
    </>
  )
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
`

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
`

const Art = styled.div`
  flex: none;
  width: 160px;
  height: 100px;
  border-radius: 8px;
  overflow: hidden;
  display: flex;
  align-items: center;
  justify-content: center;
  img { width: 100%; height: 100%; object-fit: contain; }
`

const Details = styled.div`
  display: grid;
  gap: 4px;
  h3, p { margin: 0; }
  h3 { font-size: 1.1rem; }
`

const Balance = styled.p`
  font-size: 1.2rem;
  font-weight: 700;
`

const Total = styled.p`
  margin: 16px 0 0;
  font-size: 1.2rem;
  font-weight: 700;
`
