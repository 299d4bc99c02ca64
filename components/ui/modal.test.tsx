// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useModalStore } from '@/stores/modal-store'
import { MODAL_CLOSE_MS, Modal, type ModalProps } from './modal'
import { Select } from './select'
import { ModalLogoProvider } from '@/components/chrome/modal-logo'
import { renderWithTheme } from '@/tests/helpers/render-with-theme'

function renderModal(props: Partial<ModalProps> = {}) {
  const onClose = vi.fn()
  const view = renderWithTheme(
    <>
      <button type="button">Open login</button>
      <Modal id="login" title="Log in" closeLabel="Close" onClose={onClose} {...props}>
        {props.children ?? (
          <>
            <input aria-label="E-mail" />
            <button type="button">Submit</button>
          </>
        )}
      </Modal>
    </>,
  )
  return { ...view, onClose }
}

const open = (id = 'login') => act(() => useModalStore.getState().openModal(id))
const dialog = () => screen.queryByRole('dialog')
const backdrop = () => dialog()!.parentElement!

/** Advances to just before and just after the close animation ends. */
function expectClosesAfterAnimation(onClose: () => void) {
  act(() => vi.advanceTimersByTime(MODAL_CLOSE_MS - 1))
  expect(dialog()).toBeInTheDocument()
  expect(onClose).not.toHaveBeenCalled()
  act(() => vi.advanceTimersByTime(1))
  expect(dialog()).not.toBeInTheDocument()
  expect(onClose).toHaveBeenCalledTimes(1)
  expect(useModalStore.getState().open).toEqual([])
}

