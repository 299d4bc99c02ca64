'use client'
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { useIsModalOpen } from '@/stores/modal-store'
import type { ModalProps } from './modal-contract'
import { useHydrated } from './use-hydrated'

export { MODAL_CLOSE_MS, type ModalProps } from './modal-contract'

type Dialog = typeof import('./modal-dialog').ModalDialog
let loadedDialog: Dialog | null = null
let dialogLoad: Promise<Dialog> | null = null

/**
 * Loads the dialog's code (focus trap, scroll lock, its parts); the first modal a page opens waits
 * for it, every later one has it. Most visits open none, so no page carries it in its first load.
 */
export function preloadModalDialog(): Promise<Dialog> {
  dialogLoad ??= import('./modal-dialog').then(({ ModalDialog }) => (loadedDialog = ModalDialog))
  return dialogLoad
}

/** A modal dialog (docs/rules/chrome.md), open while its id is in the modal store; rendered in a portal on <body>. */
export function Modal(props: ModalProps) {
  const open = useIsModalOpen(props.id)
  // The portal needs document.body, and the server never renders an open modal.
  const hydrated = useHydrated()
  // Held as { Dialog }: a component itself in state would be taken for an updater function.
  const [loaded, setLoaded] = useState(() => (loadedDialog ? { Dialog: loadedDialog } : null))
  useEffect(() => {
    if (!open || loaded) return
    let active = true
    void preloadModalDialog().then((Dialog) => {
      if (active) setLoaded({ Dialog })
    })
    return () => {
      active = false
    }
  }, [open, loaded])
  if (!open || !hydrated || !loaded) return null
  return createPortal(<loaded.Dialog {...props} />, document.body)
}
