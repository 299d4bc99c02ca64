import { describe, expect, it } from 'vitest'
import { WRAPPERS } from '@/config/charges'
import { ERROR_CODES } from '@/graphql/error-codes'
import { basketLimitErrors, priceBasket, type PricedPackage } from './pricing'

const pkg = (overrides: Partial<PricedPackage>): PricedPackage => ({
  id: 'p1', shipmentTag: 'DIGITAL-1', deliveryType: 'DIGITAL', kind: 'GIFTCARD', quantity: 1, unitAmount: 2500, brandKey: 'bolero',
  wine: false, variationId: 1, wrapper: null, giftPacking: false, message: null, ...overrides,
})
const birthday = WRAPPERS.find((wrapper) => wrapper.id === 'birthday')!

describe('basket totals (docs/rules/basket.md groupedTotals and totals)', () => {
  it.each([
    // [case, packages, subTotal, adjustments, grandTotal]
    ['empty basket: no service fee', [], 0, [], 0],
    ['one digital card: cards plus service fee', [pkg({ quantity: 2 })], 5000, ['SERVICE_FEE:95'], 5095],
    ['physical card: postage per shipment', [pkg({ deliveryType: 'PHYSICAL', shipmentTag: 'PHYSICAL-1' })], 2500, ['SERVICE_FEE:95', 'POSTAGE:195'], 2790],
    ['two physical shipments: postage twice', [
      pkg({ id: 'a', deliveryType: 'PHYSICAL', shipmentTag: 'PHYSICAL-1' }),
      pkg({ id: 'b', deliveryType: 'PHYSICAL', shipmentTag: 'PHYSICAL-2' }),
    ], 5000, ['SERVICE_FEE:95', 'POSTAGE:195', 'POSTAGE:195'], 5485],
    ['above 300 euro by post: registered mail', [pkg({ deliveryType: 'PHYSICAL', shipmentTag: 'PHYSICAL-1', quantity: 7, unitAmount: 5000 })], 35000,
      ['SERVICE_FEE:95', 'POSTAGE:195', 'REGISTERED_MAIL:650'], 35940],
    ['exactly 300 euro: regular post', [pkg({ deliveryType: 'PHYSICAL', shipmentTag: 'PHYSICAL-1', quantity: 6, unitAmount: 5000 })], 30000,
      ['SERVICE_FEE:95', 'POSTAGE:195'], 30290],
    ['extras: wrapper and gift packing per card', [pkg({ deliveryType: 'PHYSICAL', shipmentTag: 'PHYSICAL-1', quantity: 2, wrapper: birthday, giftPacking: true, message: 'Proficiat' })],
      5000 + 2 * 195 + 2 * 295, ['SERVICE_FEE:95', 'POSTAGE:195'], 5000 + 390 + 590 + 290],
  ] as const)('%s', (_case, packages, subTotal, adjustments, grandTotal) => {
    const price = priceBasket({ currency: 'EUR', country: 'BE', packages: [...packages] })
    expect(price.totals.subTotal).toBe(subTotal)
    expect(price.totals.adjustments.map((adjustment) => `${adjustment.adjustmentType}:${adjustment.price}`)).toEqual(adjustments)
    expect(price.totals.grandTotal).toBe(grandTotal)
  })

  it('groups digital and physical cards and extras', () => {
    const price = priceBasket({ currency: 'EUR', country: 'BE', packages: [
      pkg({ id: 'd', quantity: 3 }),
      pkg({ id: 'p', deliveryType: 'PHYSICAL', shipmentTag: 'PHYSICAL-1', quantity: 2, unitAmount: 1000, giftPacking: true }),
    ] })
    expect(price.groupedTotals).toEqual({ digitalTotal: { qty: 3, price: 7500 }, physicalTotal: { qty: 2, price: 2000 }, extra: 590 })
    expect(price.packageTotals).toEqual({ d: 7500, p: 2590 })
  })

  it('counts VAT only on charges and extras: gift cards are VAT-exempt', () => {
    const price = priceBasket({ currency: 'EUR', country: 'BE', packages: [pkg({ quantity: 4 })] })
    // 0.95 service fee includes 21 % VAT: 0.16.
    expect(price.totals.grandTotal - price.totals.grandTotalWithoutTax).toBe(16)
  })

  it("registered mail is judged on the order's cards by post: splitting them over envelopes does not escape it", () => {
    const tagsOf = (price: ReturnType<typeof priceBasket>) => price.totals.adjustments
      .filter((adjustment) => adjustment.adjustmentType === 'REGISTERED_MAIL').map((adjustment) => adjustment.shipmentTag)
    // Two envelopes of 150.00 and 150.01 make an order of 300.01: both go registered, each pays the fee.
    const split = priceBasket({ currency: 'EUR', country: 'BE', packages: [
      pkg({ id: 'a', deliveryType: 'PHYSICAL', shipmentTag: 'PHYSICAL-1', quantity: 3, unitAmount: 5000 }),
      pkg({ id: 'b', deliveryType: 'PHYSICAL', shipmentTag: 'PHYSICAL-2', quantity: 1, unitAmount: 15_001 }),
    ] })
    expect(tagsOf(split)).toEqual(['PHYSICAL-1', 'PHYSICAL-2'])
    expect(split.registeredMail).toEqual(['PHYSICAL-1', 'PHYSICAL-2'])
    expect(split.totals.grandTotal).toBe(30_001 + 95 + 195 + 650 + 195 + 650)
    // Exactly 300.00 over two envelopes is not above it: regular post.
    const atThreshold = priceBasket({ currency: 'EUR', country: 'BE', packages: [
      pkg({ id: 'a', deliveryType: 'PHYSICAL', shipmentTag: 'PHYSICAL-1', quantity: 3, unitAmount: 5000 }),
      pkg({ id: 'b', deliveryType: 'PHYSICAL', shipmentTag: 'PHYSICAL-2', quantity: 1, unitAmount: 15_000 }),
    ] })
    expect(tagsOf(atThreshold)).toEqual([])
    expect(atThreshold.totals.grandTotal).toBe(30_000 + 95 + 195 + 195)
    // Digital cards travel by e-mail: 400.00 of them beside a 100.00 envelope sends nothing registered.
    const mixed = priceBasket({ currency: 'EUR', country: 'BE', packages: [
      pkg({ id: 'd', quantity: 8, unitAmount: 5000 }),
      pkg({ id: 'p', deliveryType: 'PHYSICAL', shipmentTag: 'PHYSICAL-1', quantity: 2, unitAmount: 5000 }),
    ] })
    expect(tagsOf(mixed)).toEqual([])
  })

  it('sends an envelope with a wine card by registered mail whatever the amount, and only that envelope', () => {
    const price = priceBasket({ currency: 'EUR', country: 'BE', packages: [
      pkg({ id: 'books', deliveryType: 'PHYSICAL', shipmentTag: 'PHYSICAL-1', quantity: 1, unitAmount: 2_000 }),
      pkg({ id: 'wine', deliveryType: 'PHYSICAL', shipmentTag: 'PHYSICAL-2', quantity: 1, unitAmount: 2_500, wine: true }),
      // A wine card by e-mail goes by no post at all.
      pkg({ id: 'e-wine', quantity: 1, unitAmount: 7_500, wine: true }),
    ] })
    expect(price.registeredMail).toEqual(['PHYSICAL-2'])
    expect(price.totals.adjustments).toEqual([
      { adjustmentType: 'SERVICE_FEE', price: 95, shipmentTag: null },
      { adjustmentType: 'POSTAGE', price: 195, shipmentTag: 'PHYSICAL-1' },
      { adjustmentType: 'POSTAGE', price: 195, shipmentTag: 'PHYSICAL-2' },
      { adjustmentType: 'REGISTERED_MAIL', price: 650, shipmentTag: 'PHYSICAL-2' },
    ])
    expect(price.totals.grandTotal).toBe(12_000 + 95 + 195 + 195 + 650)
    const digitalOnly = priceBasket({ currency: 'EUR', country: 'BE', packages: [pkg({ id: 'e-wine', quantity: 1, unitAmount: 7_500, wine: true })] })
    expect(digitalOnly.registeredMail).toEqual([])
  })

  it('rounds charges in a currency whose factor is fractional to the nearest minor unit (DKK × 7.5, AUD × 1.5)', () => {
    const basket = [pkg({ deliveryType: 'PHYSICAL', shipmentTag: 'PHYSICAL-1', quantity: 1, unitAmount: 10_000, giftPacking: true })]
    // 0.95 × 7.5 = 7.125 → 7.13; 1.95 × 7.5 = 14.625 → 14.63; gift packing 2.95 × 7.5 = 22.125 → 22.13.
    const dkk = priceBasket({ currency: 'DKK', country: 'DK', packages: basket })
    expect(dkk.totals.adjustments.map((adjustment) => `${adjustment.adjustmentType}:${adjustment.price}`)).toEqual(['SERVICE_FEE:713', 'POSTAGE:1463'])
    expect(dkk.groupedTotals.extra).toBe(2_213)
    expect(dkk.totals.grandTotal).toBe(10_000 + 2_213 + 713 + 1_463)
    // 0.95 × 1.5 = 1.425 → 1.43; 1.95 × 1.5 = 2.925 → 2.93; 2.95 × 1.5 = 4.425 → 4.43.
    const aud = priceBasket({ currency: 'AUD', country: 'AU', packages: basket })
    expect(aud.totals.adjustments.map((adjustment) => `${adjustment.adjustmentType}:${adjustment.price}`)).toEqual(['SERVICE_FEE:143', 'POSTAGE:293'])
    expect(aud.groupedTotals.extra).toBe(443)
    // Registered mail above 300 euro is above 2,250.00 DKK: 2,250.00 goes by regular post, 2,250.01 registered.
    const atThreshold = (unitAmount: number) => priceBasket({ currency: 'DKK', country: 'DK', packages: [pkg({ deliveryType: 'PHYSICAL', shipmentTag: 'PHYSICAL-1', unitAmount })] }).registeredMail
    expect(atThreshold(225_000)).toEqual([])
    expect(atThreshold(225_001)).toEqual(['PHYSICAL-1'])
  })

  it('scales charges to the storefront currency', () => {
    const price = priceBasket({ currency: 'SEK', country: 'SE', packages: [pkg({ unitAmount: 20000 })] })
    expect(price.totals.adjustments).toEqual([{ adjustmentType: 'SERVICE_FEE', price: 950, shipmentTag: null }])
  })
})

