import 'server-only'
import { createRequire } from 'node:module'
import pino, { type DestinationStream, type Logger } from 'pino'
import { currentLogContext } from './request-context'
import { maskSecretsIn, withoutSecretFields } from './redact'

/**
 * The server's one logger (docs/operations.md "Logs"): JSON lines on stdout with level, time, the
 * request's id, storefront, route and operation (from request-context.ts), readable lines in
 * `npm run dev`. LOG_LEVEL sets the threshold (default info; the unit tests' config makes it `silent`).
 */
interface Sink { write: (line: string) => void }

const stdoutSink: Sink = { write: (line) => void process.stdout.write(line) }
let sink: Sink = stdoutSink

/** Tests read what the logger writes (tests/helpers/capture-logs.ts); `null` restores stdout. */
export function redirectLogsForTests(target: Sink | null): void {
  sink = target ?? stdoutSink
}

/** pino-pretty is a development dependency: production writes JSON, and falls back to it when absent. */
function prettyStream(): DestinationStream | null {
  if (process.env.NODE_ENV !== 'development' || process.env.LOG_FORMAT === 'json') return null
  try {
    const pretty = createRequire(import.meta.url)('pino-pretty') as (options: object) => DestinationStream
    return pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' })
  } catch {
    return null
  }
}

function createLogger(): Logger {
  const pretty = prettyStream()
  return pino(
    {
      level: process.env.LOG_LEVEL?.trim() || 'info',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      // `log` sees the line's fields with the mixin's context merged in.
      formatters: { level: (label) => ({ level: label }), log: withoutSecretFields },
      mixin: () => ({ ...currentLogContext() }),
    },
    pretty ?? { write: (line: string) => sink.write(line) },
  )
}

const globalForLogger = globalThis as unknown as { __giftshopLogger?: Logger }

/** One per process (a globalThis singleton survives Next's module reloading in development). */
export const logger: Logger = (globalForLogger.__giftshopLogger ??= createLogger())

/** A logger whose lines name the part of the shop that writes them, e.g. `loggerFor('mail')`. */
export function loggerFor(component: string): Logger {
  return logger.child({ component })
}

/**
 * An Error as a log field: its message (and its stack at debug level, or when asked) with secrets masked (a database error
 * quotes the key it refused), never the objects it carries.
 */
export function errorField(error: unknown, { stack = logger.isLevelEnabled('debug') } = {}): { message: string; stack?: string } {
  if (!(error instanceof Error)) return { message: maskSecretsIn(String(error)) }
  const message = maskSecretsIn(error.message)
  return stack && error.stack ? { message, stack: maskSecretsIn(error.stack) } : { message }
}
