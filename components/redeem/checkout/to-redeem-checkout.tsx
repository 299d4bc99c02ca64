'use client'
import { useState } from 'react'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { GUEST_ORDER_FORM_MODAL_ID, type GuestOrderValues } from '@/components/redeem/modals/guest-order-form'
import type { UserData } from '@/graphql/shopper'
import { useLeaveWarningStore } from '@/stores/leave-warning-store'
import { useModalStore } from '@/stores/modal-store'
import { useRedeemStore } from '@/stores/redeem-store'
import { deliveryReady, useRedeemDeliveryApi, type RedeemDelivery } from './redeem-delivery-api'

export interface ToRedeemCheckoutOptions {
  userData: UserData
  checkoutHref: string
  /** Where a failure is shown (the basket's alert). */
  onError: (message: string) => void
}

/**
 * docs/rules/redeem.md identify in redeem, the step from the redeem basket to the redeem checkout: with a postal
 * address (or no card by post) the token is kept, the close-tab warning detached and the shopper goes
 * to the checkout; otherwise the guest delivery modal asks the address first, then goes on. `start`
 * may sit on several buttons (the basket beside the products and its modal); `modal` is mounted once.
 */
export function useToRedeemCheckout({ userData, checkoutHref, onError }: ToRedeemCheckoutOptions) {
  const t = useTranslations('redeem.guestOrder')
  const router = useRouter()
  const api = useRedeemDeliveryApi(userData)
  const [busy, setBusy] = useState(false)
  const [initial, setInitial] = useState<RedeemDelivery['physicalAddress']>(null)

  function proceed(delivery: RedeemDelivery) {
    // The token stays in the persisted redeem store; the flags say what the checkout needs.
    useRedeemStore.getState().setAddressFlags({ needsPhysicalAddress: delivery.needsPhysicalAddress, hasPostcode: delivery.physicalAddress !== null })
    useLeaveWarningStore.getState().clear()
    useModalStore.getState().closeModal(GUEST_ORDER_FORM_MODAL_ID)
    router.push(checkoutHref)
  }

  async function start() {
    setBusy(true)
    try {
      const delivery = await api.load()
      if (!delivery) return onError(t('failed'))
      if (deliveryReady(delivery)) return proceed(delivery)
      useRedeemStore.getState().setAddressFlags({ needsPhysicalAddress: true, hasPostcode: false })
      setInitial(delivery.physicalAddress)
      useModalStore.getState().openModal(GUEST_ORDER_FORM_MODAL_ID)
    } finally {
      setBusy(false)
    }
  }

  async function save(values: GuestOrderValues) {
    const { result, delivery } = await api.save(values, t('failed'))
    if (result.ok && delivery) proceed(delivery)
    return result
  }

  return { start, busy, modalProps: { initial, onSave: save } }
}
