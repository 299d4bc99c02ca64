import { COUNTRY_CODES } from '@/validation/countries'

export interface CountryOption {
  id: string
  label: string
}

/**
 * Every country picker's options (docs/rules/validation.md): the one country list, each named in the page's
 * language and sorted alphabetically by that name. `include` keeps a stored value that is not in the
 * list (an address saved before the list existed) selectable, so editing it shows what it holds.
 */
export function countryOptions(language: string, include?: string | null): CountryOption[] {
  let names: Intl.DisplayNames | null = null
  try {
    names = new Intl.DisplayNames([language], { type: 'region' })
  } catch {
    names = null
  }
  const codes = include && !COUNTRY_CODES.includes(include) ? [...COUNTRY_CODES, include] : COUNTRY_CODES
  const collator = new Intl.Collator(language)
  return codes
    .map((id) => ({ id, label: names?.of(id) ?? id }))
    .sort((a, b) => collator.compare(a.label, b.label))
}
