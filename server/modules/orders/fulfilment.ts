import 'server-only'
import { createTranslator } from 'next-intl'
import { hash } from '@node-rs/argon2'
import type { Language, Storefront } from '@/config/storefronts/types'
import { storefrontOrigin } from '@/config/storefronts/urls'
import { formatCalendarDate } from '@/i18n/format'
import { localizePath } from '@/i18n/localize'
import { loadMessages } from '@/i18n/messages'
import { cardLedger, fulfilmentQueue, giftCards } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import { enqueueMail } from '@/server/services/mail/outbox'
import { renderLetter } from '@/server/services/mail/letter'
import { minorAmountText } from '../common/money'
import { cardDataAction } from '../card-data/card-data-service'
import type { BasketRecord } from '../cart/cart-repository'
import type { BasketPrice } from '../cart/pricing'
import { newCardNumber, newPin } from '../cards/gift-card-numbers'
import { billingEmail } from '@/validation/address'
import { deliveryInstant } from '@/validation/delivery-time'

/** Issued cards are valid for three years (at least the two years Belgian law asks). */
export const CARD_VALIDITY_YEARS = 3

/**
 * Delivers a paid order, inside the transaction that marks it paid, so it happens exactly once:
 * every digital card is issued (number, PIN, ledger credit) with its e-mail in the outbox, every
 * physical shipment joins the fulfilment queue, and the confirmation e-mail is queued. A digital
 * shipment with a delivery date (and time) has its e-mails held in the outbox until that moment in
 * the storefront's time zone (docs/rules/basket.md Delivery date and time): the card exists and is
 * paid for, the receiver learns of it then. Returns the outbox ids to send right after the commit
 * (a sweep sends whatever a crash left behind, and scheduled mails when they are due).
 */
export async function fulfilOrder(tx: Db, storefront: Storefront, basket: BasketRecord, price: BasketPrice, now: Date): Promise<string[]> {
  const { order } = basket
  const language = order.language as Language
  const t = createTranslator({ locale: language, messages: await loadMessages(language), namespace: 'mail' })
  const brand = storefront.brandName
  const mailIds: string[] = []
  const expiresAt = new Date(now)
  expiresAt.setFullYear(expiresAt.getFullYear() + CARD_VALIDITY_YEARS)
  const sender = order.billingAddress ? `${order.billingAddress.firstName} ${order.billingAddress.lastName}` : brand

  for (const shipment of basket.shipments) {
    const lines = basket.packages.filter((line) => line.shipmentId === shipment.id)
    if (shipment.deliveryType === 'PHYSICAL') {
      await tx.insert(fulfilmentQueue).values({ orderId: order.id, shipmentId: shipment.id, registeredMail: price.registeredMail.includes(shipment.tag) })
        .onConflictDoNothing()
      continue
    }
    const scheduled = shipment.deliveryDate ? deliveryInstant(shipment.deliveryDate, shipment.deliveryTime, storefront.seller.timeZone) : null
    const sendAfter = scheduled && scheduled > now ? scheduled : null
    for (const line of lines) {
      if (line.kind !== 'GIFTCARD') continue
      for (let copy = 0; copy < line.quantity; copy += 1) {
        const number = newCardNumber(line.productId)
        const pin = newPin()
        const [card] = await tx.insert(giftCards).values({
          number, pinHash: await hash(`${number}:${pin}`), storefront: storefront.code, productId: line.productId, orderId: order.id,
          packageId: line.id, currency: order.currency, initialAmount: line.unitAmount, status: 'ACTIVE', expiresAt,
        }).returning({ id: giftCards.id })
        await tx.insert(cardLedger).values({ cardId: card!.id, amount: line.unitAmount, kind: 'ISSUE', orderId: order.id })
        const receiver = shipment.deliveryAddress
        const amount = minorAmountText(line.unitAmount, order.currency, `${language}-${storefront.country}`)
        const paragraphs = [
          t('giftCard.body', { sender, product: line.product.title, amount }),
          ...(line.message ? [t('giftCard.message', { message: line.message })] : []),
          t('giftCard.number', { number: number.replace(/(\d{4})(?=\d)/g, '$1 ') }),
          t('giftCard.pin', { pin }),
          t('giftCard.expiry', { date: new Intl.DateTimeFormat(`${language}-${storefront.country}`, { dateStyle: 'long' }).format(expiresAt) }),
          t('giftCard.howTo'),
        ]
        mailIds.push(await enqueueMail(tx, { ...renderLetter({
          kind: 'gift-card',
          recipient: receiver?.email ?? order.customerEmail ?? '',
          subject: t('giftCard.subject', { product: line.product.title, amount }),
          greeting: receiver?.firstName ? t('greeting', { name: receiver.firstName }) : t('greetingWithoutName'),
          paragraphs,
          // The voucher page with number and PIN (docs/rules/checkout.md kaartgegevens), which also links to the balance check.
          // The link stays valid for its full term from the moment the receiver gets it.
          action: await cardDataAction(tx, storefront, language, { id: card!.id, number, pin }, sendAfter ?? now),
          signature: t('signature', { brand }),
          footer: t('footer.gift', { brand, sender }),
        }, storefront), sendAfter, giftCardId: card!.id }))
      }
    }
  }
  return mailIds
}

