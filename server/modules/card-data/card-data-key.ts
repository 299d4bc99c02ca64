import 'server-only'
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { appSecrets } from '@/server/db/schema'
import type { Db } from '@/server/db/types'

/** The row of `app_secrets` that holds the generated key when CARD_DATA_KEY is not set. */
export const CARD_DATA_KEY_NAME = 'card-data-key'

/**
 * The key of card data links: CARD_DATA_KEY (32 bytes, base64) when configured, else a key generated
 * once and kept in `app_secrets`. Insert-if-absent then read: the first instance's key wins, every
 * other instance (and every restart) reads the same one, so links stay valid everywhere.
 */
export async function cardDataKey(db: Db, env: Record<string, string | undefined> = process.env): Promise<Buffer> {
  const configured = env.CARD_DATA_KEY?.trim()
  if (configured) {
    const key = Buffer.from(configured, 'base64')
    if (key.length !== 32) throw new Error('CARD_DATA_KEY must be 32 bytes, base64-encoded (e.g. `openssl rand -base64 32`)')
    return key
  }
  await db.insert(appSecrets).values({ name: CARD_DATA_KEY_NAME, value: randomBytes(32).toString('base64') }).onConflictDoNothing()
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, CARD_DATA_KEY_NAME))
  return Buffer.from(row!.value, 'base64')
}
