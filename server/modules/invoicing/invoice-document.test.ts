import { describe, expect, it } from 'vitest'
import { getStorefront } from '@/config/storefronts/resolve'
import type { StoredAddress } from '@/server/db/schema'
import type { BasketRecord } from '../order/order-repository'
import type { BasketPrice } from '../order/pricing'
import { addDays, buildInvoiceDocument, vatBreakdownOf } from './invoice-document'

/**
 * What an invoice states (VAT Directive art. 226), judged on a basket built by hand: the amounts do
 * not divide evenly, and every expected figure is written out rather than computed here.
 */
const CBBE = getStorefront('CBBE')
const BUSINESS: StoredAddress = {
  firstName: 'Lotte', lastName: 'Peeters', customerType: 'BUSINESS', companyName: 'Peeters bv', countryCode: 'BE', postCode: '9000',
  houseNumber: '12', suffix: 'b', street: 'Veldstraat', city: 'Gent', email: 'lotte@example.com', invoiceEmail: null, phoneNumber: null,
  vatNumber: 'BE0123456749', kvkNumber: '0123.456.749', referenceNumber: 'PO-2026-11',
}

function basketOf(order: Record<string, unknown>, adjustments: Array<{ title: string; adjustmentType: string; price: number }>) {
  const cards = 3 * 2_599 + 2 * 1_500
  const extras = 1_180
  const charges = adjustments.reduce((sum, adjustment) => sum + adjustment.price, 0)
  const basket = {
    order: {
      storefront: 'CBBE', language: 'nl', currency: 'EUR', status: 'COMPLETED', orderType: 'REGULAR', customerType: 'BUSINESS', reference: 'CBBE-20261126-104729',
      paymentMethod: 'bancontact', billingAddress: BUSINESS, totals: { subTotal: cards + extras, grandTotal: cards + extras + charges, grandTotalWithoutTax: 0, adjustments },
      ...order,
    },
    shipments: [{ id: 's1', deliveryType: 'DIGITAL' }, { id: 's2', deliveryType: 'PHYSICAL' }],
    packages: [
      { id: 'p1', shipmentId: 's1', quantity: 3, unitAmount: 2_599, wrapper: null, giftPacking: false, product: { title: 'Bol.com' } },
      { id: 'p2', shipmentId: 's2', quantity: 2, unitAmount: 1_500, wrapper: 'birthday', giftPacking: true, product: { title: 'Decathlon' } },
    ],
  } as unknown as BasketRecord
  const price = { packageTotals: { p1: 7_797, p2: 3_000 + extras } } as unknown as BasketPrice
  return { basket, price }
}

const CHARGES = [
  { title: 'Servicekosten', adjustmentType: 'SERVICE_FEE', price: 95 },
  { title: 'Verzendkosten', adjustmentType: 'POSTAGE', price: 575 },
]

