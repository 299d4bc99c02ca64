'use client'
import { useEffect, useRef } from 'react'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { Modal } from '@/components/ui/modal'
import { errorMessageKey } from '@/graphql/api-errors'
import { useErrorStore, type ShownError } from '@/stores/error-store'
import { useIsModalOpen, useModalStore } from '@/stores/modal-store'

export const ERROR_MODAL_ID = 'error'

/**
 * The text for an error (docs/rules/errors.md): the message translated by code (and parameter), else the default.
 * A code text with placeholders (e.g. 1002 "between 1 and {max}") cannot be filled in here; the
 * server already sent that text translated and filled in, so it is shown instead.
 */
export function useErrorText(error: ShownError | null): string {
  const t = useTranslations()
  if (!error) return ''
  // Keys are built at runtime, so they are checked with t.has instead of at compile time.
  const key = errorMessageKey(error.code, error.parameter, (candidate) => t.has(candidate as never))
  if (key !== 'errors.default') {
    // A built catalogue holds compiled messages: a text without placeholders stays a string, one with
    // placeholders becomes a structure (the raw catalogues of tests keep the ICU string).
    const raw: unknown = t.raw(key as never)
    const hasPlaceholders = typeof raw !== 'string' || raw.includes('{')
    if (!hasPlaceholders) return t(key as never)
    if (error.message.trim()) return error.message
  }
  return t('errors.default')
}

/**
 * The error modal fed by the error store: opens (on top of any open modal) when an error is shown and
 * resets the store once closed, after the close animation, so the text stays during it.
 * Loaded lazily by ClientStateProvider the first time an error exists.
 */
export function ErrorModal() {
  const t = useTranslations('chrome.errorModal')
  const error = useErrorStore((state) => state.error)
  const text = useErrorText(error)
  const reset = useErrorStore((state) => state.reset)
  const open = useIsModalOpen(ERROR_MODAL_ID)

  useEffect(() => {
    if (error) useModalStore.getState().openModal(ERROR_MODAL_ID, { stack: true })
  }, [error])

  // Closed some other way (e.g. closeAll on navigation): the error is done with as well.
  const wasOpen = useRef(false)
  useEffect(() => {
    if (wasOpen.current && !open) useErrorStore.getState().reset()
    wasOpen.current = open
  }, [open])

  if (!error) return null

  return (
    <Modal id={ERROR_MODAL_ID} title={t('title')} closeLabel={t('close')} onClose={reset} size="small">
      <Message>{text}</Message>
    </Modal>
  )
}

const Message = styled.p`
  margin: 0;
`
