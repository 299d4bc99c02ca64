import 'server-only'
/**
 * A development or e2e seed's retail batches (SEED_RETAIL_CARDS): choice cards to activate, issued by
 * the cards module like `npm run cards:retail`'s (server/modules/cards/retail-batch.ts), their numbers
 * and PINs in the print file.
 */
import { loggerFor } from '@/server/services/log/logger'
import { eq, sql } from 'drizzle-orm'
import { STOREFRONT_CODES } from '@/config/storefronts/types'
import { issueRetailBatch, MAX_BATCH_SIZE, type RetailCard } from '@/server/modules/cards/retail-batch'
import { appendPrintFile, retailPrintFile } from '@/server/modules/cards/retail-print-file'
import { giftCards } from '../schema'
import type { Db } from '../types'

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
