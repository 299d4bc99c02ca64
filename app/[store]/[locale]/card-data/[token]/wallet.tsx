import { getTranslations } from 'next-intl/server'
import { WalletButtons } from '@/components/card-data/wallet-buttons'
import { CardWalletDocument } from '@/graphql/generated/operations'
import { serverQuery } from '@/server/graphql/server-client'
import type { Shopper } from '@/graphql/shopper'
import type { Language } from '@/config/storefronts/types'

/**
 * The card data page's wallet buttons (docs/rules/redeem.md wallet passes), with their own query so the
 * page needs one element only. Any refusal already shows on the page; here it just means no buttons.
 */
export async function CardWallet({ shopper, language, token }: { shopper: Shopper; language: Language; token: string }) {
  const t = await getTranslations({ locale: language, namespace: 'cardData.wallet' })
  const { cardWallet } = await serverQuery(shopper, CardWalletDocument, { token })
  if (!cardWallet.wallet) return null
  return (
    <WalletButtons
      links={cardWallet.wallet}
      texts={{ label: t('label'), apple: t('apple'), google: t('google'), note: t('note') }}
    />
  )
}
