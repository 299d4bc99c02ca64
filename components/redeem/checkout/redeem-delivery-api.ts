'use client'
import { useMemo } from 'react'
import { useApolloClient } from '@apollo/client/react'
import { RedeemDeliveryDocument, SetRedeemDeliveryAddressDocument, type RedeemDeliveryQuery } from '@/graphql/generated/operations'
import type { UserData } from '@/graphql/shopper'
import { GUEST_ORDER_FIELDS, type GuestOrderSaveResult, type GuestOrderValues } from '@/components/redeem/modals/guest-order-form'

export type RedeemDelivery = Omit<RedeemDeliveryQuery['redeemBasket'], '__typename' | 'errors'>

/** docs/rules/redeem.md identify in redeem: the postal address is there, or none is needed. */
export const deliveryReady = (delivery: RedeemDelivery): boolean => !delivery.needsPhysicalAddress || delivery.physicalAddress !== null

/** The redeem order's address needs and the guest delivery modal's save (graphql/operations/RedeemOrder.graphql). */
export function useRedeemDeliveryApi(userData: UserData) {
  const client = useApolloClient()
  return useMemo(() => ({
    /** The address needs of the token's redeem order, or null when the API could not answer. */
    async load(): Promise<RedeemDelivery | null> {
      try {
        const { data } = await client.query({ query: RedeemDeliveryDocument, variables: { userData }, fetchPolicy: 'no-cache', errorPolicy: 'all' })
        return data?.redeemBasket ?? null
      } catch {
        return null
      }
    },
    /** Stores the address; the API's errors come back by field (its parameters are `input.<field>`). */
    async save(values: GuestOrderValues, failed: string): Promise<{ result: GuestOrderSaveResult; delivery: RedeemDelivery | null }> {
      try {
        const { data } = await client.mutate({
          mutation: SetRedeemDeliveryAddressDocument,
          variables: { userData, input: { ...values, customerType: 'PRIVATE' } },
          errorPolicy: 'all',
        })
        const payload = data?.setRedeemDeliveryAddress
        if (!payload) return { result: { ok: false, fields: {}, form: failed }, delivery: null }
        if (payload.errors.length === 0) return { result: { ok: true }, delivery: payload }
        const fields: Partial<Record<keyof GuestOrderValues, string>> = {}
        let form: string | null = null
        for (const error of payload.errors) {
          const name = GUEST_ORDER_FIELDS.find((field) => error.referencedRequestParameter === `input.${field}`)
          if (name) fields[name] ??= error.message
          else form ??= error.message || failed
        }
        return { result: { ok: false, fields, form }, delivery: null }
      } catch {
        return { result: { ok: false, fields: {}, form: failed }, delivery: null }
      }
    },
  }), [client, userData])
}
