/** Prints a bench run (or two, compared) as plain-text tables. */
import { formatLighthouse } from './goals'
import type { LoadFigures } from './load'
import { baselineMean, type BenchResult, type RawRun, type ServerRun, type TargetRun } from './results'

export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)))
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ').trimEnd()
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n')
}

const rps = (value: number | undefined) => (value === undefined ? '—' : value >= 100 ? value.toFixed(0) : value.toFixed(1))
const ms = (value: number | undefined) => (value === undefined ? '—' : `${value >= 10 ? value.toFixed(0) : value.toFixed(1)}`)
const times = (value: number | null | undefined, digits = 2) => (value == null ? '—' : `${value.toFixed(digits)}×`)
const kb = (bytes: number) => (bytes < 1000 ? `${bytes} B` : `${(bytes / 1000).toFixed(1)} kB`)

/** CPU used by other processes of the machine during the test(s), % of all cores: the noise. */
function otherCpu(...figures: Array<LoadFigures | undefined>): string {
  const values = figures.flatMap((figure) => (figure?.cpu ? [figure.cpu.otherPct] : []))
  return values.length ? `${Math.max(...values).toFixed(0)} %` : '—'
}

function failures(figures: LoadFigures | undefined): string {
  if (!figures) return ''
  const parts = [figures.non2xx && `${figures.non2xx} non-2xx`, figures.errors && `${figures.errors} errors`, figures.timeouts && `${figures.timeouts} timeouts`].filter(Boolean)
  return parts.join(', ')
}

function statusText(target: TargetRun): string {
  if (target.status === 'not-built') return `not measurable yet (feature not built${target.requires ? `: ${target.requires}` : ''})`
  if (target.status === 'failed') return `FAILED: ${target.reason ?? ''}`
  if (target.status === 'skipped') return `skipped${target.reason ? `: ${target.reason}` : ''}`
  return [target.cache ? `cache ${target.cache}` : '', failures(target.at50), failures(target.at10)].filter(Boolean).join('; ')
}

export function formatServer(server: ServerRun): string {
  const lines = [`== ${server.database === 'pglite' ? 'embedded database (PGlite)' : 'PostgreSQL'} ==`]
  if (server.error) lines.push(`ERROR: ${server.error}`)
  const s50 = baselineMean(server.baselines.static50)
  const s10 = baselineMean(server.baselines.static10)
  const ping = baselineMean(server.baselines.trivialGraphql50)
  const second = baselineMean(server.baselines.secondStatic50 ?? [])
  const spread = (figures: LoadFigures[]) =>
    figures.length > 1 ? ` (runs: ${figures.map((figure) => rps(figure.requestsPerSec)).join(' / ')}; other CPU ${otherCpu(...figures)})` : ''
  lines.push(
    `baselines: static route ${server.staticRoute ?? '—'}${server.staticRouteCache ? ` (x-nextjs-cache ${server.staticRouteCache})` : ''}: ` +
      `${rps(s50?.requestsPerSec)} req/s${spread(server.baselines.static50)}, p99 ${ms(s50?.p99Ms)} ms; at 10 conn. p99 ${ms(s10?.p99Ms)} ms; ` +
      `{ ping }: ${rps(ping?.requestsPerSec)} req/s${spread(server.baselines.trivialGraphql50)}, p99 ${ms(ping?.p99Ms)} ms` +
      (server.secondStaticRoute ? `; second baseline ${server.secondStaticRoute}: ${rps(second?.requestsPerSec)} req/s${spread(server.baselines.secondStatic50 ?? [])}` : ''),
  )
  const rows = server.targets.map((target) => [
    target.name,
    target.request,
    rps(target.at50?.requestsPerSec),
    ms(target.at50?.p50Ms),
    ms(target.at50?.p99Ms),
    times(target.ratios?.rpsVsStatic),
    times(target.ratios?.rpsVsRaw, 3),
    times(target.ratios?.rpsVsTrivialGraphql),
    ms(target.at10?.p99Ms),
    times(target.ratios?.p99At10VsStatic),
    typeof target.at50?.cpu?.serverMsPerRequest === 'number' ? target.at50.cpu.serverMsPerRequest.toFixed(1) : '—',
    otherCpu(target.at50, target.at10),
    statusText(target),
  ])
  lines.push(
    table(['target', 'request', 'req/s', 'p50 ms', 'p99 ms', '÷static', '÷raw', '÷ping', 'p99@10', '÷static@10', 'CPU ms/req', 'other CPU', 'notes'], rows),
  )
  return lines.join('\n')
}

