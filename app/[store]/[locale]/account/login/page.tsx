import { getTranslations } from 'next-intl/server'
import { LoginForm } from '@/components/account/login-form'
import type { RouteParams } from '../../_lib/page-context'
import { AccountPage, accountContext, accountMetadata, firstParam, redirectLoggedIn, type SearchParams } from '../_lib/account-page'

export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: { params: Promise<RouteParams> }) => accountMetadata(params, (t) => t('login.title'))

export default async function LoginPage({ params, searchParams }: { params: Promise<RouteParams>; searchParams: SearchParams }) {
  const context = await accountContext(params)
  await redirectLoggedIn(context)
  const t = await getTranslations({ locale: context.language, namespace: 'account' })
  return (
    <AccountPage context={context} title={t('login.title')}>
      <LoginForm
        shopper={context.shopper}
        overviewHref={context.path('accountOverview')}
        forgotPasswordHref={context.path('accountForgotPassword')}
        registerHref={context.path('accountRegister')}
        callback={firstParam((await searchParams).callback)}
      />
    </AccountPage>
  )
}
