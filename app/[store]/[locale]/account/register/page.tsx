import { getTranslations } from 'next-intl/server'
import { RegisterForm } from '@/components/account/register-form'
import type { RouteParams } from '../../_lib/page-context'
import { AccountPage, accountContext, accountMetadata, firstParam, redirectLoggedIn, type SearchParams } from '../_lib/account-page'

export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: { params: Promise<RouteParams> }) => accountMetadata(params, (t) => t('register.title'))

export default async function RegisterPage({ params, searchParams }: { params: Promise<RouteParams>; searchParams: SearchParams }) {
  const context = await accountContext(params)
  await redirectLoggedIn(context)
  const t = await getTranslations({ locale: context.language, namespace: 'account' })
  return (
    <AccountPage context={context} title={t('register.title')} intro={<p>{t('register.text')}</p>}>
      <RegisterForm
        shopper={context.shopper}
        successHref={context.path('accountRegisterSuccess')}
        loginHref={context.path('accountLogin')}
        termsHref={context.path('terms')}
        privacyHref={context.path('privacy')}
        callback={firstParam((await searchParams).callback)}
      />
    </AccountPage>
  )
}
