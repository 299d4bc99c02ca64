import type { ActivationOrderFieldsFragment } from '@/graphql/generated/operations'

/** What the activation pages know of the storefront's choice card (activationOptions). */
export interface ActivationFormOptions {
  available: boolean
  prefixes: string[]
  minAmount: { currency: string; value: number }
  maxAmount: { currency: string; value: number }
}

export type ActivationOrder = ActivationOrderFieldsFragment

/** `<success page>?order=<uuid>`: where a paid (or settled) activation is shown. */
export const successHref = (base: string, orderUuid: string) => `${base}?${new URLSearchParams({ order: orderUuid }).toString()}`

/** `<activation page>?error=1&order=<uuid>`: a failed payment of that order, retried there (docs/rules/activation-and-doubler.md retry). */
export const retryHref = (base: string, orderUuid: string) => `${base}?${new URLSearchParams({ error: '1', order: orderUuid }).toString()}`
