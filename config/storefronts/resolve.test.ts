import { afterEach, describe, expect, it, vi } from 'vitest'
import { STOREFRONTS } from './registry'
import {
  DEFAULT_STOREFRONT_CODE,
  getStorefront,
  isLanguageOf,
  isStorefrontCode,
  languagesOf,
  normalizeHost,
  parseStorefrontCode,
  resolveStorefrontByHost,
  storefrontByStoreId,
} from './resolve'
import { STOREFRONT_CODES } from './types'

// An explicit empty env keeps the developer's own STOREFRONT_HOSTS out of these tests.
const NO_ENV = {}
const codeOf = (host: string | null | undefined, env: { STOREFRONT_HOSTS?: string } = NO_ENV) =>
  resolveStorefrontByHost(host, env).code

describe('resolveStorefrontByHost', () => {
  it.each(STOREFRONT_CODES.map((code) => [code]))('%s answers on <code>.localhost in any case and on any port', (code) => {
    expect(codeOf(`${code.toLowerCase()}.localhost:3000`)).toBe(code)
    expect(codeOf(`${code}.LOCALHOST:8080`)).toBe(code)
    expect(codeOf(`${code.toLowerCase()}.localhost`)).toBe(code)
  })

  // Written out, not read from the registry: a typo in a host there must fail here.
  it.each([
    ['www.cadorama.nl', 'CB'],
    ['www.cadorama.at', 'CBAT'],
    ['www.cadorama.com.au', 'CBAU'],
    ['www.cadorama.be', 'CBBE'],
    ['www.cadorama.com.br', 'CBBR'],
    ['www.cadorama.ca', 'CBCA'],
    ['www.cadorama.ch', 'CBCH'],
    ['www.cadorama.de', 'CBDE'],
    ['www.cadorama.dk', 'CBDK'],
    ['www.cadorama.es', 'CBES'],
    ['www.cadorama.fr', 'CBFR'],
    ['www.cadorama.ie', 'CBIE'],
    ['www.cadorama.it', 'CBIT'],
    ['www.cadorama.com.mx', 'CBMX'],
    ['www.cadorama.no', 'CBNO'],
    ['www.cadorama.co.nz', 'CBNZ'],
    ['www.cadorama.pl', 'CBPL'],
    ['www.cadorama.se', 'CBSE'],
    ['www.cadorama.com', 'CBUS'],
    ['www.kadolino.nl', 'CK'],
    ['www.kadolino.fr', 'CKFR'],
    ['www.kadolino.co.uk', 'CKUK'],
    ['www.giftswap.ae', 'GCSAE'],
    ['www.giftswap.at', 'GCSAT'],
    ['www.giftswap.be', 'GCSBE'],
    ['www.giftswap.de', 'GCSDE'],
    ['www.giftswap.fr', 'GCSFR'],
    ['www.giftswap.ie', 'GCSIE'],
    ['www.giftswap.it', 'GCSIT'],
    ['www.giftswap.nl', 'GCSNL'],
    ['www.giftswap.pt', 'GCSPT'],
    ['www.giftswap.co.uk', 'GCSUK'],
    ['www.giftswap.uk', 'GCUK'],
  ])('%s is the canonical host of %s, and its bare domain answers too', (host, code) => {
    expect(getStorefront(code as (typeof STOREFRONT_CODES)[number]).hostNames).toEqual([host, host.replace(/^www\./, '')])
    expect(codeOf(host)).toBe(code)
    expect(codeOf(host.replace(/^www\./, ''))).toBe(code)
  })

  const productionHosts = Object.values(STOREFRONTS).flatMap((s) => s.hostNames.map((host) => [host, s.code] as const))
  it.each(productionHosts)('%s → %s, also upper-case and with a port', (host, code) => {
    expect(codeOf(host)).toBe(code)
    expect(codeOf(host.toUpperCase())).toBe(code)
    expect(codeOf(`${host}:443`)).toBe(code)
  })

  it.each([
    ['an unknown host', 'shop.example.org'],
    ['an empty string', ''],
    ['null', null],
    ['undefined', undefined],
    ['bare localhost', 'localhost'],
    ['localhost with port', 'localhost:3000'],
    ['an IPv4 address', '127.0.0.1:3000'],
    ['an IPv6 address', '[::1]:3000'],
    ['an unknown code on localhost', 'xx.localhost:3000'],
    ['a nested localhost name', 'www.cbde.localhost:3000'],
    ['a look-alike host', 'www.cadorama.de.evil.test'],
  ])('falls back to CBBE for %s', (_label, host) => {
    expect(codeOf(host)).toBe('CBBE')
  })

  it('tolerates a trailing root dot and a forwarded host list', () => {
    expect(codeOf('www.cadorama.de.')).toBe('CBDE')
    expect(codeOf('www.cadorama.fr, proxy.internal')).toBe('CBFR')
  })

  describe('STOREFRONT_HOSTS', () => {
    const env = { STOREFRONT_HOSTS: 'CBBE=shop.example.org|www.shop.example.org,CBDE=de.example.org' }

    it.each([
      ['shop.example.org', 'CBBE'],
      ['WWW.SHOP.EXAMPLE.ORG:3000', 'CBBE'],
      ['de.example.org', 'CBDE'],
      ['www.cadorama.fr', 'CBFR'], // registry hosts still work beside the env ones
      ['cbnl.localhost', 'CBBE'],
      ['gcsnl.localhost:3000', 'GCSNL'],
    ])('%s → %s', (host, code) => {
      expect(codeOf(host, env)).toBe(code)
    })

    it('takes precedence over the registry host of another storefront', () => {
      expect(codeOf('www.cadorama.de', { STOREFRONT_HOSTS: 'GCSDE=www.cadorama.de' })).toBe('GCSDE')
    })

    it('accepts lower-case codes and blanks, and skips unknown codes and empty entries', () => {
      const messy = { STOREFRONT_HOSTS: ' ckuk = uk.example.org | ,XXX=x.example.org,,=y.example.org,CBAT' }
      expect(codeOf('uk.example.org', messy)).toBe('CKUK')
      expect(codeOf('x.example.org', messy)).toBe('CBBE')
      expect(codeOf('y.example.org', messy)).toBe('CBBE')
      expect(codeOf('www.cadorama.at', messy)).toBe('CBAT')
    })

    it('follows a changed value instead of serving a stale memo', () => {
      expect(codeOf('a.example.org', { STOREFRONT_HOSTS: 'CBSE=a.example.org' })).toBe('CBSE')
      expect(codeOf('a.example.org', { STOREFRONT_HOSTS: 'CBNO=a.example.org' })).toBe('CBNO')
      expect(codeOf('a.example.org', {})).toBe('CBBE')
    })
  })
})

