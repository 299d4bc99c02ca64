import { fireEvent, screen, waitFor } from '@testing-library/react'
import { expect } from 'vitest'

/**
 * Opens a modal with a click on its trigger, returns the open dialog and a function that closes it with
 * Escape and checks what docs/rules/chrome.md asks of every modal: it leaves after the close animation and
 * gives the focus back to the trigger.
 */
export async function openModalWith(trigger: HTMLElement, dialogName: string | RegExp) {
  trigger.focus()
  fireEvent.click(trigger)
  const dialog = await screen.findByRole('dialog', { name: dialogName })
  expect(dialog).toContainElement(document.activeElement as HTMLElement)
  async function closeWithEscape() {
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: dialogName })).not.toBeInTheDocument())
    expect(trigger).toHaveFocus()
  }
  return { dialog, closeWithEscape }
}
