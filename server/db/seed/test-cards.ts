import 'server-only'
/**
 * Test cards (docs/rules/redeem.md test cards): real card rows flagged `test`, so QA can try the balance
 * check and the redeem shop on a running shop and meet the refusal (3212) where a real card would pay.
 * A development or e2e seed (the one that issues retail cards, SEED_RETAIL_CARDS) gets one for CBBE:
 * an active choice card of 50 euro. Like a retail card's, its PIN exists only in a file in the data
 * directory (`<DATA_DIR>/test-cards.csv`, owner-readable, never in the repository).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { loggerFor } from '@/server/services/log/logger'
import { hash } from '@node-rs/argon2'
import { getStorefront } from '@/config/storefronts/resolve'
import type { StorefrontCode } from '@/config/storefronts/types'
import { choiceCardOf } from '@/server/modules/cards/cards-repository'
import { newCardNumber, newPin } from '@/server/modules/cards/gift-card-numbers'
import type { RetailCard } from '@/server/modules/cards/retail-batch'
import { CSV_HEADER, retailCardsCsv } from '@/server/modules/cards/retail-print-file'
import { cardLedger, giftCards } from '../schema'
import type { Db } from '../types'
import { retailSeedCount } from './retail-cards'

export const TEST_CARD_FILE_NAME = 'test-cards.csv'
/** The seeded test card's balance, in whole units of the storefront's currency. */
export const TEST_CARD_AMOUNT = 50
const TEST_CARD_YEARS = 5

/** `<DATA_DIR>/test-cards.csv` (DATA_DIR defaults to ./data). */
export function testCardFile(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.DATA_DIR ?? path.join(process.cwd(), 'data'), TEST_CARD_FILE_NAME)
}

/** Issues one active test card of the storefront's choice card with a balance; null where it sells none. */
export async function issueTestCard(db: Db, storefront: StorefrontCode, now = new Date()): Promise<RetailCard | null> {
  const product = await choiceCardOf(db, storefront)
  if (!product) return null
  const { currency } = getStorefront(storefront)
  const amount = TEST_CARD_AMOUNT * 100
  const expiresAt = new Date(now)
  expiresAt.setFullYear(expiresAt.getFullYear() + TEST_CARD_YEARS)
  const number = newCardNumber(product.id)
  const pin = newPin()
  await db.transaction(async (tx) => {
    const [card] = await tx.insert(giftCards).values({
      number, pinHash: await hash(`${number}:${pin}`), storefront, productId: product.id, currency,
      initialAmount: amount, status: 'ACTIVE', expiresAt, createdAt: now, test: true,
    }).returning({ id: giftCards.id })
    await tx.insert(cardLedger).values({ cardId: card!.id, amount, kind: 'ISSUE' })
  })
  return { storefront, productSlug: product.slug, number, pin, currency, issuedAt: now, batch: `${storefront}-TEST` }
}

/** Part of seeding an empty development or e2e database: a CBBE test card, its number and PIN in the test card file. */
export async function seedTestCards(db: Db, env: Record<string, string | undefined> = process.env): Promise<number> {
  if (retailSeedCount(env) === 0) return 0
  const card = await issueTestCard(db, 'CBBE')
  if (!card) return 0
  const file = testCardFile(env)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, CSV_HEADER + retailCardsCsv([card]), { mode: 0o600 })
  loggerFor('seed').info({ file }, 'test card issued; its number and PIN in the file')
  return 1
}
