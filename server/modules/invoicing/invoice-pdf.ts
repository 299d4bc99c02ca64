import 'server-only'
import { createTranslator } from 'next-intl'
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import type { Language } from '@/config/storefronts/types'
import type { InvoiceDocument } from '@/server/db/schema'
import { formatCalendarDate } from '@/i18n/format'
import { loadLocaleMessages } from '@/i18n/messages'
import { toMoney } from '../common/money'
import { qrModules } from './epc-qr'
import { documentFontkit, documentFonts } from '@/server/services/document-fonts'

/**
 * An issued invoice or credit note as a PDF (account orders and the order details modal), drawn
 * from its frozen document, in embedded fonts that cover every language of the shop.
 */
const PAGE = { width: 595.28, height: 841.89, margin: 50 }
/** Side of the payment QR code, in points. */
const QR_SIZE = 100
/** Where the right-hand column (invoice facts, totals) starts. */
const FACTS_X = 290

/** Composed characters (an "e" and its accent as one), which the font has glyphs for. */
const printable = (text: string) => text.normalize('NFC')

export async function invoicePdf(document: InvoiceDocument): Promise<Uint8Array> {
  const language = document.language as Language
  const t = createTranslator({ locale: language, messages: await loadLocaleMessages(document.locale), namespace: 'invoice' })
  const money = (minor: number) => {
    const value = toMoney(minor, document.currency)
    return new Intl.NumberFormat(document.locale, { style: 'currency', currency: value.currency }).format(value.value).replace(/\u202f|\u00a0/g, ' ')
  }
  const date = (isoDate: string) => formatCalendarDate(isoDate, document.locale)
  const percent = (rate: number | null) => (rate === null ? t('noVat') : `${Math.round(rate * 1000) / 10} %`)
  const title = document.kind === 'CREDIT_NOTE' ? t('creditNoteTitle') : t('title')

  const pdf = await PDFDocument.create()
  pdf.setTitle(`${title} ${document.number}`)
  pdf.setAuthor(document.seller.legalName)
  pdf.setLanguage(document.locale)
  pdf.registerFontkit(documentFontkit)
  const files = await documentFonts()
  const regular = await pdf.embedFont(files.regular, { subset: true })
  const bold = await pdf.embedFont(files.bold, { subset: true })
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height])
  let y = PAGE.height - PAGE.margin
  const right = PAGE.width - PAGE.margin
  /** Draws a text at x (its right end at x when `right`), cut short with "…" where it would pass `maxWidth`. */
  const write = (text: string, x: number, options: { font?: PDFFont; size?: number; right?: boolean; maxWidth?: number } = {}) => {
    const font = options.font ?? regular
    const size = options.size ?? 10
    let safe = printable(text)
    if (options.maxWidth && font.widthOfTextAtSize(safe, size) > options.maxWidth) {
      while (safe.length > 1 && font.widthOfTextAtSize(`${safe}…`, size) > options.maxWidth) safe = safe.slice(0, -1)
      safe = `${safe.trimEnd()}…`
    }
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
  /** Wraps a long text over several lines of at most `width` points. */
  const paragraph = (text: string, width = right - PAGE.margin, size = 9) => {
    let line = ''
    for (const word of printable(text).split(' ')) {
      const next = line ? `${line} ${word}` : word
      if (regular.widthOfTextAtSize(next, size) > width && line) {
        write(line, PAGE.margin, { size })
        nextLine(12)
        line = word
      } else line = next
    }
    if (line) write(line, PAGE.margin, { size })
    nextLine(12)
  }
  /**
   * Two columns: the left block's lines beside label/value pairs on the right. A pair too wide for
   * one line puts its value on the next, so a long label never runs into its value.
   */
  const columns = (left: readonly string[], facts: ReadonlyArray<readonly [string, string]>, heading?: string) => {
    if (heading) {
      write(heading, PAGE.margin, { font: bold })
      nextLine()
    }
    const factLines = facts.flatMap(([label, value]): Array<{ label?: string; value?: string }> => {
      const fits = bold.widthOfTextAtSize(`${label}: `, 10) + regular.widthOfTextAtSize(printable(value), 10) <= right - FACTS_X
      return fits ? [{ label: `${label}:`, value }] : [{ label: `${label}:` }, { value }]
    })
    for (let i = 0; i < Math.max(left.length, factLines.length); i += 1) {
      if (left[i]) write(left[i]!, PAGE.margin, { maxWidth: FACTS_X - PAGE.margin - 10 })
      const fact = factLines[i]
      if (fact?.label) write(fact.label, FACTS_X, { font: bold })
      if (fact?.value) write(fact.value, right, { right: true, maxWidth: right - FACTS_X })
      nextLine()
    }
    nextLine(10)
  }

  /** The SEPA payment QR code, 100 points wide (about 35 mm, as banks ask), with what it is for beside it. */
  const drawQrCode = (payload: string) => {
    const modules = qrModules(payload)
    const cell = QR_SIZE / modules.length
    if (y - QR_SIZE < PAGE.margin) nextLine(y - PAGE.margin + 1)
    const top = y
    modules.forEach((row, rowIndex) => row.forEach((dark, column) => {
      if (dark) page.drawRectangle({ x: PAGE.margin + column * cell, y: top - (rowIndex + 1) * cell, width: cell, height: cell, color: rgb(0, 0, 0) })
    }))
    y = top - QR_SIZE / 2
    write(t('scanToPay'), PAGE.margin + QR_SIZE + 16, { size: 9 })
    y = top - QR_SIZE
    nextLine()
  }

  write(document.brandName, PAGE.margin, { font: bold, size: 18 })
  write(title, right, { font: bold, size: 18, right: true })
  nextLine(24)

  const { seller, buyer } = document
  columns(
    [seller.legalName, ...seller.addressLines, seller.email],
    [
      [t('number'), document.number],
      [t('date'), date(document.issuedOn)],
      [t('supplyDate'), document.suppliedOn ? date(document.suppliedOn) : t('suppliedOnPayment')],
      [t('orderReference'), document.orderReference],
      ...(seller.vatNumber ? [[t('vatNumber'), seller.vatNumber] as const] : []),
      [t('companyNumber'), seller.companyNumber],
    ],
  )
  if (document.corrects) {
    write(t('corrects', { number: document.corrects.number, date: date(document.corrects.issuedOn) }), PAGE.margin, { font: bold })
    nextLine(20)
  }
  columns(
    buyer.lines,
    [
      ...(buyer.vatNumber ? [[t('vatNumber'), buyer.vatNumber] as const] : []),
      ...(buyer.companyNumber ? [[t('companyNumber'), buyer.companyNumber] as const] : []),
      ...(buyer.reference ? [[t('customerReference'), buyer.reference] as const] : []),
    ],
    t('billTo'),
  )

  // Right ends of the table's number columns.
  const at = { qty: 320, unit: 405, vat: 472, amount: right }
  write(t('item'), PAGE.margin, { font: bold })
  write(t('quantity'), at.qty, { font: bold, right: true })
  write(t('unitPrice'), at.unit, { font: bold, right: true })
  write(t('vatRate'), at.vat, { font: bold, right: true })
  write(t('amount'), at.amount, { font: bold, right: true })
  nextLine(6)
  page.drawLine({ start: { x: PAGE.margin, y }, end: { x: right, y }, thickness: 0.5 })
  nextLine(14)
  for (const line of document.lines) {
    write(line.description, PAGE.margin, { maxWidth: at.qty - 30 - PAGE.margin })
    write(String(line.quantity), at.qty, { right: true })
    write(money(line.unitAmount), at.unit, { right: true })
    write(percent(line.vatRate), at.vat, { right: true })
    write(money(line.amount), at.amount, { right: true })
    nextLine()
  }
  nextLine(10)

  write(t('vatSummary'), PAGE.margin, { font: bold })
  write(t('taxable'), at.unit, { font: bold, right: true })
  write(t('vatAmount'), at.amount, { font: bold, right: true })
  nextLine()
  for (const row of document.vatBreakdown) {
    write(percent(row.vatRate), PAGE.margin)
    write(money(row.taxable), at.unit, { right: true })
    write(money(row.vat), at.amount, { right: true })
    nextLine()
  }
  nextLine(6)
  page.drawLine({ start: { x: FACTS_X, y: y + 8 }, end: { x: right, y: y + 8 }, thickness: 0.5 })
  const sum = (label: string, amount: number, font = regular) => {
    const figure = money(amount)
    write(label, FACTS_X, { font, maxWidth: right - FACTS_X - font.widthOfTextAtSize(figure, 10) - 10 })
    write(figure, right, { font, right: true })
    nextLine()
  }
  sum(t('totalWithoutVat'), document.totals.withoutVat)
  sum(t('vatAmount'), document.totals.vat)
  sum(t('total'), document.totals.total, bold)
  if (document.payment.giftCardBalance > 0) {
    sum(t('giftCardBalance'), -document.payment.giftCardBalance)
    sum(t('amountDue'), document.totals.total - document.payment.giftCardBalance, bold)
  }
  nextLine(12)
  if (document.lines.some((line) => line.vatRate === null)) paragraph(t('vatExempt'))
  nextLine(4)
  const { payment } = document
  if (document.kind === 'CREDIT_NOTE') return pdf.save()
  const { transfer } = payment
  if (payment.paid) {
    if (payment.method) paragraph(t('paid', { method: payment.method }))
  } else if (transfer && payment.dueOn) {
    paragraph(t('payBy', { amount: money(document.totals.total - payment.giftCardBalance), date: date(payment.dueOn), iban: transfer.iban, bic: transfer.bic ?? '', reference: transfer.communication }))
    if (transfer.qrPayload) {
      nextLine(4)
      drawQrCode(transfer.qrPayload)
    }
  } else paragraph(t('awaitingPayment'))
  return pdf.save()
}
