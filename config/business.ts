/**
 * Where business quote requests and invoice orders go (docs/rules/business.md: answered within 1 hour). SALES_EMAIL
 * sends every storefront's requests to one mailbox; without it each storefront has its own,
 * sales@ at its canonical domain (as service@ is its customer-service address).
 */
import type { Storefront } from './storefronts/types'

type Env = Record<string, string | undefined>

export function defaultSalesEmail(storefront: Storefront): string {
  const host = storefront.hostNames[0] ?? `${storefront.code.toLowerCase()}.localhost`
  return `sales@${host.replace(/^www\./, '')}`
}

export function salesEmail(storefront: Storefront, env: Env = process.env): string {
  return env.SALES_EMAIL?.trim() || defaultSalesEmail(storefront)
}
