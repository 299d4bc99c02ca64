import { describe, expect, it } from 'vitest'
import { headerVariantOf, routeOfInternalSegments } from './header-variant'

const variantOf = (path: string) => headerVariantOf(routeOfInternalSegments(path.split('/').filter(Boolean))?.route ?? null)

describe('header variant per route (docs/rules/chrome.md: redeem, business and default headers)', () => {
  it('gives the balance check, redeem shop, business redeem shop, info and checkout the redeem header', () => {
    for (const path of ['/redeem', '/redeem/shop', '/redeem/shop/3', '/redeem/business-shop/acme', '/redeem/business-shop/acme/2', '/redeem/info/faq', '/redeem/checkout']) {
      expect(variantOf(path), path).toBe('redeem')
    }
  })

  it('gives activation and the doubler the redeem header', () => {
    for (const path of ['/activation', '/activation/success', '/doubler', '/doubler/thank-you', '/doubler/thank-you/pomme-store']) {
      expect(variantOf(path), path).toBe('redeem')
    }
  })

  it('gives the business overview and a business page the business header', () => {
    expect(variantOf('/business')).toBe('business')
    expect(variantOf('/business/employee-gifts')).toBe('business')
  })

  it('keeps the default header elsewhere, also on unknown paths', () => {
    for (const path of ['/', '/products', '/products/2', '/product/pomme-store', '/basket', '/checkout', '/checkout/success', '/account/login', '/blog/tips', '/no/such/page']) {
      expect(variantOf(path), path).toBe('default')
    }
  })

  it('matches literal segments before parameters and reads the params', () => {
    expect(routeOfInternalSegments(['checkout', 'success'])).toEqual({ route: 'checkoutSuccess', params: {} })
    expect(routeOfInternalSegments(['checkout', 'abc'])?.params).toEqual({ uuid: 'abc' })
    expect(routeOfInternalSegments(['redeem', 'shop', '2'])).toEqual({ route: 'redeemShop', params: { page: '2' } })
    expect(routeOfInternalSegments([])).toEqual({ route: 'home', params: {} })
    expect(routeOfInternalSegments(['no', 'such', 'page'])).toBeNull()
  })
})
