/** What a modal is given, and how long it takes to close: shared by the modal and its dialog. */
import type { ReactNode } from 'react'
import type { ModalSize } from './modal-parts'

/** docs/rules/limits.md: the close animation runs this long before the modal leaves the store. */
export const MODAL_CLOSE_MS = 300

export interface ModalProps {
  /** The id used with useModalStore().openModal(id). */
  id: string
  title: string
  /** Keeps the title for screen readers (it names the dialog) but hides it on screen. */
  titleHidden?: boolean
  children: ReactNode
  /** Called after the close animation when the user closed the modal (button, backdrop, Escape). */
  onClose?: () => void
  closeOnEscape?: boolean
  /** Shows a spinner over the content and ignores every close and back request. */
  loading?: boolean
  onBack?: () => void
  backLabel?: string
  closeLabel: string
  /** Defaults to the storefront's modal logo (components/chrome/modal-logo.tsx). */
  logo?: { src: string; alt: string }
  footer?: ReactNode
  size?: ModalSize
}
