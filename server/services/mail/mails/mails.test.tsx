// @vitest-environment jsdom
// jsdom's DOMParser reads the rendered HTML the way a mail client's engine would.
import { describe, expect, it } from 'vitest'
import { getStorefront } from '@/config/storefronts/resolve'
import { COMPLETE_LANGUAGES, type CompleteLanguage, type Storefront } from '@/config/storefronts/types'
import type { OutgoingMail } from '../outbox'
import { passwordResetMail, welcomeMail } from './account-mails'
import { activationActiveMail, activationReceivedMail } from './activation-mails'
import { businessConfirmationMail, businessSalesMail } from './business-mails'
import { doublerWinnerMail } from './doubler-mails'
import { cardArtImage, giftCardMail } from './gift-card-mail'
import { invoiceCancelledMail, invoiceReminderMail } from './invoice-mails'
import { orderConfirmationMail } from './order-mails'
import { orderWithdrawnMail, refundMail } from './refund-mails'

/**
 * Every shop e-mail, in every complete language: the plain-text part as a snapshot (what a text-only
 * reader gets, and what the outbox tests read), and the HTML's structure: the language, the layout's
 * logo with its alt text, the footer's legal lines and the button's address.
 */
const CBBE = getStorefront('CBBE')
const ORIGIN = 'https://www.cadorama.be'
const documents = [{ label: 'Factuur INV-BE-2026-000042 (pdf)', href: `${ORIGIN}/api/orders/o-1/invoice/?key=k1` }]
const business = {
  requestId: 'req-1', kind: 'QUOTE' as const, orderReference: null, titles: { 'pomme-store': 'Pomme Store' },
  values: {
    companyName: 'Bakkerij Peeters', firstName: 'Jan', lastName: 'Peeters', email: 'jan@bakkerij.example', phoneNumber: '+32 470 12 34 56',
    vatNumber: 'BE0123456749', companyRegistrationNumber: '', referenceNumber: 'KERST-26', remark: 'Graag vóór 15 december.',
    cards: [{ productSlug: 'pomme-store', deliveryType: 'DIGITAL' as const, amount: 25, quantity: 12, message: 'Fijne feesten!' }], address: null,
  },
}

interface MailCase {
  name: string
  render: (storefront: Storefront, language: CompleteLanguage) => Promise<OutgoingMail>
  /** Where the button leads. */
  action: string
}

