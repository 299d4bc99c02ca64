import 'server-only'
import pg from 'pg'
import { errorField, loggerFor } from '@/server/services/log/logger'

const log = loggerFor('db')

export interface ChannelHandlers {
  /** A notification's payload, as sent with `pg_notify(channel, payload)`. */
  message: (payload: string) => void
  /** Listening again after the connection was lost (or the first try failed): notifications sent meanwhile were missed. */
  reconnected: () => void
}

const RETRY_MS = 1000

/**
 * LISTENs on a PostgreSQL channel over a connection of its own (a pooled connection would lose
 * the LISTEN when it goes back to the pool). A lost connection (a database restart) is retried each
 * second, logged once when lost and once when back, and never crashes the process. Returns a stop.
 */
export function listenOnChannel(url: string, channel: string, handlers: ChannelHandlers, retryMs = RETRY_MS): () => Promise<void> {
  let stopped = false
  let current: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined
  let connectedBefore = false
  let lost = false

  const scheduleRetry = () => {
    if (stopped || retry) return
    retry = setTimeout(() => { retry = undefined; void connect() }, retryMs)
    retry.unref()
  }
  const markLost = (error: unknown) => {
    if (!lost) log.warn({ channel, error: errorField(error) }, 'notification channel lost: retrying each second')
    lost = true
    scheduleRetry()
  }

  async function connect() {
    const client = new pg.Client({ connectionString: url })
    client.on('notification', (note) => {
      if (note.channel === channel && note.payload !== undefined) handlers.message(note.payload)
    })
    client.on('error', (error) => {
      if (client !== current) return
      current = undefined
      client.end().catch(() => undefined)
      markLost(error)
    })
    client.on('end', () => {
      if (client !== current) return
      current = undefined
      markLost(new Error('connection ended'))
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`)
    } catch (error) {
      client.end().catch(() => undefined)
      markLost(error)
      return
    }
    if (stopped) {
      await client.end().catch(() => undefined)
      return
    }
    current = client
    const missedSome = connectedBefore || lost
    if (lost) log.info({ channel }, 'notification channel back')
    lost = false
    connectedBefore = true
    if (missedSome) handlers.reconnected()
  }

  void connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    const client = current
    current = undefined
    await client?.end().catch(() => undefined)
  }
}
