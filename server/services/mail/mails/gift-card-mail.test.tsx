// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { getStorefront } from '@/config/storefronts/resolve'
import { decodePng } from '@/tests/helpers/decode-code'
import { pdfText } from '@/tests/helpers/pdf-text'
import { GIFT_CARD_CID, cardArtImage, giftCardMail, type GiftCardMailInput } from './gift-card-mail'

const CBBE = getStorefront('CBBE')
const CARD_PAGE = 'https://www.cadorama.be/kaartgegevens/v1.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789/'

const input = (overrides: Partial<GiftCardMailInput> = {}): GiftCardMailInput => ({
  recipient: 'mira@example.com',
  giftCardId: '0b0e4f4e-5f7e-4a54-9a39-4a8b1b8e0d11',
  receiverFirstName: 'Mira',
  sender: 'Lotte Peeters',
  message: '<b>Proficiat & veel plezier</b>',
  productTitle: 'Pomme Store',
  amount: '€ 25',
  expiry: '27 november 2029',
  card: { number: '6012345678901234567', pin: '123456' },
  art: cardArtImage(CBBE, { image: '/card-art/pomme-store/', brandKey: 'apple' }),
  cardPage: { label: 'Bekijk uw cadeaubon', href: CARD_PAGE },
  usage: { kind: 'brand', webshopUrl: null },
  product: { slug: 'pomme-store', image: '/card-art/pomme-store/', brandKey: 'apple', backgroundColor: '#1D1D1F', isChoiceCard: false },
  ...overrides,
})

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html')

