import 'server-only'
import { and, asc, eq, like, sql } from 'drizzle-orm'
import type { Db } from '@/server/db/types'
import { blocks } from '@/server/db/schema'

export type BlockRow = typeof blocks.$inferSelect

/** A queue's blocks in order; with term ids, only blocks about at least one of them. */
export async function findQueue(db: Db, storefront: string, language: string, queueId: string, termIds: number[]): Promise<BlockRow[]> {
  const conditions = [eq(blocks.storefront, storefront), eq(blocks.language, language), eq(blocks.queueId, queueId)]
  if (termIds.length) conditions.push(sql`${blocks.termIds} && ${sql.param(termIds)}::int[]`)
  return db.select().from(blocks).where(and(...conditions)).orderBy(asc(blocks.position), asc(blocks.id))
}

/**
 * The PAGE_META blocks of every queue that starts with the prefix (`page:blog:` → every article).
 * The prefix is built from a known route name, so it holds no LIKE wildcards.
 */
export async function findPageMetas(db: Db, storefront: string, language: string, queuePrefix: string): Promise<BlockRow[]> {
  return db.select().from(blocks).where(and(
    eq(blocks.storefront, storefront), eq(blocks.language, language), eq(blocks.blockType, 'PAGE_META'),
    like(blocks.queueId, `${queuePrefix}%`),
  )).orderBy(asc(blocks.queueId), asc(blocks.position), asc(blocks.id))
}

/**
 * The PAGE_META blocks of the same page in the storefront's other languages: queues under the same
 * prefix whose metadata carries the same translation key.
 */
export async function findTranslatedPageMetas(db: Db, storefront: string, language: string, queuePrefix: string, translationKey: string): Promise<BlockRow[]> {
  return db.select().from(blocks).where(and(
    eq(blocks.storefront, storefront), sql`${blocks.language} <> ${language}`, eq(blocks.blockType, 'PAGE_META'),
    like(blocks.queueId, `${queuePrefix}%`), sql`${blocks.data}->>'translationKey' = ${translationKey}`,
  )).orderBy(asc(blocks.language), asc(blocks.id))
}

/** Replaces a queue's blocks of one storefront and language with `rows` (none: the queue is emptied), in one transaction. */
export async function replaceQueue(
  db: Db, storefront: string, language: string, queueId: string, rows: ReadonlyArray<Pick<BlockRow, 'blockType' | 'data'>>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(blocks).where(and(eq(blocks.storefront, storefront), eq(blocks.language, language), eq(blocks.queueId, queueId)))
    if (rows.length > 0) {
      await tx.insert(blocks).values(rows.map((row, position) => ({ storefront, language, queueId, blockType: row.blockType, position, data: row.data })))
    }
  })
}
