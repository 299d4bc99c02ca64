import { expect, test } from './fixtures'

const port = process.env.E2E_PORT ?? 3100
const origin = `http://127.0.0.1:${port}`

test('pages and the API send the security headers', async ({ request }) => {
  for (const path of ['/', '/cadeaubonnen/', '/api/health/']) {
    const response = await request.get(`${origin}${path}`, { headers: { host: `cbbe.localhost:${port}` } })
    const headers = response.headers()
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
    expect(headers['content-security-policy'], path).toContain("object-src 'none'")
    expect(headers['x-frame-options'], path).toBe('DENY')
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(headers['x-powered-by'], path).toBeUndefined()
  }
})

test('HSTS is sent only for HTTPS requests (as reported by the TLS proxy)', async ({ request }) => {
  const plain = await request.get(`${origin}/`, { headers: { host: `cbbe.localhost:${port}` } })
  expect(plain.headers()['strict-transport-security']).toBeUndefined()
  const secure = await request.get(`${origin}/`, { headers: { host: `cbbe.localhost:${port}`, 'x-forwarded-proto': 'https' } })
  expect(secure.headers()['strict-transport-security']).toContain('max-age=63072000')
})

test('a mutation without the CSRF header is refused over HTTP', async ({ request }) => {
  const response = await request.post(`${origin}/api/graphql`, {
    headers: { 'content-type': 'application/json' },
    data: { query: 'mutation($u: UserDataInput!) { ping(userData: $u) }', variables: { u: { language: 'nl', storeID: 49, countryCode: 'BE' } } },
  })
  expect(response.status()).toBe(403)
  const body = await response.json()
  expect(body.errors[0].extensions.code).toBe(1008)
})
