import 'server-only'
import { storefrontOrigin } from '@/config/storefronts/urls'
import { localizePath } from '@/i18n/localize'
import { brandByKey } from '@/server/brand-catalogue/brands'
import type { Db } from '@/server/db/types'
import { applePass } from '@/server/services/wallet/apple-pass'
import { googleSaveUrl } from '@/server/services/wallet/google-wallet'
import type { WalletAudience, WalletCard } from '@/server/services/wallet/wallet-card'
import { appleWalletConfig, googleWalletConfig } from '@/server/services/wallet/wallet-config'
import { ok, type Result } from '../common/result'
import type { ShopperContext } from '../common/user-data'
import { cardDataKey } from '../card-data/card-data-key'
import { readCardData, type CardDataView } from '../card-data/card-data-service'
import { openCardData } from '../card-data/card-data-token'

type Env = Record<string, string | undefined>

/** Where a card data page links for its Apple pass (app/api/card-data/[token]/apple-pass/route.ts). */
export const applePassPath = (token: string, language: string) =>
  `/api/card-data/${encodeURIComponent(token)}/apple-pass/?language=${encodeURIComponent(language)}`

/** The product's own brand art (`/card-art/<brand>/`), else art made from the product's colour and title. */
function artOf(view: CardDataView): WalletCard['art'] {
  const brand = brandByKey(/^\/card-art\/([^/]+)\/$/.exec(view.productImage)?.[1] ?? '')
  if (brand) return brand
  return { key: view.productSlug, name: view.productTitle, colour: view.backgroundColor, textColour: '#ffffff', kind: view.isChoiceCard ? 'choice' : 'giftcard' }
}

/**
 * The card behind a card data token, refused exactly as the card data page refuses it (altered, expired,
 * another storefront's card). readCardData has checked the token; it is opened once more only for the
 * card's id, which a pass uses as its serial number.
 */
async function walletCard(db: Db, shopper: ShopperContext, token: string, now: Date): Promise<Result<WalletCard>> {
  const read = await readCardData(db, shopper, token, now)
  if (!read.ok) return read
  const opened = openCardData(token.trim(), await cardDataKey(db), now)
  if (!opened.ok) throw new Error('a card data token readCardData accepted did not open')
  const view = read.value
  return ok({
    cardId: opened.value.cardId, cardNumber: view.cardNumber, pin: view.pin, productTitle: view.productTitle,
    balance: view.balance, currency: view.currency, expiresAt: view.expiresAt, art: artOf(view),
  })
}

function audienceOf(shopper: ShopperContext): WalletAudience {
  const { storefront, language } = shopper
  return {
    storefront, language, locale: `${language}-${storefront.country}`,
    balanceCheckUrl: storefrontOrigin(storefront) + localizePath('balanceCheck', {}, language, storefront.defaultLanguage),
  }
}

export interface CardWalletLinks {
  /** Null while Apple Wallet is not configured (docs/rules/redeem.md wallet passes). */
  applePassUrl: string | null
  googleSaveUrl: string | null
}

/** The card page's wallet buttons: a link for each configured wallet. */
export async function cardWalletLinks(db: Db, shopper: ShopperContext, token: string, env: Env = process.env, now = new Date()): Promise<Result<CardWalletLinks>> {
  const card = await walletCard(db, shopper, token, now)
  if (!card.ok) return card
  const google = googleWalletConfig(env)
  return ok({
    applePassUrl: appleWalletConfig(env) ? applePassPath(token.trim(), shopper.language) : null,
    googleSaveUrl: google ? await googleSaveUrl(card.value, audienceOf(shopper), google, now) : null,
  })
}

/** The .pkpass of a card, `null` while Apple Wallet is not configured. */
export async function cardApplePass(db: Db, shopper: ShopperContext, token: string, env: Env = process.env, now = new Date()): Promise<Result<Buffer> | null> {
  const config = appleWalletConfig(env)
  if (!config) return null
  const card = await walletCard(db, shopper, token, now)
  if (!card.ok) return card
  return ok(await applePass(card.value, audienceOf(shopper), config))
}
