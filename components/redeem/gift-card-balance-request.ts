import { postPlainOperation } from '@/graphql/browser-fetch'
import { GiftCardBalanceDocument, type GiftCardBalanceQuery } from '@/graphql/generated/plain-operations'
import type { Shopper } from '@/graphql/shopper'

export type GiftCardBalancePayload = GiftCardBalanceQuery['giftCardBalance']

interface CheckedCardInput {
  /** The digits only. */
  cardNumber: string
  pin: string
  captchaToken: string
}

/**
 * Asks a card's balance (docs/rules/redeem.md balance check). A card checked while a redeem token exists is
 * sent with it, so both pay one redeem order. A query with side effects (rate limit, redeem token):
 * posted every time, never cached. Null when the request or its response failed.
 */
export async function requestGiftCardBalance(shopper: Shopper, redeemToken: string | null, card: CheckedCardInput): Promise<GiftCardBalancePayload | null> {
  const data = await postPlainOperation({ ...shopper, redeemToken }, GiftCardBalanceDocument, card)
  return data?.giftCardBalance ?? null
}
