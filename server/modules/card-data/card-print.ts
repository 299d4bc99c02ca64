import 'server-only'
import { and, asc, eq } from 'drizzle-orm'
import { createTranslator } from 'next-intl'
import { storefrontOrigin } from '@/config/storefronts/urls'
import { localizePath } from '@/i18n/localize'
import { loadLocaleMessages } from '@/i18n/messages'
import { brandByKey } from '@/server/brand-catalogue/brands'
import { readableTextColour } from '@/server/brand-catalogue/colour'
import { productTranslations, products } from '@/server/db/schema'
import { giverRowOfCard } from '../order/order-cards-repository'
import type { Db } from '@/server/db/types'
import { CHOICE_BRAND_EXAMPLES, cardPdfFileName, type PrintableCard } from '@/server/services/gift-assets/card-pdf'
import { minorAmountText } from '../common/money'
import { ok, type Result } from '../common/result'
import type { ShopperContext } from '../common/user-data'
import { readCardData, type CardDataView } from './card-data-service'

export interface CardPrint {
  card: PrintableCard
  /** ASCII only, e.g. "cadeaubon-city-cinema.pdf": safe in a Content-Disposition header as it is. */
  fileName: string
}

/**
 * The card to print at home of a card data link (docs/rules/redeem.md card data page): the same link,
 * refused the same way as the page (readCardData), then the facts only the print adds: the giver and
 * their message, the brand the art is drawn from and, for a choice card, some brands it opens.
 */
export async function readCardPrint(db: Db, shopper: ShopperContext, token: string, now = new Date()): Promise<Result<CardPrint>> {
  const read = await readCardData(db, shopper, token, now)
  if (!read.ok) return read
  const view = read.value
  const { language, storefront } = shopper
  const locale = `${language}-${storefront.country}`
  const t = createTranslator({ locale: language, messages: await loadLocaleMessages(locale), namespace: 'cardPrint' })
  const giver = await giverOf(db, view.cardNumber)
  return ok({
    card: {
      storefront: { brandName: storefront.brandName, colors: storefront.branding.colors },
      language,
      locale,
      title: view.productTitle,
      brand: brandOf(view),
      amount: minorAmountText(view.initialAmount, view.currency, locale),
      giver: giver && { name: giver.name ?? storefront.brandName, message: giver.message },
      cardNumber: view.cardNumber,
      pin: view.pin,
      cardPageLink: storefrontOrigin(storefront) + localizePath('cardData', { token: token.trim() }, language, storefront.defaultLanguage),
      expiry: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(view.expiresAt),
      howToUse: [t('howToShop'), t('howToOnline'), t('howToSwap')],
      choiceBrands: view.isChoiceCard ? await choiceBrandExamples(db, shopper) : null,
    },
    fileName: cardPdfFileName(t('fileName'), view.productSlug),
  })
}

/**
 * Who gave the card and what they wrote, as the card e-mail names them (the order's billing name; the
 * package's note). A card without an order (issued by hand) has no giver; an order without a billing
 * name is given by the shop, as its e-mail says.
 */
async function giverOf(db: Db, cardNumber: string): Promise<{ name: string | null; message: string | null } | null> {
  const row = await giverRowOfCard(db, cardNumber)
  if (!row?.orderId) return null
  const name = row.billing ? `${row.billing.firstName} ${row.billing.lastName}`.trim() : ''
  return { name: name || null, message: row.message?.trim() || null }
}

/** The catalogue brand the product is (product slugs are brand keys); a product outside it is drawn from its own colour. */
function brandOf(view: CardDataView): PrintableCard['brand'] {
  const brand = brandByKey(view.productSlug)
  if (brand) return brand
  return {
    key: view.productSlug, name: view.productTitle, colour: view.backgroundColor,
    textColour: readableTextColour(view.backgroundColor), kind: view.isChoiceCard ? 'choice' : 'giftcard',
  }
}

/** The first digital brand cards of the storefront's catalogue: what a choice card can be swapped for. */
async function choiceBrandExamples(db: Db, shopper: ShopperContext): Promise<string[]> {
  const rows = await db
    .select({ title: productTranslations.title })
    .from(products)
    .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.language, shopper.language)))
    .where(and(eq(products.storefront, shopper.storefront.code), eq(products.productType, 'GIFTCARD_DIGITAL'), eq(products.isChoiceCard, false)))
    .orderBy(asc(products.position), asc(products.id))
    .limit(CHOICE_BRAND_EXAMPLES)
  return rows.map((row) => row.title)
}
