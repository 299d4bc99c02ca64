'use client'
/**
 * The basket page's island (docs/rules/basket.md basket): packages per delivery type, quantity, delete with
 * confirmation, the delivery grouping of physical cards, the totals and Order now (with its identify or guest order
 * modal for a shopper who is not logged in). Every change answers the whole basket, which replaces the one shown;
 * the header count follows it.
 */
import { useEffect, useState } from 'react'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import type { DeliveryGrouping, ShipmentDeliveryInput } from '@/graphql/generated/operations'
import type { Shopper } from '@/graphql/shopper'
import { Button } from '@/components/ui/button'
import { useCartStore } from '@/stores/cart-store'
import { useErrorStore } from '@/stores/error-store'
import { useModalStore } from '@/stores/modal-store'
import { BasketItem, type BasketItemActions } from './basket-item'
import { basketLines, isEmptyBasket, type BasketLine } from './basket-lines'
import { DELETE_ITEM_MODAL_ID, DeleteItemModal, GIFT_PACKING_MODAL_ID, GiftPackingModal, WRAPPER_OVERLAY_ID, WrapperOverlay } from './basket-modals'
import { BasketTotals } from './basket-totals'
import * as cartApi from './cart-api'
import { DeliveryGroupingChoice } from './delivery-grouping'
import { DELIVERY_OVERVIEW_MODAL_ID, DeliveryOverviewModal } from './delivery-overview-modal'
import { DELIVERY_DATE_MODAL_ID, DeliveryDateModal } from './delivery-date-modal'
import type { SaveDelivery } from './delivery-form-parts'
import { RECEIVER_MODAL_ID, ReceiverModal } from './receiver-modal'
import { ShipmentDelivery } from './shipment-delivery'
import { LinkButton } from './link-button'
import { OrderNow } from './order-now'
import { PACKAGE_PREVIEW_MODAL_ID, PackagePreviewModal } from './package-preview-modal'
import { PRODUCT_COUNT_MODAL_ID, ProductCountModal } from './product-count-modal'

export interface BasketViewProps {
  initialOrder: cartApi.BasketOrder | null
  shopper: Shopper
  locale: string
  checkoutHref: string
  continueShoppingHref: string
  /** The server found a session: Order now goes straight to the checkout (docs/rules/checkout.md identify user). */
  loggedIn: boolean
  /** Where Order now's modals send a shopper who logs in or registers first (back to the checkout afterwards). */
  loginHref: string
  registerHref: string
}

