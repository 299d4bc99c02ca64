'use client'
/**
 * The error modal with the texts of every API error code (docs/rules/errors.md). Pages leave `errors.codes` (5 kB,
 * one text per code) out of the messages they send, since most visits never see an error; this host,
 * loaded with the modal when the first error exists, fetches the page language's catalogue and gives
 * the modal its error and chrome texts. The modal waits for it; when it cannot be had (offline), the
 * modal shows with the page's own texts, i.e. the default message.
 */
import { useEffect, useState } from 'react'
import { NextIntlClientProvider, useLocale, type AbstractIntlMessages } from 'next-intl'
import { loadMessages } from '@/i18n/messages'
import { ErrorModal } from './error-modal'

type Texts = { status: 'loading' } | { status: 'loaded'; messages: AbstractIntlMessages } | { status: 'failed' }

/** `country`: the storefront's, whose own texts (pt-BR, es-MX) the catalogue carries. */
export function ErrorModalHost({ country }: { country: string }) {
  const language = useLocale()
  const [texts, setTexts] = useState<Texts>({ status: 'loading' })
  useEffect(() => {
    let live = true
    loadMessages(language, country).then(
      (catalogue) => live && setTexts({ status: 'loaded', messages: { errors: catalogue.errors, chrome: catalogue.chrome } }),
      () => live && setTexts({ status: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [language, country])

  if (texts.status === 'loading') return null
  if (texts.status === 'failed') return <ErrorModal />
  return (
    <NextIntlClientProvider locale={language} messages={texts.messages}>
      <ErrorModal />
    </NextIntlClientProvider>
  )
}
