import { ROUTES, type RouteName } from '@/i18n/pathnames'

/** docs/rules/chrome.md: the header comes in three versions. */
export type HeaderVariant = 'default' | 'redeem' | 'business'

/** The balance check and everything reached from it, activation and the doubler: the redeem header. */
const REDEEM_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'balanceCheck', 'redeemShop', 'businessRedeemShop', 'redeemInfo', 'redeemCheckout',
  'activation', 'activationSuccess', 'doubler', 'doublerThankYou',
])
const BUSINESS_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['business', 'businessProduct'])

export function headerVariantOf(route: RouteName | null): HeaderVariant {
  if (route && REDEEM_ROUTES.has(route)) return 'redeem'
  if (route && BUSINESS_ROUTES.has(route)) return 'business'
  return 'default'
}

export interface MatchedRoute {
  route: RouteName
  params: Record<string, string>
}

type Part = { kind: 'literal'; text: string } | { kind: 'param'; name: string } | { kind: 'optional'; name: string }

const PATTERNS = (Object.entries(ROUTES) as Array<[RouteName, { internal: string }]>).map(([route, { internal }]) => ({
  route,
  parts: internal.split('/').filter(Boolean).map((segment): Part => {
    const optional = /^\[\[(.+)\]\]$/.exec(segment)
    if (optional) return { kind: 'optional', name: optional[1]! }
    const param = /^\[(.+)\]$/.exec(segment)
    return param ? { kind: 'param', name: param[1]! } : { kind: 'literal', text: segment }
  }),
}))

/**
 * The route of an internal app path (what the proxy rewrote to, after /<store>/<language>), given as
 * its segments. Where two patterns fit ('/checkout/success' and '/checkout/[uuid]'), the one with more
 * literal segments wins, as in the app router. Null for a path no route has (the 404 page).
 */
export function routeOfInternalSegments(segments: readonly string[]): MatchedRoute | null {
  let best: (MatchedRoute & { literals: number }) | null = null
  for (const { route, parts } of PATTERNS) {
    const required = parts.filter((part) => part.kind !== 'optional').length
    if (segments.length < required || segments.length > parts.length) continue
    const params: Record<string, string> = {}
    let literals = 0
    const fits = parts.every((part, index) => {
      const segment = segments[index]
      if (segment === undefined) return part.kind === 'optional'
      if (part.kind === 'literal') {
        literals += 1
        return part.text === segment
      }
      params[part.name] = segment
      return true
    })
    if (fits && (!best || literals > best.literals)) best = { route, params, literals }
  }
  return best && { route: best.route, params: best.params }
}
