/**
 * Lifecycle of the processes a bench run starts: the production app (`next start`, one process id in
 * its own process group, so stopping it stops everything it started), a throwaway PostgreSQL server
 * (scripts/pg-test-server.sh) and the raw node:http baseline server.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, closeSync, mkdirSync, openSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { freePort, request, sleep } from './http'

export interface RunningProcess {
  port: number
  pid: number
  logFile: string
  /** Null while it runs; how it ended otherwise (e.g. killed by someone else on a shared machine). */
  exited(): string | null
  stop(): Promise<void>
}

function exitWatcher(child: ChildProcess, logFile: string): () => string | null {
  let ended: string | null = null
  child.once('exit', (code, signal) => {
    ended = `the process ${child.pid} exited (${signal ? `signal ${signal}` : `code ${code}`}); ${logFile}:\n${logTail(logFile, 15)}`
  })
  return () => ended
}

/** SIGTERM to the process group, SIGKILL after 5 s; resolves once the process has exited. */
function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolve()
    const pid = child.pid
    const kill = (signal: NodeJS.Signals) => {
      try {
        process.kill(-pid, signal)
      } catch {
        // already gone
      }
    }
    const timer = setTimeout(() => kill('SIGKILL'), 5_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    kill('SIGTERM')
  })
}

function spawnLogged(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string }): ChildProcess {
  const fd = openSync(options.logFile, 'a')
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ['ignore', fd, fd] })
  closeSync(fd)
  return child
}

function logTail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n')
  } catch {
    return ''
  }
}

/** Waits until `path` answers 200 (the app's readiness route: the database is migrated and seeded). */
async function waitReady(child: ChildProcess, port: number, readyPath: string, logFile: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let last = 'no answer'
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode}) before it was ready; ${logFile}:\n${logTail(logFile)}`)
    try {
      const response = await request({ port, path: readyPath, host: `127.0.0.1:${port}`, timeoutMs: 5_000 })
      if (response.status === 200) return
      last = `HTTP ${response.status} ${response.body.toString('utf8').slice(0, 200)}`
    } catch (error) {
      last = error instanceof Error ? error.message : String(error)
    }
    await sleep(250)
  }
  throw new Error(`the server was not ready after ${timeoutMs / 1000} s (${readyPath}: ${last}); ${logFile}:\n${logTail(logFile)}`)
}

export interface AppServerOptions {
  appDir: string
  workDir: string
  /** 'pglite' uses a fresh DATA_DIR; otherwise the PostgreSQL URL. */
  database: { kind: 'pglite' } | { kind: 'postgres'; url: string }
  /** Names the data folder and log (the growth mode starts one app per scale); default the database kind. */
  name?: string
  /** More environment (SEED_SCALE, SEED_STOREFRONTS, REVALIDATE_SECRET in the growth mode). */
  env?: Record<string, string>
  /** How long the start (migration and seed) may take; default 3 minutes. */
  readyTimeoutMs?: number
}

export async function startApp({ appDir, workDir, database, name = database.kind, env: extraEnv = {}, readyTimeoutMs = 180_000 }: AppServerOptions): Promise<RunningProcess> {
  const port = await freePort()
  const dataDir = path.join(workDir, `data-${name}`)
  mkdirSync(dataDir, { recursive: true })
  const logFile = path.join(workDir, `next-${name}.log`)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: database.kind === 'postgres' ? database.url : '',
    STOREFRONT_URL_TEMPLATE: `http://{code}.localhost:${port}`,
    // Every request of the load tool comes from one address: with the basket-creation limit on, all but
    // the first 20 new visitors' adds would be refused, and `addToCart` would measure the refusal.
    BASKETS_PER_ADDRESS_PER_HOUR: '0',
    ...extraEnv,
  }
  const child = spawnLogged(process.execPath, [path.join(appDir, 'scripts/server/start.mjs'), '-p', String(port)], { cwd: appDir, env, logFile })
  const exited = exitWatcher(child, logFile)
  const stop = () => stopGroup(child)
  try {
    await waitReady(child, port, '/api/health/', logFile, readyTimeoutMs)
  } catch (error) {
    await stop()
    throw error
  }
  return { port, pid: child.pid as number, logFile, exited, stop }
}

/** Serves `bodyFile` for every request from a separate process (so it does not share the load tool's thread). */
export async function startRawServer(workDir: string, bodyFile: string, contentType: string): Promise<RunningProcess> {
  const port = await freePort()
  const logFile = path.join(workDir, 'raw-http.log')
  const script = path.join(path.dirname(new URL(import.meta.url).pathname), 'raw-http-server.mjs')
  const child = spawnLogged(process.execPath, [script, String(port), bodyFile, contentType], { cwd: workDir, env: process.env, logFile })
  const exited = exitWatcher(child, logFile)
  const stop = () => stopGroup(child)
  try {
    await waitReady(child, port, '/', logFile, 10_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { port, pid: child.pid as number, logFile, exited, stop }
}

export interface Postgres {
  url: string
  /** The postmaster's process id (its children are the backends). */
  pid: number | null
  stop(): void
}

/** A throwaway PostgreSQL server via the test suite's script (needs Debian's postgresql package). */
export async function startPostgres(projectRoot: string, workDir: string, name = 'pg'): Promise<Postgres> {
  const script = path.join(projectRoot, 'scripts/pg-test-server.sh')
  // The server runs as the postgres user when the bench runs as root: it must be able to reach its folder.
  chmodSync(workDir, 0o755)
  const dir = path.join(workDir, name)
  const port = await freePort()
  const started = spawnSync('bash', [script, 'start', dir, String(port)], { encoding: 'utf8' })
  if (started.status !== 0) throw new Error(`PostgreSQL did not start: ${(started.stderr || started.stdout).trim()}`)
  const url = started.stdout.trim().split('\n').pop() ?? ''
  let pid: number | null = null
  try {
    pid = Number(readFileSync(path.join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]) || null
  } catch {
    // only the CPU share needs it
  }
  return { url, pid, stop: () => void spawnSync('bash', [script, 'stop', dir], { encoding: 'utf8' }) }
}
