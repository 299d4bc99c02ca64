import { getTranslations } from 'next-intl/server'
import type { RouteParams } from '../../_lib/page-context'
import { AccountPage, accountContext, accountMetadata, requireCustomer } from '../_lib/account-page'

export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: { params: Promise<RouteParams> }) => accountMetadata(params, (t) => t('overview.title'))

/** The account home: a welcome with the customer's name and the sections. */
export default async function OverviewPage({ params }: { params: Promise<RouteParams> }) {
  const context = await accountContext(params)
  const customer = await requireCustomer(context, 'accountOverview')
  const t = await getTranslations({ locale: context.language, namespace: 'account' })
  return (
    <AccountPage context={context} title={t('overview.title')} island={false}>
      <p><strong>{t('overview.welcome', { name: customer.firstName })}</strong></p>
      <p>{t('overview.intro')}</p>
      <nav aria-label={t('overview.sections')}>
        <ul>
          <li><a href={context.path('accountOrders')}>{t('orders.title')}</a>: {t('orders.overviewText')}</li>
          <li><a href={context.path('reorder')}>{t('orders.reorder')}</a>: {t('orders.reorderText')}</li>
          <li><a href={context.path('accountAddressBook')}>{t('addressBook.title')}</a>: {t('overview.addressBookText')}</li>
          <li><a href={context.path('accountDetails')}>{t('details.title')}</a>: {t('overview.detailsText')}</li>
        </ul>
      </nav>
    </AccountPage>
  )
}
