'use client'
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useApolloClient } from '@apollo/client/react'
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
import { useRedeemStore } from '@/stores/redeem-store'
import { REDEEM_SPLIT_AMOUNT } from './amount-form'
import { RedeemBasket } from './redeem-basket'
import { RedeemProductDocument, RedeemShopAddDocument, RedeemShopOrderDocument, RedeemShopRemoveDocument } from '@/graphql/generated/operations'
import { redeemPackages, type RedeemMoney, type RedeemOrderView, type RedeemProductDetails } from './redeem-operations'
import { useRedeemSession } from './use-redeem-session'
import { AlertBox } from '@/components/ui/alert-box'

/** The gift card modal (spec §2 redeem steps "gift card"), where the amount is chosen. */
export const AMOUNT_MODAL_ID = REDEEM_MODALS.giftCard

/** A redeemable product as the shop's grid shows it (from the products listing). */
export interface RedeemShopProduct {
  slug: string
  title: string
  imageUrl: string
  backgroundColor: string
  minPrice: RedeemMoney | null
  maxPrice: RedeemMoney | null
}

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
 * Spec §4 redeem flow, "choose items" and "basket": the balance of the checked cards, the
 * redeemable products (giftcard and donation, spec §5), an amount dialog that adds a card with the
 * balance (addRedeemPackage), and the redeem basket with its totals and the way on to the checkout.
 */
export function RedeemShop({ shopper, locale, products, hrefs, pagination, title }: RedeemShopProps) {
  const t = useTranslations('redeem.shop')
  const tCommon = useTranslations('common')
  const tModals = useTranslations('redeem.modals')
  const tBalance = useTranslations('redeem.balanceCheck')
  const tRedeem = useTranslations('redeem')
  const client = useApolloClient()
  const { ready, token, userData } = useRedeemSession(shopper)
  const [view, setView] = useState<RedeemOrderView | null>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const [details, setDetails] = useState<RedeemProductDetails | null>(null)
  const [loadingSlug, setLoadingSlug] = useState<string | null>(null)
  const [removing, setRemoving] = useState<string | null>(null)
  const toCheckout = useToRedeemCheckout({ userData, checkoutHref: hrefs.checkout, onError: setAlert })
  // Bumped after another card joined the token: the order is read again with its new balance.
  const [cardsVersion, setCardsVersion] = useState(0)
  const reloadCards = useCallback(() => setCardsVersion((version) => version + 1), [])

  useEffect(() => {
    if (!ready || !token) return
    let active = true
    client.query({ query: RedeemShopOrderDocument, variables: { userData }, fetchPolicy: 'no-cache', errorPolicy: 'all' })
      .then(({ data }) => {
        if (!active) return
        const payload = data?.redeemOrder
        if (!payload) return setAlert(t('failed'))
        if (payload.errors.length) setAlert(payload.errors[0]!.message || t('failed'))
        setView(payload)
      })
      .catch(() => { if (active) setAlert(t('failed')) })
    return () => { active = false }
  }, [ready, token, userData, client, t, cardsVersion])

  // Spec §3/§4 client state: the address flags follow the order (a physical card needs a postal address).
  const needsPhysicalAddress = view?.needsPhysicalAddress
  useEffect(() => {
    if (needsPhysicalAddress !== undefined) useRedeemStore.getState().setAddressFlags({ needsPhysicalAddress })
  }, [needsPhysicalAddress])

  if (!ready) return <p role="status">{tCommon('loading')}</p>
  if (!token) {
    return (
      <NoToken>
        <p>{t('noToken')}</p>
        <Link href={hrefs.balanceCheck}>{t('toBalanceCheck')}</Link>
      </NoToken>
    )
  }

  /** Loads the product's details (description, variations, redeem data) and opens `modal` with them. */
  async function open(product: RedeemShopProduct, modal: string) {
    setAlert(null)
    setLoadingSlug(product.slug)
    try {
      const { data } = await client.query({ query: RedeemProductDocument, variables: { userData, slug: product.slug }, errorPolicy: 'all' })
      const found = data?.product.product
      if (!found || (!found.digitalVariationConfig && !found.physicalVariationConfig)) return setAlert(t('failed'))
      setDetails(found)
      useModalStore.getState().openModal(modal)
    } catch {
      setAlert(t('failed'))
    } finally {
      setLoadingSlug(null)
    }
  }

  async function add(variationId: string, amount: number, note: string | null): Promise<string | null> {
    try {
      const { data } = await client.mutate({
        mutation: RedeemShopAddDocument,
        variables: { userData, input: { variationId, amount, quantity: 1, ...(note ? { message: note } : {}) } },
        errorPolicy: 'all',
      })
      const payload = data?.addRedeemPackage
      if (!payload) return t('failed')
      if (payload.errors.length) return payload.errors.map((error) => error.message).join(' ') || t('failed')
      setView(payload)
      useModalStore.getState().closeModal(AMOUNT_MODAL_ID)
      return null
    } catch {
      return t('failed')
    }
  }

  async function remove(packageId: string) {
    setAlert(null)
    setRemoving(packageId)
    try {
      const { data } = await client.mutate({ mutation: RedeemShopRemoveDocument, variables: { userData, packageId }, errorPolicy: 'all' })
      const payload = data?.removeRedeemPackage
      if (!payload || payload.errors.length) setAlert(payload?.errors[0]?.message || t('failed'))
      if (payload?.order !== undefined) setView(payload)
    } catch {
      setAlert(t('failed'))
    } finally {
      setRemoving(null)
    }
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
          <Grid>
            {products.map((product) => (
              <li key={product.slug} data-testid="redeem-product">
                <Tile type="button" onClick={() => void open(product, AMOUNT_MODAL_ID)} aria-busy={loadingSlug === product.slug}>
                  <Art style={{ background: product.backgroundColor }}>
                    {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG card art; the button names the product */}
                    <img src={product.imageUrl} alt="" width={200} height={126} loading="lazy" />
                  </Art>
                  <strong>{product.title}</strong>
                  {product.minPrice && product.maxPrice && (
                    <span>{t('priceRange', { min: formatMoney(product.minPrice, locale), max: formatMoney(product.maxPrice, locale) })}</span>
                  )}
                </Tile>
              </li>
            ))}
          </Grid>
        )}
        {pagination}
      </div>
      {view && (
        <SideBasket>
          <RedeemBasket view={view} locale={locale} onRemove={(packageId) => void remove(packageId)} busyPackageId={removing} footer={continueLink} />
        </SideBasket>
      )}
      {view && (
        <BasketModal footer={continueLink}>
          <RedeemBasket view={view} locale={locale} onRemove={(packageId) => void remove(packageId)} busyPackageId={removing} embedded />
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

/** Spec §2 redeem steps "basket": beside the products on wide screens, in a modal on small ones. */
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

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
`

const Tile = styled.button`
  display: grid;
  gap: 6px;
  width: 100%;
  padding: 8px;
  text-align: left;
  font: inherit;
  color: inherit;
  background: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  cursor: pointer;
  &:hover { box-shadow: 0 2px 8px rgba(0, 0, 0, .12); }
`

const Art = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 200 / 126;
  border-radius: 8px;
  overflow: hidden;
  img { width: 100%; height: 100%; object-fit: contain; }
`

const Alert = styled(AlertBox)`
  margin: 12px 0 0;
`
