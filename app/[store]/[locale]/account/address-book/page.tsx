import { getTranslations } from 'next-intl/server'
import { AddressBook } from '@/components/account/address-book'
import type { RouteParams } from '../../_lib/page-context'
import { AccountPage, accountContext, accountMetadata, requireCustomer } from '../_lib/account-page'

export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: { params: Promise<RouteParams> }) => accountMetadata(params, (t) => t('addressBook.title'))

export default async function AddressBookPage({ params }: { params: Promise<RouteParams> }) {
  const context = await accountContext(params)
  await requireCustomer(context, 'accountAddressBook')
  const t = await getTranslations({ locale: context.language, namespace: 'account' })
  return (
    <AccountPage context={context} title={t('addressBook.title')}>
      <AddressBook shopper={context.shopper} />
    </AccountPage>
  )
}
