// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { MODAL_CLOSE_MS } from '@/components/ui/modal'
import en from '@/i18n/messages/en.json'
import { useModalStore } from '@/stores/modal-store'
import { renderWithTheme } from '@/tests/helpers/render-with-theme'
import { PromoPopup } from './promo-popup'
import { PROMO_POPUP_DELAY_MS, PROMO_POPUP_STORAGE_KEY, dismissPromoPopup } from './promo-popup-dismissal'

function renderPopup() {
  return renderWithTheme(
    <NextIntlClientProvider locale="en" messages={en}>
      <PromoPopup brand="Cadorama" surveyHref="/survey/" />
    </NextIntlClientProvider>,
  )
}

describe('PromoPopup (docs/rules/chrome.md promo pop-up)', () => {
  // The modal's code loads when the pop-up opens; loaded once here, it arrives within the faked clock.
  beforeAll(() => import('./promo-popup-modal'))
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    window.localStorage.clear()
    useModalStore.getState().closeAll()
  })

  it('opens 3 s after the page is ready, remembers it was shown and links the survey in a new tab', async () => {
    renderPopup()
    await act(() => vi.advanceTimersByTimeAsync(PROMO_POPUP_DELAY_MS - 1))
    expect(screen.queryByRole('dialog')).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(1))
    const dialog = screen.getByRole('dialog', { name: 'Your opinion counts' })
    expect(dialog.textContent).toContain('Help us make Cadorama even better')
    expect(window.localStorage.getItem(PROMO_POPUP_STORAGE_KEY)).not.toBeNull()
    const survey = screen.getByRole('link', { name: 'Take the survey (opens in a new window)' })
    expect(survey.getAttribute('href')).toBe('/survey/')
    expect(survey.getAttribute('target')).toBe('_blank')
    fireEvent.click(screen.getByRole('button', { name: 'No, thanks' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('closes on Escape', async () => {
    renderPopup()
    await act(() => vi.advanceTimersByTimeAsync(PROMO_POPUP_DELAY_MS))
    expect(screen.getByRole('dialog')).toBeTruthy()
    fireEvent.keyDown(document, { key: 'Escape' })
    act(() => vi.advanceTimersByTime(MODAL_CLOSE_MS))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('stays away once shown to this visitor', () => {
    dismissPromoPopup()
    renderPopup()
    act(() => vi.advanceTimersByTime(PROMO_POPUP_DELAY_MS * 2))
    expect(useModalStore.getState().open).toEqual([])
  })

  it('never replaces a modal the shopper opened, and does not count as shown then', () => {
    useModalStore.getState().openModal('search')
    renderPopup()
    act(() => vi.advanceTimersByTime(PROMO_POPUP_DELAY_MS))
    expect(useModalStore.getState().open).toEqual(['search'])
    expect(window.localStorage.getItem(PROMO_POPUP_STORAGE_KEY)).toBeNull()
  })
})
