'use client'
import { useEffect, useState } from 'react'
import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useApolloClient } from '@apollo/client/react'
import styled from 'styled-components'
import { Modal } from '@/components/ui/modal'
import { formatMoney } from '@/components/redeem/checked-cards'
import { ProductDetailsDocument } from '@/graphql/generated/operations'
import type { Shopper } from '@/graphql/shopper'
import { useModalStore } from '@/stores/modal-store'
import { AmountForm, type AmountConfig } from './amount-form'
import { RedeemBasket } from './redeem-basket'
import { RedeemShopAddDocument, RedeemShopOrderDocument, RedeemShopRemoveDocument, redeemPackages, type RedeemMoney, type RedeemOrderView } from './redeem-operations'
import { useRedeemSession } from './use-redeem-session'

export const AMOUNT_MODAL_ID = 'redeem-amount'

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
}

/**
 * Spec §4 redeem flow, "choose items" and "basket": the balance of the checked cards, the
 * redeemable products (giftcard and donation, spec §5), an amount dialog that adds a card with the
 * balance (addRedeemPackage), and the redeem basket with its totals and the way on to the checkout.
 */
export function RedeemShop({ shopper, locale, products, hrefs }: RedeemShopProps) {
  const t = useTranslations('redeem.shop')
  const tCommon = useTranslations('common')
  const client = useApolloClient()
  const { ready, token, userData } = useRedeemSession(shopper)
  const [view, setView] = useState<RedeemOrderView | null>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const [chosen, setChosen] = useState<{ product: RedeemShopProduct; variationId: string; config: AmountConfig } | null>(null)
  const [loadingSlug, setLoadingSlug] = useState<string | null>(null)
  const [removing, setRemoving] = useState<string | null>(null)

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
  }, [ready, token, userData, client, t])

  if (!ready) return <p role="status">{tCommon('loading')}</p>
  if (!token) {
    return (
      <NoToken>
        <p>{t('noToken')}</p>
        <Link href={hrefs.balanceCheck}>{t('toBalanceCheck')}</Link>
      </NoToken>
    )
  }

  async function choose(product: RedeemShopProduct) {
    setAlert(null)
    setLoadingSlug(product.slug)
    try {
      const { data } = await client.query({ query: ProductDetailsDocument, variables: { userData, slug: product.slug }, errorPolicy: 'all' })
      const config = data?.product.product?.digitalVariationConfig
      if (!config) return setAlert(t('failed'))
      setChosen({ product, variationId: config.id, config })
      useModalStore.getState().openModal(AMOUNT_MODAL_ID)
    } catch {
      setAlert(t('failed'))
    } finally {
      setLoadingSlug(null)
    }
  }

  async function add(amount: number): Promise<string | null> {
    if (!chosen) return null
    try {
      const { data } = await client.mutate({
        mutation: RedeemShopAddDocument,
        variables: { userData, input: { variationId: chosen.variationId, amount, quantity: 1 } },
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

  const hasPackages = redeemPackages(view).length > 0
  return (
    <Layout>
      <div>
        {view && <Balance data-testid="redeem-shop-balance">{t('yourBalance', { amount: formatMoney(view.balance, locale) })}</Balance>}
        {alert && <Alert role="alert">{alert}</Alert>}
        <h2>{t('productsTitle')}</h2>
        {products.length === 0 ? <p>{t('empty')}</p> : (
          <Grid>
            {products.map((product) => (
              <li key={product.slug} data-testid="redeem-product">
                <Tile type="button" onClick={() => void choose(product)} aria-busy={loadingSlug === product.slug}>
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
      </div>
      {view && (
        <RedeemBasket
          view={view}
          locale={locale}
          onRemove={(packageId) => void remove(packageId)}
          busyPackageId={removing}
          footer={hasPackages ? <ContinueLink href={hrefs.checkout}>{t('continue')}</ContinueLink> : null}
        />
      )}
      <Modal
        id={AMOUNT_MODAL_ID}
        title={chosen ? t('amountTitle', { title: chosen.product.title }) : t('fixedAmounts')}
        closeLabel={tCommon('close')}
        size="small"
        onClose={() => setChosen(null)}
      >
        {chosen && <AmountForm key={chosen.variationId} config={chosen.config} locale={locale} onAdd={add} />}
      </Modal>
    </Layout>
  )
}

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

const ContinueLink = styled(Link)`
  display: inline-flex;
  justify-content: center;
  align-items: center;
  min-height: 44px;
  padding: 8px 20px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
  text-decoration: none;
`

const Alert = styled.p`
  margin: 12px 0 0;
  padding: 12px 16px;
  border-radius: 8px;
  background: #fdecea;
  color: #8c1d18;
  font-weight: 600;
`
