import 'server-only'
import { and, eq, inArray } from 'drizzle-orm'
import { productTranslations, products } from '@/server/db/schema'
import type { Db } from '@/server/db/types'
import { toMoney } from '../common/money'
import type { BasketRecord, PackageLine } from '../order/order-repository'
import type { GiftcardOrderView } from '../order/order-view'
import { giftCardBrandOf, type GiftCardBrandView } from '../catalog/gift-card-brand'

/**
 * The RedeemOrder of docs/rules/redeem.md redeem order data: the order as the cart answers it, regrouped
 * per shipment and package with what the redeem shop needs of each package's product. A package's
 * amount is editable only for a custom-amount product; no promotion carries an amount, so the
 * promotion amount is 0 in the order's currency.
 */
export async function redeemOrderView(db: Db, basket: BasketRecord, view: GiftcardOrderView, remainingBalance: number, language: string) {
  const money = (minor: number) => toMoney(minor, basket.order.currency)
  const productInfo = await productData(db, [...new Set(basket.packages.map((line) => line.product.id))], language)
  const lines = new Map(basket.packages.map((line) => [line.id, line]))
  const packageView = (pkg: GiftcardOrderView['shipments'][number]['packages'][number]) => {
    const line = lines.get(pkg.id)!
    return {
      id: pkg.id,
      mainProductType: pkg.kind,
      mainProduct: mainProductOf(line, productInfo.get(line.product.id) ?? { title: null, brand: null }),
      items: [pkg.giftcardItem],
      packageTotals: {
        mainItemAmount: money(line.unitAmount * line.quantity),
        mainItemEditable: !line.variation.hasFixedPrices,
        promotionAmount: money(0),
      },
    }
  }
  return {
    id: view.id,
    status: view.status,
    shipments: view.shipments.map((shipment) => ({
      id: shipment.id,
      deliveryDate: shipment.deliveryDate,
      formattedDeliveryDate: shipment.formattedDeliveryDate,
      deliveryAddress: shipment.deliveryAddress,
      packages: shipment.packages.map(packageView),
    })),
    billingAddress: view.billingAddress,
    totals: view.totals,
    remainingBalance: money(remainingBalance),
  }
}

export type RedeemOrderView = Awaited<ReturnType<typeof redeemOrderView>>

interface ProductData { title: string | null; brand: GiftCardBrandView | null }

/** The package's main product: a donation, or a gift card with its brand (docs/rules/redeem.md brand redirect). */
function mainProductOf(line: PackageLine, data: ProductData) {
  const common = { id: String(line.product.id), image: line.product.image, backgroundColor: line.product.backgroundColor, redeemData: { title: data.title } }
  if (line.kind === 'DONATION') return { __typename: 'DonationProduct' as const, ...common }
  return { __typename: 'GiftcardProduct' as const, ...common, giftCardBrand: data.brand }
}

async function productData(db: Db, productIds: number[], language: string): Promise<Map<number, ProductData>> {
  if (productIds.length === 0) return new Map()
  const rows = await db.select({ product: products, title: productTranslations.redeemTitle, linkTitle: productTranslations.productLinkTitle }).from(products)
    .leftJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.language, language)))
    .where(inArray(products.id, productIds))
  return new Map(rows.map((row) => [row.product.id, { title: row.title, brand: giftCardBrandOf(row.product, row.linkTitle) }]))
}
