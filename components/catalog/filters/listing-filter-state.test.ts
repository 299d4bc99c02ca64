import { describe, expect, it } from 'vitest'
import { filtersToSearch, hasFilters, mergeById, parseFilters, toTaxonomyFilter, toggleId } from './listing-filter-state'

describe('listing filter state', () => {
  it('reads categories and types ids, ignoring junk and duplicates', () => {
    expect(parseFilters('?categories=3,5,x,5&types=7&s=spa')).toEqual({ categories: ['3', '5'], types: ['7'] })
    expect(parseFilters('?categories=1;drop')).toEqual({ categories: [], types: [] })
  })

  it('writes filters back, dropping empty ones and keeping other parameters', () => {
    expect(filtersToSearch({ categories: ['3', '5'], types: [] }, '?s=spa&types=9')).toBe('?s=spa&categories=3,5')
    expect(filtersToSearch({ categories: [], types: [] }, '?categories=3')).toBe('')
  })

  it('builds the API filter per vocabulary and knows when filters are active', () => {
    expect(toTaxonomyFilter({ categories: ['3'], types: [] })).toEqual([{ vocabulary: 'cb_api_giftcard_categories', termIds: ['3'] }])
    expect(hasFilters({ categories: [], types: [] })).toBe(false)
    expect(toggleId(['1', '2'], '2')).toEqual(['1'])
    expect(toggleId(['1'], '2')).toEqual(['1', '2'])
  })

  it('merges pages without duplicate ids', () => {
    expect(mergeById([{ id: '1' }, { id: '2' }], [{ id: '2' }, { id: '3' }, { id: '3' }])).toEqual([{ id: '1' }, { id: '2' }, { id: '3' }])
  })
})
