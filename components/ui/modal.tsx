'use client'
import { createPortal } from 'react-dom'
import { useIsModalOpen } from '@/stores/modal-store'
import { lazyLoad, useLazyComponent } from './lazy-load'
import type { ModalProps } from './modal-contract'
import { useHydrated } from './use-hydrated'

export { MODAL_CLOSE_MS, type ModalProps } from './modal-contract'

const dialog = lazyLoad(() => import('./modal-dialog').then(({ ModalDialog }) => ModalDialog))

/**
 * Loads the dialog's code (focus trap, scroll lock, its parts); the first modal a page opens waits
 * for it, every later one has it. Most visits open none, so no page carries it in its first load.
 */
export const preloadModalDialog = dialog.load

/** A modal dialog (docs/rules/chrome.md), open while its id is in the modal store; rendered in a portal on <body>. */
export function Modal(props: ModalProps) {
  const open = useIsModalOpen(props.id)
  // The portal needs document.body, and the server never renders an open modal.
  const hydrated = useHydrated()
  const loaded = useLazyComponent(dialog, open)
  if (!open || !hydrated || !loaded) return null
  return createPortal(<loaded.Component {...props} />, document.body)
}
