import { getTranslations } from 'next-intl/server'
import type { RouteParams } from '../../../_lib/page-context'
import { AccountPage, accountContext, accountMetadata } from '../../_lib/account-page'

export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: { params: Promise<RouteParams> }) => accountMetadata(params, (t) => t('register.successTitle'))

export default async function RegisterSuccessPage({ params }: { params: Promise<RouteParams> }) {
  const context = await accountContext(params)
  const t = await getTranslations({ locale: context.language, namespace: 'account' })
  return (
    <AccountPage context={context} title={t('register.successTitle')} island={false}>
      <p>{t('register.successText')}</p>
      <p><a href={context.path('accountOverview')}>{t('register.toAccount')}</a></p>
    </AccountPage>
  )
}
