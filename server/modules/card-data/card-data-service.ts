import 'server-only'
import { and, eq, isNull } from 'drizzle-orm'
import { createTranslator } from 'next-intl'
import type { Language, Storefront } from '@/config/storefronts/types'
import { storefrontOrigin } from '@/config/storefronts/urls'
import { ERROR_CODES } from '@/graphql/error-codes'
import { localizePath } from '@/i18n/localize'
import { loadMessages } from '@/i18n/messages'
import { giftCards, productTranslations, products } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import { fail, ok, type Result } from '../common/result'
import type { ShopperContext } from '../common/user-data'
import { balanceOf } from '../cards/card-ledger'
import { cardState, type CardState } from '../cards/card-state'
import { cardDataKey } from './card-data-key'
import { linkExpiry, openCardData, sealCardData } from './card-data-token'
import { choiceCardPdfUrl } from './choice-card-explanation'

/**
 * The card data page (docs/rules/redeem.md kaartgegevens): the voucher a card e-mail links to, with number and
 * PIN. The link's token carries them encrypted (card-data-token.ts); everything else is read fresh.
 */
export interface CardDataView {
  productTitle: string
  productSlug: string
  productImage: string
  backgroundColor: string
  isChoiceCard: boolean
  initialAmount: number
  balance: number
  currency: string
  expiresAt: Date
  state: CardState
  cardNumber: string
  pin: string
  linkExpiresAt: Date
  explanationPdfUrl: string | null
}

/** The absolute card data link of a newly issued card (for its e-mail). */
export async function cardDataLink(
  db: Db, storefront: Storefront, language: Language, card: { id: string; number: string; pin: string }, now = new Date(),
): Promise<string> {
  const token = sealCardData({ cardId: card.id, number: card.number, pin: card.pin, expiresAt: linkExpiry(now) }, await cardDataKey(db))
  return storefrontOrigin(storefront) + localizePath('cardData', { token }, language, storefront.defaultLanguage)
}

/** The card e-mail's button: the card data link, labelled in the receiver's language. */
export async function cardDataAction(
  db: Db, storefront: Storefront, language: Language, card: { id: string; number: string; pin: string }, now = new Date(),
): Promise<{ label: string; href: string }> {
  const t = createTranslator({ locale: language, messages: await loadMessages(language, storefront.country), namespace: 'cardData' })
  return { label: t('mailAction'), href: await cardDataLink(db, storefront, language, card, now) }
}

export async function readCardData(db: Db, shopper: ShopperContext, token: string, now = new Date()): Promise<Result<CardDataView>> {
  const opened = openCardData(token.trim(), await cardDataKey(db), now)
  if (!opened.ok) return fail(opened.reason === 'expired' ? ERROR_CODES.CARD_DATA_LINK_EXPIRED : ERROR_CODES.CARD_DATA_LINK_INVALID, 'token')
  const secret = opened.value
  const [row] = await db
    .select({ card: giftCards, product: products, title: productTranslations.title })
    .from(giftCards)
    .innerJoin(products, eq(products.id, giftCards.productId))
    .leftJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.language, shopper.language)))
    .where(eq(giftCards.id, secret.cardId))
    .limit(1)
  // A card of another shop is shown only in its own shop; a deleted card has no data to show.
  if (!row || row.card.number !== secret.number || row.card.storefront !== shopper.storefront.code) return fail(ERROR_CODES.CARD_DATA_LINK_INVALID, 'token')
  // docs/rules/checkout.md resending a gift card e-mail: once the receiver opened the card, its address can no longer be corrected.
  if (!row.card.openedAt) await db.update(giftCards).set({ openedAt: now }).where(and(eq(giftCards.id, row.card.id), isNull(giftCards.openedAt)))
  const balance = await balanceOf(db, row.card.id)
  return ok({
    productTitle: row.title ?? row.product.slug,
    productSlug: row.product.slug,
    productImage: row.product.image,
    backgroundColor: row.product.backgroundColor,
    isChoiceCard: row.product.isChoiceCard,
    initialAmount: row.card.initialAmount,
    balance,
    currency: row.card.currency,
    expiresAt: row.card.expiresAt,
    state: cardState(row.card, balance, now),
    cardNumber: secret.number,
    pin: secret.pin,
    linkExpiresAt: secret.expiresAt,
    explanationPdfUrl: row.product.isChoiceCard ? choiceCardPdfUrl(shopper.storefront, shopper.language) : null,
  })
}
