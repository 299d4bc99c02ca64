import 'server-only'
import { createHmac, timingSafeEqual } from 'node:crypto'
import { createTranslator } from 'next-intl'
import type { Language, Storefront } from '@/config/storefronts/types'
import { storefrontOrigin } from '@/config/storefronts/urls'
import { loadMessages } from '@/i18n/messages'
import type { Db } from '@/server/db/types'
import { appSecretKey } from '../common/app-secret'
import type { DocumentLink } from '../orders/fulfilment'
import { findInvoice, type InvoiceRow } from './invoice-rows'

/** The row of `app_secrets` that holds the generated key when DOCUMENT_LINK_KEY is not set. */
const DOCUMENT_LINK_KEY_NAME = 'document-link-key'

type DocumentKind = InvoiceRow['kind']

/** The key of document links: DOCUMENT_LINK_KEY (32 bytes, base64) when configured, else one the app keeps. */
export function documentLinkKey(db: Db, env: Record<string, string | undefined> = process.env): Promise<Buffer> {
  return appSecretKey(db, DOCUMENT_LINK_KEY_NAME, env.DOCUMENT_LINK_KEY, 'DOCUMENT_LINK_KEY')
}

/** HMAC-SHA256 of order and kind: opens that one document of that one order, and nothing else. */
export function documentToken(key: Buffer, orderId: string, kind: DocumentKind): string {
  return createHmac('sha256', key).update(`order-document:v1:${orderId}:${kind}`).digest('base64url')
}

export function isDocumentToken(key: Buffer, orderId: string, kind: DocumentKind, token: string | null): boolean {
  if (!token) return false
  const expected = Buffer.from(documentToken(key, orderId, kind))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * The link an e-mail gives to an order's invoice or credit note: it opens the PDF without an
 * account or the browser the order was placed in (a business buyer forwards it to accounting).
 * Like the documents, it does not expire: a bookkeeper needs the invoice years later.
 */
async function documentLink(db: Db, storefront: Storefront, orderId: string, kind: DocumentKind): Promise<string> {
  const path = kind === 'INVOICE' ? 'invoice' : 'credit-note'
  return `${storefrontOrigin(storefront)}/api/orders/${orderId}/${path}/?key=${documentToken(await documentLinkKey(db), orderId, kind)}`
}

/**
 * The links a mail about an order gives to its documents: the invoice, and the credit note once one
 * cancelled it, labelled in the order's language. None before the order has an invoice.
 */
export async function orderDocumentLinks(db: Db, storefront: Storefront, orderId: string, language: Language): Promise<DocumentLink[]> {
  const documents = (await Promise.all([findInvoice(db, orderId, 'INVOICE'), findInvoice(db, orderId, 'CREDIT_NOTE')])).filter((row) => row !== null)
  if (documents.length === 0) return []
  const t = createTranslator({ locale: language, messages: await loadMessages(language, storefront.country), namespace: 'mail.documents' })
  return Promise.all(documents.map(async (document) => ({
    label: t(document.kind === 'INVOICE' ? 'invoice' : 'creditNote', { number: document.number }),
    href: await documentLink(db, storefront, orderId, document.kind),
  })))
}