export function formatRaw(raw: RawRun[]): string {
  if (!raw.length) return ''
  return [
    '== raw node:http server, same bytes (the load tool\'s ceiling on this machine) ==',
    table(
      ['bytes of', 'size', 'req/s', 'p50 ms', 'p99 ms', 'other CPU'],
      raw.map((run) => [run.name, kb(run.bytes), rps(run.at50.requestsPerSec), ms(run.at50.p50Ms), ms(run.at50.p99Ms), otherCpu(run.at50)]),
    ),
  ].join('\n')
}

export function formatResult(result: BenchResult): string {
  const sections: string[] = []
  sections.push(
    [
      `bench ${result.startedAt} — ${result.source}`,
      `machine: ${result.machine.cpus} × ${result.machine.cpuModel}, Node ${result.machine.node}, load average ${result.machine.loadAverageAtStart.map((value) => value.toFixed(2)).join(' ')} at start, ` +
        `${result.machine.loadAverageAtEnd.map((value) => value.toFixed(2)).join(' ')} at end`,
      `load tests: ${result.options.durationS} s each (after 1 s of warm-up), 50 connections (10 for p99@10), one at a time; ratios are against baselines of the same server in this run`,
      'CPU ms/req: server CPU time (app + database) per request at 50 connections. other CPU: share of the machine used by other processes during a test (the highest of its runs); above ~10 % its figures are noisy',
    ].join('\n'),
  )
  for (const server of result.servers) sections.push(formatServer(server))
  const raw = formatRaw(result.rawHttp)
  if (raw) sections.push(raw)

  if (result.firstLoadJs.length) {
    sections.push(
      [
        '== First Load JS (gzip -9 of every <script src> of the served HTML; inline RSC payload apart) ==',
        table(
          ['page', 'path', 'scripts', 'raw', 'gzip', 'inline (gzip)', 'notes'],
          result.firstLoadJs.map((page) => [
            page.name,
            page.path ?? '—',
            page.firstLoadJs ? String(page.firstLoadJs.scripts.length) : '—',
            page.firstLoadJs ? kb(page.firstLoadJs.totalBytes) : '—',
            page.firstLoadJs ? kb(page.firstLoadJs.totalGzipBytes) : '—',
            page.firstLoadJs ? kb(page.firstLoadJs.inlineGzipBytes) : '—',
            page.status === 'not-built' ? 'not measurable yet (feature not built)' : page.status === 'measured' ? '' : `${page.status}: ${page.reason ?? ''}`,
          ]),
        ),
      ].join('\n'),
    )
  }

  if (result.lighthouse === null) sections.push('== Lighthouse: skipped (--skip-lighthouse) ==')
  else if (result.lighthouse.length) {
    sections.push(
      [
        '== Lighthouse (mobile preset: emulated Moto G Power, simulated slow 4G, 4× CPU slowdown) ==',
        ...result.lighthouse.map((run) => {
          if (run.status === 'not-built') return `${run.name}: not measurable yet (feature not built${run.reason ? `: ${run.reason}` : ''})`
          if (!run.scores) return `${run.name}: ${run.status}${run.reason ? ` — ${run.reason}` : ''}`
          const scores = run.scores
          const extra = [
            (run.runs?.length ?? 0) > 1 ? `median of ${run.runs!.length} runs by LCP; every run's LCP: ${run.runs!.map((one) => (one.lcpMs === null ? '—' : `${(one.lcpMs / 1000).toFixed(2)} s`)).join(', ')}` : '',
            scores.benchmarkIndex !== null ? `benchmarkIndex ${Math.round(scores.benchmarkIndex)}` : '',
            scores.runtimeError ? `runtime error ${scores.runtimeError}` : '',
            scores.failedAudits.length ? `below 90: ${scores.failedAudits.join(', ')}` : '',
          ].filter(Boolean)
          return `${run.name} (${run.url}): ${formatLighthouse(scores)}${extra.length ? `\n    ${extra.join('\n    ')}` : ''}`
        }),
      ].join('\n'),
    )
  }

  sections.push(
    [
      '== goals ==',
      table(
        ['goal', 'subject', 'database', 'figure', 'status', 'note'],
        result.goals.map((goal) => [goal.goal, goal.subject, goal.database ?? '', goal.figure, goal.status.toUpperCase(), goal.note ?? '']),
      ),
    ].join('\n'),
  )
  return sections.join('\n\n')
}

