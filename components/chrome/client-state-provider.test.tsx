// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { ThemeProvider } from 'styled-components'
import { afterEach, describe, expect, it } from 'vitest'
import type { ReactNode } from 'react'
import type { FeatureToggles } from '@/config/storefronts/types'
import en from '@/i18n/messages/en.json'
import { useErrorStore } from '@/stores/error-store'
import { useLanguageStore } from '@/stores/language-store'
import { REDEEM_STORAGE_KEY, useRedeemStore } from '@/stores/redeem-store'
import { ALL_TOGGLES_OFF, useTogglesStore } from '@/stores/toggles-store'
import { ClientStateProvider } from './client-state-provider'
import { testTheme as theme } from '@/tests/helpers/render-with-theme'


function Providers({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={en}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </NextIntlClientProvider>
  )
}

const toggles: FeatureToggles = { ...ALL_TOGGLES_OFF, languageSwitcher: true }

describe('ClientStateProvider', () => {
  afterEach(() => {
    cleanup()
    useErrorStore.getState().reset()
  })

  it('sets language and toggles from the server values and hydrates the redeem store', () => {
    window.localStorage.setItem(REDEEM_STORAGE_KEY, JSON.stringify({
      state: { token: 'saved-token', card: null, needsPhysicalAddress: false, hasPostcode: true }, version: 1,
    }))
    render(<ClientStateProvider language="fr" country="BE" toggles={toggles} />, { wrapper: Providers })
    expect(useLanguageStore.getState().language).toBe('fr')
    expect(useTogglesStore.getState().isOn('languageSwitcher')).toBe(true)
    expect(useRedeemStore.getState()).toMatchObject({ token: 'saved-token', hasPostcode: true })
  })

  it('loads the error modal only once an error exists', async () => {
    render(<ClientStateProvider language="en" country="GB" toggles={toggles} />, { wrapper: Providers })
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => useErrorStore.getState().showError({ code: 2031, message: '', parameter: null }))
    expect(await screen.findByRole('dialog', { name: 'Something went wrong' })).toHaveTextContent(en.errors.codes['2031'])
  })
})
