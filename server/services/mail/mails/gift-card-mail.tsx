import 'server-only'
import type { CSSProperties, ReactNode } from 'react'
import { Column, Heading, Hr, Img, Link, Row, Section, Text } from '@react-email/components'
import { createTranslator } from 'next-intl'
import type { Language, Storefront } from '@/config/storefronts/types'
import { storefrontOrigin } from '@/config/storefronts/urls'
import { CARD_HEIGHT, CARD_WIDTH } from '@/server/brand-catalogue/card-art'
import type { MailAttachment } from '@/server/db/schema'
import { brandByKey } from '@/server/brand-catalogue/brands'
import { readableTextColour } from '@/server/brand-catalogue/colour'
import { cardBarcodePng, linkQrPng } from '../../gift-assets/card-codes'
import { CHOICE_BRAND_EXAMPLES, cardPdf, cardPdfFileName, type PrintableCard } from '../../gift-assets/card-pdf'
import { ActionButton, Lines, Panel, Paragraph, Signature, type MailLink } from '../components/letter-parts'
import { MailLayout } from '../components/mail-layout'
import { DARK, MONO_STACK, NEUTRAL, mailColours, smallStyle } from '../components/theme'
import { mailScope, type MailScope } from '../mail-scope'
import type { OutgoingMail } from '../outbox'
import { renderMail } from '../render-mail'

/** An image the HTML shows: its source (an absolute URL or `cid:` of an inline attachment) and its size in CSS pixels. */
export interface MailImage {
  src: string
  width: number
  height: number
}

/** Where and how the card is spent. */
export type CardUsage =
  /** A choice card opens the brands of the redeem shop: their names (the first few), how many in all, and where to see them. */
  | { kind: 'choice'; brands: readonly string[]; brandCount: number; allBrandsUrl: string; explanationUrl: string }
  /** A brand's card is spent with the brand, in its shops or its webshop (when it has one). */
  | { kind: 'brand'; webshopUrl: string | null }

export interface GiftCardMailProps {
  scope: MailScope
  /** The receiver's first name, when the giver gave one. */
  receiverFirstName: string | null
  /** The giver: the buyer's name, or the storefront's brand when there is none. */
  sender: string
  /** The giver's personal message (user text, shown as text). */
  message: string | null
  productTitle: string
  /** Amount with its currency, formatted in the reader's words. */
  amount: string
  /** Until when the card is valid, formatted. */
  expiry: string
  card: { number: string; pin: string }
  /** The card's artwork as PNG (absolute URL). */
  art: MailImage
  /** The card page (number, PIN, balance, how to redeem): the button, and what the QR code opens. */
  cardPage: MailLink
  /** The Code 128 barcode of the card number and the QR code of the card page, as inline images. */
  barcode: MailImage
  qr: MailImage
  usage: CardUsage
}

/** Card numbers read in groups of four. */
export const groupedCardNumber = (number: string) => number.replace(/\s/g, '').replace(/(\d{4})(?=\d)/g, '$1 ')

const onLight: CSSProperties = { color: '#111111' }
const codeValue: CSSProperties = {
  display: 'block', fontFamily: MONO_STACK, fontSize: '22px', lineHeight: '30px', fontWeight: 'bold', letterSpacing: '1px', margin: '2px 0 0', ...onLight,
}

