import { describe, expect, it } from 'vitest'
import { localDefaults } from './local-defaults.mjs'

describe('the local shop defaults', () => {
  it('link storefronts on <code>.localhost at the port the shop listens on, with a literal {code}', () => {
    expect(localDefaults({}, { shop: false })).toEqual({ STOREFRONT_URL_TEMPLATE: 'http://{code}.localhost:3000' })
    expect(localDefaults({ PORT: '3100' }, { shop: false }).STOREFRONT_URL_TEMPLATE).toBe('http://{code}.localhost:3100')
  })

  it('turn on test payments, the development captcha and retail cards for the shop only, never over what is set', () => {
    expect(localDefaults({}, { shop: true })).toEqual({
      STOREFRONT_URL_TEMPLATE: 'http://{code}.localhost:3000', ALLOW_DEVELOPMENT_CAPTCHA: '1', ALLOW_TEST_PAYMENTS: '1', SEED_RETAIL_CARDS: '20',
    })
    expect(localDefaults({ STOREFRONT_URL_TEMPLATE: 'https://{code}.shop.test', ALLOW_TEST_PAYMENTS: '0' }, { shop: true })).toEqual({ ALLOW_DEVELOPMENT_CAPTCHA: '1', SEED_RETAIL_CARDS: '20' })
  })
})
