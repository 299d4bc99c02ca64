import { describe, expect, it } from 'vitest'
import { getStorefront } from './resolve'
import { storefrontOrigin } from './urls'

describe('storefrontOrigin', () => {
  const cbde = getStorefront('CBDE')
  it('uses the first registry host over https by default', () => {
    // Written out, not read from the registry: a typo in the host there must fail here.
    expect(storefrontOrigin(cbde, {})).toBe('https://www.cadorama.de')
    expect(storefrontOrigin(getStorefront('GCUK'), {})).toBe('https://www.giftswap.uk')
  })
  it('trims the configured hosts and codes, and skips an entry without hosts', () => {
    expect(storefrontOrigin(cbde, { STOREFRONT_HOSTS: ' cbde = Shop.Example.DE | b.example ' })).toBe('https://shop.example.de')
    expect(storefrontOrigin(cbde, { STOREFRONT_HOSTS: 'CBDE' })).toBe('https://www.cadorama.de')
  })
  it('prefers the first STOREFRONT_HOSTS host of the storefront', () => {
    expect(storefrontOrigin(cbde, { STOREFRONT_HOSTS: 'CBBE=a.example,cbde=shop.example.de|b.example' })).toBe('https://shop.example.de')
  })
  it('fills the development template', () => {
    expect(storefrontOrigin(cbde, { STOREFRONT_URL_TEMPLATE: 'http://{code}.localhost:3000/' })).toBe('http://cbde.localhost:3000')
    expect(storefrontOrigin(cbde, { STOREFRONT_URL_TEMPLATE: '  http://{code}.localhost:3000//  ' })).toBe('http://cbde.localhost:3000')
    expect(storefrontOrigin(cbde, { STOREFRONT_URL_TEMPLATE: 'https://{host}/', STOREFRONT_HOSTS: 'CBDE=shop.example.de' })).toBe('https://shop.example.de')
  })
})
