import { getTranslations } from 'next-intl/server'
import { ForgotPasswordForm } from '@/components/account/forgot-password-form'
import type { RouteParams } from '../../_lib/page-context'
import { AccountPage, accountContext, accountMetadata, redirectLoggedIn } from '../_lib/account-page'

export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: { params: Promise<RouteParams> }) => accountMetadata(params, (t) => t('forgotPassword.title'))

export default async function ForgotPasswordPage({ params }: { params: Promise<RouteParams> }) {
  const context = await accountContext(params)
  await redirectLoggedIn(context)
  const t = await getTranslations({ locale: context.language, namespace: 'account' })
  return (
    <AccountPage context={context} title={t('forgotPassword.title')} intro={<p>{t('forgotPassword.text')}</p>}>
      <ForgotPasswordForm shopper={context.shopper} successHref={context.path('accountForgotPasswordSuccess')} loginHref={context.path('accountLogin')} />
    </AccountPage>
  )
}
