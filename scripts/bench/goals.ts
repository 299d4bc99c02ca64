/**
 * The performance goals of docs/performance.md, judged on one run's figures. Throughput and latency
 * goals are ratios against baselines measured by the same run on the same server, so they hold on any
 * machine; First Load JS and Lighthouse are absolute.
 */
import type { BenchTarget, GoalId } from './targets'
import { baselineMean, type BenchResult, type GoalResult, type GoalStatus, type ServerRun, type TargetRun } from './results'
import type { LighthouseScores } from './lighthouse'
import type { LoadFigures } from './load'

export const LIMITS = {
  /** Page requests/s ≥ 50 % of the static route's. */
  pageThroughputMin: 0.5,
  /** Page p99 at 10 connections ≤ 1.5 × the static route's. */
  pageP99Max: 1.5,
  /** GraphQL `products` requests/s ≥ 50 % of `{ ping }`'s. */
  graphqlThroughputMin: 0.5,
  /** First Load JS, gzip, bytes (1 kB = 1000 bytes). */
  firstLoadJsMaxBytes: 150_000,
  lighthouse: { performance: 95, accessibility: 100, bestPractices: 95, seo: 100, lcpMs: 2_000, tbtMs: 150, cls: 0.02 },
} as const

/** Short names of the goals, as printed (docs/performance.md has them in full). */
export const GOAL_TEXT: Record<GoalId, string> = {
  'page-throughput': `req/s ≥ ${LIMITS.pageThroughputMin * 100} % static`,
  'page-p99': `p99@10 ≤ ${LIMITS.pageP99Max}× static`,
  'graphql-throughput': `req/s ≥ ${LIMITS.graphqlThroughputMin * 100} % ping`,
  'first-load-js': `First Load JS ≤ ${LIMITS.firstLoadJsMaxBytes / 1000} kB`,
  lighthouse: 'Lighthouse mobile',
}

const notMeasurable = (target: BenchTarget, reason?: string): Pick<GoalResult, 'figure' | 'status' | 'note'> => ({
  figure: '—',
  status: 'not measurable yet',
  note: `feature not built${target.requires ? `: ${target.requires}` : ''}${reason ? ` (${reason})` : ''}`,
})

/** Common handling of a target that was not measured; null when it was. */
function unmeasured(target: BenchTarget, run: { status: TargetRun['status']; reason?: string } | undefined): Pick<GoalResult, 'figure' | 'status' | 'note'> | null {
  if (!run || run.status === 'skipped') return { figure: '—', status: 'not measured', note: run?.reason ?? 'not in this run (--only / skipped)' }
  if (run.status === 'not-built') return notMeasurable(target, run.reason)
  if (run.status === 'failed') return { figure: '—', status: 'invalid', note: run.reason }
  return null
}

/** Above this share of the machine used by other processes during a test, a goal's verdict is flagged. */
export const NOISY_OTHER_CPU_PCT = 10

function noiseNote(...figures: Array<LoadFigures | undefined>): string | undefined {
  const other = Math.max(0, ...figures.map((figure) => figure?.cpu?.otherPct ?? 0))
  return other > NOISY_OTHER_CPU_PCT ? `noisy: other processes used up to ${other.toFixed(0)} % of the CPU` : undefined
}

const clean = (figures: { non2xx: number; errors: number; timeouts: number } | undefined) => Boolean(figures && !figures.non2xx && !figures.errors && !figures.timeouts)

function throughputGoal(target: BenchTarget, server: ServerRun, run: TargetRun | undefined, goal: 'page-throughput' | 'graphql-throughput'): GoalResult {
  const base: Pick<GoalResult, 'goal' | 'subject' | 'database'> = { goal: GOAL_TEXT[goal], subject: target.name, database: server.database }
  const missing = unmeasured(target, run)
  if (missing) return { ...base, ...missing }
  const reference = goal === 'page-throughput' ? baselineMean(server.baselines.static50) : baselineMean(server.baselines.trivialGraphql50)
  const ratio = goal === 'page-throughput' ? run?.ratios?.rpsVsStatic : run?.ratios?.rpsVsTrivialGraphql
  if (!reference || ratio == null || !clean(run?.at50)) return { ...base, figure: '—', status: 'invalid', note: 'failed requests in the target or its baseline' }
  const min = goal === 'page-throughput' ? LIMITS.pageThroughputMin : LIMITS.graphqlThroughputMin
  return {
    ...base,
    figure: `${(ratio * 100).toFixed(0)} % (${run?.at50?.requestsPerSec.toFixed(0)} vs ${reference.requestsPerSec.toFixed(0)} req/s)`,
    status: ratio >= min ? 'met' : 'not met',
    note: noiseNote(run?.at50, ...(goal === 'page-throughput' ? server.baselines.static50 : server.baselines.trivialGraphql50)),
  }
}

