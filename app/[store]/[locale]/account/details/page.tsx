import { getTranslations } from 'next-intl/server'
import { DetailsView } from '@/components/account/details-view'
import type { RouteParams } from '../../_lib/page-context'
import { AccountPage, accountContext, accountMetadata, requireCustomer } from '../_lib/account-page'

export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: { params: Promise<RouteParams> }) => accountMetadata(params, (t) => t('details.title'))

export default async function DetailsPage({ params }: { params: Promise<RouteParams> }) {
  const context = await accountContext(params)
  await requireCustomer(context, 'accountDetails')
  const t = await getTranslations({ locale: context.language, namespace: 'account' })
  return (
    <AccountPage context={context} title={t('details.title')}>
      <DetailsView shopper={context.shopper} homeHref={context.path('home')} />
    </AccountPage>
  )
}