export function BasketView({ initialOrder, shopper, locale, checkoutHref, continueShoppingHref, loggedIn, loginHref, registerHref }: BasketViewProps) {
  const t = useTranslations('checkout.basket')
  const [order, setOrder] = useState(initialOrder)
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState('')
  const [selected, setSelected] = useState<BasketLine | null>(null)
  const [shipmentTag, setShipmentTag] = useState<string | null>(null)

  // The page read the basket itself: the header count follows it (another tab may have changed it).
  useEffect(() => {
    useCartStore.getState().setCartQuantity(initialOrder?.quantity ?? 0)
  }, [initialOrder])

  async function change(call: () => Promise<cartApi.CartResult>): Promise<boolean> {
    setBusy(true)
    setStatus('')
    try {
      const result = await call()
      const next = result.order
      if (next) {
        setOrder((previous) => keepDelivery(next, previous))
        useCartStore.getState().setCartQuantity(next.quantity)
      }
      const [error] = result.errors
      if (error) {
        useErrorStore.getState().showError(error)
        return false
      }
      setStatus(t('updated'))
      return true
    } finally {
      setBusy(false)
    }
  }

  const setQuantity = ({ pkg }: BasketLine, quantity: number) => change(() => cartApi.updatePackage(shopper, {
    packageId: pkg.id,
    quantity,
    wrapperId: pkg.wrapper?.variation.id ?? null,
    giftPacking: Boolean(pkg.giftPacking),
    message: pkg.message?.text ?? null,
  }))

  const actions: BasketItemActions = {
    onQuantity: (line, quantity) => void setQuantity(line, quantity),
    onOpenQuantity: (line) => {
      setSelected(line)
      useModalStore.getState().openModal(PRODUCT_COUNT_MODAL_ID)
    },
    onDelete: (line) => {
      setSelected(line)
      useModalStore.getState().openModal(DELETE_ITEM_MODAL_ID)
    },
    onViewWrapper: (line) => {
      setSelected(line)
      useModalStore.getState().openModal(WRAPPER_OVERLAY_ID)
    },
    onViewGiftPacking: (line) => {
      setSelected(line)
      useModalStore.getState().openModal(GIFT_PACKING_MODAL_ID)
    },
    onPreview: (line) => {
      setSelected(line)
      useModalStore.getState().openModal(PACKAGE_PREVIEW_MODAL_ID)
    },
  }

  async function confirmDelete() {
    if (!selected) return
    const line = selected
    await change(() => cartApi.deletePackage(shopper, line.shipmentTag, line.pkg.id))
    useModalStore.getState().closeModal(DELETE_ITEM_MODAL_ID)
  }

  const onGrouping = (grouping: DeliveryGrouping) => void change(() => cartApi.setDeliveryGrouping(shopper, grouping))

  /** The receiver and date modals save here; their field errors go back to them. */
  const saveDelivery: SaveDelivery = async (input: ShipmentDeliveryInput) => {
    setBusy(true)
    setStatus('')
    try {
      const result = await cartApi.setShipmentDelivery(shopper, input)
      const next = result.order
      if (next) {
        setOrder((previous) => keepDelivery(next, previous))
        useCartStore.getState().setCartQuantity(next.quantity)
      }
      if (result.errors.length === 0) setStatus(t('updated'))
      return result.errors
    } finally {
      setBusy(false)
    }
  }
  const openDelivery = (tag: string, modal: string) => {
    setShipmentTag(tag)
    useModalStore.getState().openModal(modal)
  }

  if (isEmptyBasket(order) || !order) {
    return (
      <Empty>
        <p>{t('empty')}</p>
        <LinkButton href={continueShoppingHref}>{t('continueShopping')}</LinkButton>
        <Live aria-live="polite">{status}</Live>
      </Empty>
    )
  }

  const { digital, physical } = basketLines(order)
  const shipment = order.shipments.find((candidate) => candidate.tag === shipmentTag) ?? null
  const groups = [
    { key: 'digital', heading: t('digitalHeading'), lines: digital },
    { key: 'physical', heading: t('physicalHeading'), lines: physical },
  ].filter((group) => group.lines.length > 0)

  return (
    <Layout aria-busy={busy || undefined}>
      <div>
        {groups.map((group) => (
          <section key={group.key} aria-labelledby={`basket-${group.key}`}>
            <h2 id={`basket-${group.key}`}>{group.heading}</h2>
            {order.shipments.filter((candidate) => candidate.packages.length > 0 && group.lines.some((line) => line.shipmentTag === candidate.tag)).map((candidate) => (
              <div key={candidate.tag}>
                <ShipmentDelivery
                  shipment={candidate}
                  groups={order.packagesGroups}
                  locale={locale}
                  busy={busy}
                  onReceiver={() => openDelivery(candidate.tag, RECEIVER_MODAL_ID)}
                  onDate={() => openDelivery(candidate.tag, DELIVERY_DATE_MODAL_ID)}
                />
                <Items>
                  {group.lines.filter((line) => line.shipmentTag === candidate.tag).map((line) => (
                    <BasketItem key={line.pkg.id} line={line} locale={locale} busy={busy} actions={actions} />
                  ))}
                </Items>
              </div>
            ))}
          </section>
        ))}
        {physical.length > 0 && <DeliveryGroupingChoice value={order.deliveryGrouping} busy={busy} onChange={onGrouping} />}
      </div>
      <Summary aria-labelledby="basket-overview">
        <h2 id="basket-overview">{t('orderOverview')}</h2>
        <BasketTotals order={order} locale={locale} />
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => useModalStore.getState().openModal(DELIVERY_OVERVIEW_MODAL_ID)}>{t('deliveryOverviewButton')}</Button>
        <OrderNow shopper={shopper} loggedIn={loggedIn} checkoutHref={checkoutHref} loginHref={loginHref} registerHref={registerHref} />
        <a href={continueShoppingHref}>{t('continueShopping')}</a>
      </Summary>
      <Live aria-live="polite">{status}</Live>
      <DeleteItemModal line={selected} deleting={busy} onConfirm={() => void confirmDelete()} />
      <WrapperOverlay line={selected} locale={locale} />
      <GiftPackingModal line={selected} locale={locale} />
      <ProductCountModal line={selected} locale={locale} saving={busy} onSave={setQuantity} />
      <PackagePreviewModal line={selected} locale={locale} />
      <DeliveryOverviewModal order={order} locale={locale} />
      <ReceiverModal shipment={shipment} countryCode={shopper.countryCode} language={shopper.language} onSave={saveDelivery} />
      <DeliveryDateModal shipment={shipment} onSave={saveDelivery} onChooseReceiver={() => useModalStore.getState().openModal(RECEIVER_MODAL_ID)} />
    </Layout>
  )
}

/**
 * The other basket mutations answer the basket without its deliveries (undefined): the shown ones
 * stay, per shipment tag and package, until the next full answer.
 */
export function keepDelivery(next: cartApi.BasketOrder, previous: cartApi.BasketOrder | null): cartApi.BasketOrder {
  if (!previous) return next
  const shipments = next.shipments.map((shipment) => {
    if (shipment.deliveryDate !== undefined || shipment.deliveryAddress !== undefined) return shipment
    const before = previous.shipments.find((candidate) => candidate.tag === shipment.tag)
    return before ? { ...shipment, deliveryDate: before.deliveryDate, deliveryTime: before.deliveryTime, deliveryAddress: before.deliveryAddress } : shipment
  })
  const packagesGroups = next.packagesGroups ?? previous.packagesGroups?.filter((group) =>
    next.shipments.some((shipment) => shipment.tag === group.tag && shipment.packages.some((pkg) => pkg.id === group.packageId)))
  return { ...next, shipments, packagesGroups }
}

const Layout = styled.div`
  display: grid;
  gap: 32px;
  h2 { font-size: 1.25rem; margin: 16px 0 0; }
  @media (min-width: 1024px) { grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr); align-items: start; }
`
const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`
const Summary = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 20px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0; }
  @media (min-width: 1024px) { position: sticky; top: 16px; }
`
const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 16px;
  p { margin: 0; font-size: 1.1rem; }
`
const Live = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`
