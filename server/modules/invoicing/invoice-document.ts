import 'server-only'
import { createTranslator } from 'next-intl'
import { paymentMethodById, settlementOf } from '@/config/payment-methods'
import { vatRateOf } from '@/config/charges'
import type { Language, Storefront } from '@/config/storefronts/types'
import type { InvoiceDocument } from '@/server/db/schema'
import { loadMessages } from '@/i18n/messages'
import type { BasketRecord } from '../order/order-repository'
import { includedVat, type BasketPrice } from '../order/pricing'
import { epcPayload } from './epc-qr'
import { postalLines } from '@/i18n/address-lines'

/** Days a shopper has to pay an invoice not paid yet (the `invoice.awaitingPayment` text says 14). */
export const PAYMENT_TERM_DAYS = 14

const GIFT_CARD_BALANCE = 'GIFT_CARD_BALANCE'

/** Adds days to a YYYY-MM-DD date. */
export const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** Taxable amount and VAT per rate; gift cards (rate null) are outside the scope of VAT. */
export function vatBreakdownOf(lines: InvoiceDocument['lines']): InvoiceDocument['vatBreakdown'] {
  const byRate = new Map<number | null, number>()
  for (const line of lines) byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + line.amount)
  return [...byRate.entries()].map(([vatRate, amount]) => {
    const vat = vatRate === null ? 0 : includedVat(amount, vatRate)
    return { vatRate, taxable: amount - vat, vat }
  })
}

export interface InvoiceDocumentInput {
  storefront: Storefront
  basket: BasketRecord
  price: BasketPrice
  number: string
  issuedOn: string
  /** What a transfer paying this invoice states (see invoice-issue.ts). */
  transferCommunication: string
}

/**
 * How an order on invoice is paid: by transfer to the seller's own account. Orders paid by the
 * provider's bank transfer get the provider's account and reference from the provider instead.
 */
function transferOf(storefront: Storefront, order: BasketRecord['order'], amount: number, communication: string): InvoiceDocument['payment']['transfer'] {
  const { iban, bic, legalName } = storefront.seller
  if (settlementOf(order.paymentMethod) !== 'invoice' || order.status === 'COMPLETED' || !iban || amount <= 0) return null
  const qrPayload = order.currency === 'EUR' ? epcPayload({ bic, name: legalName, iban, amount, remittance: communication }) : null
  return { iban, bic, communication, qrPayload }
}

/**
 * The invoice of an order with everything article 226 of the VAT Directive asks of it: number and
 * date, date of supply, seller and buyer with their VAT and company numbers, each item with its
 * quantity, price and VAT rate, the taxable amount and VAT per rate, and why gift cards carry none.
 */
export async function buildInvoiceDocument({ storefront, basket, price, number, issuedOn, transferCommunication }: InvoiceDocumentInput): Promise<InvoiceDocument> {
  const { order } = basket
  const language = order.language as Language
  const messages = await loadMessages(language, storefront.country)
  const cart = createTranslator({ locale: language, messages, namespace: 'cart' })
  const invoice = createTranslator({ locale: language, messages, namespace: 'invoice' })
  const payment = createTranslator({ locale: language, messages, namespace: 'checkout.payment' })
  const rate = vatRateOf(storefront.country)
  const countryName = (code: string) => new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code

  const lines: InvoiceDocument['lines'] = []
  for (const line of basket.packages) {
    const shipment = basket.shipments.find((candidate) => candidate.id === line.shipmentId)
    const variation = shipment?.deliveryType === 'PHYSICAL' ? 'physicalVariation' : 'digitalVariation'
    lines.push({ description: cart(variation, { title: line.product.title }), quantity: line.quantity, unitAmount: line.unitAmount, amount: line.quantity * line.unitAmount, vatRate: null })
    const extras = (price.packageTotals[line.id] ?? 0) - line.quantity * line.unitAmount
    if (extras > 0) {
      const names = [line.wrapper ? cart(`wrappers.${line.wrapper}` as never) : null, line.giftPacking ? cart('giftPacking') : null].filter(Boolean)
      lines.push({ description: `+ ${names.join(', ')}`, quantity: 1, unitAmount: extras, amount: extras, vatRate: rate })
    }
  }
  const totals = order.totals ?? { ...price.totals, adjustments: price.totals.adjustments.map((adjustment) => ({ ...adjustment, title: adjustment.adjustmentType })) }
  // An activation order buys no package: the amount it loads onto the card is its one line.
  if (basket.packages.length === 0 && totals.subTotal > 0) {
    lines.push({ description: invoice('cardValue'), quantity: 1, unitAmount: totals.subTotal, amount: totals.subTotal, vatRate: null })
  }
  // Gift-card balance spent on a redeem order pays the total; it is not something sold.
  const giftCardBalance = totals.adjustments.filter((adjustment) => adjustment.adjustmentType === GIFT_CARD_BALANCE).reduce((sum, adjustment) => sum - adjustment.price, 0)
  for (const adjustment of totals.adjustments) {
    if (adjustment.adjustmentType === GIFT_CARD_BALANCE) continue
    lines.push({ description: adjustment.title, quantity: 1, unitAmount: adjustment.price, amount: adjustment.price, vatRate: rate })
  }
  const vatBreakdown = vatBreakdownOf(lines)
  const total = lines.reduce((sum, line) => sum + line.amount, 0)
  const vat = vatBreakdown.reduce((sum, row) => sum + row.vat, 0)

  const billing = order.billingAddress
  const business = order.customerType === 'BUSINESS'
  const paid = order.status === 'COMPLETED'
  const definition = order.paymentMethod ? paymentMethodById(order.paymentMethod) : undefined
  // Balance-paid redeem orders have no payment method: the gift-card line says how they were paid.
  const method = order.paymentMethod && order.paymentMethod !== 'giftcard'
    ? (definition?.nameKey ? payment(definition.nameKey) : definition?.label ?? order.paymentMethod)
    : null
  const { seller } = storefront

  return {
    kind: 'INVOICE',
    number,
    issuedOn,
    // Gift cards are delivered when the order is paid: that day is the date of supply.
    suppliedOn: paid ? issuedOn : null,
    language,
    currency: order.currency,
    locale: `${language}-${storefront.country}`,
    brandName: storefront.brandName,
    seller: {
      legalName: seller.legalName,
      addressLines: [seller.address.streetAddress, `${seller.address.postalCode} ${seller.address.addressLocality}`, countryName(seller.address.addressCountry)],
      vatNumber: seller.vatNumber,
      companyNumber: seller.companyNumber,
      email: storefront.branding.organizationStructuredData.customerService.email,
    },
    buyer: {
      lines: [
        billing?.companyName ?? null,
        billing ? `${billing.firstName} ${billing.lastName}`.trim() : null,
        ...(billing ? postalLines(billing) : []),
        billing?.countryCode ? countryName(billing.countryCode) : null,
      ].filter((line): line is string => !!line),
      vatNumber: business ? billing?.vatNumber ?? null : null,
      companyNumber: business ? billing?.kvkNumber ?? null : null,
      reference: billing?.referenceNumber ?? null,
      business,
    },
    orderReference: order.reference ?? '',
    corrects: null,
    lines,
    vatBreakdown,
    totals: { withoutVat: total - vat, vat, total },
    payment: { paid, method, dueOn: paid ? null : addDays(issuedOn, PAYMENT_TERM_DAYS), giftCardBalance, transfer: transferOf(storefront, order, total - giftCardBalance, transferCommunication) },
  }
}
