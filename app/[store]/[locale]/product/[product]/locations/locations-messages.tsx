import 'server-only'
import type { ReactNode } from 'react'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { Language } from '@/config/storefronts/types'

/**
 * The messages of the locations islands, for their subtree only: the layout's client namespaces go to
 * every page, these only to the locations pages.
 */
export async function LocationsMessages({ language, children }: { language: Language; children: ReactNode }) {
  const messages = await getMessages({ locale: language })
  return (
    <NextIntlClientProvider locale={language} messages={{ locations: messages.locations, errors: { mapUnavailable: messages.errors.mapUnavailable } }}>
      {children}
    </NextIntlClientProvider>
  )
}
