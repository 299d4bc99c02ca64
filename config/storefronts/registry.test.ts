import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROUTES } from '@/i18n/pathnames'
import { STOREFRONTS } from './registry'
import { PAYMENT_LOGO_KINDS, STOREFRONT_CODES, type BrandFamily, type Language, type StorefrontCode } from './types'

const PUBLIC_DIR = join(process.cwd(), 'public')
const all = Object.values(STOREFRONTS)

// The decisions of the brief, restated independently of the registry rows so a typo in either shows up.
type Expected = [StorefrontCode, BrandFamily, string, string, Language[], number, number]
const EXPECTED: Expected[] = [
  ['CB', 'CB', 'NL', 'EUR', ['nl'], 200, 1], ['CBAT', 'CB', 'AT', 'EUR', ['de'], 60, 40],
  ['CBAU', 'CB', 'AU', 'AUD', ['en'], 40, 41], ['CBBE', 'CB', 'BE', 'EUR', ['nl', 'fr'], 200, 49],
  ['CBBR', 'CB', 'BR', 'BRL', ['pt'], 40, 42], ['CBCA', 'CB', 'CA', 'CAD', ['en', 'fr'], 40, 43],
  ['CBCH', 'CB', 'CH', 'CHF', ['de', 'fr', 'it'], 40, 44], ['CBDE', 'CB', 'DE', 'EUR', ['de'], 150, 45],
  ['CBDK', 'CB', 'DK', 'DKK', ['da'], 40, 46], ['CBES', 'CB', 'ES', 'EUR', ['es'], 50, 47],
  ['CBFR', 'CB', 'FR', 'EUR', ['fr'], 150, 48], ['CBIE', 'CB', 'IE', 'EUR', ['en'], 50, 50],
  ['CBIT', 'CB', 'IT', 'EUR', ['it'], 40, 51], ['CBMX', 'CB', 'MX', 'MXN', ['es'], 40, 52],
  ['CBNO', 'CB', 'NO', 'NOK', ['nb'], 40, 53], ['CBNZ', 'CB', 'NZ', 'NZD', ['en'], 40, 54],
  ['CBPL', 'CB', 'PL', 'PLN', ['pl'], 30, 55], ['CBSE', 'CB', 'SE', 'SEK', ['sv'], 40, 56],
  ['CBUS', 'CB', 'US', 'USD', ['en'], 40, 57], ['CK', 'CK', 'NL', 'EUR', ['nl'], 70, 60],
  ['CKFR', 'CK', 'FR', 'EUR', ['fr'], 70, 61], ['CKUK', 'CK', 'GB', 'GBP', ['en'], 300, 62],
  ['GCSAE', 'GCS', 'AE', 'AED', ['en'], 40, 70], ['GCSAT', 'GCS', 'AT', 'EUR', ['de'], 60, 71],
  ['GCSBE', 'GCS', 'BE', 'EUR', ['nl', 'fr'], 60, 72], ['GCSDE', 'GCS', 'DE', 'EUR', ['de'], 150, 73],
  ['GCSFR', 'GCS', 'FR', 'EUR', ['fr'], 150, 74], ['GCSIE', 'GCS', 'IE', 'EUR', ['en'], 50, 75],
  ['GCSIT', 'GCS', 'IT', 'EUR', ['it'], 40, 76], ['GCSNL', 'GCS', 'NL', 'EUR', ['nl'], 200, 77],
  ['GCSPT', 'GCS', 'PT', 'EUR', ['pt'], 40, 78], ['GCSUK', 'GCS', 'GB', 'GBP', ['en'], 300, 79],
  ['GCUK', 'GCS', 'GB', 'GBP', ['en'], 300, 80],
]
const BRAND_NAMES: Record<BrandFamily, string> = { CB: 'Cadorama', CK: 'Kadolino', GCS: 'Giftswap' }

/** Every string in the object tree that is an AssetPath (starts with '/'); URLs and route names do not. */
function assetPaths(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('/') ? [value] : []
  if (value && typeof value === 'object') return Object.values(value).flatMap(assetPaths)
  return []
}

/** WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

describe('storefront registry', () => {
  it('holds exactly the 33 storefront codes, each under its own key', () => {
    expect(Object.keys(STOREFRONTS).sort()).toEqual([...STOREFRONT_CODES].sort())
    for (const [code, storefront] of Object.entries(STOREFRONTS)) expect(storefront.code).toBe(code)
  })

  it.each(EXPECTED)('%s: family %s, %s, %s, %j, %i+ cards, store %i', (code, family, country, currency, languages, size, id) => {
    const storefront = STOREFRONTS[code]
    expect(storefront).toMatchObject({ brandFamily: family, country, currency, catalogueSize: size, storeId: id })
    expect(storefront.languages).toEqual(languages)
    expect(storefront.brandName).toBe(BRAND_NAMES[family])
  })

  it('has unique store ids and unique host names', () => {
    const ids = all.map((s) => s.storeId)
    const hosts = all.flatMap((s) => s.hostNames.map((h) => h.toLowerCase()))
    expect(new Set(ids).size).toBe(ids.length)
    expect(new Set(hosts).size).toBe(hosts.length)
  })

  it.each(all.map((s) => [s.code, s] as const))('%s: default language first, lower-case hosts, canonical URL', (_code, s) => {
    expect(s.defaultLanguage).toBe(s.languages[0])
    expect(s.hostNames.length).toBeGreaterThan(0)
    for (const host of s.hostNames) expect(host).toMatch(/^[a-z0-9.-]+$/)
    expect(s.branding.organizationStructuredData.url).toBe(`https://${s.hostNames[0]}/`)
    expect(s.branding.organizationStructuredData.name).toMatch(new RegExp(`^${s.brandName} `))
    expect(s.branding.faq).toBe('helpdesk')
  })

  it.each(all.map((s) => [s.code, s.branding] as const))('%s: link targets are route names or https URLs', (_code, b) => {
    const targets = [b.faq, b.logo, b.logoV2, b.footerLogo, b.modalLogo, b.pdpFeaturedBlock, b.pdpPromotionBlock,
      b.doubler, b.alternativeChoiceAllInOne].map((t) => (typeof t === 'string' ? t : t.href))
    for (const target of targets.filter((t) => t !== undefined)) {
      expect(target.startsWith('https://') || Object.hasOwn(ROUTES, target), target).toBe(true)
    }
  })

  it('makes CBBE the Belgian store 49 speaking nl and fr in EUR', () => {
    expect(STOREFRONTS.CBBE).toMatchObject({ storeId: 49, country: 'BE', currency: 'EUR', defaultLanguage: 'nl' })
    expect(STOREFRONTS.CBBE.languages).toEqual(['nl', 'fr'])
  })

  it('gives opening hours (Mo–Fr 09:00–17:30) to the NL storefront CB only', () => {
    const withHours = all.filter((s) => s.branding.organizationStructuredData.openingHours).map((s) => s.code)
    expect(withHours).toEqual(['CB'])
    expect(STOREFRONTS.CB.branding.organizationStructuredData.openingHours).toEqual({
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '17:30',
    })
  })

  it('bakes the toggle decisions in: switcher only with several languages, CBE logos and the promo pop-up only on CBBE', () => {
    for (const s of all) {
      expect(s.toggles.languageSwitcher).toBe(s.languages.length > 1)
      expect(s.toggles.isLogosFromCBEOn).toBe(s.code === 'CBBE')
      expect(s.toggles.isPromoPopupOn).toBe(s.code === 'CBBE')
    }
  })

  it('gives Giftswap Belgium the second home version with its own logoV2, every other storefront the first', () => {
    expect(all.filter((s) => s.homeVersion === 2).map((s) => s.code)).toEqual(['GCSBE'])
    expect(all.every((s) => s.homeVersion === 1 || s.homeVersion === 2)).toBe(true)
    expect(STOREFRONTS.GCSBE.branding.logoV2.src).toBe('/brands/gcs/logo-v2.svg')
    expect(STOREFRONTS.GCSBE.branding.logoV2.src).not.toBe(STOREFRONTS.GCSBE.branding.logo.src)
  })

  it.each(all.map((s) => [s.code, s] as const))('%s: every branding asset exists under public/', (_code, s) => {
    const missing = assetPaths(s.branding).filter((path) => !existsSync(join(PUBLIC_DIR, path)))
    expect(missing).toEqual([])
  })

  it('has a file for every payment logo kind, and every storefront closes its row with "secure"', () => {
    for (const kind of PAYMENT_LOGO_KINDS) expect(existsSync(join(PUBLIC_DIR, 'payment', `${kind}.svg`)), kind).toBe(true)
    for (const s of all) expect(s.branding.paymentLogos.at(-1)).toBe('secure')
    expect(STOREFRONTS.CBBE.branding.paymentLogos.slice(0, 3)).toEqual(['bancontact', 'kbccbc', 'belfius'])
  })

  it.each(all.map((s) => [s.code, s.branding.colors] as const))('%s: primaryText on primary meets WCAG AA', (_code, colors) => {
    expect(contrast(colors.primaryText, colors.primary)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(colors.text, colors.background)).toBeGreaterThanOrEqual(4.5)
  })

  it('is frozen, so no request can change what another sees', () => {
    expect(Object.isFrozen(STOREFRONTS)).toBe(true)
    expect(Object.isFrozen(STOREFRONTS.CBBE.branding.colors)).toBe(true)
  })
})

describe('brand artwork', () => {
  const svgFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name)
      return statSync(path).isDirectory() ? svgFiles(path) : name.endsWith('.svg') ? [path] : []
    })
  const files = ['brands', 'payment', 'social'].flatMap((dir) => svgFiles(join(PUBLIC_DIR, dir)))

  it.each(files.map((f) => [f.slice(PUBLIC_DIR.length)]))('%s is a small SVG with a viewBox', (file) => {
    const source = readFileSync(join(PUBLIC_DIR, file), 'utf8')
    expect(source.length).toBeLessThan(4096)
    expect(source).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="[\d .]+"/)
    expect(source.trim().endsWith('</svg>')).toBe(true)
  })
})
