import 'server-only'
import { and, asc, isNull, lte } from 'drizzle-orm'
import { cardActivations } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import type { MinuteJob } from '@/server/services/jobs/minute-jobs'
import { deliverQueuedMail } from '@/server/services/mail/deliver-queued'
import { activateOne } from './activation-fulfilment'

/** Activations handled per run; the rest follow a minute later. */
const BATCH = 100

/**
 * Activates every paid card whose time has come (docs/rules/activation-and-doubler.md and docs/rules/limits.md: within 24 hours). Each card in its own
 * transaction with a conditional claim (activateOne), so two instances running this at the same
 * moment activate each card once, and one failing card does not hold back the others.
 */
export async function activateDueCards(db: Db, now: Date): Promise<number> {
  const due = await db.select({ orderId: cardActivations.orderId }).from(cardActivations)
    .where(and(isNull(cardActivations.activatedAt), lte(cardActivations.activateAfter, now)))
    .orderBy(asc(cardActivations.activateAfter))
    .limit(BATCH)
  let activated = 0
  for (const { orderId } of due) {
    const mailId = await db.transaction((tx) => activateOne(tx, orderId, now))
    if (!mailId) continue
    activated += 1
    await deliverQueuedMail(db, [mailId])
  }
  return activated
}

export const activationJob: MinuteJob = { name: 'activate-paid-cards', run: activateDueCards }
