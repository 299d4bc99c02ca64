import 'server-only'
import { createTranslator } from 'next-intl'
import type { Language, Storefront } from '@/config/storefronts/types'
import { storefrontOrigin } from '@/config/storefronts/urls'
import { localizePath } from '@/i18n/localize'
import { loadMessages } from '@/i18n/messages'
import type { OutgoingMail } from '@/server/services/mail/outbox'
import { renderLetter as render } from '@/server/services/mail/letter'

async function translatorFor(language: Language) {
  return createTranslator({ locale: language, messages: await loadMessages(language), namespace: 'mail' })
}

interface Recipient {
  email: string
  firstName: string
}

export async function welcomeMail(storefront: Storefront, language: Language, to: Recipient): Promise<OutgoingMail> {
  const t = await translatorFor(language)
  const brand = storefront.brandName
  return render({
    kind: 'welcome',
    recipient: to.email,
    subject: t('welcome.subject', { brand }),
    greeting: t('greeting', { name: to.firstName }),
    paragraphs: [t('welcome.body', { email: to.email })],
    action: { label: t('welcome.action'), href: storefrontOrigin(storefront) + localizePath('accountOverview', {}, language, storefront.defaultLanguage) },
    signature: t('signature', { brand }),
    footer: t('footer.account', { brand }),
  }, storefront)
}

export async function passwordResetMail(
  storefront: Storefront,
  language: Language,
  to: Recipient,
  token: string,
  validMinutes: number,
): Promise<OutgoingMail> {
  const t = await translatorFor(language)
  const brand = storefront.brandName
  const href = `${storefrontOrigin(storefront)}${localizePath('accountNewPassword', {}, language, storefront.defaultLanguage)}?token=${encodeURIComponent(token)}`
  return render({
    kind: 'password-reset',
    recipient: to.email,
    subject: t('passwordReset.subject', { brand }),
    greeting: t('greeting', { name: to.firstName }),
    paragraphs: [t('passwordReset.body', { minutes: validMinutes }), t('passwordReset.ignore')],
    action: { label: t('passwordReset.action'), href },
    signature: t('signature', { brand }),
    footer: t('footer.account', { brand }),
  }, storefront)
}
