import { getTranslations } from 'next-intl/server'
import { FormAlert } from '@/components/account/form-parts'
import { OrdersList } from '@/components/account/orders/orders-list'
import type { RouteParams } from '../../_lib/page-context'
import { AccountPage, accountContext, accountMetadata, requireCustomer } from '../_lib/account-page'
import { loadCustomerOrders } from './load-orders'

export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: { params: Promise<RouteParams> }) => accountMetadata(params, (t) => t('orders.title'))

/** docs/rules/accounts.md /account/bestellingen/: the customer's orders per year, details and invoice in a modal. */
export default async function OrdersPage({ params }: { params: Promise<RouteParams> }) {
  const context = await accountContext(params)
  await requireCustomer(context, 'accountOrders')
  const t = await getTranslations({ locale: context.language, namespace: 'account' })
  const { years, error } = await loadCustomerOrders(context)
  return (
    <AccountPage context={context} title={t('orders.title')}>
      {error && <FormAlert>{error}</FormAlert>}
      <OrdersList years={years} shopper={context.shopper} locale={context.locale} basketHref={context.path('basket')} />
    </AccountPage>
  )
}