/** The card e-mail: the gift itself, with everything needed to spend it, whether images load or not. */
export function GiftCardMail(props: GiftCardMailProps) {
  const { scope, sender, message, productTitle, amount, card, usage } = props
  const { storefront } = scope
  const t = createTranslator({ locale: scope.language, messages: scope.messages, namespace: 'mail' })
  const colours = mailColours(storefront)
  const brand = storefront.brandName
  const body = t('giftCard.body', { sender, product: productTitle, amount })
  const number = groupedCardNumber(card.number)
  const codeText = (chunks: ReactNode) => <span style={codeValue}>{chunks}</span>
  return (
    <MailLayout scope={scope} preview={body} reason={t('footer.gift', { brand, sender })}>
      <Heading as="h1" className={DARK.text} style={{ fontSize: '24px', lineHeight: '32px', margin: '0 0 16px', color: colours.text }}>
        {t('giftCard.heading', { sender })}
      </Heading>
      <Paragraph>{props.receiverFirstName ? t('greeting', { name: props.receiverFirstName }) : t('greetingWithoutName')}</Paragraph>
      <Paragraph>{body}</Paragraph>
      {message ? (
        <Panel accent={colours.primary}>
          <Text className={DARK.text} data-gift-message="" style={{ margin: 0, fontSize: '17px', lineHeight: '26px', fontStyle: 'italic' }}>
            <Lines text={t('giftCard.message', { message })} />
          </Text>
        </Panel>
      ) : null}

      <Section style={{ margin: '8px 0 20px', textAlign: 'center' }}>
        <Img
          src={props.art.src} width={props.art.width} height={props.art.height} alt={t('giftCard.artAlt', { product: productTitle, amount })}
          style={{ width: '100%', maxWidth: `${props.art.width}px`, height: 'auto', margin: '0 auto', borderRadius: '12px' }}
        />
      </Section>

      <Section
        className={DARK.light} data-card-codes=""
        style={{ backgroundColor: '#ffffff', border: `2px solid ${NEUTRAL.border}`, borderRadius: '10px', padding: '16px', margin: '0 0 20px', ...onLight }}
      >
        <Row>
          <Column style={{ verticalAlign: 'top' }}>
            <Text style={{ margin: '0', fontSize: '18px', lineHeight: '24px', fontWeight: 'bold', ...onLight }}>{productTitle}</Text>
          </Column>
          <Column align="right" style={{ verticalAlign: 'top' }}>
            <Text style={{ margin: '0', fontSize: '22px', lineHeight: '24px', fontWeight: 'bold', color: '#111111', whiteSpace: 'nowrap' }}>{amount}</Text>
          </Column>
        </Row>
        <Hr style={{ borderColor: NEUTRAL.border, margin: '12px 0' }} />
        <Text data-card-number="" style={{ ...smallStyle, margin: '0', ...onLight }}>{t.rich('giftCard.number', { number, value: codeText })}</Text>
        <Hr style={{ borderColor: NEUTRAL.border, borderStyle: 'dashed', margin: '12px 0' }} />
        <Text data-card-pin="" style={{ ...smallStyle, margin: '0', ...onLight }}>{t.rich('giftCard.pin', { pin: card.pin, value: codeText })}</Text>
        <Section style={{ margin: '16px 0 4px', textAlign: 'center' }}>
          <Img
            src={props.barcode.src} width={props.barcode.width} height={props.barcode.height} alt={t('giftCard.barcodeAlt', { number })}
            style={{ margin: '0 auto', maxWidth: '100%', height: 'auto', backgroundColor: '#ffffff' }}
          />
        </Section>
        <Text style={{ ...smallStyle, textAlign: 'center', margin: '0 0 12px', ...onLight }}>{t('giftCard.barcodeHint')}</Text>
        <Text style={{ margin: '0', fontSize: '14px', lineHeight: '20px', fontWeight: 'bold', textAlign: 'center', ...onLight }}>
          {t('giftCard.expiry', { date: props.expiry })}
        </Text>
      </Section>

      <ActionButton storefront={storefront} action={props.cardPage} />

      <Section className={DARK.light} style={{ backgroundColor: '#ffffff', textAlign: 'center', margin: '0 0 20px' }}>
        <Img
          src={props.qr.src} width={props.qr.width} height={props.qr.height} alt={t('giftCard.qrAlt')}
          style={{ margin: '0 auto', maxWidth: '100%', height: 'auto' }}
        />
        <Text style={{ ...smallStyle, textAlign: 'center', margin: '4px 0 0', ...onLight }}>{t('giftCard.qrHint')}</Text>
      </Section>

      <Heading as="h2" className={DARK.text} style={{ fontSize: '18px', lineHeight: '26px', margin: '0 0 8px', color: colours.text }}>
        {t('giftCard.howToTitle')}
      </Heading>
      <Paragraph>{t('giftCard.howTo')}</Paragraph>
      <CardUsageBlock scope={scope} usage={usage} productTitle={productTitle} />
      <Signature text={t('signature', { brand })} />
    </MailLayout>
  )
}

