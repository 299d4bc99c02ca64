import { describe, expect, it } from 'vitest'
import { safeCallback } from './callback'

describe('safeCallback', () => {
  it('keeps same-site relative paths', () => {
    expect(safeCallback('/account/adresboek/')).toBe('/account/adresboek/')
    expect(safeCallback('/fr/panier/?x=1')).toBe('/fr/panier/?x=1')
  })

  it('refuses other sites and odd spellings', () => {
    for (const value of ['https://evil.example/', '//evil.example/', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)', 'account/', '', null, undefined]) {
      expect(safeCallback(value)).toBeNull()
    }
  })
})
