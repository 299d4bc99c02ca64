import type { RedeemCard } from '@/stores/redeem-store'
import { maskedCardNumber } from './card-number'

/** A checked card as the API answers it (the balance check, or a resumed session). */
export interface CheckedCardFields {
  cardNumberEnd: string
  balance: { currency: string; value: number }
  expiresAt: string
  productTitle: string
  productImage: string
  backgroundColor: string
}

/** What the redeem store keeps of a checked card: the number masked, never more than its last four digits. */
export function toRedeemCard(card: CheckedCardFields): RedeemCard {
  return {
    cardNumberMasked: maskedCardNumber(card.cardNumberEnd),
    balance: { currency: card.balance.currency, value: card.balance.value },
    expiresAt: card.expiresAt,
    productTitle: card.productTitle,
    productImage: card.productImage,
    backgroundColor: card.backgroundColor,
  }
}
