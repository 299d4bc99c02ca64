import { getTranslations } from 'next-intl/server'
import { AccountIdentifyForm } from '@/components/account/identify-form'
import type { RouteParams } from '../_lib/page-context'
import { AccountPage, accountContext, accountMetadata, redirectLoggedIn } from './_lib/account-page'

export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: { params: Promise<RouteParams> }) => accountMetadata(params, (t) => t('identify.title'))

/** docs/rules/accounts.md Identify user: e-mail and captcha, then the login or the register page. */
export default async function IdentifyPage({ params }: { params: Promise<RouteParams> }) {
  const context = await accountContext(params)
  await redirectLoggedIn(context)
  const t = await getTranslations({ locale: context.language, namespace: 'account' })
  return (
    <AccountPage context={context} title={t('identify.title')} intro={<p>{t('identify.text')}</p>}>
      <AccountIdentifyForm shopper={context.shopper} loginHref={context.path('accountLogin')} registerHref={context.path('accountRegister')} />
    </AccountPage>
  )
}
