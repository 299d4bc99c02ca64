/**
 * The growth mode's judgement (issue 26, docs/performance.md "Growth"): a target's cost per request at
 * each scale, its ratio to the smallest scale, and whether it stays within 2x. Pure, so it is unit-tested.
 */

/** docs/performance.md "Growth": at 100x a target may cost at most twice its scale-1 figure per request. */
export const GROWTH_LIMIT = 2

export type GrowthVerdict = 'flat' | 'grows' | 'not measured'

/** One target's figure at one scale (null: it could not be measured there, with the reason). */
export interface GrowthPoint {
  scale: number
  /** Server CPU ms per request (app and database). */
  cpuMs: number | null
  /** Median latency, ms. */
  latencyMs: number | null
  reason?: string
}

export interface GrowthRow {
  /** e.g. `listing-first` or `listing-first (uncached)`. */
  target: string
  request: string
  points: GrowthPoint[]
}

/** cost ÷ reference cost, rounded to 2 decimals; null when either is missing or the reference is 0. */
export function growthRatio(cost: number | null, reference: number | null): number | null {
  if (cost === null || reference === null || reference <= 0) return null
  return Math.round((cost / reference) * 100) / 100
}

/** flat when every larger scale's ratio is at most the limit; grows when one is above; else not measured. */
export function growthVerdict(ratios: readonly (number | null)[], limit = GROWTH_LIMIT): GrowthVerdict {
  const known = ratios.filter((ratio): ratio is number => ratio !== null)
  if (!known.length || known.length < ratios.length) return known.some((ratio) => ratio > limit) ? 'grows' : 'not measured'
  return known.every((ratio) => ratio <= limit) ? 'flat' : 'grows'
}

/** The ratio of each point's CPU ms to the first (smallest) scale's. */
export function rowRatios(row: GrowthRow): (number | null)[] {
  const reference = row.points[0]?.cpuMs ?? null
  return row.points.slice(1).map((point) => growthRatio(point.cpuMs, reference))
}

const cell = (value: number | null, unit = '') => (value === null ? '–' : `${value}${unit}`)

/** A fixed-width table: target, CPU ms (and p50) per scale, ratio per larger scale, verdict. */
export function formatGrowthTable(title: string, scales: readonly number[], rows: readonly GrowthRow[]): string {
  const [first, ...larger] = scales
  const header = ['target', ...scales.map((scale) => `${scale}x ms cpu (p50)`), ...larger.map((scale) => `${scale}x/${first}x`), `verdict (≤ ${GROWTH_LIMIT}x)`]
  const lines = rows.map((row) => {
    const ratios = rowRatios(row)
    return [
      row.target,
      ...row.points.map((point) => (point.cpuMs === null ? `– ${point.reason ?? ''}`.trim() : `${point.cpuMs} (${cell(point.latencyMs)})`)),
      ...ratios.map((ratio) => cell(ratio, 'x')),
      growthVerdict(ratios),
    ]
  })
  const widths = header.map((_, index) => Math.max(...[header, ...lines].map((line) => (line[index] ?? '').length)))
  const format = (line: string[]) => line.map((value, index) => value.padEnd(widths[index] ?? 0)).join('  ').trimEnd()
  return [title, format(header), ...lines.map(format)].join('\n')
}
