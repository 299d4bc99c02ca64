/**
 * Message catalogues (next-intl / ICU format), one per complete language of LANGUAGE_TABLE
 * (config/storefronts/types.ts). en.json is the source; the others have the same keys (the Messages
 * type and messages.test.ts check that). A language that is not complete yet shows FALLBACK_LANGUAGE's.
 */
import { shownLanguage, type CompleteLanguage, type Language } from '@/config/storefronts/types'
import type en from './messages/en.json'

export type Messages = typeof en

// One static import() per file, so the bundler emits one chunk per catalogue and a page loads only
// its own language. The Messages annotation also makes tsc reject a catalogue that misses a key.
const LOADERS: Record<CompleteLanguage, () => Promise<{ default: Messages }>> = {
  nl: () => import('./messages/nl.json'),
  fr: () => import('./messages/fr.json'),
  en: () => import('./messages/en.json'),
  de: () => import('./messages/de.json'),
}

export async function loadMessages(language: Language): Promise<Messages> {
  const loaded = await LOADERS[shownLanguage(language)]()
  return loaded.default
}
