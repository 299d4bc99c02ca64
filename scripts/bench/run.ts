/**
 * `npm run bench`: builds the production app, starts it on the embedded database and on a throwaway
 * PostgreSQL, measures every target of targets.ts beside the same server's baselines, First Load JS and
 * Lighthouse, prints the figures and the goals of docs/performance.md, and writes bench/results/<time>.json.
 */
import { existsSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { prepareApp, type PreparedApp } from './app-build'
import { startApp, startPostgres, type Postgres, type RunningProcess } from './app-server'
import { evaluateGoals } from './goals'
import { formatGrowth, runGrowth } from './growth'
import { runInstances } from './instances'
import { formatInstances, instancesProcesses } from './instances-verdict'
import { addRatios, measureServer } from './measure-server'
import { HELP, parseOptions } from './options'
import { formatComparison, formatResult } from './report'
import { latestResultFile, writeResult, type BenchResult, type Database, type LighthouseRun, type PageWeight, type RawRun, type ServerRun } from './results'
import { TARGETS } from './targets'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
const log = (line: string) => console.log(line)
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Whatever is running is stopped on exit, Ctrl-C included. */
const running = new Set<() => Promise<void> | void>()
async function stopAll() {
  for (const stop of [...running].reverse()) {
    running.delete(stop)
    try {
      await stop()
    } catch (error) {
      console.error('cleanup:', error instanceof Error ? error.message : error)
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping servers …`)
    void stopAll().then(() => process.exit(130))
  })
}

function compare(files: string[], outDir: string) {
  const older = files[0] as string
  const newer = files[1] ?? latestResultFile(outDir, older)
  if (!newer) throw new Error(`nothing to compare ${older} with in ${outDir}`)
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as BenchResult
  console.log(formatComparison(read(older), read(newer), path.basename(older), path.basename(newer)))
}

async function main() {
  const options = parseOptions(process.argv.slice(2))
  if (options.help) return void console.log(HELP)
  const outDir = path.resolve(root, options.outDir)
  if (options.compare) return compare(options.compare, outDir)

  const unknown = (options.only ?? []).filter((name) => !TARGETS.some((target) => target.name === name))
  if (unknown.length) throw new Error(`unknown target(s) ${unknown.join(', ')}; known: ${TARGETS.map((target) => target.name).join(', ')}`)
  const targets = options.only ? TARGETS.filter((target) => options.only?.includes(target.name)) : TARGETS
  // Refused before the build: a one-core machine has nothing to compare.
  const instanceProcesses = options.instances ? instancesProcesses(os.availableParallelism()) : null
  const lighthouse = !options.instances && !options.skipLighthouse && targets.some((target) => target.kind === 'page' && target.lighthouse)
  if (lighthouse && !existsSync(CHROME_PATH)) throw new Error(`${CHROME_PATH} is missing: install Debian's chromium (apt-get install chromium) or pass --skip-lighthouse`)

  const startedAt = new Date().toISOString()
  const loadAverageAtStart = os.loadavg()
  const app: PreparedApp = await prepareApp(root, options, log)
  running.add(() => app.cleanup())

  const databases: Database[] = options.skipPostgres ? ['pglite'] : ['pglite', 'postgres']
  /** Registers a stop for Ctrl-C and returns its unregister (the growth and instances modes start their own servers). */
  const track = (stop: () => Promise<void> | void) => {
    running.add(stop)
    return () => running.delete(stop)
  }
  /** The result of a mode that measures no regular targets: only its own figures. */
  const modeResult = (mode: { skipPostgres: boolean }, figures: Pick<BenchResult, 'growth' | 'instances'>): BenchResult => ({
    schema: 1, startedAt, finishedAt: new Date().toISOString(), source: app.source, commit: app.commit, dirty: app.dirty,
    buildSeconds: app.buildSeconds,
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', node: process.version, loadAverageAtStart, loadAverageAtEnd: os.loadavg() },
    options: { durationS: options.durationS, quick: options.quick, skipPostgres: mode.skipPostgres, skipLighthouse: true, only: null },
    servers: [], rawHttp: [], firstLoadJs: [], lighthouse: null, goals: [], ...figures,
  })
  if (options.scales) {
    const growth = await runGrowth({ root, app, scales: options.scales, databases, durationS: options.durationS, log, track })
    const result = modeResult({ skipPostgres: options.skipPostgres }, { growth })
    console.log(`\n${formatGrowth(growth)}\n`)
    console.log(`results: ${path.relative(process.cwd(), writeResult(outDir, result))}`)
    return
  }
  if (instanceProcesses !== null) {
    const instances = await runInstances({ root, app, processes: instanceProcesses, durationS: options.durationS, log, track })
    const result = modeResult({ skipPostgres: false }, { instances })
    console.log(`\n${formatInstances(instances)}\n`)
    console.log(`results: ${path.relative(process.cwd(), writeResult(outDir, result))}`)
    return
  }
  const servers: ServerRun[] = []
  let raw: RawRun[] = []
  let firstLoadJs: PageWeight[] = []
  let lighthouseRuns: LighthouseRun[] | null = null
  for (const [index, database] of databases.entries()) {
    log(`\n${database}: starting the app …`)
    let postgres: Postgres | null = null
    let server: RunningProcess | null = null
    try {
      if (database === 'postgres') {
        postgres = await startPostgres(root, app.workDir)
        running.add(postgres.stop)
      }
      server = await startApp({ appDir: app.dir, workDir: app.workDir, database: postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite' } })
      running.add(server.stop)
      log(`  app on port ${server.port} (pid ${server.pid})`)
      const phase = await measureServer({
        port: server.port,
        appPid: server.pid,
        databasePid: postgres?.pid ?? null,
        appDir: app.dir,
        workDir: app.workDir,
        database,
        targets,
        durationS: options.durationS,
        first: index === 0,
        lighthouse: lighthouse && index === 0,
        lighthouseRuns: options.lighthouseRuns,
        chromePath: CHROME_PATH,
        appExited: server.exited,
        log,
      })
      servers.push(phase.server)
      if (index === 0) {
        raw = phase.raw
        firstLoadJs = phase.firstLoadJs
        lighthouseRuns = phase.lighthouse
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      console.error(`${database}: ${message}`)
      servers.push({ database, staticRoute: null, staticRouteCache: null, baselines: { static50: [], static10: [], trivialGraphql50: [] }, targets: [], error: message.split('\n')[0] })
    } finally {
      if (server) {
        await server.stop()
        running.delete(server.stop)
      }
      if (postgres) {
        postgres.stop()
        running.delete(postgres.stop)
      }
    }
  }
  for (const server of servers) addRatios(server, raw)

  const partial: Omit<BenchResult, 'goals'> = {
    schema: 1,
    startedAt,
    finishedAt: new Date().toISOString(),
    source: app.source,
    commit: app.commit,
    dirty: app.dirty,
    buildSeconds: app.buildSeconds,
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', node: process.version, loadAverageAtStart, loadAverageAtEnd: os.loadavg() },
    options: { durationS: options.durationS, quick: options.quick, skipPostgres: options.skipPostgres, skipLighthouse: !lighthouse, only: options.only },
    servers,
    rawHttp: raw,
    firstLoadJs,
    lighthouse: lighthouse ? (lighthouseRuns ?? []) : null,
  }
  const result: BenchResult = { ...partial, goals: evaluateGoals(partial, targets) }
  console.log(`\n${formatResult(result)}\n`)
  console.log(`results: ${path.relative(process.cwd(), writeResult(outDir, result))}`)
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
  .finally(() => stopAll())
