'use client'
import { useMemo } from 'react'
import { useApolloClient } from '@apollo/client/react'
import { postGraphQL } from '@/graphql/browser-fetch'
import {
  CheckoutCartDocument, CheckoutCompletePaymentDocument, CheckoutOwnAddressesDocument, CheckoutPlaceOrderDocument, CheckoutSetShipmentDeliveryDocument,
  CheckoutStartPaymentDocument, PaymentMethodsDocument, ReleasePendingOrderDocument, UserInfoDocument,
  type PlaceOrderInput, type ShipmentDeliveryInput,
} from '@/graphql/generated/operations'
import { toUserData, type Shopper } from '@/graphql/shopper'
import { showApiError } from '@/stores/show-api-error'

/**
 * The checkout's calls (docs/rules/api.md, graphql/operations/Checkout.graphql) over the browser's Apollo Client. Each answers its payload, or null
 * after a transport or top-level error, which is then already in the error modal (docs/rules/errors.md default
 * handling). Business errors stay in the payload for the step to place at its fields.
 */
export function useCheckoutApi(shopper: Shopper) {
  const client = useApolloClient()
  return useMemo(() => {
    const userData = toUserData(shopper)
    async function run<T>(call: () => Promise<{ data?: T | null; error?: unknown }>): Promise<T | null> {
      try {
        const result = await call()
        if (result.data) return result.data
        showApiError(result)
      } catch (error) {
        showApiError({ error })
      }
      return null
    }
    return {
      cart: async (orderUuid?: string | null) =>
        (await run(() => client.query({ query: CheckoutCartDocument, variables: { userData, orderUuid: orderUuid ?? null }, fetchPolicy: 'network-only', errorPolicy: 'all' })))?.cartV2 ?? null,
      userInfo: async () =>
        (await run(() => client.query({ query: UserInfoDocument, variables: { userData }, fetchPolicy: 'network-only', errorPolicy: 'all' })))?.getUserInfo ?? null,
      /** The logged-in customer's own addresses, most recently used first. */
      ownAddresses: async () =>
        (await run(() => client.query({ query: CheckoutOwnAddressesDocument, variables: { userData }, fetchPolicy: 'network-only', errorPolicy: 'all' })))?.ownAddresses ?? null,
      setShipmentDelivery: async (input: ShipmentDeliveryInput) =>
        (await run(() => client.mutate({ mutation: CheckoutSetShipmentDeliveryDocument, variables: { userData, input }, errorPolicy: 'all' })))?.setShipmentDelivery ?? null,
      placeOrder: async (input: PlaceOrderInput) =>
        (await run(() => client.mutate({ mutation: CheckoutPlaceOrderDocument, variables: { userData, input }, errorPolicy: 'all' })))?.placeOrder ?? null,
      paymentMethods: async (orderUuid: string) =>
        (await run(() => client.query({ query: PaymentMethodsDocument, variables: { userData, orderUuid }, fetchPolicy: 'network-only', errorPolicy: 'all' })))?.paymentMethods ?? null,
      startPayment: async (orderUuid: string, methodId: string, issuerId: string | null) =>
        (await run(() => client.mutate({ mutation: CheckoutStartPaymentDocument, variables: { userData, orderUuid, methodId, issuerId }, errorPolicy: 'all' })))?.startPayment ?? null,
      completePayment: async (orderUuid: string, params: Array<{ name: string; value: string }>) =>
        (await run(() => client.mutate({ mutation: CheckoutCompletePaymentDocument, variables: { userData, orderUuid, params }, errorPolicy: 'all' })))?.completePayment ?? null,
    }
  }, [client, shopper])
}

export type CheckoutApi = ReturnType<typeof useCheckoutApi>

/**
 * docs/rules/checkout.md "leaving deletes the pending order": a plain fetch with keepalive, so the request survives
 * the page it was sent from (the shopper confirmed leaving; the next page may already be loading).
 */
export function releasePendingOrder(shopper: Shopper, orderUuid: string): Promise<boolean> {
  return postGraphQL(shopper, ReleasePendingOrderDocument, { orderUuid }, { keepalive: true }).then((response) => response.ok, () => false)
}
