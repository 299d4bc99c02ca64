/**
 * Message catalogues (next-intl / ICU format). en.json is the source; nl, fr and de are complete
 * translations with the same keys (messages.test.ts checks that). The other storefront languages have
 * no catalogue yet and show English.
 */
import type { Language } from '@/config/storefronts/types'
import type en from './messages/en.json'

export type Messages = typeof en

export const TRANSLATED_LANGUAGES = ['nl', 'fr', 'en', 'de'] as const
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number]

export const FALLBACK_LANGUAGES = ['es', 'it', 'pl', 'pt', 'sv', 'da', 'nb'] as const

/** The catalogue the fallback languages use. */
export const FALLBACK_MESSAGES_LANGUAGE: TranslatedLanguage = 'en'

// One static import() per file, so the bundler emits one chunk per catalogue and a page loads only
// its own language. The Messages annotation also makes tsc reject a catalogue that misses a key.
const LOADERS: Record<TranslatedLanguage, () => Promise<{ default: Messages }>> = {
  nl: () => import('./messages/nl.json'),
  fr: () => import('./messages/fr.json'),
  en: () => import('./messages/en.json'),
  de: () => import('./messages/de.json'),
}

export function isTranslatedLanguage(language: Language): language is TranslatedLanguage {
  return (TRANSLATED_LANGUAGES as readonly Language[]).includes(language)
}

/** The language whose catalogue is shown for a storefront language. */
export function messagesLanguage(language: Language): TranslatedLanguage {
  return isTranslatedLanguage(language) ? language : FALLBACK_MESSAGES_LANGUAGE
}

export async function loadMessages(language: Language): Promise<Messages> {
  const loaded = await LOADERS[messagesLanguage(language)]()
  return loaded.default
}
