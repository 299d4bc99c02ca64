import { describe, expect, it } from 'vitest'
import { getStorefront } from './resolve'
import { storefrontOrigin } from './urls'

describe('storefrontOrigin', () => {
  const cbde = getStorefront('CBDE')
  it('uses the first registry host over https by default', () => {
    expect(storefrontOrigin(cbde, {})).toBe(`https://${cbde.hostNames[0]}`)
  })
  it('prefers the first STOREFRONT_HOSTS host of the storefront', () => {
    expect(storefrontOrigin(cbde, { STOREFRONT_HOSTS: 'CBBE=a.example,cbde=shop.example.de|b.example' })).toBe('https://shop.example.de')
  })
  it('fills the development template', () => {
    expect(storefrontOrigin(cbde, { STOREFRONT_URL_TEMPLATE: 'http://{code}.localhost:3000/' })).toBe('http://cbde.localhost:3000')
  })
})
