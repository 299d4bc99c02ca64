/**
 * The rules of the store-switch form (docs/rules/storefronts.md "Language form", docs/rules/validation.md "Store switch form"), free of React so
 * they are unit-tested on their own:
 *  - choosing a country resets the language to that country's default (else first) language, and the
 *    currency follows that default language combination;
 *  - the language select is disabled when the country has one language;
 *  - country, language and currency are required;
 *  - Apply navigates by full page load: another country goes to that country's storefront, the current
 *    country keeps the page when it is a known non-entity page and otherwise goes to the language's home.
 */
import { object, string, type InferType } from 'yup'
import type { CountryCombination, Language, LanguageCombination } from '@/config/storefronts/types'
import { switchLanguagePath } from '@/i18n/language-switch'
import { defaultLanguageOf, findCountry } from './countries'

/**
 * Validation messages are keys under `chrome.storeSwitch` in the message catalogues; the component
 * translates them (the schema stays language-neutral and can live outside React).
 */
export const STORE_SWITCH_MESSAGES = {
  country: 'countryRequired',
  language: 'languageRequired',
  currency: 'currencyRequired',
} as const

export const storeSwitchSchema = object({
  country: string().trim().required(STORE_SWITCH_MESSAGES.country),
  language: string().trim().required(STORE_SWITCH_MESSAGES.language),
  currency: string().trim().required(STORE_SWITCH_MESSAGES.currency),
})

export type StoreSwitchValues = InferType<typeof storeSwitchSchema>

export const EMPTY_VALUES: StoreSwitchValues = { country: '', language: '', currency: '' }

/** The language options of a country (empty for no country). */
export function languagesFor(country: CountryCombination | undefined): readonly LanguageCombination[] {
  return country?.languagesCombinations ?? []
}

/** docs/rules/storefronts.md: the language select is disabled when there is at most one language to choose. */
export function isLanguageSelectDisabled(country: CountryCombination | undefined): boolean {
  return languagesFor(country).length <= 1
}

/**
 * docs/rules/storefronts.md: a new country resets the language to its default (else first) language; the currency
 * follows that default language combination. No country (or an unknown one) clears the form.
 */
export function onCountryChange(state: StoreSwitchValues, country: CountryCombination | undefined): StoreSwitchValues {
  if (!country) return { ...state, ...EMPTY_VALUES }
  const fallback = defaultLanguageOf(country)
  return { ...state, country: country.country, language: fallback?.languageCode ?? '', currency: fallback?.currency ?? '' }
}

/**
 * A language change within the country. The currency keeps following the country's default language
 * combination (docs/rules/storefronts.md); every language of a storefront shares its currency anyway.
 */
export function onLanguageChange(
  state: StoreSwitchValues,
  country: CountryCombination | undefined,
  languageCode: string,
): StoreSwitchValues {
  const known = languagesFor(country).some((language) => language.languageCode === languageCode)
  if (!known) return state
  return { ...state, language: languageCode, currency: defaultLanguageOf(country)?.currency ?? state.currency }
}

/**
 * The form's start values: the current storefront's country and the page's language (its default when
 * the page language is not among the country's), or an empty form when the current country is not
 * offered at all.
 */
export function initialValues(
  combinations: readonly CountryCombination[],
  currentCountry: string,
  currentLanguage: string,
): StoreSwitchValues {
  const country = findCountry(combinations, currentCountry)
  const values = onCountryChange(EMPTY_VALUES, country)
  return onLanguageChange(values, country, currentLanguage)
}

export interface TargetUrlInput {
  /** The current storefront's country (`BE` on CBBE). */
  currentCountry: string
  /** `window.location.pathname` of the page the modal was opened on, e.g. `/cadeaubonnen/2/`. */
  currentUrlPath: string
  chosen: Pick<StoreSwitchValues, 'country' | 'language'>
  combinations: readonly CountryCombination[]
  /** The current storefront's languages and default language. */
  languages: readonly Language[]
  defaultLanguage: Language
}

function isLanguageOf(languages: readonly Language[], value: string): value is Language {
  return (languages as readonly string[]).includes(value)
}

/** The language's home on the current storefront: `/` for the default language, `/<lang>/` otherwise. */
function languageRoot(language: Language, defaultLanguage: Language): string {
  return language === defaultLanguage ? '/' : `/${language}/`
}

/** A country's storefront home in a language: the bare URL for its default language, else `<url><lang>/`. */
function countryUrl(country: CountryCombination, languageCode: string): string {
  const base = country.url.endsWith('/') ? country.url : `${country.url}/`
  const language = country.languagesCombinations.find((combination) => combination.languageCode === languageCode)
  if (!language || language.isDefault || language === defaultLanguageOf(country)) return base
  return `${base}${encodeURIComponent(language.languageCode)}/`
}

/**
 * Where Apply goes (docs/rules/storefronts.md), or null when the choice is not a known country/language.
 *  - Another country than the current storefront's → that country's storefront URL (absolute), with the
 *    language prefix when the chosen language is not that storefront's default.
 *  - The same country → a path on this storefront: the same page in the new language (listing page 2
 *    stays listing page 2, a product stays that product); for an article or other page of one
 *    language's content its overview or the language's home, and for an unknown path the language's
 *    home. Choosing the current language again reloads the same page.
 */
export function targetUrl(input: TargetUrlInput): string | null {
  const { chosen, combinations, currentCountry, languages, defaultLanguage } = input
  const country = findCountry(combinations, chosen.country)
  if (!country) return null
  const offered = country.languagesCombinations.some((language) => language.languageCode === chosen.language)
  if (!offered) return null

  if (country.country !== currentCountry) return countryUrl(country, chosen.language)

  // Same country but a language this storefront does not speak (a second storefront of the family in
  // this country): go to that storefront instead.
  if (!isLanguageOf(languages, chosen.language)) return countryUrl(country, chosen.language)

  const equivalent = switchLanguagePath(input.currentUrlPath, languages, defaultLanguage, chosen.language)
  return equivalent ?? languageRoot(chosen.language, defaultLanguage)
}
