import { describe, expect, it } from 'vitest'
import { useLanguageStore } from './language-store'

describe('language store', () => {
  it('holds the language set from the server', () => {
    expect(useLanguageStore.getState().language).toBeNull()
    useLanguageStore.getState().setLanguage('fr')
    expect(useLanguageStore.getState().language).toBe('fr')
  })
})
