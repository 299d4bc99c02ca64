import 'server-only'

/*
 * How the outbox treats a failed delivery (docs/orders.md, Delivery): an SMTP 5xx reply is the mail
 * server's final word (unknown mailbox, refused content), so trying again only repeats it; anything
 * else (a 4xx reply such as greylisting or a full mailbox, no connection, a timeout) may pass later.
 */

export interface DeliveryFailure {
  permanent: boolean
  /** What the operator reads in `last_error`: the error with the server's reply. */
  message: string
}

export function deliveryFailure(error: unknown): DeliveryFailure {
  const message = error instanceof Error ? error.message : String(error)
  const { responseCode, response } = (error ?? {}) as { responseCode?: unknown; response?: unknown }
  const reply = typeof response === 'string' && !message.includes(response) ? `${message} (${response})` : message
  return { permanent: typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600, message: reply.slice(0, 1000) }
}

/** Minutes to wait before the next try after `failures` temporary failures: 1, 2, 4, 8, 16… */
export function retryDelayMinutes(failures: number): number {
  return 2 ** Math.max(0, failures - 1)
}
