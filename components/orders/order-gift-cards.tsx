'use client'
import { useId } from 'react'
import { useTranslations } from 'next-intl'
import { useQuery } from '@apollo/client/react'
import styled from 'styled-components'
import { OrderGiftCardsDocument } from '@/graphql/generated/operations'
import { toUserData, type Shopper } from '@/graphql/shopper'
import { GiftCardMailItem } from './gift-card-mail-item'

export interface OrderGiftCardsProps {
  shopper: Shopper
  orderUuid: string
  locale: string
  /** The section's heading level on its page (2 on the confirmation page, 3 inside the order details modal). */
  headingLevel?: 2 | 3
}

/**
 * docs/rules/checkout.md resending a gift card e-mail: the "Gift cards" section of the order pages, one entry per
 * digital card with its e-mail's state, "Resend e-mail" and "Change e-mail address". Shown only when the API
 * lists cards: an unpaid order, or a caller who may not see the order, gets no section.
 */
export function OrderGiftCards({ shopper, orderUuid, locale, headingLevel = 2 }: OrderGiftCardsProps) {
  const t = useTranslations('orderCards')
  const headingId = useId()
  const userData = toUserData(shopper)
  const { data } = useQuery(OrderGiftCardsDocument, { variables: { userData, orderUuid }, fetchPolicy: 'network-only', errorPolicy: 'all' })
  const cards = data?.orderGiftCards?.cards ?? []
  if (cards.length === 0) return null
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{t('title')}</Heading>
      <p>{t('intro')}</p>
      <List>
        {cards.map((card) => (
          <li key={card.id}>
            <GiftCardMailItem card={card} userData={userData} orderUuid={orderUuid} locale={locale} headingLevel={headingLevel === 2 ? 3 : 4} />
          </li>
        ))}
      </List>
    </Section>
  )
}

const Section = styled.section`
  display: grid;
  gap: 12px;
  h2, h3 { margin: 0; }
  p { margin: 0; }
`

const List = styled.ul`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`
