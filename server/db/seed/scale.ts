/**
 * The seed's size knobs (issue 26, docs/performance.md "Growth"): SEED_SCALE multiplies every seeded
 * storefront's product count, SEED_STOREFRONTS limits an empty database's seed to some storefronts, so a
 * 100x catalogue of the storefronts a bench measures can be made in minutes.
 */
import { parseStorefrontCode } from '@/config/storefronts/resolve'
import type { StorefrontCode } from '@/config/storefronts/types'

/** Above this a seed would take hours and gigabytes; no measurement needs it. */
export const MAX_SEED_SCALE = 1000

/** SEED_SCALE: a positive whole number, 1 when unset or blank; anything else is refused. */
export function parseSeedScale(raw: string | undefined): number {
  const value = raw?.trim() ?? ''
  if (value === '') return 1
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > MAX_SEED_SCALE) {
    throw new Error(`SEED_SCALE must be a whole number from 1 to ${MAX_SEED_SCALE} (got "${raw}")`)
  }
  return Number(value)
}

/** SEED_STOREFRONTS: comma-separated storefront codes; undefined (all) when unset or blank. */
export function parseSeedStorefronts(raw: string | undefined): StorefrontCode[] | undefined {
  const value = raw?.trim() ?? ''
  if (value === '') return undefined
  const codes = value.split(',').map((part) => part.trim()).filter(Boolean).map((part) => {
    const code = parseStorefrontCode(part)
    if (!code) throw new Error(`SEED_STOREFRONTS: unknown storefront "${part}"`)
    return code
  })
  if (!codes.length) throw new Error(`SEED_STOREFRONTS must list storefront codes, e.g. CBBE,CB (got "${raw}")`)
  return [...new Set(codes)]
}
