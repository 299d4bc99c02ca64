import 'server-only'
import { importPKCS8, SignJWT } from 'jose'
import { createTranslator } from 'next-intl'
import { minorUnitExponent } from '@/config/currencies'
import { storefrontOrigin } from '@/config/storefronts/urls'
import { loadMessages } from '@/i18n/messages'
import { cardDigits, groupedNumber, type WalletAudience, type WalletCard } from './wallet-card'
import type { GoogleWalletConfig } from './wallet-config'

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/'

/** Google Wallet ids are `<issuer id>.<suffix>`, the suffix of letters, digits, `.`, `_` and `-` only. */
const idSuffix = (value: string) => value.replace(/[^\w.-]/g, '_')

/** Google's Money counts millionths of the currency unit; ours counts minor units. */
export const micros = (minor: number, currency: string) => minor * 10 ** (6 - minorUnitExponent(currency))

/**
 * The "Save to Google Wallet" link of a card (docs/rules/redeem.md wallet passes): a JWT that carries
 * the gift card class of the storefront and the card's object, signed with the service account's key.
 * Google creates both on save, so no call to Google's API is needed. Built on the server only: the key
 * never leaves it, and the link holds the PIN as the card page does.
 */
export async function googleSaveUrl(card: WalletCard, audience: WalletAudience, config: GoogleWalletConfig, now = new Date()): Promise<string> {
  const { storefront, language } = audience
  const t = createTranslator({ locale: language, messages: await loadMessages(language, storefront.country), namespace: 'cardData' })
  const digits = cardDigits(card.cardNumber)
  const classId = `${config.issuerId}.${idSuffix(`giftcard-${storefront.code.toLowerCase()}`)}`
  const giftCardClass = {
    id: classId,
    issuerName: storefront.brandName,
    merchantName: storefront.brandName,
    localizedMerchantName: { defaultValue: { language, value: storefront.brandName } },
    reviewStatus: 'UNDER_REVIEW',
    hexBackgroundColor: storefront.branding.colors.primary,
  }
  const giftCardObject = {
    id: `${config.issuerId}.${idSuffix(card.cardId)}`,
    classId,
    state: 'ACTIVE',
    cardNumber: groupedNumber(digits),
    pin: card.pin,
    balance: { micros: micros(card.balance, card.currency), currencyCode: card.currency },
    balanceUpdateTime: { date: now.toISOString() },
    barcode: { type: 'CODE_128', value: digits, alternateText: groupedNumber(digits) },
    validTimeInterval: { end: { date: card.expiresAt.toISOString() } },
    linksModuleData: { uris: [{ uri: audience.balanceCheckUrl, description: t('toBalanceCheck'), id: 'balance-check' }] },
  }
  const key = await importPKCS8(config.privateKey, 'RS256')
  const jwt = await new SignJWT({ origins: [storefrontOrigin(storefront)], typ: 'savetowallet', payload: { giftCardClasses: [giftCardClass], giftCardObjects: [giftCardObject] } })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(config.serviceAccountEmail)
    .setAudience('google')
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(key)
  return GOOGLE_SAVE_URL + jwt
}
