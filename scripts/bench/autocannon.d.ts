/** The part of autocannon 8's programmatic API the bench uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    p50: number
    p90: number
    p97_5: number
    p99: number
  }

  export interface Options {
    url: string
    connections?: number
    duration?: number
    method?: 'GET' | 'POST'
    headers?: Record<string, string>
    body?: string
    timeout?: number
    title?: string
    /** A run before the measured one, left out of the result. */
    warmup?: { connections?: number; duration?: number }
  }

  export interface Result {
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    resets: number
    '2xx': number
    statusCodeStats: Record<string, { count: number }>
    latency: Histogram & { totalCount: number }
    /** `total`: completed requests. */
    requests: Histogram & { total: number; sent: number }
    /** `total`: bytes received. */
    throughput: Histogram & { total: number }
  }

  export interface Instance extends PromiseLike<Result> {
    stop(): void
    /** Every response of the measured run: its connection's client object and its latency in ms. */
    on(event: 'response', listener: (client: object, statusCode: number, resBytes: number, responseTime: number) => void): this
    /** The measured run starts (after the warm-up). */
    on(event: 'start', listener: () => void): this
  }

  export default function autocannon(options: Options): Instance
}
