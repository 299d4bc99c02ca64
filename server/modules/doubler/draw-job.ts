import 'server-only'
import { randomBytes } from 'node:crypto'
import { and, asc, eq, isNull, lte } from 'drizzle-orm'
import { getStorefront, isStorefrontCode } from '@/config/storefronts/resolve'
import type { Language } from '@/config/storefronts/types'
import { storefrontOrigin } from '@/config/storefronts/urls'
import { localizePath } from '@/i18n/localize'
import { cardLedger, doublerDraws, doublerEntries, giftCards } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import type { MinuteJob } from '@/server/services/jobs/minute-jobs'
import { doublerWinnerMail } from '@/server/services/mail/mails/doubler-mails'
import { enqueueMail } from '@/server/services/mail/outbox'
import { minorAmountText } from '../common/money'
import { deliverQueuedMail } from '@/server/services/mail/deliver-queued'
import { balanceOf } from '../cards/card-ledger'
import { drawMomentOf, lastDrawMonthAt, DRAW_TIME_ZONE } from './draw-calendar'
import { deriveWinner } from './draw-winner'
import { doublerCreditCap } from './doubler-service'

/**
 * The monthly draw (docs/rules/activation-and-doubler.md). Every instance runs this each minute; a draw runs once per month
 * because its `doubler_draws` row is inserted first, in the transaction that credits the winner: a
 * second or concurrent run meets the primary key and does nothing. The draw waits one minute past
 * its moment, so an entry that was being written at the moment itself is committed and takes part.
 */
export const DRAW_GRACE_MS = 60_000

export interface DrawOutcome {
  drawMonth: string
  entriesCount: number
  winnerEntryId: string | null
  creditedAmount: number
}

/** Runs every draw whose moment has passed and that has not run yet (oldest first). */
export async function runDueDoublerDraws(db: Db, now: Date, seed: () => Buffer = () => randomBytes(32)): Promise<DrawOutcome[]> {
  const latest = lastDrawMonthAt(new Date(now.getTime() - DRAW_GRACE_MS))
  const pending = await db.selectDistinct({ drawMonth: doublerEntries.drawMonth }).from(doublerEntries)
    .leftJoin(doublerDraws, eq(doublerDraws.drawMonth, doublerEntries.drawMonth))
    .where(and(isNull(doublerDraws.drawMonth), lte(doublerEntries.drawMonth, latest)))
  const [latestDrawn] = await db.select({ drawMonth: doublerDraws.drawMonth }).from(doublerDraws).where(eq(doublerDraws.drawMonth, latest))
  const months = new Set(pending.map((row) => row.drawMonth))
  if (!latestDrawn) months.add(latest)
  const outcomes: DrawOutcome[] = []
  for (const drawMonth of [...months].sort()) {
    const result = await db.transaction((tx) => drawOnce(tx, drawMonth, now, seed()))
    if (!result) continue
    await deliverQueuedMail(db, result.mailIds)
    outcomes.push(result.outcome)
  }
  return outcomes
}

/** One draw inside a transaction; null when another run already drew this month. */
async function drawOnce(tx: Db, drawMonth: string, now: Date, seed: Buffer): Promise<{ outcome: DrawOutcome; mailIds: string[] } | null> {
  const entries = await tx.select().from(doublerEntries).where(eq(doublerEntries.drawMonth, drawMonth)).orderBy(asc(doublerEntries.id))
  const seedHex = seed.toString('hex')
  const { digest, winnerId } = deriveWinner(seedHex, entries.map((entry) => entry.id))
  const [draw] = await tx.insert(doublerDraws)
    .values({ drawMonth, drawnAt: now, entriesCount: entries.length, entriesDigest: digest, seed: seedHex, winnerEntryId: winnerId })
    .onConflictDoNothing()
    .returning({ drawMonth: doublerDraws.drawMonth })
  if (!draw) return null
  const outcome: DrawOutcome = { drawMonth, entriesCount: entries.length, winnerEntryId: winnerId, creditedAmount: 0 }
  const winner = entries.find((entry) => entry.id === winnerId)
  if (!winner) return { outcome, mailIds: [] }

  // The card row is locked like a debit's, so the balance read here is the one that is doubled.
  const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, winner.cardId)).for('update')
  const balance = card ? await balanceOf(tx, card.id) : 0
  const usable = card !== undefined && card.status === 'ACTIVE' && card.expiresAt > now
  const credit = usable ? Math.min(Math.max(balance, 0), doublerCreditCap(card.currency)) : 0
  if (credit > 0) {
    await tx.insert(cardLedger).values({ cardId: card!.id, amount: credit, kind: 'DOUBLER' })
    await tx.update(doublerDraws).set({ creditedAmount: credit }).where(eq(doublerDraws.drawMonth, drawMonth))
  }
  outcome.creditedAmount = credit
  const mailIds = card ? [await queueWinnerMail(tx, winner, card, drawMonth, balance, credit)] : []
  return { outcome, mailIds }
}

async function queueWinnerMail(
  tx: Db, entry: typeof doublerEntries.$inferSelect, card: typeof giftCards.$inferSelect, drawMonth: string, balance: number, credit: number,
): Promise<string> {
  const storefront = getStorefront(isStorefrontCode(entry.storefront) ? entry.storefront : 'CBBE')
  const language = (storefront.languages.find((lang) => lang === entry.language) ?? storefront.defaultLanguage) as Language
  const locale = `${language}-${storefront.country}`
  const money = (minor: number) => minorAmountText(minor, card.currency, locale)
  return enqueueMail(tx, await doublerWinnerMail(storefront, language, entry.email, {
    cardEnd: card.number.slice(-4),
    drawDate: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: DRAW_TIME_ZONE }).format(drawMomentOf(drawMonth)),
    credit: credit > 0 ? { amount: money(credit), total: money(balance + credit) } : null,
    cappedAt: credit > 0 && credit < balance ? money(credit) : null,
    balanceCheckUrl: storefrontOrigin(storefront) + localizePath('balanceCheck', {}, language, storefront.defaultLanguage),
  }))
}

export const doublerDrawJob: MinuteJob = { name: 'doubler-draw', run: (db, now) => runDueDoublerDraws(db, now) }
