import 'server-only'
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { appSecrets } from '@/server/db/schema'
import type { Db } from '@/server/db/types'

/**
 * A 32-byte key the app keeps for itself: `configured` (base64, from the environment) when set, else
 * one generated once and kept in `app_secrets` under `name`. Insert-if-absent then read: the first
 * instance's key wins, every other instance (and every restart) reads the same one, so what it
 * signed stays valid everywhere.
 */
export async function appSecretKey(db: Db, name: string, configured: string | undefined, envName: string): Promise<Buffer> {
  const value = configured?.trim()
  if (value) {
    const key = Buffer.from(value, 'base64')
    if (key.length !== 32) throw new Error(`${envName} must be 32 bytes, base64-encoded (e.g. \`openssl rand -base64 32\`)`)
    return key
  }
  await db.insert(appSecrets).values({ name, value: randomBytes(32).toString('base64') }).onConflictDoNothing()
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name))
  return Buffer.from(row!.value, 'base64')
}
