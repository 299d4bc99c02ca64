'use client'
import { useState, type ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { useModalStore } from '@/stores/modal-store'
import { Actions, FormAlert } from './form-parts'

export interface ConfirmModalProps {
  id: string
  title: string
  children: ReactNode
  confirmLabel: string
  /** Resolves to an error text to show, or null when done (the modal then closes). */
  onConfirm: () => Promise<string | null> | string | null
  /** Destructive actions put the cancel button first, so Enter on the first focus does no harm. */
  destructive?: boolean
}

/** A yes/no question in the shop's Modal (focus trap, Escape, backdrop); stacked on any open modal. */
export function ConfirmModal({ id, title, children, confirmLabel, onConfirm, destructive = false }: ConfirmModalProps) {
  const t = useTranslations('account.form')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const close = () => useModalStore.getState().closeModal(id)

  async function confirm() {
    setBusy(true)
    setError(null)
    try {
      const problem = await onConfirm()
      if (problem) setError(problem)
      else close()
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal id={id} title={title} closeLabel={t('close')} size="small" onClose={() => setError(null)}>
      <FormAlert>{error}</FormAlert>
      {children}
      <Actions>
        <Button variant="secondary" onClick={close} disabled={busy} data-autofocus={destructive ? true : undefined}>{t('cancel')}</Button>
        <Button onClick={confirm} loading={busy}>{confirmLabel}</Button>
      </Actions>
    </Modal>
  )
}
