import { getTranslations } from 'next-intl/server'
import { NewPasswordForm } from '@/components/account/new-password-form'
import type { RouteParams } from '../../_lib/page-context'
import { AccountPage, accountContext, accountMetadata, firstParam, type SearchParams } from '../_lib/account-page'

export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: { params: Promise<RouteParams> }) => accountMetadata(params, (t) => t('newPassword.title'))

/** The reset link of the e-mail lands here with `?token=`. */
export default async function NewPasswordPage({ params, searchParams }: { params: Promise<RouteParams>; searchParams: SearchParams }) {
  const context = await accountContext(params)
  const t = await getTranslations({ locale: context.language, namespace: 'account' })
  const token = firstParam((await searchParams).token)?.trim()
  if (!token) {
    return (
      <AccountPage context={context} title={t('newPassword.title')} island={false}>
        <p role="alert">{t('newPassword.missingToken')}</p>
        <p><a href={context.path('accountForgotPassword')}>{t('newPassword.requestNew')}</a></p>
      </AccountPage>
    )
  }
  return (
    <AccountPage context={context} title={t('newPassword.title')}>
      <NewPasswordForm shopper={context.shopper} token={token} successHref={context.path('accountNewPasswordSuccess')} />
    </AccountPage>
  )
}
