import type { AggregatorRegistry } from 'prom-client'

export const METRICS_REQUEST: string
export const METRICS_ANSWER: string
interface Channel {
  on(event: 'message', listener: (message: unknown) => void): unknown
  off(event: 'message', listener: (message: unknown) => void): unknown
  send(message: unknown): unknown
}
export function serveClusterMetrics(
  cluster: { on(event: 'message', listener: (worker: { send(message: unknown): unknown }, message: unknown) => void): unknown },
  aggregator?: Pick<AggregatorRegistry<'text/plain; version=0.0.4; charset=utf-8'>, 'clusterMetrics'>,
): void
export function askPrimary(channel: Channel, timeoutMs?: number): Promise<string>
export function offerWorkerMetrics(channel?: Channel): void
