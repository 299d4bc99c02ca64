import { describe, expect, it } from 'vitest'
import { ALL_TOGGLES_OFF, useTogglesStore } from './toggles-store'

describe('toggles store', () => {
  it('is all off until the server values are set', () => {
    expect(useTogglesStore.getState().isOn('languageSwitcher')).toBe(false)
  })

  it('answers isOn from the values set at start', () => {
    useTogglesStore.getState().setToggles({ ...ALL_TOGGLES_OFF, languageSwitcher: true, isCBBEFrench: true })
    expect(useTogglesStore.getState().isOn('languageSwitcher')).toBe(true)
    expect(useTogglesStore.getState().isOn('isCBBEFrench')).toBe(true)
    expect(useTogglesStore.getState().isOn('isFooterLogos')).toBe(false)
  })
})
