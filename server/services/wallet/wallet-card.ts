import type { Brand } from '@/server/brand-catalogue/brands'
import type { Language, Storefront } from '@/config/storefronts/types'

/** What a wallet pass shows of one card (docs/rules/redeem.md wallet passes): read when the pass is made. */
export interface WalletCard {
  cardId: string
  cardNumber: string
  pin: string
  productTitle: string
  /** Minor units, at the moment the pass is made: wallets get no later updates. */
  balance: number
  currency: string
  expiresAt: Date
  /** The art the card is drawn with (the brand's, or one made from the product's colour and title). */
  art: Pick<Brand, 'key' | 'name' | 'colour' | 'textColour' | 'kind'>
}

export interface WalletAudience {
  storefront: Storefront
  language: Language
  /** BCP 47 tag for amounts and dates, e.g. nl-BE. */
  locale: string
  /** Where the balance can be checked later (absolute URL). */
  balanceCheckUrl: string
}

/** `#1a2b3c` → `rgb(26, 43, 60)`: the colour form Apple's pass.json documents. */
export function rgbColour(hex: string): string {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())
  if (!match) throw new Error(`not a hex colour: ${hex}`)
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

/** The digits a till scans: the card number without the spaces it may be written with. */
export function cardDigits(cardNumber: string): string {
  const digits = cardNumber.replace(/\s/g, '')
  if (!/^\d{8,30}$/.test(digits)) throw new RangeError('a card number is 8 to 30 digits')
  return digits
}

/** Groups of four, as the card page and the printed card show the number. */
export const groupedNumber = (cardNumber: string) => cardDigits(cardNumber).replace(/(\d{4})(?=\d)/g, '$1 ')
