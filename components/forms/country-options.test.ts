import { describe, expect, it } from 'vitest'
import { countryOptions } from './country-options'

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
