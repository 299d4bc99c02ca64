import 'server-only'
import { hash } from '@node-rs/argon2'
import type { Language, Storefront } from '@/config/storefronts/types'
import { storefrontOrigin } from '@/config/storefronts/urls'
import { formatCalendarDate } from '@/i18n/format'
import { localizePath } from '@/i18n/localize'
import { cardLedger, fulfilmentQueue, giftCards } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import { enqueueMail } from '@/server/services/mail/outbox'
import { cardArtImage, giftCardMail, type CardUsage } from '@/server/services/mail/mails/gift-card-mail'
import { orderConfirmationMail } from '@/server/services/mail/mails/order-mails'
import { minorAmountText } from '../common/money'
import { choiceCardBrandTitles, productWebshops } from '../catalog/card-usage'
import { cardDataAction } from '../card-data/card-data-service'
import { choiceCardPdfUrl } from '../card-data/choice-card-explanation'
import type { BasketRecord } from '../order/order-repository'
import type { BasketPrice } from '../order/pricing'
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
  const brand = storefront.brandName
  const locale = `${language}-${storefront.country}`
  const mailIds: string[] = []
  const usageOf = cardUsages(tx, storefront, language, basket)
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
        // The voucher page with number and PIN (docs/rules/checkout.md kaartgegevens), which also links to the balance check.
        // The link stays valid for its full term from the moment the receiver gets it.
        const cardPage = await cardDataAction(tx, storefront, language, { id: card!.id, number, pin }, sendAfter ?? now)
        mailIds.push(await enqueueMail(tx, await giftCardMail(storefront, language, {
          recipient: receiver?.email ?? order.customerEmail ?? '',
          giftCardId: card!.id,
          sendAfter,
          receiverFirstName: receiver?.firstName || null,
          sender,
          message: line.message || null,
          productTitle: line.product.title,
          amount: minorAmountText(line.unitAmount, order.currency, locale),
          expiry: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(expiresAt),
          card: { number, pin },
          art: cardArtImage(storefront, line.product),
          cardPage,
          usage: await usageOf(line.product),
          product: line.product,
        })))
      }
    }
  }
  return mailIds
}

/** How many brands a choice card's mail names; the rest are on the choice card page it links to. */
const CHOICE_BRANDS_NAMED = 20

/**
 * Where and how each product's card is spent, for its mail: a choice card names the brands it opens
 * (read once per order, only when the order holds one), a brand's card its webshop.
 */
function cardUsages(tx: Db, storefront: Storefront, language: Language, basket: BasketRecord) {
  let choiceBrands: Promise<string[]> | null = null
  let webshops: ReturnType<typeof productWebshops> | null = null
  return async (product: { id: number; isChoiceCard: boolean }): Promise<CardUsage> => {
    if (product.isChoiceCard) {
      choiceBrands ??= choiceCardBrandTitles(tx, storefront.code, language)
      const brands = await choiceBrands
      return {
        kind: 'choice',
        brands: brands.slice(0, CHOICE_BRANDS_NAMED),
        brandCount: brands.length,
        allBrandsUrl: storefrontOrigin(storefront) + localizePath('choiceCard', {}, language, storefront.defaultLanguage),
        explanationUrl: choiceCardPdfUrl(storefront, language),
      }
    }
    webshops ??= productWebshops(tx, [...new Set(basket.packages.map((line) => line.productId))])
    return { kind: 'brand', webshopUrl: (await webshops).get(product.id) ?? null }
  }
}

/** How an order on invoice is paid, for the confirmation to say: to the seller's account, stating the communication, by the due date. */
export interface TransferInstructions { iban: string; bic: string | null; communication: string; dueOn: string }

/** A document the mail links to (the order's invoice), with its label in the mail's language. */
export interface DocumentLink { label: string; href: string }

/** The order confirmation e-mail (queued in the transaction that places or pays the order). */
export async function queueOrderConfirmation(
  tx: Db, storefront: Storefront, basket: BasketRecord, grandTotal: number, awaitingTransfer: boolean,
  { transfer = null, documents = [] }: { transfer?: TransferInstructions | null; documents?: readonly DocumentLink[] } = {},
): Promise<string> {
  const { order } = basket
  const language = order.language as Language
  const locale = `${language}-${storefront.country}`
  const total = minorAmountText(grandTotal, order.currency, locale)
  return enqueueMail(tx, await orderConfirmationMail(
    // Billing correspondence: the invoice and how to pay go to the invoice e-mail when one is set.
    storefront, language, billingEmail(order.customerEmail ?? '', order.billingAddress?.invoiceEmail),
    {
      firstName: order.billingAddress?.firstName || null,
      reference: order.reference ?? '',
      total,
      awaitingTransfer,
      transfer: transfer ? { ...transfer, bic: transfer.bic ?? '', amount: total, dueOn: formatCalendarDate(transfer.dueOn, locale) } : null,
      hasDigital: basket.shipments.some((shipment) => shipment.deliveryType === 'DIGITAL'),
      hasPhysical: basket.shipments.some((shipment) => shipment.deliveryType === 'PHYSICAL'),
      documents,
      orderUrl: storefrontOrigin(storefront) + localizePath('checkoutConfirmation', { uuid: order.id }, language, storefront.defaultLanguage),
    },
  ))
}
