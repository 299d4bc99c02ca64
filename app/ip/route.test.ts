import { afterEach, describe, expect, it, vi } from 'vitest'
import { GET } from './route'

const ask = (headers: Record<string, string> = {}) => GET(new Request('http://cbbe.localhost/ip/', { headers }))

describe('GET /ip', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('answers the country from the default x-client-country header, upper-cased', async () => {
    const response = ask({ 'x-client-country': 'nl' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toEqual({ country_code: 'NL' })
  })

  it('answers null when the header is missing', async () => {
    expect(await ask().json()).toEqual({ country_code: null })
  })

  it.each(['', ' ', 'N', 'NLD', 'N1', 'T1', 'É1', 'ÄB', 'xx', 'NL,BE', '<script>'])('answers null for %j', async (value) => {
    expect(await ask({ 'x-client-country': value }).json()).toEqual({ country_code: null })
  })

  it('trims surrounding whitespace', async () => {
    expect(await ask({ 'x-client-country': ' de ' }).json()).toEqual({ country_code: 'DE' })
  })

  it('is never cached', () => {
    expect(ask({ 'x-client-country': 'NL' }).headers.get('cache-control')).toBe('private, no-store')
    expect(ask().headers.get('cache-control')).toBe('private, no-store')
  })

  it('reads the header named by GEOIP_COUNTRY_HEADER and ignores the default one then', async () => {
    vi.stubEnv('GEOIP_COUNTRY_HEADER', 'CF-IPCountry')
    expect(await ask({ 'cf-ipcountry': 'FR' }).json()).toEqual({ country_code: 'FR' })
    expect(await ask({ 'x-client-country': 'NL' }).json()).toEqual({ country_code: null })
  })

  it('falls back to the default header when GEOIP_COUNTRY_HEADER is blank or not a header name', async () => {
    vi.stubEnv('GEOIP_COUNTRY_HEADER', '  ')
    expect(await ask({ 'x-client-country': 'NL' }).json()).toEqual({ country_code: 'NL' })
    vi.stubEnv('GEOIP_COUNTRY_HEADER', 'bad header')
    expect(await ask({ 'x-client-country': 'NL' }).json()).toEqual({ country_code: 'NL' })
  })
})
