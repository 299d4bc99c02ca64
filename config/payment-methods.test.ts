import { describe, expect, it } from 'vitest'
import {
  PAYMENT_METHOD_IDS,
  PAYMENT_METHODS,
  isPaymentMethodId,
  methodIdsSettledBy,
  paymentMethodByAdyenType,
  paymentMethodById,
  paymentMethodsFor,
  settlementOf,
} from './payment-methods'
import { STOREFRONTS } from './storefronts/registry'
import { PAYMENT_LOGO_KINDS } from './storefronts/types'

const storefronts = Object.values(STOREFRONTS)
const storefrontCountries = new Set(storefronts.map((storefront) => storefront.country))
const ids = (country: string, customerType: 'PRIVATE' | 'BUSINESS' = 'PRIVATE') =>
  paymentMethodsFor(country, customerType).map((method) => method.id)

describe('payment method table', () => {
  it('lists every method of docs/rules/limits.md once', () => {
    expect(PAYMENT_METHODS.map((method) => method.id)).toEqual([...PAYMENT_METHOD_IDS])
    expect(PAYMENT_METHOD_IDS).toHaveLength(18)
  })

  it('names only storefront countries, and every storefront country can pay by card', () => {
    for (const method of PAYMENT_METHODS) {
      for (const country of method.countries) expect(storefrontCountries, `${method.id} ${country}`).toContain(country)
    }
    for (const country of storefrontCountries) expect(ids(country)).toContain('scheme')
  })

  it('offers the local methods of each country', () => {
    expect(ids('BE')).toEqual(expect.arrayContaining(['bancontact', 'belfius', 'kbc', 'payconiq', 'scheme', 'paypal', 'applepay', 'banktransfer']))
    expect(ids('NL')).toEqual(expect.arrayContaining(['ideal', 'scheme', 'paypal', 'applepay']))
    expect(ids('PL')).toEqual(expect.arrayContaining(['blik', 'przelewy24']))
    expect(ids('PT')).toContain('mbway')
    expect(ids('SE')).toEqual(expect.arrayContaining(['swish', 'trustly']))
    expect(ids('AT')).toContain('eps')
    expect(ids('DE')).toEqual(expect.arrayContaining(['giropay', 'sofort', 'paypal']))
    expect(ids('NL')).not.toContain('bancontact')
    expect(ids('be')).toEqual(ids('BE'))
  })

  it('offers invoice only to business orders, and only where a business storefront sells', () => {
    expect(ids('BE')).not.toContain('invoice')
    expect(ids('BE', 'BUSINESS')).toContain('invoice')
    const businessCountries = new Set(
      storefronts.filter((storefront) => storefront.branding.paymentLogos.includes('invoice')).map((storefront) => storefront.country),
    )
    expect(new Set(paymentMethodById('invoice')?.countries)).toEqual(businessCountries)
  })

  it('asks for an issuer exactly for iDEAL, EPS and Przelewy24, with unique bank ids', () => {
    expect(PAYMENT_METHODS.filter((method) => method.needsIssuer).map((method) => method.id).sort()).toEqual(['eps', 'ideal', 'przelewy24'])
    for (const method of PAYMENT_METHODS) {
      expect(method.needsIssuer).toBe(method.issuers.length > 0)
      expect(new Set(method.issuers.map((bank) => bank.id)).size).toBe(method.issuers.length)
    }
    expect(paymentMethodById('ideal')?.issuers.map((bank) => bank.issuer)).toEqual(expect.arrayContaining(['ING', 'Rabobank', 'ABN AMRO']))
  })

  it('uses only logo kinds of docs/rules/checkout.md, and every storefront logo stands for a method offered there', () => {
    for (const method of PAYMENT_METHODS) {
      for (const logo of method.logos) expect(PAYMENT_LOGO_KINDS).toContain(logo)
    }
    for (const storefront of storefronts) {
      const offered = new Set(paymentMethodsFor(storefront.country, 'BUSINESS').flatMap((method) => method.logos))
      for (const logo of storefront.branding.paymentLogos) {
        if (logo !== 'secure') expect(offered, `${storefront.code} ${logo}`).toContain(logo)
      }
    }
  })

  it('maps to Adyen types, unique where present', () => {
    expect(paymentMethodByAdyenType('bcmc')?.id).toBe('bancontact')
    expect(paymentMethodByAdyenType('bcmc_mobile')?.id).toBe('payconiq')
    expect(paymentMethodByAdyenType('onlineBanking_PL')?.id).toBe('przelewy24')
    expect(paymentMethodByAdyenType('directEbanking')?.id).toBe('sofort')
    expect(paymentMethodByAdyenType('unknown')).toBeUndefined()
    const types = PAYMENT_METHODS.flatMap((method) => (method.adyenType ? [method.adyenType] : []))
    expect(new Set(types).size).toBe(types.length)
  })

  it('looks methods up by id', () => {
    expect(isPaymentMethodId('ideal')).toBe(true)
    expect(isPaymentMethodId('bitcoin')).toBe(false)
    expect(paymentMethodById('nope')).toBeUndefined()
    expect(Object.isFrozen(paymentMethodById('scheme'))).toBe(true)
  })

  it('says how each method is settled, and names the worded ones in the shopper\'s language', () => {
    expect(methodIdsSettledBy('invoice')).toEqual(['invoice'])
    expect(methodIdsSettledBy('bankTransfer')).toEqual(['banktransfer'])
    expect(settlementOf('ideal')).toBe('online')
    expect(settlementOf('banktransfer')).toBe('bankTransfer')
    expect(settlementOf('invoice')).toBe('invoice')
    // Balance-paid redeem orders and orders not paid yet have no table method.
    expect(settlementOf('giftcard')).toBe('online')
    expect(settlementOf(null)).toBe('online')
    expect(PAYMENT_METHODS.filter((method) => method.nameKey).map((method) => [method.id, method.nameKey])).toEqual([
      ['scheme', 'card'], ['banktransfer', 'bankTransfer'], ['invoice', 'invoice'],
    ])
  })

  it('knows which methods Adyen collects the details of (Drop-in or its hosted page) instead of redirecting', () => {
    expect(PAYMENT_METHODS.filter((method) => method.adyenCollectsDetails).map((method) => method.id)).toEqual([
      'scheme', 'bancontact', 'applepay', 'blik', 'mbway', 'swish', 'payconiq', 'banktransfer',
    ])
    expect(PAYMENT_METHODS.filter((method) => method.adyenCollectsDetails && !method.adyenType)).toEqual([])
  })
})
