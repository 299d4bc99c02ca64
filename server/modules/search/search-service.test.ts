import { describe, expect, it } from 'vitest'
import { toTermUrl } from './search-service'

describe('toTermUrl', () => {
  it('turns a stored "/?s=" link into the localized results page', () => {
    expect(toTermUrl('/?s=restaurant', '/zoeken/')).toBe('/zoeken/?s=restaurant')
    expect(toTermUrl('/?s=cin%C3%A9ma', '/fr/recherche/')).toBe('/fr/recherche/?s=cin%C3%A9ma')
    expect(toTermUrl('/?s=h%26m%20kids', '/search/')).toBe('/search/?s=h%26m+kids')
  })

  it('keeps any other link as stored', () => {
    expect(toTermUrl('/cadeaubonnen/bolero-books/', '/zoeken/')).toBe('/cadeaubonnen/bolero-books/')
    expect(toTermUrl('https://example.com/?s=x', '/zoeken/')).toBe('https://example.com/?s=x')
    expect(toTermUrl('/?q=x', '/zoeken/')).toBe('/?q=x')
  })
})
