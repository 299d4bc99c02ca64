/**
 * Feature toggles (docs/rules/storefronts.md): the defaults every storefront starts from and the environment overrides.
 * The registry bakes per-storefront values into `Storefront.toggles`; `getToggles` layers the
 * environment on top at run time so operations can flip a toggle without a code change.
 */
import type { FeatureToggleName, FeatureToggles, Storefront } from './types'

export const DEFAULT_TOGGLES: Readonly<FeatureToggles> = Object.freeze({
  languageSwitcher: true,
  isNavigationIconTextOn: true,
  isSearchDataLayer: true,
  isFooterLogos: true,
  isLogosFromCBEOn: false,
  isCookiesFooterLinkOn: true,
  hardcodeNoindexNofollow: false,
  isCBBEFrench: false,
  redeemDelayWarning: false,
  paymentRetry: true,
  isPromoPopupOn: false,
  // On: the identify modal keeps the e-mail-first identify of the checkout (docs/rules/storefronts.md feature toggles).
  isOrderModalAuthOn: true,
})

// Derived from the defaults object so a toggle added to the type (and the defaults) is overridable too.
const TOGGLE_NAMES = Object.keys(DEFAULT_TOGGLES) as FeatureToggleName[]

/** Anything shaped like `process.env`; only string values are read. */
export type ToggleEnv = Readonly<Record<string, string | undefined>>

/** `isCookiesFooterLinkOn` → `ISCOOKIESFOOTERLINKON`: upper case without separators, as in the env names. */
export function toggleEnvName(name: FeatureToggleName): string {
  return name.replace(/[^a-z0-9]/gi, '').toUpperCase()
}

/**
 * Parses an override value. Only true/false/1/0 count (case and surrounding blanks ignored);
 * anything else (a typo, an empty string) is ignored rather than silently turning a toggle off.
 */
export function parseToggleValue(raw: string | undefined): boolean | undefined {
  switch (raw?.trim().toLowerCase()) {
    case 'true':
    case '1':
      return true
    case 'false':
    case '0':
      return false
    default:
      return undefined
  }
}

// `process` is absent in some bundles (browser); an empty env then leaves the baked-in values alone.
const processEnv = (): ToggleEnv => (typeof process === 'undefined' ? {} : process.env)

/**
 * Toggles of one storefront with overrides applied, most specific last:
 * storefront data < `FEATURE_<TOGGLE>` (all storefronts) < `FEATURE_<CODE>_<TOGGLE>` (one storefront).
 */
export function getToggles(storefront: Storefront, env: ToggleEnv = processEnv()): FeatureToggles {
  const toggles: FeatureToggles = { ...storefront.toggles }
  for (const name of TOGGLE_NAMES) {
    const envName = toggleEnvName(name)
    const global = parseToggleValue(env[`FEATURE_${envName}`])
    const local = parseToggleValue(env[`FEATURE_${storefront.code}_${envName}`])
    const value = local ?? global
    if (value !== undefined) toggles[name] = value
  }
  return toggles
}
