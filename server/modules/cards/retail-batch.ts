import 'server-only'
/**
 * Where shop-sold choice cards come from: a retail batch. Physical choice cards are printed before
 * anyone buys them, so a batch is issued NOT_ACTIVATED (no balance, PIN kept only as an argon2id
 * hash) and its numbers and PINs go to a print file (retail-print-file.ts), as a card printer would
 * receive them. A buyer activates the card online by paying its amount (server/modules/activation).
 * `npm run cards:retail` issues a batch for the printer; a development or e2e seed issues a few.
 */
import { hash } from '@node-rs/argon2'
import type { StorefrontCode } from '@/config/storefronts/types'
import { getStorefront } from '@/config/storefronts/resolve'
import type { Db } from '@/server/db/types'
import { choiceCardOf, insertShelfCard } from './cards-repository'
import { newCardNumber, newPin } from './gift-card-numbers'

export interface RetailCard {
  storefront: StorefrontCode
  productSlug: string
  number: string
  pin: string
  currency: string
  issuedAt: Date
  batch: string
}

/** Until activation sets the real validity (CARD_VALIDITY_YEARS from then), a printed card may wait this long on a shelf. */
export const SHELF_LIFE_YEARS = 5
/** The most cards one batch may hold (one print run). */
export const MAX_BATCH_SIZE = 10_000

/**
 * Issues `count` NOT_ACTIVATED physical choice cards of the storefront in one transaction and answers
 * their numbers and PINs (to be printed). Empty where the storefront sells no choice card.
 */
export async function issueRetailBatch(db: Db, storefront: StorefrontCode, count: number, now = new Date()): Promise<RetailCard[]> {
  if (!Number.isInteger(count) || count < 1 || count > MAX_BATCH_SIZE) throw new Error(`A batch holds 1 to ${MAX_BATCH_SIZE} cards`)
  const product = await choiceCardOf(db, storefront)
  if (!product) return []
  const { currency } = getStorefront(storefront)
  const batch = `${storefront}-${now.toISOString().replace(/\D/g, '').slice(0, 14)}`
  const shelfLife = new Date(now)
  shelfLife.setFullYear(shelfLife.getFullYear() + SHELF_LIFE_YEARS)
  const cards: RetailCard[] = []
  await db.transaction(async (tx) => {
    while (cards.length < count) {
      const number = newCardNumber(product.id)
      const pin = newPin()
      // A number already taken (unique index) is simply drawn again.
      const inserted = await insertShelfCard(tx, {
        number, pinHash: await hash(`${number}:${pin}`), storefront, productId: product.id, currency, expiresAt: shelfLife, createdAt: now,
      })
      if (inserted) cards.push({ storefront, productSlug: product.slug, number, pin, currency, issuedAt: now, batch })
    }
  })
  return cards
}
