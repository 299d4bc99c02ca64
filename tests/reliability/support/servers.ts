/**
 * Processes the reliability scenarios run against: production app servers (`next start` from the
 * build in NEXT_DIST_DIR, default .next-reliability), throwaway PostgreSQL databases on the server of
 * TEST_DATABASE_URL, and, for the restart scenario, a PostgreSQL server of its own.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import pg from 'pg'

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..')
export const DIST_DIR = process.env.NEXT_DIST_DIR ?? '.next-reliability'

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DATABASE_URL must point at a PostgreSQL server (scripts/pg-test-server.sh start <dir> <port>)')
  return url
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

export interface Database {
  url: string
  pool: pg.Pool
  drop(): Promise<void>
}

/** A new empty database; the first app server migrates and seeds it. */
export async function createDatabase(server = adminUrl()): Promise<Database> {
  const name = `reliability_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: server })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = withDatabase(server, name)
  const pool = new pg.Pool({ connectionString: url, max: 5 })
  pool.on('error', () => undefined)
  return {
    url,
    pool,
    async drop() {
      await pool.end().catch(() => undefined)
      const cleanup = new pg.Client({ connectionString: server })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}

export function workDir(label: string): string {
  const dir = mkdtempSync(`/tmp/giftshop-reliability-${label}-`)
  chmodSync(dir, 0o755)
  return dir
}

export function logTail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n')
  } catch {
    return ''
  }
}

/**
 * A server's JSON log lines so far: the lines Next prints itself are not JSON, and a line the server is
 * still writing (after the last newline) is left for the next read.
 */
export function jsonLogLines<T>(file: string): T[] {
  return readFileSync(file, 'utf8').split('\n').slice(0, -1).filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as T)
}

export interface AppOptions {
  name: string
  databaseUrl: string
  dir: string
  env?: Record<string, string>
  port?: number
}

export interface AppServer {
  name: string
  port: number
  origin: string
  logFile: string
  outboxDir: string
  pid(): number
  /** Ends the process group at once (no shutdown hooks, no flush): a crash. */
  kill(signal?: NodeJS.Signals): Promise<void>
  /** Starts the same server again (same port, database and outbox). */
  start(): Promise<void>
  stop(): Promise<void>
}

export function buildPresent(): boolean {
  return existsSync(path.join(ROOT, DIST_DIR, 'BUILD_ID'))
}

/** A production server on its own port, ready once /api/health/ answers 200 (migrated and seeded). */
export async function startApp(options: AppOptions): Promise<AppServer> {
  if (!buildPresent()) throw new Error(`${DIST_DIR} has no production build: run NEXT_DIST_DIR=${DIST_DIR} npm run build first`)
  const port = options.port ?? await freePort()
  const logFile = path.join(options.dir, `${options.name}.log`)
  const outboxDir = path.join(options.dir, `outbox-${options.name}`)
  mkdirSync(outboxDir, { recursive: true })
  let child: ChildProcess | null = null

  const launch = async () => {
    const fd = openSync(logFile, 'a')
    child = spawn(process.execPath, [path.join(ROOT, 'scripts/server/start.mjs'), '-p', String(port)], {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', fd, fd],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_DIST_DIR: DIST_DIR,
        PORT: String(port),
        DATABASE_URL: options.databaseUrl,
        DATA_DIR: path.join(options.dir, 'data'),
        MAIL_OUTBOX_DIR: outboxDir,
        STOREFRONT_URL_TEMPLATE: `http://{code}.localhost:${port}`,
        ALLOW_DEVELOPMENT_CAPTCHA: '1',
        ALLOW_TEST_PAYMENTS: '1',
        SMTP_URL: '',
        // Hundreds of shoppers come from 127.0.0.1 here; the per-address basket limit has its own tests.
        BASKETS_PER_ADDRESS_PER_HOUR: '0',
        ...options.env,
      },
    })
    closeSync(fd)
    const started = child
    const deadline = Date.now() + 180_000
    let last = 'no answer'
    while (Date.now() < deadline) {
      if (started.exitCode !== null || started.signalCode !== null) throw new Error(`${options.name} exited before it was ready:\n${logTail(logFile)}`)
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health/`, { signal: AbortSignal.timeout(5_000) })
        if (response.status === 200) return
        last = `HTTP ${response.status} ${(await response.text()).slice(0, 200)}`
      } catch (error) {
        last = error instanceof Error ? error.message : String(error)
      }
      await sleep(200)
    }
    throw new Error(`${options.name} not ready after 180 s (${last}):\n${logTail(logFile)}`)
  }

  const signalGroup = (signal: NodeJS.Signals) => {
    const current = child
    if (!current || current.pid === undefined || current.exitCode !== null || current.signalCode !== null) return Promise.resolve()
    return new Promise<void>((resolve) => {
      current.once('exit', () => resolve())
      try {
        process.kill(-current.pid!, signal)
      } catch {
        resolve()
      }
    })
  }

  await launch()
  return {
    name: options.name,
    port,
    origin: `http://127.0.0.1:${port}`,
    logFile,
    outboxDir,
    pid: () => child?.pid ?? -1,
    kill: (signal = 'SIGKILL') => signalGroup(signal),
    start: launch,
    async stop() {
      const timer = setTimeout(() => void signalGroup('SIGKILL'), 5_000)
      await signalGroup('SIGTERM')
      clearTimeout(timer)
    },
  }
}

export interface PostgresServer {
  url: string
  /** Stops the server (fast shutdown: open connections are cut) and starts it again on the same port. */
  stopServer(): void
  startServer(): void
  destroy(): void
}

/** A PostgreSQL server of its own (scripts/pg-test-server.sh), for the scenario that restarts it. */
export async function startPostgres(dir: string): Promise<PostgresServer> {
  const script = path.join(ROOT, 'scripts/pg-test-server.sh')
  const pgDir = path.join(dir, 'pg')
  const port = await freePort()
  const run = (args: string[]) => {
    const result = spawnSync('bash', [script, ...args], { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`pg-test-server.sh ${args[0]}: ${(result.stderr || result.stdout).trim()}`)
    return result.stdout.trim()
  }
  const url = run(['start', pgDir, String(port)]).split('\n').pop()!
  const bin = spawnSync('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1'], { encoding: 'utf8' }).stdout.trim()
  const asOwner = (args: string[]) => {
    const command = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', ...args] : args
    const result = spawnSync(command[0]!, command.slice(1), { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`${args.join(' ')}: ${(result.stderr || result.stdout).trim()}`)
  }
  return {
    url,
    stopServer: () => asOwner([`${bin}/pg_ctl`, '-D', `${pgDir}/data`, '-m', 'fast', '-w', 'stop']),
    startServer: () => asOwner([`${bin}/pg_ctl`, '-D', `${pgDir}/data`, '-l', `${pgDir}/server.log`, '-w', '-o',
      `-h 127.0.0.1 -p ${port} -k ${pgDir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`, 'start']),
    destroy: () => {
      spawnSync('bash', [script, 'stop', pgDir], { encoding: 'utf8' })
      rmSync(pgDir, { recursive: true, force: true })
    },
  }
}
