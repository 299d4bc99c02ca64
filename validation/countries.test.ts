import { describe, expect, it } from 'vitest'
import { COUNTRY_CODES, isKnownCountry } from './countries'

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
