import { describe, expect, it } from 'vitest'
import { postalLines, streetLine } from './address-lines'

describe('address lines', () => {
  it('writes the street line in the order of the country', () => {
    expect(streetLine({ countryCode: 'BE', street: 'Veldstraat', houseNumber: '12', suffix: 'b' })).toBe('Veldstraat 12 b')
    expect(streetLine({ countryCode: 'FR', street: 'rue de la Paix', houseNumber: '12' })).toBe('12 rue de la Paix')
    expect(streetLine({ countryCode: 'gb', street: 'Downing Street', houseNumber: '10' })).toBe('10 Downing Street')
    expect(streetLine({ countryCode: 'NL', street: 'Damrak', houseNumber: null, suffix: null })).toBe('Damrak')
    expect(streetLine({ countryCode: 'BE', street: null, houseNumber: null })).toBeNull()
  })

  it('puts the second line between the street and the postcode and city, leaving out empty lines', () => {
    expect(postalLines({ countryCode: 'BE', street: 'Meir', houseNumber: '1', addressLine2: 'Bus 3, 2de verdieping', postCode: '2000', city: 'Antwerpen' }))
      .toEqual(['Meir 1', 'Bus 3, 2de verdieping', '2000 Antwerpen'])
    expect(postalLines({ countryCode: 'BE', street: 'Meir', houseNumber: '1', addressLine2: ' ', postCode: '2000', city: 'Antwerpen' }))
      .toEqual(['Meir 1', '2000 Antwerpen'])
    expect(postalLines({ countryCode: 'HK', street: null, houseNumber: null, postCode: null, city: 'Hong Kong' })).toEqual(['Hong Kong'])
  })
})
