import 'server-only'
import { PassType, PKPass } from 'passkit-generator'
import { createTranslator } from 'next-intl'
import { minorAmountText } from '@/server/modules/common/money'
import { loadLocaleMessages } from '@/i18n/messages'
import { passImages } from './pass-images'
import type { AppleWalletConfig } from './wallet-config'
import { cardDigits, groupedNumber, rgbColour, type WalletAudience, type WalletCard } from './wallet-card'

/**
 * An Apple Wallet store card for one gift card (docs/rules/redeem.md wallet passes), signed with the
 * configured pass type certificate. The front shows balance, number, product and expiry; the PIN only
 * on the back, so a glance at a phone's lock screen never gives away what spends the card.
 */
export async function applePass(card: WalletCard, audience: WalletAudience, config: AppleWalletConfig): Promise<Buffer> {
  const { storefront, language, locale } = audience
  const t = createTranslator({ locale: language, messages: await loadLocaleMessages(locale), namespace: 'cardData' })
  const { colors } = storefront.branding
  const digits = cardDigits(card.cardNumber)
  const pass = new PKPass(
    passImages(card.art),
    { wwdr: config.wwdr, signerCert: config.signerCert, signerKey: config.signerKey, signerKeyPassphrase: config.signerKeyPassphrase },
    {
      formatVersion: 1,
      passTypeIdentifier: config.passTypeIdentifier,
      teamIdentifier: config.teamIdentifier,
      serialNumber: card.cardId,
      organizationName: storefront.brandName,
      logoText: storefront.brandName,
      description: t('wallet.description', { brand: storefront.brandName }),
      backgroundColor: rgbColour(colors.primary),
      foregroundColor: rgbColour(colors.primaryText),
      labelColor: rgbColour(colors.primaryText),
    },
  )
  const storeCard = new PassType('storeCard')
  const expiry = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(card.expiresAt)
  storeCard.primaryFields.push({ key: 'balance', label: t('wallet.balance'), value: minorAmountText(card.balance, card.currency, locale) })
  storeCard.secondaryFields.push(
    { key: 'number', label: t('cardNumber'), value: groupedNumber(digits) },
    { key: 'product', label: t('wallet.product'), value: card.productTitle },
  )
  storeCard.auxiliaryFields.push({ key: 'expiry', label: t('wallet.expiry'), value: expiry })
  storeCard.backFields.push(
    { key: 'pin', label: t('pin'), value: card.pin },
    { key: 'backNumber', label: t('cardNumber'), value: groupedNumber(digits) },
    { key: 'balanceNote', label: t('wallet.balance'), value: t('wallet.balanceNote', { url: audience.balanceCheckUrl }) },
  )
  pass.types.push(storeCard)
  // Only `barcodes`: passkit-generator no longer writes the legacy `barcode` key (iOS 8 and older),
  // which could not hold a Code 128 anyway.
  pass.setBarcodes({ format: 'PKBarcodeFormatCode128', message: digits, messageEncoding: 'iso-8859-1', altText: groupedNumber(digits) })
  pass.setExpirationDate(card.expiresAt)
  return pass.getAsBuffer()
}
