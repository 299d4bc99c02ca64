import 'server-only'
import type { Db } from '@/server/db/types'
import { mailOutboxFigures } from '@/server/services/mail/outbox'
import { readBusinessFigures } from './business-figures'
import type { ScrapeFigures } from './business-gauges'

/** A reconcile reads every paid order; a scraper asking every 15 s gets the last answer for this long. */
export const RECONCILE_EVERY_MS = 5 * 60_000

type FindMismatches = (db: Db) => Promise<Array<{ kind: string }>>

let lastReconcile: { at: number; mismatches: Record<string, number> } | null = null

/** Reconcile findings counted by kind, at most once per RECONCILE_EVERY_MS per process. */
async function mismatchesByKind(db: Db, find: FindMismatches, now: number): Promise<Record<string, number>> {
  if (lastReconcile && now - lastReconcile.at < RECONCILE_EVERY_MS) return lastReconcile.mismatches
  const mismatches: Record<string, number> = { BOOKS: 0, REFUND: 0, ORPHAN_AUTHORISATION: 0, PAYMENT_STATE: 0, CARDS: 0 }
  for (const finding of await find(db)) mismatches[finding.kind] = (mismatches[finding.kind] ?? 0) + 1
  lastReconcile = { at: now, mismatches }
  return mismatches
}

/** Forgets the remembered reconcile (tests). */
export function forgetReconcile(): void {
  lastReconcile = null
}

/**
 * Everything a scrape reports from the database. The reconcile comes in as a function: it belongs to the
 * payments module, which the metrics service sits below.
 */
export async function readScrapeFigures(db: Db, findMismatches: FindMismatches, now = new Date()): Promise<ScrapeFigures> {
  const [business, outbox, mismatches] = await Promise.all([
    readBusinessFigures(db), mailOutboxFigures(db, now), mismatchesByKind(db, findMismatches, now.getTime()),
  ])
  return { business, outbox, mismatches }
}
