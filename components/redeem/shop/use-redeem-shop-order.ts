'use client'
/**
 * The redeem shop's order (docs/rules/redeem.md "choose items" and "basket"): read with the token's balance,
 * a card added with the balance (addRedeemPackage), its quantity changed (updateRedeemPackage) or
 * removed, and the product details an amount dialog needs.
 */
import { useCallback, useEffect, useState } from 'react'
import { useTranslations } from 'next-intl'
import { useApolloClient } from '@apollo/client/react'
import { REDEEM_MODALS } from '@/components/redeem/modals/ids'
import { redeemErrorText } from '@/components/redeem/balance-check-errors'
import type { UserData } from '@/graphql/shopper'
import {
  RedeemProductDocument, RedeemShopAddDocument, type RedeemShopOrderFragment, RedeemShopOrderDocument, RedeemShopRemoveDocument, RedeemShopUpdateDocument,
} from '@/graphql/generated/operations'
import { useModalStore } from '@/stores/modal-store'
import { useRedeemStore } from '@/stores/redeem-store'
import type { AddError } from './amount-form'
import type { RedeemShopProduct } from './redeem-product-grid'
import type { RedeemOrderView, RedeemProductDetails } from './redeem-operations'

/** The gift card modal (docs/rules/redeem.md redeem steps "gift card"), where the amount is chosen. */
export const AMOUNT_MODAL_ID = REDEEM_MODALS.giftCard

/** The redeem session of useRedeemSession: the order is read once the token is loaded and exists. */
interface RedeemSession {
  ready: boolean
  token: string | null
  userData: UserData
}

export function useRedeemShopOrder({ ready, token, userData }: RedeemSession) {
  const t = useTranslations('redeem.shop')
  const tErrors = useTranslations('redeem.errors')
  // docs/rules/redeem.md redeem package errors: the API's text, else this shop's own for the code.
  const errorText = useCallback((error: { code: number; message: string }) => redeemErrorText(error, (key) => tErrors(key as never), t('failed')), [t, tErrors])
  const client = useApolloClient()
  const [view, setView] = useState<RedeemOrderView | null>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const [details, setDetails] = useState<RedeemProductDetails | null>(null)
  const [loadingSlug, setLoadingSlug] = useState<string | null>(null)
  const [removing, setRemoving] = useState<string | null>(null)
  // Bumped after another card joined the token: the order is read again with its new balance.
  const [cardsVersion, setCardsVersion] = useState(0)
  const reloadCards = useCallback(() => setCardsVersion((version) => version + 1), [])

  useEffect(() => {
    if (!ready || !token) return
    let active = true
    client.query({ query: RedeemShopOrderDocument, variables: { userData }, fetchPolicy: 'no-cache', errorPolicy: 'all' })
      .then(({ data }) => {
        if (!active) return
        const payload = data?.redeemBasket
        if (!payload) return setAlert(t('failed'))
        if (payload.errors.length) setAlert(errorText(payload.errors[0]!))
        setView(payload)
      })
      .catch(() => { if (active) setAlert(t('failed')) })
    return () => { active = false }
  }, [ready, token, userData, client, t, errorText, cardsVersion])

  // docs/rules/redeem.md client state: the address flags follow the order (a physical card needs a postal address).
  const needsPhysicalAddress = view?.needsPhysicalAddress
  useEffect(() => {
    if (needsPhysicalAddress !== undefined) useRedeemStore.getState().setAddressFlags({ needsPhysicalAddress })
  }, [needsPhysicalAddress])

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

  /** Adds a card with the balance; answers the API's errors of a refusal (the amount form shows each where it belongs), or null. */
  async function add(variationId: string, amount: number, note: string | null): Promise<readonly AddError[] | null> {
    const failed = [{ message: t('failed') }]
    try {
      const { data } = await client.mutate({
        mutation: RedeemShopAddDocument,
        variables: { userData, input: { variationId, amount, quantity: 1, ...(note ? { message: note } : {}) } },
        errorPolicy: 'all',
      })
      const payload = data?.addRedeemPackage
      if (!payload) return failed
      if (payload.errors.length) return payload.errors.map((error) => ({ ...error, message: errorText(error) }))
      setView(payload)
      useModalStore.getState().closeModal(AMOUNT_MODAL_ID)
      return null
    } catch {
      return failed
    }
  }

  /** A change of one line (`packageId` is busy meanwhile); the API's answer replaces the shown order. */
  async function changeLine(packageId: string, send: () => Promise<RedeemShopOrderFragment | null | undefined>) {
    setAlert(null)
    setRemoving(packageId)
    try {
      const payload = await send()
      if (!payload || payload.errors.length) setAlert(payload?.errors[0] ? errorText(payload.errors[0]) : t('failed'))
      if (payload?.order !== undefined) setView(payload)
    } catch {
      setAlert(t('failed'))
    } finally {
      setRemoving(null)
    }
  }

  const remove = (packageId: string) => changeLine(packageId, async () =>
    (await client.mutate({ mutation: RedeemShopRemoveDocument, variables: { userData, packageId }, errorPolicy: 'all' })).data?.removeRedeemPackage)

  /** A line's new quantity at its amount, checked by the API as an add. */
  const changeQuantity = (packageId: string, amount: number, quantity: number) => changeLine(packageId, async () =>
    (await client.mutate({ mutation: RedeemShopUpdateDocument, variables: { userData, input: { packageId, amount, quantity } }, errorPolicy: 'all' })).data?.updateRedeemPackage)

  return { view, alert, setAlert, details, loadingSlug, removing, reloadCards, open, add, remove, changeQuantity }
}
