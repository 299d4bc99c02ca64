import 'server-only'
import { createTranslator } from 'next-intl'
import type { Language, Storefront } from '@/config/storefronts/types'
import { Letter } from '../components/letter-parts'
import { MailLayout } from '../components/mail-layout'
import { mailScope, type MailScope } from '../mail-scope'
import type { OutgoingMail } from '../outbox'
import { renderMail } from '../render-mail'

const mailT = (scope: MailScope) => createTranslator({ locale: scope.language, messages: scope.messages, namespace: 'mail' })

export interface WelcomeMailProps {
  scope: MailScope
  firstName: string
  email: string
  /** The account overview on the storefront. */
  accountUrl: string
}

/** To a new customer: the account exists, and how they log in. */
export function WelcomeMail({ scope, firstName, email, accountUrl }: WelcomeMailProps) {
  const t = mailT(scope)
  const brand = scope.storefront.brandName
  const body = t('welcome.body', { email })
  return (
    <MailLayout scope={scope} preview={body} reason={t('footer.account', { brand })}>
      <Letter
        storefront={scope.storefront} greeting={t('greeting', { name: firstName })} paragraphs={[body]}
        action={{ label: t('welcome.action'), href: accountUrl }} signature={t('signature', { brand })}
      />
    </MailLayout>
  )
}

export async function welcomeMail(storefront: Storefront, language: Language, props: Omit<WelcomeMailProps, 'scope'>): Promise<OutgoingMail> {
  const scope = await mailScope(storefront, language)
  return renderMail(
    { kind: 'welcome', recipient: props.email, subject: mailT(scope)('welcome.subject', { brand: storefront.brandName }) },
    <WelcomeMail scope={scope} {...props} />,
  )
}

export interface PasswordResetMailProps {
  scope: MailScope
  firstName: string
  /** The single-use link to choose a new password. */
  resetUrl: string
  validMinutes: number
}

/** The link to choose a new password, and what to do when the reader did not ask for it. */
export function PasswordResetMail({ scope, firstName, resetUrl, validMinutes }: PasswordResetMailProps) {
  const t = mailT(scope)
  const brand = scope.storefront.brandName
  const body = t('passwordReset.body', { minutes: validMinutes })
  return (
    <MailLayout scope={scope} preview={body} reason={t('footer.account', { brand })}>
      <Letter
        storefront={scope.storefront} greeting={t('greeting', { name: firstName })} paragraphs={[body, t('passwordReset.ignore')]}
        action={{ label: t('passwordReset.action'), href: resetUrl }} signature={t('signature', { brand })}
      />
    </MailLayout>
  )
}

export async function passwordResetMail(
  storefront: Storefront, language: Language, recipient: string, props: Omit<PasswordResetMailProps, 'scope'>,
): Promise<OutgoingMail> {
  const scope = await mailScope(storefront, language)
  return renderMail(
    { kind: 'password-reset', recipient, subject: mailT(scope)('passwordReset.subject', { brand: storefront.brandName }) },
    <PasswordResetMail scope={scope} {...props} />,
  )
}
