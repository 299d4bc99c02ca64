import 'server-only'
import { getStorefront, isStorefrontCode } from '@/config/storefronts/resolve'
import type { Language, Storefront } from '@/config/storefronts/types'
import { storefrontOrigin } from '@/config/storefronts/urls'
import { formatCalendarDate } from '@/i18n/format'
import { localizePath } from '@/i18n/localize'
import type { Db } from '@/server/db/types'
import { deliverQueuedMail } from '@/server/services/mail/deliver-queued'
import type { MinuteJob } from '@/server/services/jobs/minute-jobs'
import { invoiceCancelledMail, invoiceReminderMail } from '@/server/services/mail/mails/invoice-mails'
import { enqueueMail } from '@/server/services/mail/outbox'
import { minorAmountText } from '../common/money'
import type { OrderRow } from '../order/order-repository'
import { cancelWaitingOrder, claimReminder, unremindedPastDue, waitingDueBy } from '../order/order-invoice-repository'
import { transition } from '../orders/order-status'
import { restock } from '../orders/stock'
import { issueCreditNoteIn } from './credit-notes'
import { orderDocumentLinks } from './document-links'
import { PAYMENT_TERM_DAYS, addDays } from './invoice-document'
import { billingEmail } from '@/validation/address'

/**
 * What happens to an order on invoice that stays unpaid: the day after its due date (PAYMENT_TERM_DAYS
 * after it started waiting, kept on the order) the buyer gets one reminder; UNPAID_INVOICE_CANCEL_DAYS
 * after it started waiting the order is cancelled. It has no invoice (an invoice is issued when the
 * order is paid), so nothing is credited. Dates are UTC days; a transfer imported from a bank
 * statement before then pays the order.
 */
export const UNPAID_INVOICE_CANCEL_DAYS = 30
/** Orders one run reminds or cancels; the rest wait a minute. */
const BATCH = 50


type ReminderFigures = { amount: string; dueOn: string; cancelOn: string; iban: string; bic: string; communication: string }

/** The buyer's reminder or cancellation mail, to the billing e-mail; null when the order has none. */
async function letter(tx: Db, storefront: Storefront, order: OrderRow, mail: { kind: 'reminder'; figures: ReminderFigures } | { kind: 'cancelled' }) {
  const language = order.language as Language
  const email = billingEmail(order.customerEmail ?? order.billingAddress?.email ?? '', order.billingAddress?.invoiceEmail)
  if (!email) return null
  const common = {
    firstName: order.billingAddress?.firstName || null,
    reference: order.reference ?? '',
    documents: await orderDocumentLinks(tx, storefront, order.id, language),
    ordersUrl: storefrontOrigin(storefront) + localizePath('accountOrders', {}, language, storefront.defaultLanguage),
  }
  return enqueueMail(tx, mail.kind === 'reminder'
    ? await invoiceReminderMail(storefront, language, email, { ...common, ...mail.figures })
    : await invoiceCancelledMail(storefront, language, email, common))
}

/** The day an order on invoice due on `dueOn` is cancelled unpaid. */
const cancelDayOf = (dueOn: string) => addDays(dueOn, UNPAID_INVOICE_CANCEL_DAYS - PAYMENT_TERM_DAYS)

/** The one reminder of each order on invoice past its due date, claimed so two instances never both send it. */
export async function remindUnpaidInvoices(db: Db, now: Date): Promise<number> {
  const today = now.toISOString().slice(0, 10)
  const due = await unremindedPastDue(db, today, BATCH)
  let reminded = 0
  for (const order of due) {
    if (!isStorefrontCode(order.storefront) || !order.paymentDueOn) continue
    const storefront = getStorefront(order.storefront)
    const dueOn = order.paymentDueOn
    const mailIds = await db.transaction(async (tx) => {
      if (!(await claimReminder(tx, order.id, now))) return []
      const locale = `${order.language}-${storefront.country}`
      const date = (isoDate: string) => formatCalendarDate(isoDate, locale)
      const id = await letter(tx, storefront, order, {
        kind: 'reminder',
        figures: {
          amount: minorAmountText(order.totals?.grandTotal ?? 0, order.currency, locale),
          dueOn: date(dueOn),
          cancelOn: date(cancelDayOf(dueOn)),
          iban: storefront.seller.iban ?? '', bic: storefront.seller.bic ?? '', communication: order.transferCommunication ?? order.reference ?? '',
        },
      })
      return id ? [id] : []
    })
    await deliverQueuedMail(db, mailIds)
    if (mailIds.length > 0) reminded += 1
  }
  return reminded
}

/** Cancels each order on invoice still unpaid UNPAID_INVOICE_CANCEL_DAYS after it started waiting. */
export async function cancelUnpaidInvoices(db: Db, now: Date): Promise<number> {
  const lastDueOn = addDays(now.toISOString().slice(0, 10), PAYMENT_TERM_DAYS - UNPAID_INVOICE_CANCEL_DAYS)
  const expired = await waitingDueBy(db, lastDueOn, BATCH)
  let cancelled = 0
  for (const order of expired) {
    if (!isStorefrontCode(order.storefront)) continue
    const storefront = getStorefront(order.storefront)
    const mailIds = await db.transaction(async (tx) => {
      // Conditional: a transfer imported at the same moment pays the order or finds it cancelled, never both.
      if (!(await cancelWaitingOrder(tx, order.id, transition('cancel').to, now))) return null
      await restock(tx, order.id)
      // Only an order that got its invoice while waiting, before invoices waited for the payment, has one to correct.
      await issueCreditNoteIn(tx, order.id, now)
      const id = await letter(tx, storefront, order, { kind: 'cancelled' })
      return id ? [id] : []
    })
    if (!mailIds) continue
    await deliverQueuedMail(db, mailIds)
    cancelled += 1
  }
  return cancelled
}

/** The minute job `unpaid-invoices`: reminders first, then cancellations. */
export const unpaidInvoicesJob: MinuteJob = {
  name: 'unpaid-invoices',
  run: async (db, now) => ({ reminded: await remindUnpaidInvoices(db, now), cancelled: await cancelUnpaidInvoices(db, now) }),
}
