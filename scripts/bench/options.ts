/** Command-line flags of `npm run bench -- …`; each also reads a BENCH_* environment variable. */

export interface BenchOptions {
  /** Seconds per load test. */
  durationS: number
  quick: boolean
  skipPostgres: boolean
  skipLighthouse: boolean
  /** Lighthouse audits per page; the run with the median LCP is judged (an odd number, so one is the median). */
  lighthouseRuns: number
  /** Only these targets (names of targets.ts); the baselines are always measured. */
  only: string[] | null
  /** What to build: the working tree (default), a git ref, or the project's existing `.next` build. */
  source: { kind: 'worktree' } | { kind: 'ref'; ref: string } | { kind: 'prebuilt' }
  /** Keep the temporary build folder (to rerun with `--app-dir`). */
  keep: boolean
  /** Run an already built app folder (one that `--keep` left, or any built checkout). */
  appDir: string | null
  outDir: string
  /** `--compare old.json [new.json]`: print the difference of two result files and exit. */
  compare: string[] | null
  /** `--scale 1,10,100`: the growth mode (growth.ts): catalogue targets at each SEED_SCALE; null: the normal run. */
  scales: number[] | null
  /** `--instances`: cached-page req/s of one process and of one per core on PostgreSQL (instances.ts). */
  instances: boolean
  help: boolean
}

export const HELP = `npm run bench -- [options]

  --duration <s>       seconds per load test (default 10; BENCH_DURATION)
  --quick              2 s per load test, for smoke runs (BENCH_QUICK=1)
  --skip-postgres      only the embedded database (BENCH_SKIP_POSTGRES=1)
  --skip-lighthouse    no Lighthouse audits (BENCH_SKIP_LIGHTHOUSE=1)
  --lighthouse-runs <n>
                       audits per page, odd (default 3; BENCH_LIGHTHOUSE_RUNS): the run with the median
                       LCP is the page's figure, every run's LCP is printed
  --only <a,b>         only these targets (names in scripts/bench/targets.ts; baselines always run)
  --ref <git-ref>      build that commit (git archive) instead of the working tree
  --no-build           run the project's existing .next build (after \`npm run build\`)
  --app-dir <dir>      run an already built app folder (e.g. one left by --keep)
  --keep               keep the temporary build folder and print its path
  --out <dir>          where result JSON files go (default bench/results)
  --scale <1,10,100>   growth mode: for each SEED_SCALE a fresh database, the catalogue targets of CBBE
                       (cost per request and its ratio to the smallest scale, judged against 2x); BENCH_SCALE
  --instances          every core: the cached listing page on PostgreSQL with one app process and with
                       WEB_CONCURRENCY = one per core, their req/s ratio judged against 1.5x; BENCH_INSTANCES=1
  --compare <old.json> [<new.json>]
                       compare two result files (new defaults to the latest in bench/results)
`

/** Most a growth run accepts: SEED_SCALE's own ceiling (server/db/seed/scale.ts). */
const MAX_SCALE = 1000

/** `1,10,100`: distinct whole scales from 1 to 1000, returned in ascending order (the smallest is the reference). */
export function parseScales(raw: string): number[] {
  const parts = raw.split(',').map((part) => part.trim())
  if (!parts.length || parts.some((part) => !/^\d+$/.test(part) || Number(part) < 1 || Number(part) > MAX_SCALE)) {
    throw new Error(`--scale needs whole numbers from 1 to ${MAX_SCALE}, comma-separated, e.g. 1,10,100 (got "${raw}")`)
  }
  const scales = [...new Set(parts.map(Number))].sort((a, b) => a - b)
  if (scales.length < 2) throw new Error(`--scale needs at least two scales to compare, e.g. 1,10 (got "${raw}")`)
  return scales
}

const truthy = (value: string | undefined) => value !== undefined && value !== '' && value !== '0' && value !== 'false'

export function parseOptions(argv: string[], env: Record<string, string | undefined> = process.env): BenchOptions {
  const options: BenchOptions = {
    durationS: env.BENCH_DURATION ? Number(env.BENCH_DURATION) : 10,
    quick: truthy(env.BENCH_QUICK),
    skipPostgres: truthy(env.BENCH_SKIP_POSTGRES),
    skipLighthouse: truthy(env.BENCH_SKIP_LIGHTHOUSE),
    lighthouseRuns: env.BENCH_LIGHTHOUSE_RUNS ? Number(env.BENCH_LIGHTHOUSE_RUNS) : 3,
    only: env.BENCH_ONLY ? env.BENCH_ONLY.split(',').filter(Boolean) : null,
    source: { kind: 'worktree' },
    keep: false,
    appDir: null,
    outDir: 'bench/results',
    compare: null,
    scales: env.BENCH_SCALE ? parseScales(env.BENCH_SCALE) : null,
    instances: truthy(env.BENCH_INSTANCES),
    help: false,
  }
  let durationGiven = Boolean(env.BENCH_DURATION)
  const args = [...argv]
  const value = (flag: string) => {
    const next = args.shift()
    if (next === undefined || next.startsWith('--')) throw new Error(`${flag} needs a value`)
    return next
  }
  while (args.length) {
    const arg = args.shift() as string
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined]
    const take = () => inline ?? value(flag)
    switch (flag) {
      case '--duration':
        options.durationS = Number(take())
        durationGiven = true
        break
      case '--quick':
        options.quick = true
        break
      case '--skip-postgres':
        options.skipPostgres = true
        break
      case '--skip-lighthouse':
        options.skipLighthouse = true
        break
      case '--lighthouse-runs':
        options.lighthouseRuns = Number(take())
        break
      case '--only':
        options.only = take().split(',').filter(Boolean)
        break
      case '--ref':
        options.source = { kind: 'ref', ref: take() }
        break
      case '--no-build':
        options.source = { kind: 'prebuilt' }
        break
      case '--app-dir':
        options.appDir = take()
        options.source = { kind: 'prebuilt' }
        break
      case '--keep':
        options.keep = true
        break
      case '--out':
        options.outDir = take()
        break
      case '--compare': {
        const files = [take()]
        if (args[0] && !args[0].startsWith('--')) files.push(args.shift() as string)
        options.compare = files
        break
      }
      case '--scale':
        options.scales = parseScales(take())
        break
      case '--instances':
        options.instances = true
        break
      case '--help':
      case '-h':
        options.help = true
        break
      default:
        throw new Error(`unknown option ${arg}\n\n${HELP}`)
    }
  }
  if (options.instances && options.scales) throw new Error('--instances and --scale are separate runs: give one of them')
  if (options.quick && !durationGiven) options.durationS = 2
  if (!Number.isFinite(options.durationS) || options.durationS <= 0) throw new Error('--duration must be a positive number of seconds')
  if (!Number.isInteger(options.lighthouseRuns) || options.lighthouseRuns < 1 || options.lighthouseRuns % 2 === 0) {
    throw new Error('--lighthouse-runs must be an odd whole number (1, 3, 5, …), so that one run is the median')
  }
  return options
}