/** How an order on invoice is paid (its invoice's transfer), for the confirmation to say. */
export interface TransferInstructions { invoiceNumber: string; iban: string; bic: string | null; communication: string; dueOn: string }

/** A document the mail links to (the order's invoice), with its label in the mail's language. */
export interface DocumentLink { label: string; href: string }

/** The order confirmation e-mail (queued in the transaction that places or pays the order). */
export async function queueOrderConfirmation(
  tx: Db, storefront: Storefront, basket: BasketRecord, grandTotal: number, awaitingTransfer: boolean,
  { transfer = null, documents = [] }: { transfer?: TransferInstructions | null; documents?: readonly DocumentLink[] } = {},
): Promise<string> {
  const { order } = basket
  const language = order.language as Language
  const t = createTranslator({ locale: language, messages: await loadMessages(language), namespace: 'mail' })
  const brand = storefront.brandName
  const hasDigital = basket.shipments.some((shipment) => shipment.deliveryType === 'DIGITAL')
  const hasPhysical = basket.shipments.some((shipment) => shipment.deliveryType === 'PHYSICAL')
  const paragraphs = [
    t('orderConfirmation.body', { reference: order.reference ?? '', amount: minorAmountText(grandTotal, order.currency, `${language}-${storefront.country}`) }),
    ...(awaitingTransfer ? [t('orderConfirmation.awaitingTransfer')] : []),
    ...(transfer ? [t('orderConfirmation.payByTransfer', {
      ...transfer,
      bic: transfer.bic ?? '',
      amount: minorAmountText(grandTotal, order.currency, `${language}-${storefront.country}`),
      dueOn: formatCalendarDate(transfer.dueOn, `${language}-${storefront.country}`),
    })] : []),
    ...(hasDigital ? [t('orderConfirmation.digital')] : []),
    ...(hasPhysical ? [t('orderConfirmation.physical')] : []),
  ]
  return enqueueMail(tx, renderLetter({
    kind: 'order-confirmation',
    // Billing correspondence: the invoice and how to pay go to the invoice e-mail when one is set.
    recipient: billingEmail(order.customerEmail ?? '', order.billingAddress?.invoiceEmail),
    subject: t('orderConfirmation.subject', { reference: order.reference ?? '', brand }),
    greeting: order.billingAddress?.firstName ? t('greeting', { name: order.billingAddress.firstName }) : t('greetingWithoutName'),
    paragraphs,
    links: documents,
    action: {
      label: t('orderConfirmation.action'),
      href: storefrontOrigin(storefront) + localizePath('checkoutConfirmation', { uuid: order.id }, language, storefront.defaultLanguage),
    },
    signature: t('signature', { brand }),
    footer: t('footer.order', { brand }),
  }, storefront))
}
