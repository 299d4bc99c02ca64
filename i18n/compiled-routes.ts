/**
 * The route table of pathnames.ts compiled once, at module load: every pattern into its segments (to
 * build paths, localize.ts) and, per complete language, matchers ordered by specificity (to read them,
 * parse-localized-path.ts). A malformed pattern throws here, before any request is served.
 */
import { COMPLETE_LANGUAGES } from '@/config/storefronts/types'
import { ROUTE_NAMES, routeDefinition, type RouteName } from './pathnames'

export const PAGE_PARAM = 'page'
/** Page numbers go to the API as GraphQL Int (32-bit signed); anything larger cannot exist. */
export const MAX_PAGE = 2_147_483_647

export type Segment =
  | { readonly kind: 'literal'; readonly value: string }
  | { readonly kind: 'page' }
  | { readonly kind: 'param'; readonly name: string; readonly optional: boolean; readonly nonNumeric: boolean }

interface Matcher {
  readonly route: RouteName
  readonly regex: RegExp
  /** What each capture group holds, in order. */
  readonly slots: readonly ({ kind: 'page' } | { kind: 'param'; name: string })[]
  /** Specificity per segment: literal 0, page 1, param 2 (lower wins). */
  readonly ranks: readonly number[]
  readonly isAlias: boolean
}

const LITERAL_SEGMENT = /^[a-z0-9-]+$/
const REQUIRED_PARAM_SEGMENT = /^\[([a-zA-Z][a-zA-Z0-9]*)\]$/
const OPTIONAL_PARAM_SEGMENT = /^\[\[([a-zA-Z][a-zA-Z0-9]*)\]\]$/

function compileSegments(route: RouteName, pattern: string, publicPath: boolean): Segment[] {
  const definition = routeDefinition(route)
  const wellFormed = publicPath
    ? pattern.startsWith('/') && pattern.endsWith('/')
    : pattern === '/' || (pattern.startsWith('/') && !pattern.endsWith('/'))
  if (!wellFormed) throw new Error(`Route "${route}": malformed pattern "${pattern}"`)

  const raw = pattern.split('/').filter((part) => part !== '')
  return raw.map((part, index): Segment => {
    const optional = OPTIONAL_PARAM_SEGMENT.exec(part)
    if (optional) {
      // An optional segment anywhere but last would make URLs ambiguous.
      if (index !== raw.length - 1) throw new Error(`Route "${route}": optional segment must be last in "${pattern}"`)
      const name = optional[1] as string
      if (name === PAGE_PARAM) return { kind: 'page' }
      return { kind: 'param', name, optional: true, nonNumeric: definition.nonNumericParams?.includes(name) ?? false }
    }
    const required = REQUIRED_PARAM_SEGMENT.exec(part)
    if (required) {
      const name = required[1] as string
      if (name === PAGE_PARAM) throw new Error(`Route "${route}": the page segment must be optional ("[[page]]")`)
      return { kind: 'param', name, optional: false, nonNumeric: definition.nonNumericParams?.includes(name) ?? false }
    }
    if (!LITERAL_SEGMENT.test(part)) throw new Error(`Route "${route}": invalid literal segment "${part}" in "${pattern}"`)
    return { kind: 'literal', value: part }
  })
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function buildMatcher(route: RouteName, segments: readonly Segment[], isAlias: boolean): Matcher {
  const slots: Matcher['slots'][number][] = []
  const ranks: number[] = []
  const parts = segments.map((segment) => {
    switch (segment.kind) {
      case 'literal':
        ranks.push(0)
        return escapeRegExp(segment.value)
      case 'page':
        ranks.push(1)
        slots.push({ kind: 'page' })
        // Any digits match here, so that a non-canonical page ('1', '02') is rejected instead of being
        // taken for a slug by a less specific route.
        return '([0-9]+)'
      case 'param':
        ranks.push(2)
        slots.push({ kind: 'param', name: segment.name })
        return segment.nonNumeric ? '((?![0-9]+/)[^/]+)' : '([^/]+)'
    }
  })
  const source = parts.length === 0 ? '^/$' : `^/${parts.map((part) => `${part}/`).join('')}$`
  return { route, regex: new RegExp(source), slots, ranks, isAlias }
}

/** A pattern ending in an optional segment becomes two matchers: without it and with it. */
function expandOptional(segments: readonly Segment[]): Segment[][] {
  const last = segments[segments.length - 1]
  const isOptional = last !== undefined && (last.kind === 'page' || (last.kind === 'param' && last.optional))
  return isOptional ? [segments.slice(0, -1), [...segments]] : [[...segments]]
}

function compareMatchers(a: Matcher, b: Matcher): number {
  if (a.ranks.length !== b.ranks.length) return a.ranks.length - b.ranks.length
  for (let index = 0; index < a.ranks.length; index++) {
    const difference = (a.ranks[index] ?? 0) - (b.ranks[index] ?? 0)
    if (difference !== 0) return difference
  }
  // Equal specificity: the canonical pattern before an alias; otherwise table order (stable sort).
  return Number(a.isAlias) - Number(b.isAlias)
}

/** A record with one entry per key; Object.fromEntries would lose the key type. */
function recordOf<K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  const record = {} as Record<K, V>
  for (const key of keys) record[key] = value(key)
  return record
}

export const PUBLIC_SEGMENTS = recordOf(COMPLETE_LANGUAGES, (language) =>
  recordOf(ROUTE_NAMES, (route): readonly Segment[] => compileSegments(route, routeDefinition(route).paths[language], true)),
)

export const INTERNAL_SEGMENTS = recordOf(ROUTE_NAMES, (route): readonly Segment[] =>
  compileSegments(route, routeDefinition(route).internal, false),
)

export const MATCHERS = recordOf(COMPLETE_LANGUAGES, (language): readonly Matcher[] => {
  const matchers: Matcher[] = []
  for (const route of ROUTE_NAMES) {
    for (const variant of expandOptional(PUBLIC_SEGMENTS[language][route])) {
      matchers.push(buildMatcher(route, variant, false))
    }
    for (const alias of routeDefinition(route).aliases?.[language] ?? []) {
      for (const variant of expandOptional(compileSegments(route, alias, true))) {
        matchers.push(buildMatcher(route, variant, true))
      }
    }
  }
  return matchers.sort(compareMatchers)
})
