import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES, isKnownCountry } from './countries'
import { countryOptions } from '@/components/forms/country-options'

describe('the one country list', () => {
  it('holds the 249 ISO 3166-1 codes but the six territories without inhabitants or post', () => {
    expect(COUNTRY_CODES).toHaveLength(243)
    expect(new Set(COUNTRY_CODES).size).toBe(243)
    for (const code of ['BE', 'NL', 'FR', 'HU', 'HK', 'AE', 'BR', 'NZ', 'US', 'AX', 'ZW']) expect(isKnownCountry(code)).toBe(true)
    for (const code of ['AQ', 'BV', 'GS', 'HM', 'TF', 'UM', 'XX', 'EU', 'be', '']) expect(isKnownCountry(code)).toBe(false)
  })

  it('reads UK as GB, as the postcode and phone rules do', () => {
    expect(isKnownCountry('UK')).toBe(true)
  })

  it('has a name for every code in Dutch and French', () => {
    for (const language of ['nl', 'fr']) {
      const names = new Intl.DisplayNames([language], { type: 'region' })
      expect(COUNTRY_CODES.filter((code) => names.of(code) === code)).toEqual([])
    }
  })
})

describe('countryOptions', () => {
  it('names every country in the page language and sorts by that name, the storefront country included', () => {
    const french = countryOptions('fr')
    expect(french).toHaveLength(243)
    expect(french.slice(0, 4).map((option) => option.label)).toEqual(['Afghanistan', 'Afrique du Sud', 'Albanie', 'Algérie'])
    expect(french.find((option) => option.id === 'BE')).toEqual({ id: 'BE', label: 'Belgique' })
    const dutch = countryOptions('nl').map((option) => option.id)
    // Barbados, Belarus, België, Belize: the storefront's country is not put first, the list is alphabetical only.
    expect(dutch.slice(dutch.indexOf('BB'), dutch.indexOf('BB') + 4)).toEqual(['BB', 'BY', 'BE', 'BZ'])
  })

  it('keeps a stored value outside the list selectable', () => {
    expect(countryOptions('nl', 'UK').filter((option) => option.id === 'UK')).toHaveLength(1)
    expect(countryOptions('nl', 'BE')).toHaveLength(243)
  })
})
