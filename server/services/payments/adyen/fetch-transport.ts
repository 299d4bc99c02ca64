import 'server-only'
import type { Config } from '@adyen/api-library'
import type ClientInterface from '@adyen/api-library/lib/src/httpClient/clientInterface'
import { HttpClientException } from './adyen-library'
import type { IRequest } from '@adyen/api-library/lib/src/typings/requestOptions'
import type { ApiError } from '@adyen/api-library/lib/src/typings/apiError'

/**
 * The transport the Adyen library uses when ADYEN_CHECKOUT_URL points its Checkout calls somewhere
 * else than Adyen (a local stand-in in the tests, a forward proxy in a locked-down network). The
 * library's own client speaks HTTPS only; this one sends the same request over fetch to
 * `<base><path after the API version>`: the same headers (API key, idempotency key, JSON), and
 * non-2xx answers become the library's HttpClientException with Adyen's error, as the library's own
 * client reports them. Without the override the library's own client is used.
 */
export function fetchTransport(base: string): ClientInterface {
  return {
    async request(endpoint: string, json: string | Buffer, config: Config, isApiKeyRequired: boolean, options: IRequest.Options = {}): Promise<string> {
      if (isApiKeyRequired && !config.apiKey) throw new HttpClientException({ message: 'Invalid X-API-Key was used', statusCode: 401 })
      const target = new URL(endpoint)
      const url = new URL(`${base}${target.pathname.replace(/^(\/checkout)?\/v\d+/, '')}`)
      for (const [name, value] of new URLSearchParams((options.params ?? {}) as Record<string, string>)) url.searchParams.set(name, value)
      const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' }
      if (config.apiKey) headers['X-API-Key'] = config.apiKey
      if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey
      const method = options.method ?? 'POST'
      const response = await fetch(url, {
        method,
        headers,
        body: method === 'GET' ? undefined : typeof json === 'string' ? json : new Uint8Array(json),
        signal: config.connectionTimeoutMillis ? AbortSignal.timeout(config.connectionTimeoutMillis) : undefined,
      })
      const body = await response.text()
      if (response.ok) return body
      let apiError: ApiError | undefined
      try {
        const parsed = JSON.parse(body) as Partial<ApiError>
        if (typeof parsed === 'object' && parsed !== null && 'status' in parsed) apiError = parsed as ApiError
      } catch {
        // Not Adyen's error JSON: reported by status alone.
      }
      throw new HttpClientException({
        message: `HTTP Exception: ${apiError?.status ?? response.status}. ${response.statusText}${apiError ? `: ${apiError.message}` : ''}`,
        statusCode: apiError?.status ?? response.status,
        errorCode: apiError?.errorCode,
        responseBody: body,
        apiError,
      })
    },
  }
}
