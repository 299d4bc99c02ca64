import 'server-only'
import { ERROR_CODES } from '@/graphql/error-codes'
import type { Db } from '@/server/db/types'
import { fail, ok, type Result } from '../common/result'
import type { ShopperContext } from '../common/user-data'
import { cardsOfRedeemToken, describeCard, type CheckedCard } from './balance-check'

/**
 * docs/rules/redeem.md redeem token in the address: a link with `?redeemToken=` (an e-mail, the business redeem
 * flow) resumes its session in any browser. Answers the token's cards that can still pay, first checked
 * first, as the balance check showed them. A token that is unknown, expired, of another storefront or
 * whose cards are spent answers 3210, so the shopper checks the card again.
 */
export async function redeemSession(request: { db: Db; shopper: ShopperContext; now?: Date }): Promise<Result<CheckedCard[]>> {
  const now = request.now ?? new Date()
  const { db, shopper } = request
  const cards = await cardsOfRedeemToken(db, shopper.redeemToken, shopper.storefront.code, now)
  const checked = await Promise.all(cards.map((card) => describeCard(db, card, shopper.language, now)))
  const payable = checked.filter((card) => card.state === 'VALID')
  return payable.length > 0 ? ok(payable) : fail(ERROR_CODES.REDEEM_TOKEN_MISSING)
}
