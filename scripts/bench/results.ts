/** The shape of a bench run (also the JSON written to bench/results/), its ratios and the JSON writer. */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { FirstLoadJs } from './first-load-js'
import type { GrowthRun } from './growth'
import type { InstancesRun } from './instances-verdict'
import type { LighthouseScores } from './lighthouse'
import type { LoadFigures } from './load'

export type Database = 'pglite' | 'postgres'

/** measured: figures below; not-built: the feature does not exist yet; failed: it answered with an error. */
export type TargetStatus = 'measured' | 'not-built' | 'failed' | 'skipped'

export interface Ratios {
  /** Requests/s at 50 connections ÷ the static route's. */
  rpsVsStatic: number | null
  /** Requests/s at 50 connections ÷ the second baseline's (the card art route), when it was measured. */
  rpsVsSecondStatic?: number | null
  /** p99 at 10 connections ÷ the static route's p99 at 10 connections. */
  p99At10VsStatic: number | null
  /** Requests/s ÷ a raw node:http server's returning the same bytes. */
  rpsVsRaw: number | null
  /** Requests/s ÷ the trivial GraphQL query's (`{ ping }`). */
  rpsVsTrivialGraphql: number | null
}

export interface TargetRun {
  name: string
  kind: 'page' | 'graphql'
  /** Path, or GraphQL operation name. */
  request: string
  status: TargetStatus
  reason?: string
  requires?: string
  /** `x-nextjs-cache` after the warm-up request (HIT: served from the page cache). */
  cache?: string | null
  responseBytes?: number
  at50?: LoadFigures
  at10?: LoadFigures
  ratios?: Ratios
}

export interface Baselines {
  /** The static route, measured before and after the targets (ratios use the mean). */
  static50: LoadFigures[]
  static10: LoadFigures[]
  trivialGraphql50: LoadFigures[]
  /** The second static route candidate (card art), at 50 connections, before and after; absent in older results. */
  secondStatic50?: LoadFigures[]
}

export interface ServerRun {
  database: Database
  staticRoute: string | null
  /** The second baseline's path (see STATIC_ROUTE_CANDIDATES); null or absent when it was not measured. */
  secondStaticRoute?: string | null
  /** `x-nextjs-cache` of the static route (HIT: served from the prerender cache). */
  staticRouteCache: string | null
  baselines: Baselines
  targets: TargetRun[]
  error?: string
}

export interface RawRun {
  /** The target (or 'static' / 'trivial-graphql') whose bytes it served. */
  name: string
  bytes: number
  contentType: string
  at50: LoadFigures
}

export interface PageWeight {
  name: string
  path: string | null
  status: TargetStatus
  reason?: string
  firstLoadJs?: FirstLoadJs
}

export interface LighthouseRun {
  name: string
  url: string | null
  status: TargetStatus
  reason?: string
  /** The run with the median LCP (`medianRun`), which the goals judge. */
  scores?: LighthouseScores
  /** Every audit of the page, in the order they ran (one per `--lighthouse-runs`). */
  runs?: LighthouseScores[]
}

/** `reported`: a figure printed every run without a verdict (the goals table asks for no limit). */
export type GoalStatus = 'met' | 'not met' | 'reported' | 'not measurable yet' | 'not measured' | 'invalid'

export interface GoalResult {
  goal: string
  subject: string
  database?: Database
  figure: string
  status: GoalStatus
  note?: string
}

export interface BenchResult {
  schema: 1
  startedAt: string
  finishedAt: string
  source: string
  commit: string
  dirty: boolean
  buildSeconds: number | null
  machine: { cpus: number; cpuModel: string; node: string; loadAverageAtStart: number[]; loadAverageAtEnd: number[] }
  options: { durationS: number; quick: boolean; skipPostgres: boolean; skipLighthouse: boolean; only: string[] | null }
  servers: ServerRun[]
  /** Measured once (with the first server); the same bytes as each target's answer. */
  rawHttp: RawRun[]
  firstLoadJs: PageWeight[]
  /** null when skipped. */
  lighthouse: LighthouseRun[] | null
  goals: GoalResult[]
  /** `--scale`: the growth mode's rows per database (the other figures are then empty). */
  growth?: GrowthRun[]
  /** `--instances`: one process against one per core (the other figures are then empty). */
  instances?: InstancesRun
}

const mean = (values: number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : NaN)

/** Mean figures of repeated baseline measurements (null if there is none, or one had failed requests). */
export function baselineMean(figures: LoadFigures[]): { requestsPerSec: number; p50Ms: number; p99Ms: number } | null {
  if (!figures.length || figures.some((figure) => figure.non2xx || figure.errors || figure.timeouts || !figure.requests)) return null
  return {
    requestsPerSec: mean(figures.map((figure) => figure.requestsPerSec)),
    p50Ms: mean(figures.map((figure) => figure.p50Ms)),
    p99Ms: mean(figures.map((figure) => figure.p99Ms)),
  }
}

const ratio = (a: number | undefined, b: number | undefined) => (a !== undefined && b !== undefined && b > 0 ? a / b : null)

export function computeRatios(target: TargetRun, baselines: Baselines, raw: RawRun | undefined): Ratios {
  const static50 = baselineMean(baselines.static50)
  const static10 = baselineMean(baselines.static10)
  const trivial = baselineMean(baselines.trivialGraphql50)
  const secondStatic = baselineMean(baselines.secondStatic50 ?? [])
  return {
    rpsVsStatic: ratio(target.at50?.requestsPerSec, static50?.requestsPerSec),
    rpsVsSecondStatic: ratio(target.at50?.requestsPerSec, secondStatic?.requestsPerSec),
    p99At10VsStatic: ratio(target.at10?.p99Ms, static10?.p99Ms),
    rpsVsRaw: ratio(target.at50?.requestsPerSec, raw?.at50.requestsPerSec),
    rpsVsTrivialGraphql: target.kind === 'graphql' ? ratio(target.at50?.requestsPerSec, trivial?.requestsPerSec) : null,
  }
}

/** bench/results/<ISO timestamp>.json (colons replaced, so the name is valid everywhere). */
export function writeResult(outDir: string, result: BenchResult): string {
  mkdirSync(outDir, { recursive: true })
  const file = path.join(outDir, `${result.startedAt.replace(/:/g, '-')}.json`)
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`)
  return file
}

export function latestResultFile(outDir: string, except?: string): string | null {
  const files = readdirSync(outDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => path.join(outDir, file))
    .filter((file) => !except || path.resolve(file) !== path.resolve(except))
    .sort()
  return files.at(-1) ?? null
}
