import 'server-only'
import { createTranslator } from 'next-intl'
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { TRANSLATED_METHOD_NAMES, paymentMethodById } from '@/config/payment-methods'
import type { Language, Storefront } from '@/config/storefronts/types'
import { vatRateOf } from '@/config/charges'
import { loadMessages } from '@/i18n/messages'
import { toMoney } from '../common/money'
import type { BasketRecord } from '../cart/cart-repository'
import type { BasketPrice } from '../cart/pricing'

/**
 * The invoice of an order as a PDF (account orders and order details modal). Built with pdf-lib's
 * standard fonts, which cover the Latin-1 texts of the shop; other characters are replaced.
 */
const PAGE = { width: 595.28, height: 841.89, margin: 50 }

/** WinAnsi (the standard fonts' encoding) cannot show every character: replace what it lacks. */
const printable = (text: string) => text.normalize('NFC').replace(/[^\x20-\x7E\xA0-\xFF€]/g, '?')

export async function invoicePdf(storefront: Storefront, basket: BasketRecord, price: BasketPrice): Promise<Uint8Array> {
  const { order } = basket
  const language = order.language as Language
  const t = createTranslator({ locale: language, messages: await loadMessages(language), namespace: 'invoice' })
  const cart = createTranslator({ locale: language, messages: await loadMessages(language), namespace: 'cart' })
  const locale = `${language}-${storefront.country}`
  const money = (minor: number) => {
    const value = toMoney(minor, order.currency)
    return new Intl.NumberFormat(locale, { style: 'currency', currency: value.currency }).format(value.value).replace(/\u202f|\u00a0/g, ' ')
  }
  const date = (value: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(value)

  const pdf = await PDFDocument.create()
  pdf.setTitle(`${t('title')} ${order.reference}`)
  pdf.setAuthor(storefront.brandName)
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height])
  let y = PAGE.height - PAGE.margin
  const write = (text: string, x: number, options: { font?: PDFFont; size?: number; right?: boolean } = {}) => {
    const font = options.font ?? regular
    const size = options.size ?? 10
    const safe = printable(text)
    const left = options.right ? x - font.widthOfTextAtSize(safe, size) : x
    page.drawText(safe, { x: left, y, size, font, color: rgb(0.1, 0.1, 0.1) })
  }
  const nextLine = (gap = 14) => {
    y -= gap
    if (y < PAGE.margin) {
      page = pdf.addPage([PAGE.width, PAGE.height])
      y = PAGE.height - PAGE.margin
    }
  }
  const right = PAGE.width - PAGE.margin
  const seller = storefront.branding.organizationStructuredData

  write(storefront.brandName, PAGE.margin, { font: bold, size: 18 })
  write(t('title'), right, { font: bold, size: 18, right: true })
  nextLine(22)
  for (const line of [seller.address.streetAddress, `${seller.address.postalCode} ${seller.address.addressLocality}`, seller.customerService.email]) {
    write(line, PAGE.margin)
    nextLine()
  }
  nextLine(10)
  const billing = order.billingAddress
  const buyer = [
    billing?.companyName,
    billing ? `${billing.firstName} ${billing.lastName}` : null,
    billing?.street ? `${billing.street} ${billing.houseNumber ?? ''}${billing.suffix ? ` ${billing.suffix}` : ''}` : null,
    billing?.postCode || billing?.city ? `${billing?.postCode ?? ''} ${billing?.city ?? ''}`.trim() : null,
    billing?.countryCode,
    billing?.vatNumber ? `${t('vatNumber')}: ${billing.vatNumber}` : null,
  ].filter((line): line is string => !!line)
  const facts = [
    [t('number'), order.reference ?? ''],
    [t('date'), date(order.paidAt ?? order.placedAt ?? order.createdAt)],
    [t('orderReference'), order.reference ?? ''],
    ...(billing?.referenceNumber ? [[t('customerReference'), billing.referenceNumber]] : []),
  ]
  const rows = Math.max(buyer.length, facts.length)
  for (let i = 0; i < rows; i += 1) {
    if (buyer[i]) write(buyer[i]!, PAGE.margin)
    if (facts[i]) {
      write(`${facts[i]![0]}:`, 330, { font: bold })
      write(facts[i]![1]!, right, { right: true })
    }
    nextLine()
  }
  nextLine(16)

  const columns = { qty: 360, unit: 450, amount: right }
  write(t('item'), PAGE.margin, { font: bold })
  write(t('quantity'), columns.qty, { font: bold, right: true })
  write(t('unitPrice'), columns.unit, { font: bold, right: true })
  write(t('amount'), columns.amount, { font: bold, right: true })
  nextLine(6)
  page.drawLine({ start: { x: PAGE.margin, y }, end: { x: right, y }, thickness: 0.5 })
  nextLine(14)
  const item = (label: string, qty: number, unit: number) => {
    write(label.length > 60 ? `${label.slice(0, 57)}...` : label, PAGE.margin)
    write(String(qty), columns.qty, { right: true })
    write(money(unit), columns.unit, { right: true })
    write(money(unit * qty), columns.amount, { right: true })
    nextLine()
  }
  for (const line of basket.packages) {
    const shipment = basket.shipments.find((candidate) => candidate.id === line.shipmentId)
    item(cart(shipment?.deliveryType === 'PHYSICAL' ? 'physicalVariation' : 'digitalVariation', { title: line.product.title }), line.quantity, line.unitAmount)
    const extras = (price.packageTotals[line.id] ?? 0) - line.quantity * line.unitAmount
    if (extras > 0) item(`  + ${[line.wrapper ? cart(`wrappers.${line.wrapper}` as never) : null, line.giftPacking ? cart('giftPacking') : null].filter(Boolean).join(', ')}`, 1, extras)
  }
  const totals = order.totals ?? { ...price.totals, adjustments: price.totals.adjustments.map((adjustment) => ({ ...adjustment, title: adjustment.adjustmentType })) }
  for (const adjustment of totals.adjustments) item(adjustment.title, 1, adjustment.price)
  nextLine(4)
  page.drawLine({ start: { x: 330, y: y + 8 }, end: { x: right, y: y + 8 }, thickness: 0.5 })
  const sum = (label: string, amount: number, font = regular) => {
    write(label, 330, { font })
    write(money(amount), right, { font, right: true })
    nextLine()
  }
  sum(t('subTotal'), totals.subTotal)
  sum(t('totalWithoutVat'), totals.grandTotalWithoutTax)
  sum(`${t('vat')} (${Math.round(vatRateOf(storefront.country) * 1000) / 10} %)`, totals.grandTotal - totals.grandTotalWithoutTax)
  sum(t('total'), totals.grandTotal, bold)
  nextLine(16)
  write(t('vatExempt'), PAGE.margin)
  nextLine()
  const payment = createTranslator({ locale: language, messages: await loadMessages(language), namespace: 'checkout.payment' })
  const word = order.paymentMethod ? TRANSLATED_METHOD_NAMES[order.paymentMethod] : undefined
  const method = order.paymentMethod ? (word ? payment(word) : paymentMethodById(order.paymentMethod)?.label ?? order.paymentMethod) : null
  write(order.status === 'COMPLETED' && method ? t('paid', { method }) : t('awaitingPayment'), PAGE.margin)
  return pdf.save()
}
