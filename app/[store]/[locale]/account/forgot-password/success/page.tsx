import { getTranslations } from 'next-intl/server'
import { ForgotPasswordSuccessText } from '@/components/account/forgot-password-form'
import type { RouteParams } from '../../../_lib/page-context'
import { AccountPage, accountContext, accountMetadata } from '../../_lib/account-page'

export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: { params: Promise<RouteParams> }) => accountMetadata(params, (t) => t('forgotPassword.successTitle'))

export default async function ForgotPasswordSuccessPage({ params }: { params: Promise<RouteParams> }) {
  const context = await accountContext(params)
  const t = await getTranslations({ locale: context.language, namespace: 'account' })
  return (
    <AccountPage context={context} title={t('forgotPassword.successTitle')} island={false}>
      <ForgotPasswordSuccessText />
      <p><a href={context.path('accountLogin')}>{t('forgotPassword.backToLogin')}</a></p>
    </AccountPage>
  )
}
