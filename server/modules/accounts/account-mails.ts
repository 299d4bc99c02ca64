import 'server-only'
import type { Language, Storefront } from '@/config/storefronts/types'
import { storefrontOrigin } from '@/config/storefronts/urls'
import { localizePath } from '@/i18n/localize'
import { passwordResetMail as renderPasswordResetMail, welcomeMail as renderWelcomeMail } from '@/server/services/mail/mails/account-mails'
import type { OutgoingMail } from '@/server/services/mail/outbox'

interface Recipient {
  email: string
  firstName: string
}

export async function welcomeMail(storefront: Storefront, language: Language, to: Recipient): Promise<OutgoingMail> {
  return renderWelcomeMail(storefront, language, {
    firstName: to.firstName,
    email: to.email,
    accountUrl: storefrontOrigin(storefront) + localizePath('accountOverview', {}, language, storefront.defaultLanguage),
  })
}

export async function passwordResetMail(
  storefront: Storefront,
  language: Language,
  to: Recipient,
  token: string,
  validMinutes: number,
): Promise<OutgoingMail> {
  const resetUrl = `${storefrontOrigin(storefront)}${localizePath('accountNewPassword', {}, language, storefront.defaultLanguage)}?token=${encodeURIComponent(token)}`
  return renderPasswordResetMail(storefront, language, to.email, { firstName: to.firstName, resetUrl, validMinutes })
}