const CASES: MailCase[] = [
  {
    name: 'welcome', action: `${ORIGIN}/account/`,
    render: (sf, lang) => welcomeMail(sf, lang, { firstName: 'Lotte', email: 'lotte@example.com', accountUrl: `${ORIGIN}/account/` }),
  },
  {
    name: 'password-reset', action: `${ORIGIN}/account/new-password/?token=t0k3n`,
    render: (sf, lang) => passwordResetMail(sf, lang, 'lotte@example.com', { firstName: 'Lotte', resetUrl: `${ORIGIN}/account/new-password/?token=t0k3n`, validMinutes: 60 }),
  },
  {
    name: 'order-confirmation', action: `${ORIGIN}/bestellen/bevestiging/o-1/`,
    render: (sf, lang) => orderConfirmationMail(sf, lang, 'lotte@example.com', {
      // Waiting for its transfer: how to pay, and no invoice yet (it is issued when the order is paid).
      firstName: 'Lotte', reference: 'CB-1042', total: '€ 111,95', awaitingTransfer: true, hasDigital: true, hasPhysical: true, documents: [],
      transfer: { amount: '€ 111,95', dueOn: '11 december 2026', iban: 'BE21001234567803', bic: 'GEBABEBB', communication: '+++090/9337/55493+++' },
      orderUrl: `${ORIGIN}/bestellen/bevestiging/o-1/`,
    }),
  },
  {
    name: 'gift-card', action: `${ORIGIN}/kaartgegevens/token-1/`,
    render: (sf, lang) => giftCardMail(sf, lang, {
      recipient: 'mira@example.com', giftCardId: '0b0e4f4e-5f7e-4a54-9a39-4a8b1b8e0d11', receiverFirstName: 'Mira', sender: 'Lotte Peeters',
      message: 'Gelukkige verjaardag!', productTitle: 'Pomme Store', amount: '€ 25', expiry: '27 november 2029',
      card: { number: '6012345678901234567', pin: '123456' }, art: cardArtImage(sf, { image: '/card-art/pomme-store/', brandKey: 'apple' }),
      cardPage: { label: 'Bekijk uw cadeaubon', href: `${ORIGIN}/kaartgegevens/token-1/` },
      usage: { kind: 'brand', webshopUrl: 'https://pomme-store.example/' },
      product: { slug: 'pomme-store', image: '/card-art/pomme-store/', brandKey: 'apple', backgroundColor: '#1D1D1F', isChoiceCard: false },
    }),
  },
  {
    name: 'activation-received', action: `${ORIGIN}/saldocheck/`,
    render: (sf, lang) => activationReceivedMail(sf, lang, 'anna@example.com', { amount: '€ 50', cardEnd: '4567', reference: 'CB-2001', activeNow: false, balanceCheckUrl: `${ORIGIN}/saldocheck/` }),
  },
  {
    name: 'activation-active', action: `${ORIGIN}/saldocheck/`,
    render: (sf, lang) => activationActiveMail(sf, lang, 'anna@example.com', { amount: '€ 50', cardEnd: '4567', expiry: '27 november 2029', balanceCheckUrl: `${ORIGIN}/saldocheck/` }),
  },
  {
    name: 'business-sales', action: 'mailto:jan@bakkerij.example',
    render: (sf, lang) => businessSalesMail({ ...sf, defaultLanguage: lang }, 'sales@cadorama.example', { ...business, requesterLanguage: 'nl' }),
  },
  {
    name: 'business-confirmation', action: `${ORIGIN}/zakelijk/`,
    render: (sf, lang) => businessConfirmationMail(sf, lang, { ...business, businessUrl: `${ORIGIN}/zakelijk/` }),
  },
  {
    name: 'invoice-reminder', action: `${ORIGIN}/account/bestellingen/`,
    render: (sf, lang) => invoiceReminderMail(sf, lang, 'boekhouding@example.com', {
      firstName: null, reference: 'CB-1042', documents: [], ordersUrl: `${ORIGIN}/account/bestellingen/`,
      amount: '€ 111,95', dueOn: '11 december 2026', cancelOn: '27 december 2026', iban: 'BE21001234567803', bic: 'GEBABEBB', communication: '+++090/9337/55493+++',
    }),
  },
  {
    name: 'invoice-cancelled', action: `${ORIGIN}/account/bestellingen/`,
    render: (sf, lang) => invoiceCancelledMail(sf, lang, 'boekhouding@example.com', {
      firstName: 'Lotte', reference: 'CB-1042', documents: [], ordersUrl: `${ORIGIN}/account/bestellingen/`,
    }),
  },
  {
    name: 'payment-refund', action: `${ORIGIN}/contact/`,
    render: (sf, lang) => refundMail(sf, lang, 'lotte@example.com', { firstName: 'Lotte', amount: '€ 69,95', reference: 'CB-1042', contactUrl: `${ORIGIN}/contact/` }),
  },
  {
    name: 'order-withdrawn', action: `${ORIGIN}/contact/`,
    render: (sf, lang) => orderWithdrawnMail(sf, lang, 'lotte@example.com', {
      firstName: 'Lotte', amount: '€ 69,95', reference: 'CB-1042', contactUrl: `${ORIGIN}/contact/`,
      creditNote: { number: 'CN-BE-2026-000007', invoiceNumber: 'INV-BE-2026-000042' }, documents,
    }),
  },
  {
    name: 'doubler-winner', action: `${ORIGIN}/saldocheck/`,
    render: (sf, lang) => doublerWinnerMail(sf, lang, 'winner@example.com', {
      cardEnd: '4567', drawDate: '1 december 2026', credit: { amount: '€ 100', total: '€ 250' }, cappedAt: '€ 100', balanceCheckUrl: `${ORIGIN}/saldocheck/`,
    }),
  },
]