describe('the card e-mail', () => {
  it('shows the art, the barcode and the QR code as images whose alt texts carry the essentials', async () => {
    const mail = await giftCardMail(CBBE, 'nl', input())
    const doc = parse(mail.html)
    const art = doc.querySelector('img[src$="/card-art/pomme-store/png/"]')!
    // The art of the product's own image, not of its issuer family (Pomme Store's brand key is "apple").
    expect(art.getAttribute('src')).toMatch(/^https?:\/\/[^/]+\/card-art\/pomme-store\/png\/$/)
    expect(art.getAttribute('alt')).toBe('Cadeaubon Pomme Store van € 25')
    const barcode = doc.querySelector(`img[src="cid:${GIFT_CARD_CID.barcode}"]`)!
    expect(barcode.getAttribute('alt')).toBe('Streepjescode van kaartnummer 6012 3456 7890 1234 567')
    const qr = doc.querySelector(`img[src="cid:${GIFT_CARD_CID.qr}"]`)!
    expect(qr.getAttribute('alt')).toBeTruthy()
    // Sized in the HTML, so the layout holds while images load or stay blocked.
    for (const image of [art, barcode, qr]) expect(Number(image.getAttribute('width'))).toBeGreaterThan(0)
    expect(Number(barcode.getAttribute('width'))).toBeLessThanOrEqual(280)
  })

  it('attaches the codes inline, and they scan back to the card number and the card page', async () => {
    const mail = await giftCardMail(CBBE, 'nl', input())
    expect(mail.kind).toBe('gift-card')
    expect(mail.giftCardId).toBe('0b0e4f4e-5f7e-4a54-9a39-4a8b1b8e0d11')
    const byCid = new Map((mail.attachments ?? []).filter((file) => file.cid).map((file) => [file.cid, file]))
    expect([...byCid.keys()].sort()).toEqual([GIFT_CARD_CID.barcode, GIFT_CARD_CID.qr].sort())
    for (const file of byCid.values()) expect(file.contentType).toBe('image/png')
    expect(decodePng(Buffer.from(byCid.get(GIFT_CARD_CID.barcode)!.contentBase64, 'base64'), 'CODE_128')).toBe('6012345678901234567')
    expect(decodePng(Buffer.from(byCid.get(GIFT_CARD_CID.qr)!.contentBase64, 'base64'), 'QR_CODE')).toBe(CARD_PAGE)
  })

  it('attaches the card to print at home: a PDF with the number, the PIN, the amount and the giver', async () => {
    const mail = await giftCardMail(CBBE, 'nl', input({ amount: '€ 37,45' }))
    const pdf = (mail.attachments ?? []).find((file) => file.contentType === 'application/pdf')!
    expect(pdf.filename).toBe('cadeaubon-pomme-store.pdf')
    expect(pdf.cid).toBeUndefined()
    const text = (await pdfText(Buffer.from(pdf.contentBase64, 'base64'))).join(' ')
    expect(text).toContain('6012 3456 7890 1234 567')
    expect(text).toContain('123456')
    expect(text).toContain('€ 37,45')
    expect(text).toContain('Lotte Peeters')
  })

  it('shows number and PIN apart, the amount, the expiry and the button to the card page', async () => {
    const mail = await giftCardMail(CBBE, 'fr', input())
    const doc = parse(mail.html)
    expect(doc.querySelector('[data-card-number]')?.textContent).toBe('Numéro de carte : 6012 3456 7890 1234 567')
    expect(doc.querySelector('[data-card-pin]')?.textContent).toBe('Code PIN : 123456')
    expect(doc.querySelector('[data-card-number]')).not.toBe(doc.querySelector('[data-card-pin]'))
    const codes = doc.querySelector('[data-card-codes]')!.textContent!
    expect(codes).toContain('Pomme Store')
    expect(codes).toContain('€ 25')
    expect(codes).toContain('27 november 2029')
    expect(doc.querySelector('a[data-mail-action]')?.getAttribute('href')).toBe(CARD_PAGE)
    expect(mail.text).toContain(`Bekijk uw cadeaubon: ${CARD_PAGE}`)
    expect(mail.subject).toBe('Vous avez reçu une Pomme Store de € 25')
  })

  it("escapes the giver's message and name", async () => {
    const mail = await giftCardMail(CBBE, 'nl', input({ sender: '<i>Lotte</i>' }))
    expect(mail.html).toContain('&lt;b&gt;Proficiat &amp; veel plezier&lt;/b&gt;')
    expect(mail.html).not.toContain('<b>Proficiat')
    expect(mail.html).not.toContain('<i>Lotte</i>')
    const doc = parse(mail.html)
    expect(doc.querySelector('[data-gift-message]')?.textContent).toBe('Het bericht: “<b>Proficiat & veel plezier</b>”')
    expect(doc.querySelector('b')).toBeNull()
    expect(mail.text).toContain('Het bericht: “<b>Proficiat & veel plezier</b>”')
  })

  it('has no message block without a message', async () => {
    const mail = await giftCardMail(CBBE, 'nl', input({ message: null }))
    expect(parse(mail.html).querySelector('[data-gift-message]')).toBeNull()
    expect(mail.text).not.toContain('Het bericht')
  })

  it("lists a choice card's brands, how many there are and where to see them all", async () => {
    const mail = await giftCardMail(CBBE, 'en', input({
      productTitle: 'Cadorama Choice Gift Card',
      usage: { kind: 'choice', brands: ['Aurora Books', 'Bistro Bleu', 'Cinema Nova'], brandCount: 120, allBrandsUrl: 'https://www.cadorama.be/en/choice-gift-card/', explanationUrl: 'https://docs.example.com/cbbe/en/choice-gift-card.pdf' },
    }))
    const doc = parse(mail.html)
    expect(doc.querySelector('[data-choice-brands]')?.textContent).toBe('Aurora Books · Bistro Bleu · Cinema Nova · and 117 more')
    expect(mail.text).toContain('Swap it for a gift card of any of these 120 brands:')
    expect(mail.text).toContain('See all brands: https://www.cadorama.be/en/choice-gift-card/')
    expect(mail.text).toContain('How to redeem your choice gift card (PDF): https://docs.example.com/cbbe/en/choice-gift-card.pdf')
  })

  it("names a brand card's webshop when it has one", async () => {
    const mail = await giftCardMail(CBBE, 'de', input({ usage: { kind: 'brand', webshopUrl: 'https://pomme-store.example/' } }))
    expect(mail.text).toContain('Online einkaufen bei Pomme Store: https://pomme-store.example/')
    expect(parse(mail.html).querySelector('[data-choice-brands]')).toBeNull()
  })
})