describe('order limits (docs/rules/errors.md)', () => {
  const noStock = () => null
  it('2015: Apple-family cards up to 500 euro per order', () => {
    expect(basketLimitErrors('EUR', [pkg({ brandKey: 'apple', quantity: 5, unitAmount: 10000 })], noStock)).toEqual([])
    expect(basketLimitErrors('EUR', [pkg({ brandKey: 'apple', quantity: 5, unitAmount: 10000 }), pkg({ id: 'x', brandKey: 'apple', unitAmount: 100 })], noStock))
      .toEqual([{ code: ERROR_CODES.APPLE_SUM_LIMIT }])
  })

  it('2030: at most 50 gift cards per order (donations do not count)', () => {
    expect(basketLimitErrors('EUR', [pkg({ quantity: 50 }), pkg({ id: 'd', kind: 'DONATION', quantity: 5 })], noStock)).toEqual([])
    expect(basketLimitErrors('EUR', [pkg({ quantity: 51 })], noStock)).toEqual([{ code: ERROR_CODES.GIFTCARD_LIMIT, values: { max: 50 } }])
  })

  it('2031: no more cards of a limited edition than in stock, counted over all packages', () => {
    const stock = (id: number) => (id === 7 ? 3 : null)
    expect(basketLimitErrors('EUR', [pkg({ variationId: 7, quantity: 3 })], stock)).toEqual([])
    expect(basketLimitErrors('EUR', [pkg({ variationId: 7, quantity: 2 }), pkg({ id: 'x', variationId: 7, quantity: 2 })], stock))
      .toEqual([{ code: ERROR_CODES.OUT_OF_STOCK }])
  })
})