/** The seller's country as each language writes it. */
const COUNTRY: Record<string, string> = {
  en: 'Belgium', nl: 'België', fr: 'Belgique', de: 'Belgien', es: 'Bélgica', it: 'Belgio', pl: 'Belgia', pt: 'Bélgica', sv: 'Belgien', da: 'Belgien', nb: 'Belgia',
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html')

describe.each(CASES.flatMap((mail) => COMPLETE_LANGUAGES.map((language) => [mail.name, language, mail] as const)))('%s mail in %s', (_name, language, mail) => {
  it('renders its plain text', async () => {
    const rendered = await mail.render(CBBE, language)
    expect(`Subject: ${rendered.subject}\n\n${rendered.text}`).toMatchSnapshot()
  })

  it('renders the layout: language, logo, button and legal footer', async () => {
    const rendered = await mail.render(CBBE, language)
    const doc = parse(rendered.html)
    expect(doc.documentElement.getAttribute('lang')).toBe(language)
    expect(doc.querySelector('meta[name="color-scheme"]')?.getAttribute('content')).toBe('light dark')

    const logo = doc.querySelector('img[src$="/mail-logo/cbbe.png"]')
    expect(logo?.getAttribute('alt')).toBe('Cadorama')
    expect(logo?.getAttribute('src')).toMatch(/^https?:\/\//)

    const buttons = doc.querySelectorAll('a[data-mail-action]')
    expect(buttons).toHaveLength(1)
    expect(buttons[0]!.getAttribute('href')).toBe(mail.action)

    const footer = doc.querySelector('[data-mail-footer]')!
    expect(footer.querySelector('[data-legal="name"]')?.textContent).toBe('Kadoworks Belgium BV')
    expect(footer.querySelector('[data-legal="address"]')?.textContent).toBe(`Cadeaulaan 10, 9000 Gent, ${COUNTRY[language]}`)
    expect(footer.querySelector('[data-legal="numbers"]')?.textContent).toMatch(/BE0765123429 · .+ 0765\.123\.429$/)
    // The reason for the mail comes first, in the reader's language.
    const reason = footer.querySelector('[data-mail-reason]')?.textContent ?? ''
    expect(reason).toMatch(/Cadorama/)
    expect(rendered.text).toContain(reason)
    // Every image says what it shows when images are blocked.
    for (const image of doc.querySelectorAll('img')) expect(image.getAttribute('alt'), image.getAttribute('src')!).toBeTruthy()
  })
})

describe('a card e-mail on the Spanish storefront', () => {
  it('is Spanish from subject to footer, and its card PDF is named in Spanish', async () => {
    const CBES = getStorefront('CBES')
    const origin = 'https://www.cadorama.es'
    const mail = await giftCardMail(CBES, 'es', {
      recipient: 'lucia@example.com', giftCardId: '0b0e4f4e-5f7e-4a54-9a39-4a8b1b8e0d12', receiverFirstName: 'Lucía', sender: 'Javier Gómez',
      message: '¡Feliz cumpleaños!', productTitle: 'Pomme Store', amount: '25 €', expiry: '27 de noviembre de 2029',
      card: { number: '6012345678901234567', pin: '123456' }, art: cardArtImage(CBES, { image: '/card-art/pomme-store/', brandKey: 'apple' }),
      cardPage: { label: 'Ver tu tarjeta regalo', href: `${origin}/datos-de-la-tarjeta/token-1/` },
      usage: { kind: 'brand', webshopUrl: 'https://pomme-store.example/' },
      product: { slug: 'pomme-store', image: '/card-art/pomme-store/', brandKey: 'apple', backgroundColor: '#1D1D1F', isChoiceCard: false },
    })
    expect(mail.subject).toBe('Has recibido una tarjeta regalo de Pomme Store por valor de 25 €')
    expect(mail.text).toContain('Hola, Lucía:')
    expect(mail.text).toContain('Javier Gómez te ha enviado una tarjeta regalo de Pomme Store por valor de 25 €.')
    expect(mail.text).toContain('Número de tarjeta: 6012 3456 7890 1234 567')
    expect(mail.text).toContain('Válida hasta el 27 de noviembre de 2029.')
    const doc = parse(mail.html)
    expect(doc.documentElement.getAttribute('lang')).toBe('es')
    expect(mail.text).not.toMatch(/\b(gift card|Your|cadeaubon)\b/i)
    expect((mail.attachments ?? []).map((attachment) => attachment.filename)).toContain('tarjeta-regalo-pomme-store.pdf')
  })
})
