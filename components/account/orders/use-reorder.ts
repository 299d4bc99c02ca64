'use client'
import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { useMutation } from '@apollo/client/react'
import { toUserData, type Shopper } from '@/graphql/shopper'
import { useCartStore } from '@/stores/cart-store'
import { AccountReorderDocument } from '@/graphql/generated/operations'

export interface ReorderState {
  busy: boolean
  error: string | null
  /** Packages of the past order that could not be copied (product gone, amount no longer sold). */
  skipped: number
  /** True once the basket holds the copied order but the shopper still has to read the skipped count. */
  done: boolean
}

/** Where the shop goes after a complete reorder; replaceable in tests. */
export type Navigate = (href: string) => void
const assign: Navigate = (href) => window.location.assign(href)

/**
 * docs/rules/checkout.md reorder: copies a past order into the basket at today's rules, updates the header's basket
 * count and goes to the basket. When packages were skipped the shopper is told first and continues
 * to the basket by link, so the message is not lost with the navigation.
 */
export function useReorder({ shopper, basketHref, navigate = assign }: { shopper: Shopper; basketHref: string; navigate?: Navigate }) {
  const t = useTranslations('account')
  const [mutate] = useMutation(AccountReorderDocument)
  const [state, setState] = useState<ReorderState>({ busy: false, error: null, skipped: 0, done: false })

  async function reorder(orderUuid: string): Promise<void> {
    setState({ busy: true, error: null, skipped: 0, done: false })
    try {
      const { data } = await mutate({ variables: { userData: toUserData(shopper), orderUuid }, errorPolicy: 'all' })
      const payload = data?.reorder
      const skipped = payload?.skipped ?? 0
      if (!payload?.order || payload.errors.length > 0) {
        setState({ busy: false, error: payload?.errors[0]?.message ?? t('form.generic'), skipped, done: false })
        return
      }
      useCartStore.getState().setCartQuantity(payload.order.quantity)
      if (skipped > 0) {
        setState({ busy: false, error: null, skipped, done: true })
        return
      }
      setState({ busy: true, error: null, skipped: 0, done: true })
      navigate(basketHref)
    } catch {
      setState({ busy: false, error: t('form.generic'), skipped: 0, done: false })
    }
  }

  const reset = () => setState({ busy: false, error: null, skipped: 0, done: false })
  return { ...state, reorder, reset }
}
