'use client'
import type { ReactNode } from 'react'
import Link from 'next/link'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { DoublerModal } from '@/components/doubler/doubler-modal'
import { formatMoney } from '@/i18n/format'
import { AddCardModal } from '@/components/redeem/modals/add-card-modal'
import { BasketModal } from '@/components/redeem/modals/basket-modal'
import { CardNumberModal } from '@/components/redeem/modals/card-number-modal'
import { GiftCardModal } from '@/components/redeem/modals/gift-card-modal'
import { GuestOrderFormModal } from '@/components/redeem/modals/guest-order-form-modal'
import { useToRedeemCheckout } from '@/components/redeem/checkout/to-redeem-checkout'
import { REDEEM_MODALS } from '@/components/redeem/modals/ids'
import { MoreInfoModal } from '@/components/redeem/modals/more-info-modal'
import { NiceToKnowModal } from '@/components/redeem/modals/nice-to-know-modal'
import { ResetModal } from '@/components/redeem/modals/reset-modal'
import { ShopIframeModal } from '@/components/redeem/modals/shop-iframe-modal'
import type { Shopper } from '@/graphql/shopper'
import { useModalStore } from '@/stores/modal-store'
import { REDEEM_SPLIT_AMOUNT } from './amount-form'
import { RedeemBasket } from './redeem-basket'
import { redeemPackages } from './redeem-operations'
import { RedeemProductGrid, type RedeemShopProduct } from './redeem-product-grid'
import { useRedeemSession } from './use-redeem-session'
import { AMOUNT_MODAL_ID, useRedeemShopOrder } from './use-redeem-shop-order'
import { AlertBox } from '@/components/ui/alert-box'

export interface RedeemShopProps {
  shopper: Shopper
  locale: string
  products: RedeemShopProduct[]
  hrefs: { balanceCheck: string; checkout: string }
  /** Heading of the product grid (default: the redeem shop's). */
  title?: string
  /** Page links of the listing (16 per page), below the products. */
  pagination?: ReactNode
}

/**
 * docs/rules/redeem.md redeem flow, "choose items" and "basket": the balance of the checked cards, the
 * redeemable products (giftcard and donation, docs/rules/redeem.md), an amount dialog that adds a card with the
 * balance (addRedeemPackage), and the redeem basket with its totals and the way on to the checkout.
 */
