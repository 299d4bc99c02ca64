import { getTranslations } from 'next-intl/server'
import { FormAlert, PageIntro } from '@/components/account/form-parts'
import { OrdersList } from '@/components/account/orders/orders-list'
import type { RouteParams } from '../_lib/page-context'
import { AccountPage, accountContext, accountMetadata, requireCustomer } from '../account/_lib/account-page'
import { loadCustomerOrders } from '../account/orders/load-orders'

export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: { params: Promise<RouteParams> }) => accountMetadata(params, (t) => t('orders.reorderTitle'))

/**
 * docs/rules/pages-and-seo.md /nabestellen/: the customer's past orders, each with Order again, which shows the order's
 * products (reorder product details modal) before they go into the basket. Login required (docs/rules/accounts.md).
 */
export default async function ReorderPage({ params }: { params: Promise<RouteParams> }) {
  const context = await accountContext(params)
  await requireCustomer(context, 'reorder')
  const t = await getTranslations({ locale: context.language, namespace: 'account' })
  const { years, error } = await loadCustomerOrders(context)
  return (
    <AccountPage context={context} title={t('orders.reorderTitle')} intro={<PageIntro>{t('orders.reorderIntro')}</PageIntro>}>
      {error && <FormAlert>{error}</FormAlert>}
      <OrdersList years={years} shopper={context.shopper} locale={context.locale} basketHref={context.path('basket')} mode="reorder" />
    </AccountPage>
  )
}
