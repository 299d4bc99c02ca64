'use client'
/** The open modal's dialog (docs/rules/chrome.md), loaded with the first modal a page opens (components/ui/modal.tsx). */
import { useEffect, useEffectEvent, useId, useRef, useState, type MouseEvent } from 'react'
import { useModalLogo } from '@/components/chrome/modal-logo'
import { useIsTopModal, useModalStore } from '@/stores/modal-store'
import { trapTab, tabbables } from './focusable'
import { MODAL_CLOSE_MS, type ModalProps } from './modal-contract'
import { BackIcon, Backdrop, Body, CloseIcon, Footer, Header, IconButton, LoadingOverlay, Panel, Spacer, Title } from './modal-parts'
import { lockScroll } from './scroll-lock'
import { Spinner } from './spinner'
import { VisuallyHidden } from './visually-hidden'

/** Mounted only while open, so mount and unmount are exactly "opened" and "closed". */
export function ModalDialog({
  id, title, titleHidden = false, children, onClose, closeOnEscape = true, loading = false, onBack, backLabel, closeLabel, logo, footer, size = 'medium',
}: ModalProps) {
  const closeModal = useModalStore((state) => state.closeModal)
  const storefrontLogo = useModalLogo()
  const shownLogo = logo ?? storefrontLogo
  const isTop = useIsTopModal(id)
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const pressOnBackdrop = useRef(false)
  const [closing, setClosing] = useState(false)

  function requestClose() {
    if (loading || closing) return
    setClosing(true)
  }

  const finishClose = useEffectEvent(() => {
    closeModal(id)
    onClose?.()
  })

  // The timer lives in an effect so an unmount (e.g. closeAll from elsewhere) cancels it.
  useEffect(() => {
    if (!closing) return
    const timer = setTimeout(finishClose, MODAL_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [closing])

  const onDocumentKeyDown = useEffectEvent((event: KeyboardEvent) => {
    // defaultPrevented: an inner widget (an open Select) already used this Escape.
    if (event.key === 'Escape' && closeOnEscape && !event.defaultPrevented) requestClose()
    if (event.key === 'Tab' && dialogRef.current) trapTab(event, dialogRef.current)
  })

  // Only the top modal of a stack listens, so Escape closes one modal at a time.
  useEffect(() => {
    if (!isTop) return
    const listener = (event: KeyboardEvent) => onDocumentKeyDown(event)
    document.addEventListener('keydown', listener)
    return () => document.removeEventListener('keydown', listener)
  }, [isTop])

  // Move focus in on open, lock the page behind, and give focus back to where it was on close.
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const dialog = dialogRef.current
    if (dialog) (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? tabbables(dialog)[0] ?? dialog).focus()
    const unlock = lockScroll()
    return () => {
      unlock()
      if (previous?.isConnected) previous.focus()
    }
  }, [])

  // A close needs press and release both on the backdrop, so a text selection dragged out does not close.
  const backdropHandlers = {
    onMouseDown: (event: MouseEvent) => { pressOnBackdrop.current = event.target === event.currentTarget },
    onMouseUp: (event: MouseEvent) => {
      if (pressOnBackdrop.current && event.target === event.currentTarget) requestClose()
      pressOnBackdrop.current = false
    },
  }

  return (
    <Backdrop $closing={closing} $ms={MODAL_CLOSE_MS} {...backdropHandlers}>
      <Panel
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={loading || undefined}
        tabIndex={-1}
        data-state={closing ? 'closing' : 'open'}
        $size={size}
        $closing={closing}
        $ms={MODAL_CLOSE_MS}
      >
        <Header>
          {onBack && (
            <IconButton type="button" aria-disabled={loading || undefined} onClick={() => !loading && onBack()}>
              <BackIcon />
              {backLabel && <VisuallyHidden>{backLabel}</VisuallyHidden>}
            </IconButton>
          )}
          {/* eslint-disable-next-line @next/next/no-img-element -- storefront modal logos are small static files */}
          {shownLogo && <img src={shownLogo.src} alt={shownLogo.alt} width={48} height={48} style={{ width: 48, height: 48 }} />}
          {titleHidden ? (
            <>
              <VisuallyHidden as="h2" id={titleId}>{title}</VisuallyHidden>
              <Spacer />
            </>
          ) : (
            <Title id={titleId}>{title}</Title>
          )}
          <IconButton type="button" aria-label={closeLabel} aria-disabled={loading || undefined} onClick={requestClose}>
            <CloseIcon />
          </IconButton>
        </Header>
        <Body>
          {children}
          {loading && (
            <LoadingOverlay>
              <Spinner $size={32} />
            </LoadingOverlay>
          )}
        </Body>
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </Backdrop>
  )
}
