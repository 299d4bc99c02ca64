// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ReactNode } from 'react'
import { WithTheme } from '@/tests/helpers/render-with-theme'
import { countriesCombinations } from '@/config/storefronts/country-combinations'
import { STOREFRONTS } from '@/config/storefronts/registry'
import en from '@/i18n/messages/en.json'
import { useLanguageStore } from '@/stores/language-store'
import { useModalStore } from '@/stores/modal-store'
import { STORE_SWITCH_MODAL_ID } from './store-switch-modal-id'
import { StoreSwitchModal, type StoreSwitchModalProps } from './store-switch-modal'

const combinations = countriesCombinations(STOREFRONTS.CBBE, (s) => `http://${s.code.toLowerCase()}.localhost:3100/`)
const cbbe = (overrides: Partial<StoreSwitchModalProps> = {}): StoreSwitchModalProps => ({
  combinations,
  currentCountry: 'BE',
  currentLanguage: 'nl',
  languages: ['nl', 'fr'],
  defaultLanguage: 'nl',
  ...overrides,
})

function Providers({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={en}>
      <WithTheme>{children}</WithTheme>
    </NextIntlClientProvider>
  )
}

function renderOpen(config: StoreSwitchModalProps) {
  act(() => useModalStore.getState().openModal(STORE_SWITCH_MODAL_ID))
  return render(<StoreSwitchModal {...config} />, { wrapper: Providers })
}

const dialog = () => screen.getByRole('dialog', { name: 'Select your country and language' })
const applyButton = () => within(dialog()).getByRole('button', { name: 'To apply' })
const countryBox = () => within(dialog()).getByRole('combobox', { name: 'Country' })
const languageBox = () => within(dialog()).getByRole('combobox', { name: 'Language' })
const currencyField = () => within(dialog()).getByLabelText('Currency')

function chooseCountry(name: string) {
  fireEvent.click(countryBox())
  fireEvent.click(within(dialog()).getByRole('option', { name }))
}

function chooseLanguage(name: string) {
  fireEvent.click(languageBox())
  fireEvent.click(within(dialog()).getByRole('option', { name }))
}

describe('StoreSwitchModal', () => {
  let assign: ReturnType<typeof vi.fn>

  beforeEach(() => {
    assign = vi.fn()
    vi.stubGlobal('location', { pathname: '/cadeaubonnen/2/', assign })
    useLanguageStore.setState({ language: 'nl' })
  })

  afterEach(() => {
    vi.unstubAllGlobals()
    act(() => useModalStore.getState().closeAll())
  })

  it('starts from the current storefront (country named in the page language), the page language and EUR', async () => {
    renderOpen(cbbe())
    expect(countryBox()).toHaveValue('België')
    expect(languageBox()).toHaveTextContent('Nederlands')
    expect(currencyField()).toHaveValue('EUR')
    expect(currencyField()).toHaveAttribute('readonly')
    await waitFor(() => expect(applyButton()).toBeEnabled())
  })

  it('sorts the countries by their name in the page language', () => {
    renderOpen(cbbe({ currentLanguage: 'fr' }))
    fireEvent.click(countryBox())
    const names = within(dialog()).getAllByRole('option').map((option) => option.textContent ?? '')
    expect(names).toHaveLength(19)
    expect(names).toEqual([...names].sort(new Intl.Collator('fr').compare))
    expect(names).toContain('Allemagne')
    expect(names[0]).toBe('Allemagne')
  })

  it('keeps "To apply" disabled until the form is valid', async () => {
    // The current country is not offered, so the form starts empty.
    renderOpen(cbbe({ currentCountry: 'JP' }))
    expect(countryBox()).toHaveValue('')
    expect(applyButton()).toBeDisabled()
    chooseCountry('Duitsland')
    await waitFor(() => expect(applyButton()).toBeEnabled())
  })

  it("resets language and currency when the country changes, and disables a single-language select", async () => {
    // Page in French: country names in French.
    renderOpen(cbbe({ currentLanguage: 'fr' }))
    expect(languageBox()).toHaveTextContent('Français')
    expect(languageBox()).not.toHaveAttribute('aria-disabled')

    chooseCountry('Suisse')
    expect(languageBox()).toHaveTextContent('Deutsch')
    expect(currencyField()).toHaveValue('CHF')
    expect(languageBox()).not.toHaveAttribute('aria-disabled')

    chooseCountry('Pologne')
    expect(languageBox()).toHaveTextContent('Polski')
    expect(currencyField()).toHaveValue('PLN')
    expect(languageBox()).toHaveAttribute('aria-disabled', 'true')
    await waitFor(() => expect(applyButton()).toBeEnabled())
  })

  it('applies a language switch on the same storefront: sets the language, closes and loads the equivalent page', async () => {
    renderOpen(cbbe())
    chooseLanguage('Français')
    await waitFor(() => expect(applyButton()).toBeEnabled())
    fireEvent.click(applyButton())
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/fr/cartes-cadeaux/2/'))
    expect(assign).toHaveBeenCalledTimes(1)
    expect(useLanguageStore.getState().language).toBe('fr')
    expect(useModalStore.getState().open).not.toContain(STORE_SWITCH_MODAL_ID)
  })

  it("applies another country: loads that country's storefront", async () => {
    renderOpen(cbbe())
    chooseCountry('Duitsland')
    await waitFor(() => expect(applyButton()).toBeEnabled())
    fireEvent.click(applyButton())
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://cbde.localhost:3100/'))
    expect(useLanguageStore.getState().language).toBe('de')
  })

  it('adds the language prefix for a non-default language of another storefront', async () => {
    renderOpen(cbbe())
    chooseCountry('Zwitserland')
    chooseLanguage('Italiano')
    expect(currencyField()).toHaveValue('CHF')
    await waitFor(() => expect(applyButton()).toBeEnabled())
    fireEvent.click(applyButton())
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://cbch.localhost:3100/it/'))
  })

  it('Cancel closes without navigating', () => {
    renderOpen(cbbe())
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }))
    expect(useModalStore.getState().open).toEqual([])
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(assign).not.toHaveBeenCalled()
  })
})
