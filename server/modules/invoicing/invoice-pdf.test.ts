import { describe, expect, it } from 'vitest'
import type { InvoiceDocument } from '@/server/db/schema'
import { overlappingTexts, pdfText, qrCodesOn } from '@/tests/helpers/pdf-text'
import { COMPLETE_LANGUAGES } from '@/config/storefronts/types'
import { invoicePdf } from './invoice-pdf'

/**
 * The PDF of an invoice or credit note, read back as text: every language's letters come out as
 * written (the fonts are embedded, not Latin-1 only), and nothing runs into anything else, even
 * with long names and the longest labels.
 */
const document = (values: Partial<InvoiceDocument> = {}): InvoiceDocument => ({
  kind: 'INVOICE', number: 'INV-PL-2026-000123', issuedOn: '2026-11-26', suppliedOn: null, language: 'de', currency: 'EUR', locale: 'de-DE', brandName: 'Cadorama',
  seller: {
    legalName: 'Kadoworks Polska sp. z o.o.', addressLines: ['ul. Prezentowa 5', '00-001 Warszawa', 'Polska'], vatNumber: 'PL5261234567',
    companyNumber: 'HRB 212345 B, Amtsgericht Charlottenburg', email: 'service@cadorama.pl',
  },
  buyer: {
    lines: ['Łódzka Spółdzielnia Mleczarska „Żółć” i Wspólnicy sp. z o.o. sp. k.', 'Zażółć Gęślą-Jaźń', 'ul. Świętokrzyska 12', '90-001 Łódź', 'Polska'],
    vatNumber: 'PL7251234567', companyNumber: 'KRS 0000123456', reference: 'Zamówienie 2026/11/ŁÓDŹ', business: true,
  },
  orderReference: 'CBPL-20261126-104729',
  corrects: null,
  lines: [
    { description: 'Bon podarunkowy Żabka – doładowanie na święta Bożego Narodzenia (e-mail)', quantity: 12, unitAmount: 123_456, amount: 1_481_472, vatRate: null },
    { description: 'Servicekosten', quantity: 1, unitAmount: 95, amount: 95, vatRate: 0.19 },
  ],
  vatBreakdown: [{ vatRate: null, taxable: 1_481_472, vat: 0 }, { vatRate: 0.19, taxable: 80, vat: 15 }],
  totals: { withoutVat: 1_481_552, vat: 15, total: 1_481_567 },
  payment: {
    paid: false, method: 'Rechnung', dueOn: '2026-12-10', giftCardBalance: 1_000,
    transfer: { iban: 'PL61109010140000071219812874', bic: 'WBKPPLPP', communication: 'INV-PL-2026-000123', qrPayload: null },
  },
  ...values,
})

describe('the invoice PDF', () => {
  it('writes Polish letters as they are, cutting a long item short rather than into the next column', async () => {
    const text = await pdfText(await invoicePdf(document()))
    expect(text).toContain('Zażółć Gęślą-Jaźń Handelsregister: KRS 0000123456')
    expect(text).toContain('90-001 Łódź')
    expect(text.find((line) => line.startsWith('Bon podarunkowy Żabka'))).toMatch(/… 12 1\.234,56 € keine USt\.\* 14\.814,72 €$/)
  })

  it.each(COMPLETE_LANGUAGES)('lets nothing run into anything else in %s', async (language) => {
    const pdf = await invoicePdf(document({ language, locale: `${language}-BE` }))
    expect(await overlappingTexts(pdf)).toEqual([])
  })

  it('speaks Spanish to a Spanish buyer: labels, amounts, dates and the transfer', async () => {
    const text = await pdfText(await invoicePdf(document({ language: 'es', locale: 'es-ES' })))
    expect(text[0]).toBe('Cadorama Factura')
    expect(text).toContain('Pagado con saldo de tarjeta regalo -10,00 €')
    expect(text).toContain('Importe a pagar 14.805,67 €')
    expect(text.join(' ')).toContain('Paga 14.805,67 € antes del 10 de diciembre de 2026 al IBAN PL61109010140000071219812874 (BIC WBKPPLPP) indicando el concepto INV-PL-2026-000123.')
    expect(text.join(' ')).not.toMatch(/Rechnung|Invoice|Bitte/)
  })

  it("speaks Brazil's Portuguese on a Brazilian storefront's invoice, Portugal's on a Portuguese one", async () => {
    const brazil = (await pdfText(await invoicePdf(document({ language: 'pt', locale: 'pt-BR', currency: 'BRL' })))).join(' ')
    const portugal = (await pdfText(await invoicePdf(document({ language: 'pt', locale: 'pt-PT' })))).join(' ')
    expect(brazil).toContain('cartão-presente')
    expect(portugal).not.toContain('cartão-presente')
  })

  it('names the invoice a credit note corrects, and asks for no payment', async () => {
    const text = await pdfText(await invoicePdf(document({ kind: 'CREDIT_NOTE', number: 'CN-PL-2026-000007', corrects: { number: 'INV-PL-2026-000123', issuedOn: '2026-11-26' } })))
    expect(text[0]).toBe('Cadorama Rechnungskorrektur')
    expect(text).toContain('Korrigiert die Rechnung INV-PL-2026-000123 vom 26. November 2026')
    expect(text.join('\n')).not.toContain('Bitte überweisen')
  })

  it('subtracts gift-card balance already paid from what the transfer asks for', async () => {
    const text = await pdfText(await invoicePdf(document()))
    expect(text).toContain('Bezahlt mit Geschenkkartenguthaben -10,00 €')
    expect(text).toContain('Zu zahlender Betrag 14.805,67 €')
    expect(text.join(' ')).toContain('Bitte überweisen Sie 14.805,67 € bis zum 10. Dezember 2026 auf IBAN PL61109010140000071219812874 (BIC WBKPPLPP) unter Angabe von INV-PL-2026-000123.')
  })

  it('prints the SEPA QR code of a euro transfer so that a banking app reads it back', async () => {
    const qrPayload = 'BCD\n002\n1\nSCT\nGEBABEBB\nKadoworks Belgium BV\nBE21001234567803\nEUR111.95\n\n\n+++260/0000/04214+++'
    const pdf = await invoicePdf(document({
      language: 'nl', locale: 'nl-BE',
      payment: { paid: false, method: 'Betalen op factuur', dueOn: '2026-12-10', giftCardBalance: 0, transfer: { iban: 'BE21001234567803', bic: 'GEBABEBB', communication: '+++260/0000/04214+++', qrPayload } },
    }))
    expect(await pdfText(pdf)).toContain('Scan met uw bankapp om te betalen.')
    expect(await qrCodesOn(pdf)).toEqual([qrPayload])
  })

  it('prints no QR code when the transfer is not in euro', async () => {
    expect(await qrCodesOn(await invoicePdf(document()))).toEqual([])
  })
})
