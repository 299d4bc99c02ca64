import { logger, redirectLogsForTests } from '@/server/services/log/logger'

/** One JSON line the logger wrote. */
export type LogLine = Record<string, unknown> & { level: string; msg: string }

/**
 * Collects what the server's logger writes from now on (at `level` and above) instead of printing it;
 * `restore()` puts stdout and the quiet test level back.
 */
export function captureLogs(level = 'debug') {
  const raw: string[] = []
  const previous = logger.level
  logger.level = level
  redirectLogsForTests({ write: (line) => void raw.push(line) })
  return {
    raw,
    lines: (): LogLine[] => raw.map((line) => JSON.parse(line) as LogLine),
    clear: () => void raw.splice(0),
    restore: () => {
      redirectLogsForTests(null)
      logger.level = previous
    },
  }
}
