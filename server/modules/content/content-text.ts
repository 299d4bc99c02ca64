import 'server-only'
import { isRouteName, localizePath } from '@/i18n/localize'
import type { Language } from '@/config/storefronts/types'
import type { ImageData, LinkData, RouteReference } from './block-types'

/**
 * Readers for the untyped jsonb `data` of a block. Stored content is edited by people, so every
 * field is checked here once: texts become plain strings (pages render them as text, never as HTML),
 * links keep only the allowed schemes of docs/rules/catalogue.md or resolve an internal route, colours and image
 * URLs must have a safe shape (they end up in style and src attributes).
 */

// Control characters other than tab and newline never belong in shop copy.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F]/g
const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
export const CONTENT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const MAX_CONTENT_SLUG_LENGTH = 120
const TEL = /^tel:\+?[0-9][0-9 ().-]{2,30}$/
const MAILTO = /^mailto:[^\s@<>"'()\\]+@[^\s@<>"'()\\]+\.[a-zA-Z]{2,}$/

export interface LinkView {
  label: string
  href: string
}

export interface ImageView {
  url: string
  alt: string
}

/** Resolves route references for the shopper's language. */
export interface PathResolver {
  language: Language
  defaultLanguage: Language
}

export function plainText(value: unknown): string {
  return typeof value === 'string' ? value.replace(CONTROL_CHARACTERS, '').trim() : ''
}

/** Plain text on one line: every run of blanks and line breaks becomes one space. */
export function oneLine(value: unknown): string {
  return plainText(value).replace(/\s+/g, ' ')
}

/** A non-empty plain text, or null. */
export function optionalText(value: unknown): string | null {
  return plainText(value) || null
}

/** Non-empty paragraphs; a single string counts as one paragraph. */
export function paragraphs(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value]
  return list.map(plainText).filter(Boolean)
}

export function colour(value: unknown): string | null {
  return typeof value === 'string' && HEX_COLOUR.test(value) ? value.toUpperCase() : null
}

export function isoDate(value: unknown): string | null {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return null
  return Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? null : value
}

export function isContentSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_CONTENT_SLUG_LENGTH && CONTENT_SLUG.test(value)
}

/** An absolute URL with one of the allowed schemes (tel:, mailto:, http:, https:), else null. */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const text = value.trim()
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(text)?.[1]?.toLowerCase()
  if (scheme === 'tel') return TEL.test(text) ? text : null
  if (scheme === 'mailto') return MAILTO.test(text) ? text : null
  if (scheme !== 'http' && scheme !== 'https') return null
  try {
    const url = new URL(text)
    return url.hostname ? url.href : null
  } catch {
    return null
  }
}

/** The localized path of a route reference, or null for an unknown route or missing params. */
export function routePath(reference: unknown, resolver: PathResolver): string | null {
  if (!reference || typeof reference !== 'object') return null
  const { route, params } = reference as Partial<RouteReference>
  if (typeof route !== 'string' || !isRouteName(route)) return null
  const values: Record<string, string> = {}
  for (const [key, value] of Object.entries(params ?? {})) {
    if (typeof value !== 'string') return null
    values[key] = value
  }
  try {
    return localizePath(route, values, resolver.language, resolver.defaultLanguage)
  } catch {
    return null
  }
}

/** A link with a label and a safe target; a link without either is dropped. */
export function link(value: unknown, resolver: PathResolver): LinkView | null {
  if (!value || typeof value !== 'object') return null
  const data = value as Partial<LinkData>
  const label = plainText(data.label)
  const href = data.reference !== undefined ? routePath(data.reference, resolver) : safeUrl(data.href)
  return label && href ? { label, href } : null
}

/** A phone number as a tel: link (label as written, target without spaces). */
export function phoneLink(value: unknown): LinkView | null {
  const label = plainText(value)
  const href = safeUrl(`tel:${label.replace(/[^0-9+]/g, '')}`)
  return label && href ? { label, href } : null
}

export function emailLink(value: unknown): LinkView | null {
  const label = plainText(value)
  const href = safeUrl(`mailto:${label}`)
  return label && href ? { label, href } : null
}

/** A site path ('/card-art/x/') or an https URL; protocol-relative and other schemes are dropped. */
export function image(value: unknown): ImageView | null {
  if (!value || typeof value !== 'object') return null
  const data = value as Partial<ImageData>
  if (typeof data.url !== 'string') return null
  const url = data.url.trim()
  const sitePath = url.startsWith('/') && !url.startsWith('//') && !/[\\\s"'<>]/.test(url)
  const external = url.startsWith('https://') && safeUrl(url) !== null
  return sitePath || external ? { url: sitePath ? url : (safeUrl(url) as string), alt: plainText(data.alt) } : null
}

export function images(value: unknown): ImageView[] {
  return Array.isArray(value) ? value.map(image).filter((item): item is ImageView => item !== null) : []
}