describe('normalizeHost', () => {
  it.each([
    ['CBDE.localhost:3000', 'cbde.localhost'],
    ['www.cadorama.be.', 'www.cadorama.be'],
    ['[::1]:3000', '::1'],
    ['[::1', '::1'],
    [' Shop.Example.org ', 'shop.example.org'],
    ['shop.example.org:8443, proxy.internal:80', 'shop.example.org'],
  ])('%s → %s', (input, output) => {
    expect(normalizeHost(input)).toBe(output)
  })
})

describe('codes, ids and languages', () => {
  it('defaults to CBBE', () => {
    expect(DEFAULT_STOREFRONT_CODE).toBe('CBBE')
    expect(getStorefront(DEFAULT_STOREFRONT_CODE).storeId).toBe(49)
  })

  it.each([
    ['CBBE', true, 'CBBE'],
    ['cbbe', false, 'CBBE'],
    [' GcUk ', false, 'GCUK'],
    ['CBNL', false, undefined],
    ['', false, undefined],
  ] as const)('%j: isStorefrontCode %s, parseStorefrontCode %s', (input, exact, parsed) => {
    expect(isStorefrontCode(input)).toBe(exact)
    expect(parseStorefrontCode(input)).toBe(parsed)
  })

  it.each(Object.values(STOREFRONTS).map((s) => [s.storeId, s.code] as const))('store id %i → %s', (id, code) => {
    expect(storefrontByStoreId(id)?.code).toBe(code)
  })

  it('finds no storefront for an unknown store id', () => {
    expect(storefrontByStoreId(0)).toBeUndefined()
  })

  it.each([
    ['CBBE', 'nl', true],
    ['CBBE', 'fr', true],
    ['CBBE', 'de', false],
    ['CBBE', 'FR', false],
    ['CBCH', 'it', true],
    ['CBDE', 'en', false],
  ] as const)('%s speaks %s: %s', (code, lang, expected) => {
    expect(isLanguageOf(getStorefront(code), lang)).toBe(expected)
  })

  it('lists languages default first', () => {
    expect(languagesOf(getStorefront('CBCH'))).toEqual(['de', 'fr', 'it'])
  })
})

describe('STOREFRONT_HOSTS', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('maps each host of an entry, skipping empty hosts, unknown codes and entries without hosts', () => {
    const env = { STOREFRONT_HOSTS: 'CBDE=Shop.Example.DE| |www.shop.example.de, nonsense ,XX=a.example,CBNL=' }
    expect(codeOf('shop.example.de', env)).toBe('CBDE')
    expect(codeOf('www.shop.example.de', env)).toBe('CBDE')
    expect(codeOf('a.example', env)).toBe('CBBE')
    // The registry's hosts still answer beside the configured ones.
    expect(codeOf('www.cadorama.nl', env)).toBe('CB')
  })

  it('is read from the process environment when none is given', () => {
    vi.stubEnv('STOREFRONT_HOSTS', 'CBNO=x.example.org')
    expect(resolveStorefrontByHost('x.example.org').code).toBe('CBNO')
    expect(resolveStorefrontByHost('cbde.localhost:3000').code).toBe('CBDE')
  })

  it('takes a storefront code only from a name that ends in .localhost', () => {
    // 'cbde' and ten more characters: only the .localhost suffix makes the rest a storefront code.
    expect(codeOf('cbde.shop.test')).toBe('CBBE')
  })
})