function CardUsageBlock({ scope, usage, productTitle }: { scope: MailScope; usage: CardUsage; productTitle: string }) {
  const t = createTranslator({ locale: scope.language, messages: scope.messages, namespace: 'mail' })
  const linkStyle: CSSProperties = { color: mailColours(scope.storefront).text, textDecoration: 'underline' }
  if (usage.kind === 'brand') {
    if (!usage.webshopUrl) return null
    return <Paragraph><Link href={usage.webshopUrl} className={DARK.text} style={linkStyle}>{t('giftCard.webshop', { product: productTitle })}</Link></Paragraph>
  }
  const more = usage.brandCount - usage.brands.length
  return (
    <Panel>
      <Text className={DARK.text} style={{ margin: '0 0 8px', fontSize: '16px', lineHeight: '24px' }}>{t('giftCard.choiceBrands', { count: usage.brandCount })}</Text>
      <Text className={DARK.text} data-choice-brands="" style={{ margin: '0 0 8px', fontSize: '15px', lineHeight: '22px', fontWeight: 'bold' }}>
        {usage.brands.join(' · ')}{more > 0 ? ` · ${t('giftCard.choiceMore', { count: more })}` : ''}
      </Text>
      <Text style={{ margin: 0, fontSize: '15px', lineHeight: '24px' }}>
        <Link href={usage.allBrandsUrl} className={DARK.text} style={linkStyle}>{t('giftCard.allBrands')}</Link>
        <br />
        <Link href={usage.explanationUrl} className={DARK.text} style={linkStyle}>{t('giftCard.choicePdf')}</Link>
      </Text>
    </Panel>
  )
}

/**
 * The card's artwork as the PNG that app/card-art/[brand]/png serves, on the storefront's origin. The
 * art's key is the brand's art path segment (a product's image is `/card-art/<key>/`); a product whose
 * image is elsewhere falls back to its brand key.
 */
const artKeyOf = (product: { image: string; brandKey: string }) => /^\/card-art\/([a-z0-9-]+)\/$/.exec(product.image)?.[1] ?? product.brandKey

export function cardArtImage(storefront: Storefront, product: { image: string; brandKey: string }): MailImage {
  const key = artKeyOf(product)
  return { src: `${storefrontOrigin(storefront)}/card-art/${encodeURIComponent(key)}/png/`, width: CARD_WIDTH, height: CARD_HEIGHT }
}

/** The product a card is of, as the printable PDF draws it. */
export interface PrintedProduct {
  slug: string
  image: string
  brandKey: string
  backgroundColor: string
  isChoiceCard: boolean
}

/** The catalogue brand the card art is drawn from; a product outside the catalogue is drawn from its own colour and title. */
function printedBrand(product: PrintedProduct, title: string): PrintableCard['brand'] {
  const key = artKeyOf(product)
  return brandByKey(key) ?? {
    key, name: title, colour: product.backgroundColor, textColour: readableTextColour(product.backgroundColor),
    kind: product.isChoiceCard ? 'choice' : 'giftcard',
  }
}

/** Content ids of the card mail's inline images. */
export const GIFT_CARD_CID = { barcode: 'card-barcode', qr: 'card-qr' } as const

/** The two codes of a card as PNG: the barcode of its number (what a till scans) and the QR code of its page. */
export interface GiftCardCodes {
  barcode: Buffer
  qr: Buffer
}

