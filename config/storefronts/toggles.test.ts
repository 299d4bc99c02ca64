import { describe, expect, it } from 'vitest'
import { STOREFRONTS } from './registry'
import { DEFAULT_TOGGLES, getToggles, parseToggleValue, toggleEnvName } from './toggles'
import type { FeatureToggleName } from './types'

const { CBBE, CBDE } = STOREFRONTS

describe('toggleEnvName', () => {
  it.each([
    ['languageSwitcher', 'LANGUAGESWITCHER'],
    ['isNavigationIconTextOn', 'ISNAVIGATIONICONTEXTON'],
    ['isSearchDataLayer', 'ISSEARCHDATALAYER'],
    ['isFooterLogos', 'ISFOOTERLOGOS'],
    ['isLogosFromCBEOn', 'ISLOGOSFROMCBEON'],
    ['isCookiesFooterLinkOn', 'ISCOOKIESFOOTERLINKON'],
    ['hardcodeNoindexNofollow', 'HARDCODENOINDEXNOFOLLOW'],
    ['isCBBEFrench', 'ISCBBEFRENCH'],
    ['redeemDelayWarning', 'REDEEMDELAYWARNING'],
    ['isOrderModalAuthOn', 'ISORDERMODALAUTHON'],
  ] as const)('%s → %s', (name, envName) => {
    expect(toggleEnvName(name)).toBe(envName)
  })

  it('covers the eight toggles of docs/rules/storefronts.md, the redeem delay warning, payment retry, the promo pop-up and the order-modal auth mode (docs/rules/storefronts.md)', () => {
    expect(Object.keys(DEFAULT_TOGGLES)).toHaveLength(12)
    expect(DEFAULT_TOGGLES.paymentRetry).toBe(true)
    // Off by default: a storefront turns the pop-up on in its registry row (CBBE).
    expect(DEFAULT_TOGGLES.isPromoPopupOn).toBe(false)
    expect(toggleEnvName('isPromoPopupOn')).toBe('ISPROMOPOPUPON')
    // On by default: the basket's identify modal keeps the checkout's e-mail-first identify (docs/rules/checkout.md).
    expect(DEFAULT_TOGGLES.isOrderModalAuthOn).toBe(true)
  })
})

describe('parseToggleValue', () => {
  it.each([
    ['true', true], ['1', true], [' TRUE ', true],
    ['false', false], ['0', false], ['False', false],
    ['yes', undefined], ['', undefined], ['2', undefined], [undefined, undefined],
  ] as const)('%j → %s', (raw, expected) => {
    expect(parseToggleValue(raw)).toBe(expected)
  })
})

describe('getToggles', () => {
  it('returns the storefront values when no override is set', () => {
    expect(getToggles(CBBE, {})).toEqual(CBBE.toggles)
    expect(getToggles(CBDE, {})).toEqual({ ...DEFAULT_TOGGLES, languageSwitcher: false })
  })

  type Case = [string, Record<string, string>, FeatureToggleName, boolean, boolean]
  it.each<Case>([
    // label, env, toggle, CBBE value, CBDE value
    ['global off', { FEATURE_ISCOOKIESFOOTERLINKON: 'false' }, 'isCookiesFooterLinkOn', false, false],
    ['global on with 1', { FEATURE_HARDCODENOINDEXNOFOLLOW: '1' }, 'hardcodeNoindexNofollow', true, true],
    ['per storefront', { FEATURE_CBBE_LANGUAGESWITCHER: 'false' }, 'languageSwitcher', false, false],
    ['per storefront on', { FEATURE_CBDE_LANGUAGESWITCHER: 'true' }, 'languageSwitcher', true, true],
    ['storefront beats global', { FEATURE_ISFOOTERLOGOS: '0', FEATURE_CBBE_ISFOOTERLOGOS: '1' }, 'isFooterLogos', true, false],
    ['invalid ignored', { FEATURE_ISSEARCHDATALAYER: 'off', FEATURE_CBBE_ISSEARCHDATALAYER: '' }, 'isSearchDataLayer', true, true],
    ['invalid local falls back to global', { FEATURE_ISCBBEFRENCH: 'true', FEATURE_CBBE_ISCBBEFRENCH: 'maybe' }, 'isCBBEFrench', true, true],
    ['lower-case names are not ours', { feature_isfooterlogos: 'false' }, 'isFooterLogos', true, true],
  ])('%s', (_label, env, toggle, cbbe, cbde) => {
    expect(getToggles(CBBE, env)[toggle]).toBe(cbbe)
    expect(getToggles(CBDE, env)[toggle]).toBe(cbde)
  })

  it('turns the order-modal auth mode off everywhere or on one storefront by environment', () => {
    expect(getToggles(CBBE, {}).isOrderModalAuthOn).toBe(true)
    expect(getToggles(CBBE, { FEATURE_ISORDERMODALAUTHON: 'false' }).isOrderModalAuthOn).toBe(false)
    expect(getToggles(CBDE, { FEATURE_ISORDERMODALAUTHON: 'false' }).isOrderModalAuthOn).toBe(false)
    const oneStorefront = { FEATURE_ISORDERMODALAUTHON: '0', FEATURE_CBDE_ISORDERMODALAUTHON: '1' }
    expect(getToggles(CBBE, oneStorefront).isOrderModalAuthOn).toBe(false)
    expect(getToggles(CBDE, oneStorefront).isOrderModalAuthOn).toBe(true)
  })

  it('leaves the registry untouched', () => {
    const toggles = getToggles(CBBE, { FEATURE_CBBE_ISLOGOSFROMCBEON: 'false' })
    expect(toggles.isLogosFromCBEOn).toBe(false)
    expect(CBBE.toggles.isLogosFromCBEOn).toBe(true)
  })
})
