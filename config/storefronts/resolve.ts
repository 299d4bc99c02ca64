/**
 * Looking storefronts up: by code, by store id and by request host. `resolveStorefrontByHost` runs in the
 * proxy on every request, so its lookup tables are built once (per STOREFRONT_HOSTS value) and reused.
 */
import { STOREFRONTS } from './registry'
import { STOREFRONT_CODES, type Language, type Storefront, type StorefrontCode } from './types'

/** Without a recognised storefront the Belgian branding applies (docs/rules/storefronts.md). */
export const DEFAULT_STOREFRONT_CODE = 'CBBE' satisfies StorefrontCode

const CODES: ReadonlySet<string> = new Set(STOREFRONT_CODES)

export function getStorefront(code: StorefrontCode): Storefront {
  return STOREFRONTS[code]
}

/** Exact (upper-case) code check. */
export function isStorefrontCode(value: string): value is StorefrontCode {
  return CODES.has(value)
}

/** Lenient parse for codes from URLs, env vars and host labels: `cbde`, ` CBDE ` → `CBDE`. */
export function parseStorefrontCode(value: string): StorefrontCode | undefined {
  const code = value.trim().toUpperCase()
  return isStorefrontCode(code) ? code : undefined
}

const BY_STORE_ID: ReadonlyMap<number, Storefront> = new Map(
  Object.values(STOREFRONTS).map((storefront) => [storefront.storeId, storefront]),
)

export function storefrontByStoreId(id: number): Storefront | undefined {
  return BY_STORE_ID.get(id)
}

export interface StorefrontHostEnv {
  // Index signature so `process.env` (which has no declared STOREFRONT_HOSTS) is assignable.
  readonly [name: string]: string | undefined
  /** `CBBE=shop.example.org|www.shop.example.org,CBDE=de.example.org` */
  readonly STOREFRONT_HOSTS?: string
}

type HostMap = ReadonlyMap<string, StorefrontCode>

const REGISTRY_HOSTS: HostMap = new Map(
  Object.values(STOREFRONTS).flatMap((storefront) =>
    storefront.hostNames.map((host) => [host.toLowerCase(), storefront.code] as const),
  ),
)

/**
 * Host map with STOREFRONT_HOSTS applied on top of the registry (env wins, so a deployment can move a host).
 * Entries with an unknown code or no hosts are skipped: a typo must not take the whole shop down.
 */
export function parseStorefrontHosts(value: string): HostMap {
  const map = new Map(REGISTRY_HOSTS)
  for (const entry of value.split(',')) {
    const [rawCode = '', rawHosts = ''] = entry.split('=', 2)
    const code = parseStorefrontCode(rawCode)
    if (!code) continue
    for (const host of rawHosts.split('|')) {
      const normalized = normalizeHost(host)
      if (normalized) map.set(normalized, code)
    }
  }
  return map
}

// One-slot memo: the env value is fixed per deployment, so it is parsed once, yet a changed value
// (as in tests) is still honoured.
let memo: { key: string; map: HostMap } | undefined

function hostMapFor(envHosts: string | undefined): HostMap {
  if (!envHosts?.trim()) return REGISTRY_HOSTS
  if (memo?.key !== envHosts) memo = { key: envHosts, map: parseStorefrontHosts(envHosts) }
  return memo.map
}

/**
 * Lower-cased host name without port, brackets of IPv6 literals or the trailing root dot.
 * Only the first value of a comma-separated header (X-Forwarded-Host behind several proxies) counts.
 */
export function normalizeHost(host: string): string {
  let name = (host.split(',', 1)[0] ?? '').trim().toLowerCase()
  if (name.startsWith('[')) {
    const end = name.indexOf(']')
    return end === -1 ? name.slice(1) : name.slice(1, end)
  }
  name = name.replace(/:\d*$/, '')
  return name.endsWith('.') ? name.slice(0, -1) : name
}

const LOCALHOST_SUFFIX = '.localhost'

// `process` is absent in browser bundles; the registry hosts then apply alone.
const processEnv = (): StorefrontHostEnv => (typeof process === 'undefined' ? {} : process.env)

/**
 * The storefront serving a request host: `<code>.localhost[:port]` in development, a production host
 * from the registry or STOREFRONT_HOSTS, and CBBE for anything else (bare localhost, IPs, unknown hosts).
 */
export function resolveStorefrontByHost(
  host: string | null | undefined,
  env: StorefrontHostEnv = processEnv(),
): Storefront {
  const name = host ? normalizeHost(host) : ''
  if (name.endsWith(LOCALHOST_SUFFIX)) {
    const code = parseStorefrontCode(name.slice(0, -LOCALHOST_SUFFIX.length))
    if (code) return STOREFRONTS[code]
  }
  const code = name ? hostMapFor(env.STOREFRONT_HOSTS).get(name) : undefined
  return STOREFRONTS[code ?? DEFAULT_STOREFRONT_CODE]
}

export function languagesOf(storefront: Storefront): readonly Language[] {
  return storefront.languages
}

/** Exact match: URL language segments are lower case, so `FR` is not treated as `fr`. */
export function isLanguageOf(storefront: Storefront, lang: string): lang is Language {
  return (storefront.languages as readonly string[]).includes(lang)
}