function p99Goal(target: BenchTarget, server: ServerRun, run: TargetRun | undefined): GoalResult {
  const base: Pick<GoalResult, 'goal' | 'subject' | 'database'> = { goal: GOAL_TEXT['page-p99'], subject: target.name, database: server.database }
  const missing = unmeasured(target, run)
  if (missing) return { ...base, ...missing }
  const reference = baselineMean(server.baselines.static10)
  const ratio = run?.ratios?.p99At10VsStatic
  if (!reference || ratio == null || !clean(run?.at10)) return { ...base, figure: '—', status: 'invalid', note: 'failed requests in the target or its baseline' }
  return {
    ...base,
    figure: `${ratio.toFixed(2)}× (${run?.at10?.p99Ms.toFixed(0)} vs ${reference.p99Ms.toFixed(0)} ms)`,
    status: ratio <= LIMITS.pageP99Max ? 'met' : 'not met',
    note: noiseNote(run?.at10, ...server.baselines.static10),
  }
}

export function lighthouseFailures(scores: LighthouseScores): string[] {
  const limits = LIMITS.lighthouse
  const failures: string[] = []
  const atLeast = (label: string, value: number | null, min: number) => {
    if (value === null || value < min) failures.push(`${label} ${value ?? '?'} < ${min}`)
  }
  const atMost = (label: string, value: number | null, max: number, unit = '') => {
    const shown = value === null ? '?' : unit ? String(Math.round(value)) : String(+value.toFixed(3))
    if (value === null || value > max) failures.push(`${label} ${shown}${unit} > ${max}${unit}`)
  }
  atLeast('performance', scores.performance, limits.performance)
  atLeast('accessibility', scores.accessibility, limits.accessibility)
  atLeast('best practices', scores.bestPractices, limits.bestPractices)
  atLeast('SEO', scores.seo, limits.seo)
  atMost('LCP', scores.lcpMs, limits.lcpMs, ' ms')
  atMost('TBT', scores.tbtMs, limits.tbtMs, ' ms')
  atMost('CLS', scores.cls, limits.cls)
  return failures
}

export function formatLighthouse(scores: LighthouseScores): string {
  const ms = (value: number | null) => (value === null ? '?' : `${Math.round(value)} ms`)
  return `perf ${scores.performance ?? '?'} · a11y ${scores.accessibility ?? '?'} · BP ${scores.bestPractices ?? '?'} · SEO ${scores.seo ?? '?'} · LCP ${ms(scores.lcpMs)} · TBT ${ms(scores.tbtMs)} · CLS ${scores.cls === null ? '?' : +scores.cls.toFixed(3)}`
}

export function evaluateGoals(result: Omit<BenchResult, 'goals'>, targets: BenchTarget[]): GoalResult[] {
  const goals: GoalResult[] = []
  for (const target of targets) {
    for (const goal of target.goals ?? []) {
      if (goal === 'page-throughput' || goal === 'graphql-throughput' || goal === 'page-p99') {
        for (const server of result.servers) {
          const run = server.targets.find((candidate) => candidate.name === target.name)
          if (server.error && !run) {
            goals.push({ goal: GOAL_TEXT[goal], subject: target.name, database: server.database, figure: '—', status: 'invalid', note: server.error })
            continue
          }
          goals.push(goal === 'page-p99' ? p99Goal(target, server, run) : throughputGoal(target, server, run, goal))
        }
      } else if (goal === 'first-load-js') {
        const weight = result.firstLoadJs.find((candidate) => candidate.name === target.name)
        const missing = unmeasured(target, weight)
        if (missing || !weight?.firstLoadJs) {
          goals.push({ goal: GOAL_TEXT[goal], subject: target.name, ...(missing ?? { figure: '—', status: 'invalid' }) })
          continue
        }
        const bytes = weight.firstLoadJs.totalGzipBytes
        goals.push({ goal: GOAL_TEXT[goal], subject: target.name, figure: `${(bytes / 1000).toFixed(1)} kB`, status: bytes <= LIMITS.firstLoadJsMaxBytes ? 'met' : 'not met' })
      } else {
        if (!result.lighthouse) {
          goals.push({ goal: GOAL_TEXT[goal], subject: target.name, figure: '—', status: 'not measured', note: '--skip-lighthouse' })
          continue
        }
        const audit = result.lighthouse.find((candidate) => candidate.name === target.name)
        const missing = unmeasured(target, audit)
        if (missing || !audit?.scores) {
          goals.push({ goal: GOAL_TEXT[goal], subject: target.name, ...(missing ?? { figure: '—', status: 'invalid' }) })
          continue
        }
        if (audit.scores.runtimeError) {
          goals.push({ goal: GOAL_TEXT[goal], subject: target.name, figure: '—', status: 'invalid', note: audit.scores.runtimeError })
          continue
        }
        const failures = lighthouseFailures(audit.scores)
        const status: GoalStatus = failures.length ? 'not met' : 'met'
        goals.push({ goal: GOAL_TEXT[goal], subject: target.name, figure: formatLighthouse(audit.scores), status, note: failures.join('; ') || undefined })
      }
    }
  }
  return goals
}
