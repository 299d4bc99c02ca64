/**
 * Store data for the store switcher (docs/rules/storefronts.md "Store data: countriesCombinations"): which countries the
 * shopper can switch to, their URL and languages. Pure types and helpers, safe for the client bundle:
 * nothing here imports the storefront registry (config/storefronts/country-combinations.ts builds the
 * data on the server; the browser asks for it with the store data query).
 */
import type { CountryCombination, Language, LanguageCombination } from '@/config/storefronts/types'
import type { Shopper } from '@/graphql/shopper'

/**
 * What the page tells the banner, the trigger button and the modal (plain JSON props, built on the
 * server per storefront and language). The country list itself is not part of it: it is the same
 * 4 kB on every page yet needed only by the few visitors who open the switcher or see the banner, so
 * it is fetched when needed (countries-request.ts).
 */
export interface StoreSwitchConfig {
  /** Who asks, for the store data query (docs/rules/api.md userData). */
  shopper: Shopper
  /** The current storefront's country (`BE` on CBBE). */
  currentCountry: string
  /** The language the page is rendered in. */
  currentLanguage: Language
  /** The current storefront's languages and default language (to localize paths on a language switch). */
  languages: readonly Language[]
  defaultLanguage: Language
}

export function findCountry(
  combinations: readonly CountryCombination[],
  country: string | null | undefined,
): CountryCombination | undefined {
  return country ? combinations.find((combination) => combination.country === country) : undefined
}

/** The country's default language combination, else its first one (docs/rules/storefronts.md). */
export function defaultLanguageOf(country: CountryCombination | undefined): LanguageCombination | undefined {
  const languages = country?.languagesCombinations ?? []
  return languages.find((language) => language.isDefault) ?? languages[0]
}

/** Localized country name (`NL` → `Nederland` in nl, `Pays-Bas` in fr); the code when unknown. */
export function countryName(code: string, displayLanguage: string): string {
  try {
    return new Intl.DisplayNames([displayLanguage], { type: 'region', fallback: 'code' }).of(code) ?? code
  } catch {
    return code
  }
}

/** A language named in itself (`fr` → `Français`), as language switchers usually show them. */
export function languageName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language', fallback: 'code' }).of(code) ?? code
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1)
  } catch {
    return code
  }
}
