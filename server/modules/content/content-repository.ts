import 'server-only'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/types'
import { blocks } from '@/server/db/schema'

export type BlockRow = typeof blocks.$inferSelect

/** A queue's blocks in order; with term ids, only blocks about at least one of them. */
export async function findQueue(db: Db, storefront: string, language: string, queueId: string, termIds: number[]): Promise<BlockRow[]> {
  const conditions = [eq(blocks.storefront, storefront), eq(blocks.language, language), eq(blocks.queueId, queueId)]
  if (termIds.length) conditions.push(sql`${blocks.termIds} && ${sql.param(termIds)}::int[]`)
  return db.select().from(blocks).where(and(...conditions)).orderBy(asc(blocks.position), asc(blocks.id))
}
