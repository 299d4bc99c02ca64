import type { Storefront } from './types'

/** Anything shaped like `process.env`; STOREFRONT_URL_TEMPLATE and STOREFRONT_HOSTS are read. */
export type StorefrontUrlEnv = Readonly<Record<string, string | undefined>>

/**
 * The origin that links to a storefront use (store switcher, structured data, canonical URLs).
 * Configured, never taken from the request's Host header: cached pages must not carry whatever host
 * a request claimed. STOREFRONT_URL_TEMPLATE (e.g. `http://{code}.localhost:3000`) serves development;
 * otherwise `https://` + the storefront's first host from STOREFRONT_HOSTS or the registry.
 */
export function storefrontOrigin(storefront: Storefront, env: StorefrontUrlEnv = process.env): string {
  const host = primaryHost(storefront, env.STOREFRONT_HOSTS)
  const template = env.STOREFRONT_URL_TEMPLATE?.trim()
  if (template) return template.replaceAll('{code}', storefront.code.toLowerCase()).replaceAll('{host}', host).replace(/\/+$/, '')
  return `https://${host}`
}

function primaryHost(storefront: Storefront, envHosts: string | undefined): string {
  for (const entry of envHosts?.split(',') ?? []) {
    const [code = '', hosts = ''] = entry.split('=', 2)
    const first = hosts.split('|')[0]?.trim()
    if (code.trim().toUpperCase() === storefront.code && first) return first.toLowerCase()
  }
  return storefront.hostNames[0] ?? `${storefront.code.toLowerCase()}.localhost`
}