describe('Modal', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    useModalStore.setState({ open: [] })
  })
  afterEach(() => vi.useRealTimers())

  it('renders nothing until its id is open, then a labelled modal dialog in a portal', () => {
    const { container } = renderModal()
    expect(dialog()).not.toBeInTheDocument()
    open()
    expect(screen.getByRole('dialog', { name: 'Log in' })).toHaveAttribute('aria-modal', 'true')
    expect(container.contains(dialog())).toBe(false)
    expect(document.body.style.overflow).toBe('hidden')
  })

  it('keeps a hidden title as the accessible name', () => {
    renderModal({ titleHidden: true })
    open()
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument()
  })

  it('closes on Escape after the 300 ms animation', () => {
    const { onClose } = renderModal()
    open()
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    expect(dialog()).toHaveAttribute('data-state', 'closing')
    expectClosesAfterAnimation(onClose)
    expect(document.body.style.overflow).toBe('')
  })

  it('ignores Escape when closeOnEscape is false', () => {
    renderModal({ closeOnEscape: false })
    open()
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    act(() => vi.advanceTimersByTime(MODAL_CLOSE_MS))
    expect(dialog()).toBeInTheDocument()
  })

  it('ignores every close request while loading', () => {
    const onBack = vi.fn()
    renderModal({ loading: true, onBack, backLabel: 'Back' })
    open()
    expect(dialog()).toHaveAttribute('aria-busy', 'true')
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    fireEvent.mouseDown(backdrop())
    fireEvent.mouseUp(backdrop())
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    act(() => vi.advanceTimersByTime(MODAL_CLOSE_MS))
    expect(dialog()).toBeInTheDocument()
    expect(onBack).not.toHaveBeenCalled()
  })

  it('closes with the close button', () => {
    const { onClose } = renderModal()
    open()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expectClosesAfterAnimation(onClose)
  })

  it('closes on a backdrop click only when press and release are both on the backdrop', () => {
    const { onClose } = renderModal()
    open()
    fireEvent.mouseDown(dialog()!)
    fireEvent.mouseUp(backdrop())
    act(() => vi.advanceTimersByTime(MODAL_CLOSE_MS))
    expect(dialog()).toBeInTheDocument()

    fireEvent.mouseDown(backdrop())
    fireEvent.mouseUp(backdrop())
    expectClosesAfterAnimation(onClose)
  })

  it('leaves Escape to an open Select inside it', () => {
    renderModal({
      children: <Select label="Country" options={[{ id: 'be', label: 'Belgium' }]} value={null} onChange={() => {}} noOptionsText="None" />,
    })
    open()
    const combobox = screen.getByRole('combobox', { name: 'Country' })
    fireEvent.click(combobox)
    fireEvent.keyDown(combobox, { key: 'Escape' })
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(MODAL_CLOSE_MS))
    expect(dialog()).toBeInTheDocument()
  })

  it('shows a back button that calls onBack', () => {
    const onBack = vi.fn()
    renderModal({ onBack, backLabel: 'Back' })
    open()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(onBack).toHaveBeenCalledTimes(1)
    expect(dialog()).toBeInTheDocument()
  })

  it('shows a 48 px logo and a footer', () => {
    renderModal({ logo: { src: '/logo.svg', alt: 'Cadeaubon' }, footer: <button type="button">Save</button> })
    open()
    const logo = screen.getByRole('img', { name: 'Cadeaubon' })
    expect(logo).toHaveAttribute('width', '48')
    expect(logo).toHaveAttribute('height', '48')
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument()
  })

  it("shows the storefront's modal logo when it has none of its own, as decoration", () => {
    renderWithTheme(
      <ModalLogoProvider logo={{ src: '/brands/cb/modal-logo.svg', alt: '' }}>
        <Modal id="login" title="Log in" closeLabel="Close">text</Modal>
        <Modal id="own" title="Own" closeLabel="Close" logo={{ src: '/own.svg', alt: 'Own logo' }}>text</Modal>
      </ModalLogoProvider>,
    )
    open()
    const logo = document.querySelector('[role="dialog"] img')
    expect(logo).toHaveAttribute('src', '/brands/cb/modal-logo.svg')
    expect(logo).toHaveAttribute('alt', '')
    act(() => useModalStore.getState().closeAll())
    open('own')
    expect(screen.getByRole('img', { name: 'Own logo' })).toHaveAttribute('src', '/own.svg')
  })

  it('moves focus in, traps Tab both ways, and gives focus back on close', () => {
    renderModal({ footer: <button type="button">Save</button> })
    const opener = screen.getByRole('button', { name: 'Open login' })
    opener.focus()
    open()
    const close = screen.getByRole('button', { name: 'Close' })
    const save = screen.getByRole('button', { name: 'Save' })
    expect(close).toHaveFocus()

    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })
    expect(save).toHaveFocus()
    fireEvent.keyDown(save, { key: 'Tab' })
    expect(close).toHaveFocus()

    fireEvent.click(close)
    act(() => vi.advanceTimersByTime(MODAL_CLOSE_MS))
    expect(opener).toHaveFocus()
  })

  it('focuses the close button when the content has nothing focusable', () => {
    renderWithTheme(
      <Modal id="info" title="Info" closeLabel="Close">
        <p>Text</p>
      </Modal>,
    )
    open('info')
    // The close button is always focusable, so it is the first stop.
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
  })

  it('lets only the top modal of a stack react to Escape', () => {
    renderWithTheme(
      <>
        <Modal id="basket" title="Basket" closeLabel="Close">basket</Modal>
        <Modal id="confirm" title="Sure?" closeLabel="Close">confirm</Modal>
      </>,
    )
    act(() => {
      useModalStore.getState().openModal('basket')
      useModalStore.getState().openModal('confirm', { stack: true })
    })
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    act(() => vi.advanceTimersByTime(MODAL_CLOSE_MS))
    expect(useModalStore.getState().open).toEqual(['basket'])
    expect(screen.getByRole('dialog', { name: 'Basket' })).toBeInTheDocument()
    expect(document.body.style.overflow).toBe('hidden')
  })
})

describe('Modal before its dialog has loaded', () => {
  afterEach(() => useModalStore.getState().closeAll())

  it('renders nothing on the page, and the opened dialog once its code has arrived, with focus inside', async () => {
    // A fresh copy of the module: the test setup's preload belongs to the shared one.
    vi.resetModules()
    const fresh = await import('./modal')
    const { useModalStore: freshStore } = await import('@/stores/modal-store')
    renderWithTheme(
      <>
        <button type="button">Open login</button>
        <fresh.Modal id="login" title="Log in" closeLabel="Close"><input aria-label="E-mail" /></fresh.Modal>
      </>,
    )
    screen.getByRole('button', { name: 'Open login' }).focus()
    act(() => freshStore.getState().openModal('login'))
    expect(screen.queryByRole('dialog')).toBeNull()
    const shown = await screen.findByRole('dialog', { name: 'Log in' })
    // Focus moves in as with a loaded dialog: to its first control, the close button.
    expect(within(shown).getByRole('button', { name: 'Close' })).toHaveFocus()
    act(() => freshStore.getState().closeAll())
    expect(screen.getByRole('button', { name: 'Open login' })).toHaveFocus()
  })
})