export function RedeemShop({ shopper, locale, products, hrefs, pagination, title }: RedeemShopProps) {
  const t = useTranslations('redeem.shop')
  const tCommon = useTranslations('common')
  const tModals = useTranslations('redeem.modals')
  const tBalance = useTranslations('redeem.balanceCheck')
  const tRedeem = useTranslations('redeem')
  const session = useRedeemSession(shopper)
  const { ready, token, userData } = session
  const { view, alert, setAlert, details, loadingSlug, removing, reloadCards, open, add, remove, changeQuantity } = useRedeemShopOrder(session)
  const toCheckout = useToRedeemCheckout({ userData, checkoutHref: hrefs.checkout, onError: setAlert })

  if (!ready) return <p role="status">{tCommon('loading')}</p>
  if (!token) {
    return (
      <NoToken>
        <p>{t('noToken')}</p>
        <Link href={hrefs.balanceCheck}>{t('toBalanceCheck')}</Link>
      </NoToken>
    )
  }

  const packages = redeemPackages(view)
  const hasPackages = packages.length > 0
  const openModal = (id: string) => useModalStore.getState().openModal(id)
  const continueLink = hasPackages ? <Button onClick={() => void toCheckout.start()} loading={toCheckout.busy}>{t('continue')}</Button> : null
  const currency = view?.balance.currency ?? 'EUR'
  return (
    <Layout>
      <div>
        {view && <Balance data-testid="redeem-shop-balance">{t('yourBalance', { amount: formatMoney(view.balance, locale) })}</Balance>}
        <Toolbar>
          {view && (
            <Button variant="secondary" size="small" onClick={() => openModal(REDEEM_MODALS.cardNumber)}>
              {tModals('cardsButton', { count: view.cards.length })}
            </Button>
          )}
          <Button variant="secondary" size="small" onClick={() => openModal(REDEEM_MODALS.addCard)}>{tBalance('addExtraCard')}</Button>
          <Button variant="link" size="small" onClick={() => openModal(REDEEM_MODALS.niceToKnow)}>{t('niceToKnow')}</Button>
          <Button variant="link" size="small" onClick={() => openModal(REDEEM_MODALS.reset)}>{tRedeem('reset')}</Button>
          <DoublerModal shopper={shopper} locale={locale} />
        </Toolbar>
        {view && (
          <BasketButton>
            <Button onClick={() => openModal(REDEEM_MODALS.basket)}>
              {tModals('basketButton', { count: packages.length })}
            </Button>
          </BasketButton>
        )}
        {alert && <Alert role="alert">{alert}</Alert>}
        <h2>{title ?? t('productsTitle')}</h2>
        {products.length === 0 ? <p>{t('empty')}</p> : (
          <RedeemProductGrid products={products} locale={locale} loadingSlug={loadingSlug} onChoose={(product) => void open(product, AMOUNT_MODAL_ID)} />
        )}
        {pagination}
      </div>
      {view && (
        <SideBasket>
          <RedeemBasket view={view} locale={locale} onRemove={(packageId) => void remove(packageId)} onQuantity={(packageId, amount, quantity) => void changeQuantity(packageId, amount, quantity)} busyPackageId={removing} footer={continueLink} />
        </SideBasket>
      )}
      {view && (
        <BasketModal footer={continueLink}>
          <RedeemBasket view={view} locale={locale} onRemove={(packageId) => void remove(packageId)} onQuantity={(packageId, amount, quantity) => void changeQuantity(packageId, amount, quantity)} busyPackageId={removing} embedded />
        </BasketModal>
      )}
      <GiftCardModal product={details} locale={locale} freeBalance={view?.remainingBalance ?? null} onAdd={add} onMoreInfo={() => openModal(REDEEM_MODALS.moreInfo)} />
      <MoreInfoModal product={details} locale={locale} onChoose={() => openModal(AMOUNT_MODAL_ID)} onShop={() => openModal(REDEEM_MODALS.shopIframe)} />
      <ShopIframeModal product={details} />
      {view && <CardNumberModal cards={view.cards} balance={view.balance} locale={locale} />}
      <AddCardModal shopper={shopper} onAdded={reloadCards} />
      <NiceToKnowModal splitAbove={{ currency, value: REDEEM_SPLIT_AMOUNT }} locale={locale} />
      <ResetModal />
      <GuestOrderFormModal language={shopper.language} country={shopper.countryCode} {...toCheckout.modalProps} />
    </Layout>
  )
}

/** docs/rules/redeem.md redeem steps "basket": beside the products on wide screens, in a modal on small ones. */
const BASKET_BESIDE = '(min-width: 900px)'

const SideBasket = styled.div`
  display: none;
  @media ${BASKET_BESIDE} { display: block; }
`

const BasketButton = styled.div`
  position: sticky;
  top: 8px;
  z-index: 2;
  margin: 12px 0;
  @media ${BASKET_BESIDE} { display: none; }
`

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin-top: 12px;
`

const Layout = styled.div`
  display: grid;
  gap: 32px;
  @media (min-width: 900px) { grid-template-columns: 1fr 320px; align-items: start; }
  h2 { margin: 24px 0 16px; font-size: 1.3rem; }
`

const NoToken = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;
  p { margin: 0; }
`

const Balance = styled.p`
  margin: 0;
  font-size: 1.2rem;
  font-weight: 700;
`

const Alert = styled(AlertBox)`
  margin: 12px 0 0;
`
