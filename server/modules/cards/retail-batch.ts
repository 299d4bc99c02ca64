import 'server-only'
/**
 * Where shop-sold choice cards come from: a retail batch. Physical choice cards are printed before
 * anyone buys them, so a batch is issued NOT_ACTIVATED (no balance, PIN kept only as an argon2id
 * hash) and its numbers and PINs go to a print file, as a card printer would receive them. A buyer
 * activates the card online by paying its amount (server/modules/activation).
 *
 * The print file is the only place the PINs exist: it lives in the data directory (git-ignored),
 * never in the repository, and is readable by its owner only.
 */
import { appendFile, mkdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { loggerFor } from '@/server/services/log/logger'
import { and, asc, eq, sql } from 'drizzle-orm'
import { hash } from '@node-rs/argon2'
import { STOREFRONT_CODES, type StorefrontCode } from '@/config/storefronts/types'
import { getStorefront } from '@/config/storefronts/resolve'
import { newCardNumber, newPin } from '@/server/modules/cards/gift-card-numbers'
import { giftCards, products } from '../schema'
import type { Db } from '../types'

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

export const PRINT_FILE_NAME = 'retail-cards.csv'
/** The columns of a card file: the print file, and the test card file (test-cards.ts). */
export const CSV_HEADER = 'storefront,product,number,pin,currency,issued_at,batch\n'

/** `<DATA_DIR>/retail-cards.csv` (DATA_DIR defaults to ./data, like the embedded database). */
export function retailPrintFile(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.DATA_DIR ?? path.join(process.cwd(), 'data'), PRINT_FILE_NAME)
}

/** The storefront's choice card, or null where it sells none. */
async function choiceCardOf(db: Db, storefront: StorefrontCode) {
  const [row] = await db.select({ id: products.id, slug: products.slug }).from(products)
    .where(and(eq(products.storefront, storefront), eq(products.isChoiceCard, true), eq(products.published, true)))
    .orderBy(asc(products.position), asc(products.id)).limit(1)
  return row ?? null
}

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
      const [inserted] = await tx.insert(giftCards).values({
        number, pinHash: await hash(`${number}:${pin}`), storefront, productId: product.id, currency,
        initialAmount: 0, status: 'NOT_ACTIVATED', expiresAt: shelfLife, createdAt: now,
      }).onConflictDoNothing().returning({ id: giftCards.id })
      if (inserted) cards.push({ storefront, productSlug: product.slug, number, pin, currency, issuedAt: now, batch })
    }
  })
  return cards
}

const csvField = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)

export function retailCardsCsv(cards: readonly RetailCard[]): string {
  return cards.map((card) => [card.storefront, card.productSlug, card.number, card.pin, card.currency, card.issuedAt.toISOString(), card.batch].map(csvField).join(',')).join('\n') + (cards.length ? '\n' : '')
}

/** Appends a batch to the print file (with the header when the file is new); earlier batches are kept. */
export async function appendPrintFile(file: string, cards: readonly RetailCard[]): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  const exists = await stat(file).then(() => true, () => false)
  await appendFile(file, (exists ? '' : CSV_HEADER) + retailCardsCsv(cards), { mode: 0o600 })
}

/** Reads a print file back (the e2e tests pick their cards from it). */
export function parseRetailCardsCsv(text: string): Array<Pick<RetailCard, 'storefront' | 'number' | 'pin' | 'currency' | 'batch'>> {
  return text.split('\n').slice(1).filter(Boolean).map((line) => {
    const [storefront, , number, pin, currency, , batch] = line.split(',')
    return { storefront: storefront as StorefrontCode, number: number!, pin: pin!, currency: currency!, batch: batch! }
  })
}

/**
 * SEED_RETAIL_CARDS: cards for CBBE in a development or e2e seed (default 20 in development, none
 * elsewhere); every other storefront with a choice card gets a tenth of it (at least one).
 */
export function retailSeedCount(env: Record<string, string | undefined> = process.env): number {
  const raw = env.SEED_RETAIL_CARDS?.trim()
  if (raw && /^\d+$/.test(raw)) return Math.min(Number(raw), MAX_BATCH_SIZE)
  return env.NODE_ENV === 'development' ? 20 : 0
}

/** Part of seeding an empty development or e2e database: one retail batch per storefront, written to the print file. */
export async function seedRetailCards(db: Db, env: Record<string, string | undefined> = process.env): Promise<number> {
  const count = retailSeedCount(env)
  if (count === 0) return 0
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(giftCards).where(eq(giftCards.status, 'NOT_ACTIVATED'))
  if (Number(existing?.n ?? 0) > 0) return 0
  const cards: RetailCard[] = []
  for (const code of STOREFRONT_CODES) {
    cards.push(...await issueRetailBatch(db, code, code === 'CBBE' ? count : Math.max(1, Math.ceil(count / 10))))
  }
  await appendPrintFile(retailPrintFile(env), cards)
  loggerFor('seed').info({ cards: cards.length, file: retailPrintFile(env) }, 'retail choice cards issued; numbers and PINs in the print file')
  return cards.length
}
