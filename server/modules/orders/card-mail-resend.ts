import 'server-only'
import { ERROR_CODES } from '@/graphql/error-codes'
import type { Db } from '@/server/db/types'
import { deliverQueuedMail } from '@/server/services/mail/deliver-queued'
import { hitRateLimits } from '@/server/services/rate-limit'
import { emailOnlySchema } from '@/validation/account'
import { normalizeEmail } from '@/validation/fields'
import { refusedBy } from '../common/rate-limited'
import { fail, ok, type Result } from '../common/result'
import { isUuid } from '../common/uuid'
import { validateWith } from '../common/validate-with'
import type { ShopperRequest } from '../order/shopper-request'
import { lockOrderKey } from '../order/order-lifecycle-repository'
import { CARD_MAIL_LIMITS } from './card-mail-limits'
import * as repo from './card-mail-repository'
import { type OrderCardRow, cardOfOrder } from '../order/order-cards-repository'
import { cardMailAccess, cardMailView, type CardMailAccess, type OrderGiftCardView } from './card-mail-view'

/*
 * docs/rules/checkout.md resending a gift card e-mail: the giver sends a card's e-mail again, or corrects the
 * receiver's address once before the receiver opened the card. Neither touches the card, its ledger or the
 * order: the e-mail is copied from the outbox (the PIN exists only there and in the card data link).
 */

export interface CardMailInput { orderUuid: string; giftCardId: string }

/** Sends the card's latest e-mail again to its current recipient. */
export async function resendCardMail(request: ShopperRequest, input: CardMailInput): Promise<Result<OrderGiftCardView>> {
  const now = request.now ?? new Date()
  return act(request, input, now, async (tx, context) => {
    const { card, mails: { first, latest: mail }, counts } = context
    // Until the card's own e-mail went out there is nothing to send again; a copy still on its way is no reason to wait.
    if (!first.sentAt) return fail(ERROR_CODES.CARD_MAIL_NOT_SENT, 'giftCardId')
    if ((counts.perCard.get(card.id) ?? 0) >= CARD_MAIL_LIMITS.resendsPerCard) return fail(ERROR_CODES.CARD_RESEND_LIMIT, 'giftCardId', { max: CARD_MAIL_LIMITS.resendsPerCard })
    if (counts.order >= CARD_MAIL_LIMITS.resendsPerOrder) return fail(ERROR_CODES.ORDER_RESEND_LIMIT, 'giftCardId', { max: CARD_MAIL_LIMITS.resendsPerOrder })
    const mailId = await repo.insertMailCopy(tx, mail, mail.recipient, now)
    await repo.logResend(tx, { cardId: card.id, kind: 'RESEND', previousRecipient: mail.recipient, recipient: mail.recipient, customerId: context.access.customerId, mailId, createdAt: now })
    return ok(mailId)
  })
}

/** Corrects the receiver's address: a waiting e-mail is redirected, a sent one is copied to the new address. */
export async function correctCardRecipient(request: ShopperRequest, input: CardMailInput & { email: string }): Promise<Result<OrderGiftCardView>> {
  const now = request.now ?? new Date()
  const checked = validateWith(emailOnlySchema, { email: input.email }, '')
  if (!checked.ok) return checked
  const email = checked.value.email
  return act(request, input, now, async (tx, context) => {
    const { card, mails: { latest: mail }, counts } = context
    if (counts.corrected.has(card.id)) return fail(ERROR_CODES.RECIPIENT_ALREADY_CORRECTED, 'giftCardId')
    if (card.openedAt) return fail(ERROR_CODES.CARD_ALREADY_OPENED, 'giftCardId')
    if (normalizeEmail(email) === normalizeEmail(mail.recipient)) return fail(ERROR_CODES.RECIPIENT_UNCHANGED, 'email')
    const redirected = !mail.sentAt && await repo.redirectPendingMail(tx, mail.id, email, now)
    const mailId = redirected ? mail.id : await repo.insertMailCopy(tx, mail, email, now)
    await repo.logResend(tx, { cardId: card.id, kind: 'CORRECT_RECIPIENT', previousRecipient: mail.recipient, recipient: email, customerId: context.access.customerId, mailId, createdAt: now })
    return ok(mailId)
  })
}

interface ActionContext {
  access: CardMailAccess
  card: OrderCardRow
  mails: repo.CardMails
  counts: repo.ResendCounts
}

/**
 * What both actions share: the client's rate limit, access to the order, then one transaction that locks
 * the order row, so two requests (on any instance) count the log one after the other and never pass a
 * limit together. The mail goes out after the commit; whatever fails there the outbox sweep sends later.
 */
async function act(
  request: ShopperRequest, input: CardMailInput, now: Date,
  change: (tx: Db, context: ActionContext) => Promise<Result<string>>,
): Promise<Result<OrderGiftCardView>> {
  const limited = refusedBy(await hitRateLimits(request.db, [[CARD_MAIL_LIMITS.perClient, request.clientIp ?? null]], now))
  if (limited) return limited
  const access = await cardMailAccess(request, input.orderUuid)
  if (!access.ok) return access
  if (!isUuid(input.giftCardId)) return fail(ERROR_CODES.GIFT_CARD_NOT_IN_ORDER, 'giftCardId')
  const orderId = access.value.order.id
  const language = request.shopper.language
  const done = await request.db.transaction(async (tx) => {
    await lockOrderKey(tx, orderId)
    const card = await cardOfOrder(tx, orderId, input.giftCardId, language)
    if (!card || card.deliveryType !== 'DIGITAL') return fail(ERROR_CODES.GIFT_CARD_NOT_IN_ORDER, 'giftCardId')
    const mails = (await repo.cardMails(tx, [card.id])).get(card.id)
    if (!mails) return fail(ERROR_CODES.CARD_MAIL_MISSING, 'giftCardId')
    const counts = await repo.resendCounts(tx, orderId, new Date(now.getTime() - CARD_MAIL_LIMITS.windowMs))
    return change(tx, { access: access.value, card, mails, counts })
  })
  if (!done.ok) return done
  await deliverQueuedMail(request.db, [done.value])
  return cardMailView(request.db, orderId, input.giftCardId, language, now)
}