export async function giftCardCodes(cardNumber: string, cardPageUrl: string): Promise<GiftCardCodes> {
  const [barcode, qr] = await Promise.all([cardBarcodePng(cardNumber, 3), linkQrPng(cardPageUrl)])
  return { barcode, qr }
}

/**
 * The card mail's attachments: its codes as inline images, by content id. Whatever else travels with
 * the card (its printable PDF) is added here, so every card mail, first or resent, carries the same.
 */
export function giftCardMailAttachments(codes: GiftCardCodes, pdf: { fileName: string; bytes: Uint8Array }): MailAttachment[] {
  const png = (filename: string, bytes: Buffer, cid: string): MailAttachment => ({ filename, contentType: 'image/png', contentBase64: bytes.toString('base64'), cid })
  return [
    png('barcode.png', codes.barcode, GIFT_CARD_CID.barcode),
    png('qr-code.png', codes.qr, GIFT_CARD_CID.qr),
    { filename: pdf.fileName, contentType: 'application/pdf', contentBase64: Buffer.from(pdf.bytes).toString('base64') },
  ]
}

/** A PNG's size from its header, shown at 1/`density` (the codes are drawn for high-density screens). */
export function pngImage(src: string, png: Buffer, density: number): MailImage {
  return { src, width: Math.round(png.readUInt32BE(16) / density), height: Math.round(png.readUInt32BE(20) / density) }
}

export interface GiftCardMailInput extends Omit<GiftCardMailProps, 'scope' | 'barcode' | 'qr'> {
  recipient: string
  /** The issued card's id, so the giver can have the mail resent. */
  giftCardId: string
  /** Held in the outbox until the chosen delivery moment; absent: sent at once. */
  sendAfter?: Date | null
  /** The card's product, for the printable PDF attached to the mail. */
  product: PrintedProduct
}

/** The card mail, ready for the outbox: rendered in the receiver's language, with its code images attached. */
export async function giftCardMail(storefront: Storefront, language: Language, input: GiftCardMailInput): Promise<OutgoingMail> {
  const { recipient, giftCardId, sendAfter = null, product, ...props } = input
  const scope = await mailScope(storefront, language)
  const t = createTranslator({ locale: scope.language, messages: scope.messages, namespace: 'mail' })
  const print = createTranslator({ locale: scope.language, messages: scope.messages, namespace: 'cardPrint' })
  const codes = await giftCardCodes(props.card.number, props.cardPage.href)
  // Print at home: the same card as an A5 PDF (docs/rules/redeem.md card data page), attached to every copy of the mail.
  const pdf = await cardPdf({
    storefront: { brandName: storefront.brandName, colors: storefront.branding.colors },
    language: scope.language, locale: `${scope.language}-${storefront.country}`,
    title: props.productTitle, brand: printedBrand(product, props.productTitle), amount: props.amount,
    giver: { name: props.sender, message: props.message }, cardNumber: props.card.number, pin: props.card.pin,
    cardPageLink: props.cardPage.href, expiry: props.expiry,
    howToUse: [print('howToShop'), print('howToOnline'), print('howToSwap')],
    choiceBrands: props.usage.kind === 'choice' ? props.usage.brands.slice(0, CHOICE_BRAND_EXAMPLES) : null,
  })
  return renderMail(
    {
      kind: 'gift-card', recipient, subject: t('giftCard.subject', { product: props.productTitle, amount: props.amount }),
      sendAfter, giftCardId, attachments: giftCardMailAttachments(codes, { fileName: cardPdfFileName(print('fileName'), product.slug), bytes: pdf }),
    },
    <GiftCardMail
      scope={scope} {...props}
      barcode={pngImage(`cid:${GIFT_CARD_CID.barcode}`, codes.barcode, 2)}
      qr={pngImage(`cid:${GIFT_CARD_CID.qr}`, codes.qr, 1.5)}
    />,
  )
}
