import 'server-only'
import { loggerFor } from '@/server/services/log/logger'
import { maskCardNumber } from '@/server/services/log/redact'
import { and, eq, isNull, lte } from 'drizzle-orm'
import { getStorefront } from '@/config/storefronts/resolve'
import type { Language, Storefront, StorefrontCode } from '@/config/storefronts/types'
import { storefrontOrigin } from '@/config/storefronts/urls'
import { localizePath } from '@/i18n/localize'
import { cardActivations, cardLedger, giftCards } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import { activationActiveMail, activationReceivedMail } from '@/server/services/mail/mails/activation-mails'
import { enqueueMail } from '@/server/services/mail/outbox'
import { minorAmountText } from '../common/money'
import type { OrderRow } from '../order/order-repository'
import { findActivationWithCard } from '../order/order-entry-repository'
import { CARD_VALIDITY_YEARS } from '../orders/fulfilment'
import * as repo from './activation-repository'

const log = loggerFor('activation')
import { activateAfterOf, activationDelayMinutes, expiryFrom, isDue } from './activation-timing'

/** The ledger kind of the credit an activation puts on the card. */
export const ACTIVATION_LEDGER_KIND = 'ACTIVATION'

/**
 * A paid activation order, inside the transaction that marks it paid (payment-application): the
 * activation gets its time (payment + ACTIVATION_DELAY_MINUTES, at most 24 hours) and the "payment
 * received" e-mail is queued; with no delay the card is activated right here. The card row is locked
 * first, so two activation orders of one card paid at the same moment cannot both load it: the
 * second finds the first and is not applied (`applied: false`: the caller refunds its payment).
 * Returns the outbox ids to send after the commit.
 */
export async function activationPaidIn(tx: Db, storefront: Storefront, order: OrderRow, paidAt: Date): Promise<{ applied: boolean; mailIds: string[] }> {
  const activation = await repo.findActivation(tx, order.id)
  if (!activation) {
    log.error({ order: order.reference ?? order.id }, 'paid activation order has no card activation')
    return { applied: false, mailIds: [] }
  }
  const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, activation.cardId)).for('update')
  if (!card || card.status !== 'NOT_ACTIVATED' || await repo.paidActivationOfCard(tx, card.id, order.id)) {
    log.error({ order: order.reference ?? order.id, card: maskCardNumber(card?.number) }, 'order paid for a card already activated or paid for: its payment is refunded')
    return { applied: false, mailIds: [] }
  }
  const delayMinutes = activationDelayMinutes()
  const activateAfter = activateAfterOf(paidAt, delayMinutes)
  await tx.update(cardActivations).set({ activateAfter }).where(and(eq(cardActivations.orderId, order.id), isNull(cardActivations.activateAfter)))
  const mailIds = [await queueActivationMail(tx, storefront, order, activation, card, 'received', delayMinutes > 0 ? null : paidAt)]
  // No delay configured: the card is due right away and is activated in this transaction.
  if (isDue({ activateAfter, activatedAt: null }, paidAt)) {
    const activated = await activateOne(tx, order.id, paidAt)
    if (activated) mailIds.push(activated)
  }
  return { applied: true, mailIds }
}

/**
 * Activates one due activation inside the caller's transaction, once: the conditional update claims
 * it (activated_at is null and its time has come), so a second job run, or a second instance running
 * the job at the same moment, finds nothing to do. The card becomes ACTIVE, is credited the amount
 * (ledger kind ACTIVATION) and is valid CARD_VALIDITY_YEARS from now; the "your card is active"
 * e-mail is queued. Returns that mail's outbox id, or null when there was nothing to activate.
 */
export async function activateOne(tx: Db, orderId: string, now: Date): Promise<string | null> {
  const [claimed] = await tx.update(cardActivations).set({ activatedAt: now })
    .where(and(eq(cardActivations.orderId, orderId), isNull(cardActivations.activatedAt), lte(cardActivations.activateAfter, now)))
    .returning()
  if (!claimed) return null
  const expiresAt = expiryFrom(now, CARD_VALIDITY_YEARS)
  // A card blocked after its payment stays blocked (customer service decides), but keeps its money.
  await tx.update(giftCards).set({ status: 'ACTIVE' }).where(and(eq(giftCards.id, claimed.cardId), eq(giftCards.status, 'NOT_ACTIVATED')))
  await tx.update(giftCards).set({ initialAmount: claimed.amount, expiresAt }).where(eq(giftCards.id, claimed.cardId))
  await tx.insert(cardLedger).values({ cardId: claimed.cardId, amount: claimed.amount, kind: ACTIVATION_LEDGER_KIND, orderId, createdAt: now })
  const row = await findActivationWithCard(tx, orderId)
  if (!row) return null
  return queueActivationMail(tx, getStorefront(row.order.storefront as StorefrontCode), row.order, claimed, row.card, 'active', now)
}

/** "Payment received" (usable within 24 hours, or active now) or "your card is active", to the activation's e-mail. */
async function queueActivationMail(
  tx: Db, storefront: Storefront, order: OrderRow, activation: repo.ActivationRow, card: repo.CardRow, kind: 'received' | 'active', activeSince: Date | null,
): Promise<string> {
  const language = order.language as Language
  const locale = `${language}-${storefront.country}`
  const common = {
    amount: minorAmountText(activation.amount, order.currency, locale),
    cardEnd: card.number.slice(-4),
    balanceCheckUrl: storefrontOrigin(storefront) + localizePath('balanceCheck', {}, language, storefront.defaultLanguage),
  }
  const mail = kind === 'received'
    ? await activationReceivedMail(storefront, language, activation.email, { ...common, reference: order.reference ?? '', activeNow: activeSince !== null })
    : await activationActiveMail(storefront, language, activation.email, {
      ...common,
      expiry: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(expiryFrom(activeSince ?? new Date(), CARD_VALIDITY_YEARS)),
    })
  return enqueueMail(tx, mail)
}
