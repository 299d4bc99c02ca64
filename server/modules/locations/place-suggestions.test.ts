import { describe, expect, it } from 'vitest'
import { toSuggestions, type Place } from './place-suggestions'
import { escapeLike, foldText } from './place-text'

const place = (locality: string, administrativeArea: string, postCode = '1000', countryCode = 'BE'): Place =>
  ({ locality, administrativeArea, postCode, countryCode })

describe('foldText', () => {
  it('ignores case and accents, also letters without a decomposition', () => {
    expect(foldText('Liège')).toBe('liege')
    expect(foldText('ŁÓDŹ')).toBe('lodz')
  })

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_a\\')).toBe('50\\%\\_a\\\\')
  })
})

describe('toSuggestions', () => {
  const places = [
    place('Gent', 'Oost-Vlaanderen', '9000'), place('Gent', 'Oost-Vlaanderen', '9050'),
    place('Antwerpen', 'Antwerpen', '2000'), place('Liège', 'Liège', '4000'), place('Brugge', 'West-Vlaanderen', '8000'),
  ]

  it('gives one suggestion per locality, prefix matches first, then areas', () => {
    expect(toSuggestions(places, 'vlaanderen')).toEqual([
      { label: 'Oost-Vlaanderen', countryCode: 'BE', administrativeArea: 'Oost-Vlaanderen', locality: null },
      { label: 'West-Vlaanderen', countryCode: 'BE', administrativeArea: 'West-Vlaanderen', locality: null },
    ])
    expect(toSuggestions(places, 'gen').map((item) => item.label)).toEqual(['Gent, Oost-Vlaanderen'])
    expect(toSuggestions(places, 'e').map((item) => item.label)).toEqual([
      // Nothing starts with "e"; localities come before areas.
      'Antwerpen', 'Brugge, West-Vlaanderen', 'Gent, Oost-Vlaanderen', 'Liège', 'Oost-Vlaanderen', 'West-Vlaanderen',
    ])
  })

  it('matches accents loosely and postcodes by prefix', () => {
    expect(toSuggestions(places, 'LIEGE')).toEqual([{ label: 'Liège', countryCode: 'BE', administrativeArea: 'Liège', locality: 'Liège' }])
    expect(toSuggestions(places, '905').map((item) => item.locality)).toEqual(['Gent'])
    expect(toSuggestions(places, '00')).toEqual([])
  })
})
