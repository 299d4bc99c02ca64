import 'server-only'
import type { Db } from '../types'
import { seedIfEmpty } from '.'

/**
 * The start-up's seed (instrumentation.ts): an empty database gets every storefront's catalogue, so the
 * README's first command gives a shop to look at. The database client never seeds; SEED_ON_START=false
 * leaves an empty database empty. Returns whether it seeded.
 */
export async function seedOnStart(db: Db, env: Record<string, string | undefined> = process.env): Promise<boolean> {
  if (env.SEED_ON_START === 'false') return false
  return seedIfEmpty(db)
}
