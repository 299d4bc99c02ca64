import 'server-only'
import type { Language, Storefront } from '@/config/storefronts/types'
import { storefrontOrigin } from '@/config/storefronts/urls'
import { localizePath } from '@/i18n/localize'
import { businessConfirmationMail, businessSalesMail } from '@/server/services/mail/mails/business-mails'
import type { OutgoingMail } from '@/server/services/mail/outbox'
import type { BusinessRequestKind, BusinessRequestValues } from '@/validation/business'

export interface BusinessMailInput {
  id: string
  kind: BusinessRequestKind
  storefront: Storefront
  /** The requester's language. */
  language: Language
  values: BusinessRequestValues
  /** Product titles by slug, in the language of the mail. */
  titles: Readonly<Record<string, string>>
  /** The order an invoice order became. */
  orderReference?: string | null
}

/**
 * To the sales mailbox, in the storefront's default language: every detail of the request, and a
 * reply link to the requester.
 */
export async function salesMail(input: BusinessMailInput, recipient: string): Promise<OutgoingMail> {
  return businessSalesMail(input.storefront, recipient, {
    requestId: input.id, kind: input.kind, values: input.values, titles: input.titles, orderReference: input.orderReference ?? null, requesterLanguage: input.language,
  })
}

/** To the requester, in their language: what was asked, and the promise of an answer within 1 hour. */
export async function confirmationMail(input: BusinessMailInput): Promise<OutgoingMail> {
  const { storefront, language } = input
  return businessConfirmationMail(storefront, language, {
    requestId: input.id, kind: input.kind, values: input.values, titles: input.titles, orderReference: input.orderReference ?? null,
    businessUrl: storefrontOrigin(storefront) + localizePath('business', {}, language, storefront.defaultLanguage),
  })
}
