import 'server-only'
import { parseStorefrontCode, getStorefront } from '@/config/storefronts/resolve'
import type { Language } from '@/config/storefronts/types'
import type { Db } from '@/server/db/types'
import { BLOCK_QUEUES, INFO_MESSAGE_MAX_LENGTH, type InfoMessageBlockData } from './block-types'
import { oneLine } from './content-text'
import { replaceQueue } from './content-repository'

export type RedeemHeaderMessageResult =
  | { outcome: 'SET'; storefront: string; language: Language; text: string }
  | { outcome: 'CLEARED'; storefront: string; language: Language }
  | { outcome: 'UNKNOWN_STOREFRONT' }
  | { outcome: 'UNKNOWN_LANGUAGE'; languages: readonly Language[] }
  | { outcome: 'TOO_LONG'; max: number; length: number }

/**
 * docs/rules/chrome.md redeem header: sets the informative message of one storefront and language, or clears it
 * (`text` null or blank). The text is stored as plain text on one line (the header renders it as text, never
 * as HTML); it replaces the message that was there. Pages show it once their cached catalogue data is
 * dropped (`/api/revalidate`) or rendered again (CATALOG_REVALIDATE_SECONDS).
 */
export async function setRedeemHeaderMessage(db: Db, input: { storefront: string; language: string; text: string | null }): Promise<RedeemHeaderMessageResult> {
  const code = parseStorefrontCode(input.storefront)
  if (!code) return { outcome: 'UNKNOWN_STOREFRONT' }
  const storefront = getStorefront(code)
  const language = storefront.languages.find((candidate) => candidate === input.language.trim().toLowerCase())
  if (!language) return { outcome: 'UNKNOWN_LANGUAGE', languages: storefront.languages }
  const text = oneLine(input.text ?? '')
  if (text.length > INFO_MESSAGE_MAX_LENGTH) return { outcome: 'TOO_LONG', max: INFO_MESSAGE_MAX_LENGTH, length: text.length }
  const data: InfoMessageBlockData = { text }
  await replaceQueue(db, code, language, BLOCK_QUEUES.redeemHeader, text ? [{ blockType: 'INFO_MESSAGE', data: { ...data } }] : [])
  return text ? { outcome: 'SET', storefront: code, language, text } : { outcome: 'CLEARED', storefront: code, language }
}
