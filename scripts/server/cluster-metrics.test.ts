import { EventEmitter } from 'node:events'
import { AggregatorRegistry, Counter, Histogram, Registry } from 'prom-client'
import { describe, expect, it } from 'vitest'
import { METRICS_ANSWER, METRICS_REQUEST, askPrimary, serveClusterMetrics } from './cluster-metrics.mjs'

/** A worker's `process` as the primary sees it: what it sends is recorded, what it receives is emitted. */
function fakeChannel() {
  const sent: unknown[] = []
  const channel = Object.assign(new EventEmitter(), { send: (message: unknown) => sent.push(message) })
  return { channel, sent }
}

describe('a worker asking the primary for the summed metrics', () => {
  it('sends one request and resolves with the answer carrying its id, ignoring other messages', async () => {
    const { channel, sent } = fakeChannel()
    const asked = askPrimary(channel, 60_000)
    expect(sent).toEqual([{ type: METRICS_REQUEST, id: expect.any(String) }])
    const { id } = sent[0] as { id: string }
    channel.emit('message', { type: METRICS_ANSWER, id: `${id}-other`, text: 'not mine\n' })
    channel.emit('message', { type: 'prom-client:getMetricsReq', requestId: 7 })
    channel.emit('message', { type: METRICS_ANSWER, id, text: 'giftshop_http_requests_total 12\n' })
    await expect(asked).resolves.toBe('giftshop_http_requests_total 12\n')
    expect(channel.listenerCount('message')).toBe(0)
  })

  it('rejects when the primary reports a failure or stays silent', async () => {
    const { channel, sent } = fakeChannel()
    const failed = askPrimary(channel, 60_000)
    channel.emit('message', { type: METRICS_ANSWER, id: (sent[0] as { id: string }).id, error: 'Operation timed out.' })
    await expect(failed).rejects.toThrow('the cluster primary could not sum the metrics: Operation timed out.')
    await expect(askPrimary(channel, 5)).rejects.toThrow('did not answer the metrics request within 5 ms')
    expect(channel.listenerCount('message')).toBe(0)
  })
})

describe('the primary answering a worker', () => {
  it('answers the asking worker with the sum, or with the reason there is none', async () => {
    const cluster = new EventEmitter()
    const answers: unknown[] = []
    const worker = { send: (message: unknown) => answers.push(message) }
    let fail = false
    serveClusterMetrics(cluster, { clusterMetrics: async () => { if (fail) throw new Error('Operation timed out.'); return 'summed\n' } })
    cluster.emit('message', worker, { type: 'prom-client:getMetricsRes' })
    cluster.emit('message', worker, { type: METRICS_REQUEST, id: '41:1' })
    fail = true
    cluster.emit('message', worker, { type: METRICS_REQUEST, id: '41:2' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(answers).toEqual([
      { type: METRICS_ANSWER, id: '41:1', text: 'summed\n' },
      { type: METRICS_ANSWER, id: '41:2', error: 'Operation timed out.' },
    ])
  })
})

describe('the sum of the workers registries', () => {
  it('adds counters and histogram buckets of the same labels, as prom-client aggregates a cluster', async () => {
    const worker = (requests: number, seconds: number[]) => {
      const registry = new Registry()
      new Counter({ name: 'giftshop_http_requests_total', help: 'h', labelNames: ['route'], registers: [registry] }).inc({ route: 'productDetail' }, requests)
      const duration = new Histogram({ name: 'giftshop_http_request_duration_seconds', help: 'h', labelNames: ['route'], buckets: [0.1, 1], registers: [registry] })
      for (const one of seconds) duration.observe({ route: 'productDetail' }, one)
      return registry.getMetricsAsJSON()
    }
    const summed = await AggregatorRegistry.aggregate([await worker(7, [0.05, 0.5]), await worker(5, [0.05, 3])]).metrics()
    expect(summed).toContain('\ngiftshop_http_requests_total{route="productDetail"} 12\n')
    expect(summed).toContain('\ngiftshop_http_request_duration_seconds_bucket{le="0.1",route="productDetail"} 2\n')
    expect(summed).toContain('\ngiftshop_http_request_duration_seconds_bucket{le="1",route="productDetail"} 3\n')
    expect(summed).toContain('\ngiftshop_http_request_duration_seconds_count{route="productDetail"} 4\n')
  })
})
