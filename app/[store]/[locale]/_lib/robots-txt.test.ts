import { describe, expect, it } from 'vitest'
import { getStorefront } from '@/config/storefronts/resolve'
import { DEFAULT_TOGGLES } from '@/config/storefronts/toggles'
import { disallowedPaths, robotsTxt } from './robots-txt'

const origin = 'http://cbbe.localhost:3100'

describe('robotsTxt', () => {
  it('allows everything but personal pages and names the storefront sitemap', () => {
    const text = robotsTxt({ storefront: getStorefront('CBBE'), toggles: DEFAULT_TOGGLES, origin })
    expect(text.split('\n').slice(0, 2)).toEqual(['User-agent: *', 'Allow: /'])
    expect(text).toContain('Sitemap: http://cbbe.localhost:3100/sitemap.xml\n')
  })

  it('disallows everything (and names no sitemap) when hardcodeNoindexNofollow is on', () => {
    expect(robotsTxt({ storefront: getStorefront('CBBE'), toggles: { ...DEFAULT_TOGGLES, hardcodeNoindexNofollow: true }, origin })).toBe(
      'User-agent: *\nDisallow: /\n',
    )
  })

  it('keeps the French CBBE build crawlable so its noindex can be read', () => {
    const toggles = { ...DEFAULT_TOGGLES, isCBBEFrench: true }
    const text = robotsTxt({ storefront: getStorefront('CBBE'), toggles, origin })
    expect(text).not.toMatch(/^Disallow: \/fr\/$/m)
  })
})

describe('disallowedPaths: basket, checkout, account and redeem paths in every language', () => {
  it.each([
    ['CBBE', ['/winkelmandje/', '/bestellen/', '/account/', '/saldocheck/inwisselen/', '/saldocheck/checkout/', '/nabestellen/',
      '/fr/panier/', '/fr/commander/', '/fr/compte/', '/fr/solde/echanger/', '/fr/solde/paiement/', '/fr/commander-a-nouveau/']],
    ['CBDE', ['/warenkorb/', '/kasse/', '/konto/', '/guthaben/einloesen/', '/guthaben/kasse/', '/nachbestellen/']],
    ['CKUK', ['/basket/', '/checkout/', '/account/', '/balance-check/redeem/', '/balance-check/checkout/', '/reorder/']],
  ] as const)('%s', (code, expected) => {
    expect(disallowedPaths(getStorefront(code)).sort()).toEqual([...expected].sort())
  })

  it('never disallows a whole language, the home page or public pages', () => {
    const paths = disallowedPaths(getStorefront('CBBE'))
    for (const publicPath of ['/', '/fr/', '/cadeaubonnen/', '/saldocheck/', '/fr/solde/', '/fr/cartes-cadeaux/']) {
      expect(paths.some((path) => publicPath.startsWith(path)), publicPath).toBe(false)
    }
  })

  it('lists a prefix only once, without the sub-paths it already covers', () => {
    const paths = disallowedPaths(getStorefront('CBBE'))
    expect(paths).not.toContain('/bestellen/gelukt/')
    expect(paths).not.toContain('/account/login/')
    expect(new Set(paths).size).toBe(paths.length)
  })
})