describe('the invoice document of an order', () => {
  it('states the seller, the business buyer, each item with its VAT rate, and the VAT per rate', async () => {
    const { basket, price } = basketOf({}, CHARGES)
    const document = await buildInvoiceDocument({ storefront: CBBE, basket, price, number: 'INV-BE-2026-000042', issuedOn: '2026-11-26', transferCommunication: '+++260/0000/04214+++' })
    expect(document).toMatchObject({
      kind: 'INVOICE', number: 'INV-BE-2026-000042', issuedOn: '2026-11-26', suppliedOn: '2026-11-26', language: 'nl', currency: 'EUR', locale: 'nl-BE',
      brandName: 'Cadorama', orderReference: 'CBBE-20261126-104729', corrects: null,
    })
    expect(document.seller).toEqual({
      legalName: 'Kadoworks Belgium BV', addressLines: ['Cadeaulaan 10', '9000 Gent', 'België'], vatNumber: 'BE0765123429', companyNumber: '0765.123.429',
      email: 'service@cadorama.be',
    })
    expect(document.buyer).toEqual({
      lines: ['Peeters bv', 'Lotte Peeters', 'Veldstraat 12 b', '9000 Gent', 'België'], vatNumber: 'BE0123456749', companyNumber: '0123.456.749', reference: 'PO-2026-11', business: true,
    })
    expect(document.lines).toEqual([
      { description: 'Bol.com (per e-mail)', quantity: 3, unitAmount: 2_599, amount: 7_797, vatRate: null },
      { description: 'Decathlon (per post)', quantity: 2, unitAmount: 1_500, amount: 3_000, vatRate: null },
      { description: '+ Verjaardagsenveloppe, Cadeauverpakking', quantity: 1, unitAmount: 1_180, amount: 1_180, vatRate: 0.21 },
      { description: 'Servicekosten', quantity: 1, unitAmount: 95, amount: 95, vatRate: 0.21 },
      { description: 'Verzendkosten', quantity: 1, unitAmount: 575, amount: 575, vatRate: 0.21 },
    ])
    // 1,180 + 95 + 575 = 1,850 including 21 % VAT: 321.07 of VAT, rounded to 321.
    expect(document.vatBreakdown).toEqual([{ vatRate: null, taxable: 10_797, vat: 0 }, { vatRate: 0.21, taxable: 1_529, vat: 321 }])
    expect(document.totals).toEqual({ withoutVat: 12_326, vat: 321, total: 12_647 })
    expect(document.payment).toEqual({ paid: true, method: 'Bancontact', dueOn: null, giftCardBalance: 0, transfer: null })
  })

  it('leaves the date of supply open and sets a due date 14 days on while the order waits for its transfer', async () => {
    const { basket, price } = basketOf({ status: 'AWAITING_BANK_TRANSFER', paymentMethod: 'invoice' }, CHARGES)
    const document = await buildInvoiceDocument({ storefront: CBBE, basket, price, number: 'INV-BE-2026-000043', issuedOn: '2026-12-25', transferCommunication: '+++260/0000/04214+++' })
    expect(document.suppliedOn).toBeNull()
    expect(document.payment).toEqual({
      paid: false, method: 'Betalen op factuur', dueOn: '2027-01-08', giftCardBalance: 0,
      transfer: {
        iban: 'BE21001234567803', bic: 'GEBABEBB', communication: '+++260/0000/04214+++',
        qrPayload: 'BCD\n002\n1\nSCT\nGEBABEBB\nKadoworks Belgium BV\nBE21001234567803\nEUR126.47\n\n\n+++260/0000/04214+++',
      },
    })
  })

  it('gives no account of the seller\'s for a provider\'s bank transfer, nor a QR code for a transfer in another currency', async () => {
    const byProvider = basketOf({ status: 'AWAITING_BANK_TRANSFER', paymentMethod: 'banktransfer' }, CHARGES)
    expect((await buildInvoiceDocument({ storefront: CBBE, ...byProvider, number: 'INV-BE-2026-000047', issuedOn: '2026-11-26', transferCommunication: '+++260/0000/04719+++' })).payment)
      .toMatchObject({ paid: false, dueOn: '2026-12-10', transfer: null })
    const polish = basketOf({ status: 'AWAITING_BANK_TRANSFER', paymentMethod: 'invoice', storefront: 'CBPL', currency: 'PLN', language: 'en' }, CHARGES)
    expect((await buildInvoiceDocument({ storefront: getStorefront('CBPL'), ...polish, number: 'INV-PL-2026-000001', issuedOn: '2026-11-26', transferCommunication: 'INV-PL-2026-000001' })).payment.transfer)
      .toEqual({ iban: 'PL61109010140000071219812874', bic: 'WBKPPLPP', communication: 'INV-PL-2026-000001', qrPayload: null })
  })

  it('shows gift-card balance spent on a redeem order as paid, not as an item', async () => {
    const { basket, price } = basketOf({ orderType: 'REDEEM', paymentMethod: 'giftcard' }, [...CHARGES, { title: 'Cadeaukaarttegoed', adjustmentType: 'GIFT_CARD_BALANCE', price: -5_003 }])
    const document = await buildInvoiceDocument({ storefront: CBBE, basket, price, number: 'INV-BE-2026-000044', issuedOn: '2026-11-26', transferCommunication: '+++260/0000/04214+++' })
    expect(document.lines.map((line) => line.description)).not.toContain('Cadeaukaarttegoed')
    expect(document.totals.total).toBe(12_647)
    expect(document.payment).toEqual({ paid: true, method: null, dueOn: null, giftCardBalance: 5_003, transfer: null })
  })

  it('prints no VAT or company number of a private buyer', async () => {
    const { basket, price } = basketOf({ customerType: 'PRIVATE', billingAddress: { ...BUSINESS, customerType: 'PRIVATE', companyName: null } }, CHARGES)
    const document = await buildInvoiceDocument({ storefront: CBBE, basket, price, number: 'INV-BE-2026-000045', issuedOn: '2026-11-26', transferCommunication: '+++260/0000/04214+++' })
    expect(document.buyer).toMatchObject({ vatNumber: null, companyNumber: null, business: false })
    expect(document.buyer.lines[0]).toBe('Lotte Peeters')
  })

  it('makes the amount an activation order loads onto a card its one exempt line', async () => {
    const { basket, price } = basketOf({ orderType: 'ACTIVATION', customerType: 'PRIVATE', totals: { subTotal: 3_333, grandTotal: 3_333, grandTotalWithoutTax: 3_333, adjustments: [] } }, [])
    const document = await buildInvoiceDocument({ storefront: CBBE, basket: { ...basket, packages: [], shipments: [] }, price, number: 'INV-BE-2026-000046', issuedOn: '2026-11-26', transferCommunication: '+++260/0000/04214+++' })
    expect(document.lines).toEqual([{ description: 'Waarde van de cadeaukaart', quantity: 1, unitAmount: 3_333, amount: 3_333, vatRate: null }])
    expect(document.vatBreakdown).toEqual([{ vatRate: null, taxable: 3_333, vat: 0 }])
  })
})

describe('VAT per rate and due dates', () => {
  it('takes the VAT out of each rate\'s VAT-inclusive sum, rounding once per rate', () => {
    // 121 + 3 × 7 = 142 including 21 %: 24.64 of VAT, so 25 (rounded per line it would be 21 + 3 × 1 = 24).
    expect(vatBreakdownOf([
      { description: 'a', quantity: 1, unitAmount: 121, amount: 121, vatRate: 0.21 },
      { description: 'b', quantity: 1, unitAmount: 6, amount: 6, vatRate: 0.06 },
      { description: 'c', quantity: 1, unitAmount: 1_001, amount: 1_001, vatRate: null },
      { description: 'd', quantity: 1, unitAmount: 7, amount: 7, vatRate: 0.21 },
      { description: 'e', quantity: 1, unitAmount: 7, amount: 7, vatRate: 0.21 },
      { description: 'f', quantity: 1, unitAmount: 7, amount: 7, vatRate: 0.21 },
    ])).toEqual([
      { vatRate: 0.21, taxable: 117, vat: 25 },
      { vatRate: 0.06, taxable: 6, vat: 0 },
      { vatRate: null, taxable: 1_001, vat: 0 },
    ])
  })

  it('adds days across months and years', () => {
    expect(addDays('2026-11-26', 14)).toBe('2026-12-10')
    expect(addDays('2028-02-20', 14)).toBe('2028-03-05')
  })
})
