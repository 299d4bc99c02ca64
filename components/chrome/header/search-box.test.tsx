// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import en from '@/i18n/messages/en.json'
import { useModalStore } from '@/stores/modal-store'
import { WithTheme } from '@/tests/helpers/render-with-theme'
import { SearchBox } from './search-box'

// The lazily loaded modal is tested on its own (search-panel.test.tsx); here: when it opens, with what.
vi.mock('../../search/search-modal', () => ({
  SearchModal: ({ initialText }: { initialText: string }) => <p>modal loaded with “{initialText}”</p>,
}))

const shopper = { storefrontCode: 'CBBE', storeId: 49, language: 'en', countryCode: 'BE' }
const renderBox = () => render(
  <NextIntlClientProvider locale="en" messages={en}>
    <WithTheme><SearchBox shopper={shopper} resultsPath="/search/" /></WithTheme>
  </NextIntlClientProvider>,
)
const isOpen = () => useModalStore.getState().open.includes('search')

describe('SearchBox', () => {
  beforeEach(() => { useModalStore.setState({ open: [] }); window.history.replaceState(null, '', '/') })
  afterEach(() => useModalStore.setState({ open: [] }))

  it('is a GET form to the results page (works without script) and loads nothing before use', () => {
    const { container } = renderBox()
    expect(container.querySelector('form')).toHaveAttribute('action', '/search/')
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('name', 's')
    expect(screen.queryByText(/modal loaded/)).toBeNull()
  })

  it.each([
    ['focus', (box: HTMLElement) => fireEvent.focus(box)],
    ['click', (box: HTMLElement) => fireEvent.click(box)],
    ['key press', (box: HTMLElement) => fireEvent.keyDown(box, { key: 'b' })],
  ])('opens the modal on %s and loads it lazily', async (_name, interact) => {
    renderBox()
    interact(screen.getByRole('searchbox'))
    expect(isOpen()).toBe(true)
    expect(await screen.findByText('modal loaded with “”')).toBeInTheDocument()
  })

  it('does not reopen when the focus comes back after closing', async () => {
    renderBox()
    const box = screen.getByRole('searchbox')
    fireEvent.focus(box)
    await screen.findByText(/modal loaded/)
    act(() => useModalStore.getState().closeModal('search'))
    fireEvent.focus(box)
    expect(isOpen()).toBe(false)
    fireEvent.click(box)
    expect(isOpen()).toBe(true)
  })

  it('opens with the text of ?s= from the address', async () => {
    window.history.replaceState(null, '', '/?s=bolero')
    renderBox()
    expect(await screen.findByText('modal loaded with “bolero”')).toBeInTheDocument()
    expect(isOpen()).toBe(true)
  })

  it('does not open on the results page, which shows its own results', () => {
    window.history.replaceState(null, '', '/search/?s=bolero')
    renderBox()
    expect(isOpen()).toBe(false)
  })
})
