/**
 * Message catalogues (next-intl / ICU format), one per complete language of LANGUAGE_TABLE
 * (config/storefronts/types.ts). en.json is the source; the others have the same keys (the Messages
 * type and messages.test.ts check that). A language that is not complete yet shows FALLBACK_LANGUAGE's.
 * A country with texts of its own (REGIONAL_TEXTS) gets its partial catalogue laid over the language's.
 */
import {
  FALLBACK_LANGUAGE, REGIONAL_TEXTS, isLanguage, shownLanguage, type CompleteLanguage, type Language, type RegionalTexts,
} from '@/config/storefronts/types'
import type en from './messages/en.json'

export type Messages = typeof en

/** Some of a catalogue's texts, in the catalogue's nesting. */
export type PartialMessages = { [Key in keyof Messages]?: DeepPartial<Messages[Key]> }
type DeepPartial<T> = T extends string ? T : { [Key in keyof T]?: DeepPartial<T[Key]> }

// One static import() per file, so the bundler emits one chunk per catalogue and a page loads only
// its own language. The Messages annotation also makes tsc reject a catalogue that misses a key.
const LOADERS: Record<CompleteLanguage, () => Promise<{ default: Messages }>> = {
  nl: () => import('./messages/nl.json'),
  fr: () => import('./messages/fr.json'),
  en: () => import('./messages/en.json'),
  de: () => import('./messages/de.json'),
  pt: () => import('./messages/pt.json'),
  es: () => import('./messages/es.json'),
  pl: () => import('./messages/pl.json'),
  it: () => import('./messages/it.json'),
  da: () => import('./messages/da.json'),
  sv: () => import('./messages/sv.json'),
  nb: () => import('./messages/nb.json'),
}

const REGIONAL_LOADERS: Record<RegionalTexts, () => Promise<{ default: PartialMessages }>> = {
  'pt-BR': () => import('./messages/pt-BR.json'),
  'es-MX': () => import('./messages/es-MX.json'),
}

/** The regional catalogue that applies to a page in `language` on a storefront of `country`, if any. */
export function regionalTexts(language: Language, country: string): RegionalTexts | undefined {
  const tag = `${shownLanguage(language)}-${country}`
  return REGIONAL_TEXTS.find((regional) => regional === tag)
}

const merged = new Map<RegionalTexts, Promise<Messages>>()

/** The catalogue a page in `language` shows on a storefront of `country` (ISO 3166, e.g. 'BR'). */
export async function loadMessages(language: Language, country: string): Promise<Messages> {
  const regional = regionalTexts(language, country)
  if (!regional) return (await LOADERS[shownLanguage(language)]()).default
  let messages = merged.get(regional)
  if (!messages) {
    messages = Promise.all([LOADERS[shownLanguage(language)](), REGIONAL_LOADERS[regional]()]).then(([base, overlay]) => overlaid(base.default, overlay.default))
    merged.set(regional, messages)
  }
  return messages
}

function overlaid<T>(base: T, overlay: unknown): T {
  if (typeof overlay !== 'object' || overlay === null || typeof base !== 'object' || base === null) return (overlay ?? base) as T
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) }
  for (const [key, value] of Object.entries(overlay)) result[key] = overlaid(result[key], value)
  return result as T
}

/** The catalogue of a page locale such as 'pt-BR' (language-COUNTRY, as pages and documents carry it). */
export function loadLocaleMessages(locale: string): Promise<Messages> {
  const [language = '', country = ''] = locale.split('-')
  return loadMessages(isLanguage(language) ? language : FALLBACK_LANGUAGE, country)
}