const cpuOf = (run: TargetRun | undefined) => (typeof run?.at50?.cpu?.serverMsPerRequest === 'number' ? run.at50.cpu.serverMsPerRequest.toFixed(1) : '—')

/** Two runs side by side: requests/s, p99 and ratios per server and target, First Load JS, Lighthouse. */
export function formatComparison(older: BenchResult, newer: BenchResult, olderName: string, newerName: string): string {
  const change = (a: number | undefined | null, b: number | undefined | null) => (a == null || b == null || a === 0 ? '' : `${b >= a ? '+' : ''}${(((b - a) / a) * 100).toFixed(0)} %`)
  const lines = [`comparing ${olderName} (${older.source}) → ${newerName} (${newer.source})`]
  for (const server of newer.servers) {
    const previous = older.servers.find((candidate) => candidate.database === server.database)
    if (!previous) continue
    const rows: string[][] = []
    const pairs: Array<[string, number | undefined, number | undefined, number | null | undefined, number | null | undefined]> = [
      ['static route', baselineMean(previous.baselines.static50)?.requestsPerSec, baselineMean(server.baselines.static50)?.requestsPerSec, baselineMean(previous.baselines.static50)?.p99Ms, baselineMean(server.baselines.static50)?.p99Ms],
      ['{ ping }', baselineMean(previous.baselines.trivialGraphql50)?.requestsPerSec, baselineMean(server.baselines.trivialGraphql50)?.requestsPerSec, baselineMean(previous.baselines.trivialGraphql50)?.p99Ms, baselineMean(server.baselines.trivialGraphql50)?.p99Ms],
    ]
    for (const [name, a, b, pa, pb] of pairs) rows.push([name, rps(a), rps(b), change(a, b), ms(pa ?? undefined), ms(pb ?? undefined), '', '', '', ''])
    for (const target of server.targets) {
      const before = previous.targets.find((candidate) => candidate.name === target.name)
      const ratioOf = (run: TargetRun | undefined) => run?.ratios?.rpsVsTrivialGraphql ?? run?.ratios?.rpsVsStatic
      rows.push([
        target.name,
        before?.status === 'measured' ? rps(before.at50?.requestsPerSec) : (before?.status ?? '—'),
        target.status === 'measured' ? rps(target.at50?.requestsPerSec) : target.status,
        change(before?.at50?.requestsPerSec, target.at50?.requestsPerSec),
        ms(before?.at50?.p99Ms),
        ms(target.at50?.p99Ms),
        times(ratioOf(before)),
        times(ratioOf(target)),
        cpuOf(before),
        cpuOf(target),
      ])
    }
    lines.push(
      '',
      `== ${server.database} ==`,
      table(['target', 'req/s before', 'after', 'change', 'p99 before', 'after', 'ratio before', 'after', 'CPU ms/req before', 'after'], rows),
    )
  }
  const weights = newer.firstLoadJs.filter((page) => page.firstLoadJs)
  if (weights.length) {
    lines.push(
      '',
      '== First Load JS (gzip) ==',
      table(
        ['page', 'before', 'after', 'change'],
        weights.map((page) => {
          const before = older.firstLoadJs.find((candidate) => candidate.name === page.name)?.firstLoadJs?.totalGzipBytes
          const after = page.firstLoadJs?.totalGzipBytes
          return [page.name, before === undefined ? '—' : kb(before), after === undefined ? '—' : kb(after), change(before, after)]
        }),
      ),
    )
  }
  if (newer.lighthouse?.length) {
    lines.push('', '== Lighthouse ==')
    for (const run of newer.lighthouse) {
      const before = older.lighthouse?.find((candidate) => candidate.name === run.name)?.scores
      if (!run.scores) continue
      lines.push(`${run.name}: ${before ? formatLighthouse(before) : '—'}\n  → ${formatLighthouse(run.scores)}`)
    }
  }
  const statusBefore = new Map(older.goals.map((goal) => [`${goal.goal}|${goal.subject}|${goal.database ?? ''}`, goal.status]))
  const changed = newer.goals.filter((goal) => statusBefore.get(`${goal.goal}|${goal.subject}|${goal.database ?? ''}`) !== goal.status)
  if (changed.length) {
    lines.push('', '== goals whose status changed ==')
    for (const goal of changed) lines.push(`${goal.subject}${goal.database ? ` (${goal.database})` : ''} — ${goal.goal}: ${statusBefore.get(`${goal.goal}|${goal.subject}|${goal.database ?? ''}`) ?? '—'} → ${goal.status}`)
  }
  return lines.join('\n')
}
