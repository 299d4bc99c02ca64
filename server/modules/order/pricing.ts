/**
 * The price of a basket (docs/rules/basket.md GiftcardOrder groupedTotals and totals) and its limits (docs/rules/errors.md
 * 2015, 2030, 2031). Pure: the same function prices the basket page, the order at placement and the
 * amount the payment provider must confirm. Minor units throughout.
 */
import {
  APPLE_BRAND_KEY, CHARGES, ORDER_LIMITS, REGISTERED_MAIL_ABOVE, inCurrency, vatRateOf, type WrapperDesign,
} from '@/config/charges'
import { ERROR_CODES } from '@/graphql/error-codes'
import type { DomainError } from '../common/result'

export type DeliveryType = 'DIGITAL' | 'PHYSICAL'
export type PackageKind = 'GIFTCARD' | 'BLANK_GIFT_CARD_PACK' | 'DONATION'

export interface PricedPackage {
  id: string
  shipmentTag: string
  deliveryType: DeliveryType
  kind: PackageKind
  quantity: number
  unitAmount: number
  brandKey: string
  /** A wine seller's card (docs/rules/limits.md: sent by registered mail whatever the amount). */
  wine: boolean
  variationId: number
  wrapper: WrapperDesign | null
  giftPacking: boolean
  message: string | null
}

export interface BasketPricingInput {
  currency: string
  country: string
  packages: readonly PricedPackage[]
  /** Redeem orders (paid with gift-card balance) carry no service fee. */
  serviceFee?: boolean
}

export type AdjustmentType = 'SERVICE_FEE' | 'POSTAGE' | 'REGISTERED_MAIL'

export interface BasketPrice {
  groupedTotals: {
    digitalTotal: { qty: number; price: number }
    physicalTotal: { qty: number; price: number }
    extra: number
  }
  totals: {
    subTotal: number
    grandTotalWithoutTax: number
    grandTotal: number
    adjustments: Array<{ adjustmentType: AdjustmentType; price: number; shipmentTag: string | null }>
  }
  /** Cards plus extras of each package. */
  packageTotals: Record<string, number>
  /** Shipment tags that go by registered mail. */
  registeredMail: string[]
}

const cardsOf = (pkg: PricedPackage) => pkg.quantity * pkg.unitAmount

/** Extras of one package: wrapper and gift packing per card, the message once. */
function extrasOf(pkg: PricedPackage, currency: string): number {
  const wrapper = pkg.wrapper ? inCurrency(pkg.wrapper.euroPrice, currency) * pkg.quantity : 0
  const packing = pkg.giftPacking ? inCurrency(CHARGES.giftPacking, currency) * pkg.quantity : 0
  const message = pkg.message ? inCurrency(CHARGES.personalMessage, currency) : 0
  return wrapper + packing + message
}

/** The VAT contained in a VAT-inclusive amount, rounded to the minor unit. */
export const includedVat = (amount: number, rate: number) => Math.round((amount * rate) / (1 + rate))

export function priceBasket({ currency, country, packages, serviceFee = true }: BasketPricingInput): BasketPrice {
  const digital = packages.filter((pkg) => pkg.deliveryType === 'DIGITAL')
  const physical = packages.filter((pkg) => pkg.deliveryType === 'PHYSICAL')
  const sum = (list: readonly PricedPackage[], of: (pkg: PricedPackage) => number) => list.reduce((total, pkg) => total + of(pkg), 0)

  const extra = sum(packages, (pkg) => extrasOf(pkg, currency))
  const cards = sum(packages, cardsOf)
  const adjustments: BasketPrice['totals']['adjustments'] = []
  if (serviceFee && packages.length > 0) adjustments.push({ adjustmentType: 'SERVICE_FEE', price: inCurrency(CHARGES.serviceFee, currency), shipmentTag: null })

  // docs/rules/limits.md: registered mail for orders above the threshold or with wine. The threshold
  // counts the order's cards by post, so splitting them over shipments cannot escape it; then every
  // shipment goes registered. A shipment with wine goes registered whatever the order's amount.
  const registeredMail: string[] = []
  const physicalTags = [...new Set(physical.map((pkg) => pkg.shipmentTag))]
  const orderAboveThreshold = sum(physical, cardsOf) > inCurrency(REGISTERED_MAIL_ABOVE, currency)
  for (const tag of physicalTags) {
    adjustments.push({ adjustmentType: 'POSTAGE', price: inCurrency(CHARGES.postage, currency), shipmentTag: tag })
    const withWine = physical.some((pkg) => pkg.shipmentTag === tag && pkg.wine)
    if (orderAboveThreshold || withWine) {
      registeredMail.push(tag)
      adjustments.push({ adjustmentType: 'REGISTERED_MAIL', price: inCurrency(CHARGES.registeredMail, currency), shipmentTag: tag })
    }
  }

  const charges = adjustments.reduce((total, adjustment) => total + adjustment.price, 0)
  const subTotal = cards + extra
  const grandTotal = subTotal + charges
  // Gift cards are VAT-exempt (docs/rules/limits.md); extras and charges include VAT.
  const vat = includedVat(extra + charges, vatRateOf(country))
  return {
    groupedTotals: {
      digitalTotal: { qty: sum(digital, (pkg) => pkg.quantity), price: sum(digital, cardsOf) },
      physicalTotal: { qty: sum(physical, (pkg) => pkg.quantity), price: sum(physical, cardsOf) },
      extra,
    },
    totals: { subTotal, grandTotalWithoutTax: grandTotal - vat, grandTotal, adjustments },
    packageTotals: Object.fromEntries(packages.map((pkg) => [pkg.id, cardsOf(pkg) + extrasOf(pkg, currency)])),
    registeredMail,
  }
}

/**
 * The limits a basket must keep (docs/rules/errors.md): Apple-family cards up to 500 euro (2015), at most
 * ORDER_LIMITS.maxCards cards (2030), and no more cards of a limited edition than are in stock (2031).
 */
export function basketLimitErrors(
  currency: string,
  packages: readonly PricedPackage[],
  stockOf: (variationId: number) => number | null,
): DomainError[] {
  const errors: DomainError[] = []
  const apple = packages.filter((pkg) => pkg.brandKey === APPLE_BRAND_KEY).reduce((total, pkg) => total + cardsOf(pkg), 0)
  if (apple > inCurrency(ORDER_LIMITS.appleEuroMinor, currency)) errors.push({ code: ERROR_CODES.APPLE_SUM_LIMIT })
  const cardCount = packages.filter((pkg) => pkg.kind !== 'DONATION').reduce((total, pkg) => total + pkg.quantity, 0)
  if (cardCount > ORDER_LIMITS.maxCards) errors.push({ code: ERROR_CODES.GIFTCARD_LIMIT, values: { max: ORDER_LIMITS.maxCards } })
  const wanted = new Map<number, number>()
  for (const pkg of packages) wanted.set(pkg.variationId, (wanted.get(pkg.variationId) ?? 0) + pkg.quantity)
  for (const [variationId, quantity] of wanted) {
    const stock = stockOf(variationId)
    if (stock !== null && quantity > stock) errors.push({ code: ERROR_CODES.OUT_OF_STOCK })
  }
  return errors
}
