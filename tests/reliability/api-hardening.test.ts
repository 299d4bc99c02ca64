/**
 * The public surface of a production server: a fuzzer over every GraphQL operation's arguments,
 * the graphql-http GraphQL-over-HTTP audit, security headers, cookie flags, CSRF and escaping of
 * user text rendered back.
 */
import fc from 'fast-check'
import { auditServer } from 'graphql-http'
import {
  buildSchema, getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, isScalarType,
  type GraphQLField, type GraphQLInputType, type GraphQLSchema,
} from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { typeDefs } from '@/server/graphql/type-defs.generated'
import { createDatabase, startApp, workDir, type AppServer, type Database } from './support/servers'
import { CSRF, HttpShopper, OPS, USER_DATA, fillBasket, type HttpAnswer } from './support/shopper'
import { digitalVariation } from './support/db-checks'
import { record } from './support/figures'

const schema: GraphQLSchema = buildSchema(typeDefs)

// Hostile values: wrong types, huge and odd strings, emoji, SQL and HTML fragments, extreme numbers.
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', "' OR 1=1 --", "'; drop table orders; --", '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>',
    '🎉🎁💳', '\u0000', '\u202e', '%00', '../../etc/passwd', '{{7*7}}', '${7*7}', 'NaN', '-1', '1e309', 'null', 'CBBE-00000000-000000'),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  // Text no field may hold: control characters, lone surrogates, bidirectional overrides, zero-width.
  fc.constantFrom('Jan\u0000', 'a\u0007b', '\u0085', 'Ja\ud800n', '\udfff', 'Jan\u202eJanssens', '\u2066x\u2069', 'Ja\u200bn', '\ufeffJan', 'a\r\nb'),
  fc.nat({ max: 200_000 }).map((length) => 'x'.repeat(length)),
  // Up to 1 MB: past the body limit (413), and a note of ~1 M characters is what once stalled the server.
  fc.nat({ max: 1_000_000 }).map((length) => 'é'.repeat(length)),
)
const nastyNumber = fc.oneof(fc.integer(), fc.constantFrom(-1, 0, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.5, -0.0001), fc.double({ noNaN: true }))
const wrongType = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null), fc.constant([]), fc.constant({}), fc.array(fc.integer(), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }))

function valueFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return wrongType
  if (isNonNullType(type)) return fc.oneof({ weight: 6, arbitrary: valueFor(type.ofType, depth) }, { weight: 1, arbitrary: fc.constant(null) })
  if (isListType(type)) return fc.oneof(fc.array(valueFor(type.ofType, depth + 1), { maxLength: 4 }), wrongType)
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields())
    const record = fc.record(Object.fromEntries(fields.map((field) => [field.name, valueFor(field.type, depth + 1)])), { requiredKeys: [] })
    return fc.oneof({ weight: 5, arbitrary: record }, { weight: 1, arbitrary: wrongType })
  }
  if (isEnumType(type)) return fc.oneof(fc.constantFrom(...type.getValues().map((value) => value.name)), nastyString)
  if (isScalarType(type)) {
    const right = type.name === 'Int' || type.name === 'Float' ? nastyNumber : type.name === 'Boolean' ? fc.boolean() : nastyString
    return fc.oneof({ weight: 4, arbitrary: right }, { weight: 1, arbitrary: wrongType })
  }
  return wrongType
}

const userDataValue = fc.oneof(
  { weight: 3, arbitrary: fc.constant(USER_DATA) },
  { weight: 2, arbitrary: fc.record({ language: fc.oneof(fc.constantFrom('nl', 'fr', 'xx'), nastyString), storeID: nastyNumber, countryCode: nastyString, redeemToken: fc.option(nastyString) }) },
)

interface Operation { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }
const operations: Operation[] = [
  ...Object.values(schema.getQueryType()!.getFields()).map((field) => ({ kind: 'query' as const, field })),
  ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) => ({ kind: 'mutation' as const, field })),
]

function documentFor({ kind, field }: Operation): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ')
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')
  const selection = isObjectType(getNamedType(field.type)) || !isScalarType(getNamedType(field.type)) && !isEnumType(getNamedType(field.type)) ? ' { __typename }' : ''
  return `${kind} Fuzz${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`
}

function requestFor(operation: Operation): fc.Arbitrary<{ query: string; variables: Record<string, unknown> }> {
  const variables = fc.record(Object.fromEntries(operation.field.args.map((arg) => [arg.name, arg.name === 'userData' ? userDataValue : valueFor(arg.type)])), { requiredKeys: [] })
  return variables.map((values) => ({ query: documentFor(operation), variables: values }))
}

/**
 * server/http/bounded-body.ts reads a refused body on (and throws it away) up to 8 MB, so that the client
 * gets its 413; past that it cuts the connection rather than read on.
 */
const CUT_PAST_BYTES = 8 * 1024 * 1024

/** The error shape of docs/rules/errors.md: every top-level error has a message and a numeric extensions.code; never a stack. */
function expectSpecShape(answer: HttpAnswer, context: string) {
  expect(answer.status, context).not.toBeGreaterThanOrEqual(500)
  expect(answer.text, context).not.toMatch(/\bat [\w.<>]+ \(|\/node_modules\/|\.next-|stacktrace|"stack"/i)
  const batch = Array.isArray(answer.body) ? answer.body as HttpAnswer['body'][] : [answer.body]
  for (const body of batch) {
    expect(body && typeof body === 'object', `${context}: JSON body`).toBe(true)
    for (const error of body.errors ?? []) {
      expect(typeof error.message, context).toBe('string')
      expect(typeof error.extensions?.code, `${context}: ${JSON.stringify(error)}`).toBe('number')
    }
  }
}

/** Asks /api/health/ every 50 ms while the fuzz runs: how long other clients wait. */
function probeHealth(origin: string) {
  const latencies: number[] = []
  let running = true
  const loop = (async () => {
    while (running) {
      const started = performance.now()
      const answer = await fetch(`${origin}/api/health/`, { signal: AbortSignal.timeout(60_000) }).catch(() => null)
      await answer?.arrayBuffer()
      latencies.push(performance.now() - started)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })()
  return { stop: async () => { running = false; await loop; return latencies } }
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0)
}

describe('API hardening on a production server', () => {
  let database: Database
  let app: AppServer
  const dir = workDir('api')

  beforeAll(async () => {
    database = await createDatabase()
    app = await startApp({ name: 'api', databaseUrl: database.url, dir })
  })
  afterAll(async () => {
    await app?.stop()
    await database?.drop()
  })

  async function snapshot(): Promise<Record<string, number>> {
    const tables = ['orders', 'packages', 'shipments', 'customers', 'sessions', 'gift_cards', 'card_ledger', 'mail_outbox', 'payments', 'payment_events', 'redeem_tokens', 'order_card_payments']
    const counts = await Promise.all(tables.map(async (table) => [table, (await database.pool.query(`select count(*)::int as n from ${table}`)).rows[0].n as number] as const))
    const { rows: [stock] } = await database.pool.query('select coalesce(sum(stock), 0)::bigint::text as stock, md5(string_agg(id::text || coalesce(stock::text, \'-\') || prices_to_show::text, \',\' order by id)) as hash from product_variations')
    return { ...Object.fromEntries(counts), stock: Number(stock.stock), catalogueHash: stock.hash }
  }

  it(`fuzzes every operation's arguments (${operations.length} operations): only the documented error shape, never a 500, nothing changed`, async () => {
    const before = await snapshot()
    const shopper = new HttpShopper(app.origin)
    const health = probeHealth(app.origin)
    let requests = 0
    let cutConnections = 0
    const statuses = new Map<number, number>()
    await fc.assert(fc.asyncProperty(fc.constantFrom(...operations).chain(requestFor), async (request) => {
      requests += 1
      if (Buffer.byteLength(JSON.stringify(request)) > CUT_PAST_BYTES) {
        // Several strings of up to 1 MB can make a body past the drain limit: the rule there is a cut connection, or a 413.
        const answer = await shopper.post(request).catch((error: unknown) => error)
        if (answer instanceof Error) cutConnections += 1
        else expect((answer as HttpAnswer).status, 'a body past 8 MB').toBe(413)
        return
      }
      const answer = await shopper.post(request)
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
      expectSpecShape(answer, `${request.query.slice(0, 120)} ${JSON.stringify(request.variables).slice(0, 300)}`)
    }), { numRuns: Number(process.env.FUZZ_RUNS ?? 1000), seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined, verbose: 1 })
    // Raw documents: garbage, deep nesting, aliases, huge documents, batches, wrong bodies.
    const deep = `{ ${'productCategories(userData: {language: "nl", storeID: 49, countryCode: "BE"}) { __typename '.repeat(1)}${'a { '.repeat(60)}b${' }'.repeat(60)} } }`
    const raw: unknown[] = [
      'not json', '{"query": 1}', '{"query": "{"}', '[]', '{}', 'null', JSON.stringify({ query: deep }),
      JSON.stringify({ query: `{ ${Array.from({ length: 200 }, (_, index) => `a${index}: __typename`).join(' ')} }` }),
      JSON.stringify({ query: `query { ${'__typename '.repeat(5000)} }` }),
      JSON.stringify({ query: `{ __schema { types { name fields { name type { ofType { ofType { name } } } } } } }` }),
      JSON.stringify(Array.from({ length: 50 }, () => ({ query: '{ __typename }' }))),
      JSON.stringify({ query: '{ __typename }', variables: 'x'.repeat(1_000_000) }),
      JSON.stringify({ query: `mutation { ${operations.find((operation) => operation.kind === 'mutation')!.field.name} }` }),
      // 10,000-deep JSON, as the body and inside the variables.
      `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
      `{"query":"{ __typename }","variables":{"a":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}}`,
      JSON.stringify({ query: OPS.add, variables: { userData: USER_DATA, input: { variationId: '1', amount: 25, quantity: 1, message: 'é'.repeat(1_000_000) } } }),
    ]
    for (const body of raw) {
      requests += 1
      const answer = await shopper.post(body as string)
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
      expect(answer.status, String(body).slice(0, 100)).not.toBeGreaterThanOrEqual(500)
      expect(answer.text).not.toMatch(/\bat [\w.<>]+ \(|\/node_modules\//)
    }
    const healthLatencies = await health.stop()
    expect(await snapshot()).toEqual(before)
    const p99 = percentile(healthLatencies, 0.99)
    record('fuzz', { operations: operations.length, requests, statuses: Object.fromEntries(statuses), cutConnections,
      health: { probes: healthLatencies.length, p50Ms: percentile(healthLatencies, 0.5), p99Ms: p99, maxMs: Math.max(...healthLatencies) } })
    // No request stalls the server for others. The target (under 100 ms) is read from the figures, not
    // asserted on a shared machine; a stall (once: 12 minutes) is far past this bound.
    expect(Math.max(...healthLatencies)).toBeLessThan(5_000)
  }, 300_000)

  it('passes the graphql-http audit, except what the CSRF rule and disabled introspection forbid', async () => {
    const results = await auditServer({ url: `${app.origin}/api/graphql` })
    const failed = results.filter((result) => result.status !== 'ok')
    // By design (docs/reliability.md): mutations need the CSRF header, and production answers no
    // introspection, which the audit's variables checks (28B9, 2EA1) ask for (`__type(name: $name)`).
    const INTROSPECTION = new Set(['28B9', '2EA1'])
    const allowed = failed.filter((result) => /mutation/i.test(result.name) || INTROSPECTION.has(result.id))
    const unexpected = failed.filter((result) => !allowed.includes(result) && result.status === 'error')
    const warnings = failed.filter((result) => result.status === 'warn').map((result) => `${result.id} ${result.name}`)
    record('graphql-http-audit', { audits: results.length, ok: results.length - failed.length, warn: warnings, refusedByDesign: allowed.map((result) => `${result.id} ${result.name}`),
      errors: unexpected.map((result) => `${result.id} ${result.name}: ${'reason' in result ? result.reason : ''}`) })
    expect(unexpected.map((result) => `${result.id} ${result.name}: ${'reason' in result ? result.reason : ''}`)).toEqual([])
  })

  it('sends the security headers on pages and the API; HSTS only over HTTPS', async () => {
    for (const pathname of ['/', '/api/graphql?query=%7B__typename%7D', '/zoeken/?s=test']) {
      const response = await fetch(`${app.origin}${pathname}`, { headers: { host: `cbbe.localhost:${app.port}` } })
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp, pathname).toContain("frame-ancestors 'none'")
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("object-src 'none'")
      expect(csp).not.toContain('unsafe-eval')
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('strict-transport-security')).toBeNull()
      expect(response.headers.get('x-powered-by')).toBeNull()
    }
    const https = await fetch(`${app.origin}/`, { headers: { host: `cbbe.localhost:${app.port}`, 'x-forwarded-proto': 'https' } })
    expect(https.headers.get('strict-transport-security')).toMatch(/max-age=\d{8,}/)
  })

  it('sets the basket and session cookies httpOnly and SameSite=Lax, Secure over HTTPS', async () => {
    const digital = await digitalVariation(database.pool)
    for (const proto of ['http', 'https']) {
      const shopper = new HttpShopper(app.origin, { 'x-forwarded-proto': proto })
      const answer = await shopper.post({ query: OPS.add, variables: { userData: USER_DATA, input: { variationId: String(digital.id), amount: digital.amount, quantity: 1 } } })
      const basket = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('basket='))!
      expect(basket).toMatch(/HttpOnly/i)
      expect(basket).toMatch(/SameSite=Lax/i)
      expect(basket).toMatch(/Path=\//i)
      expect(/;\s*Secure/i.test(basket)).toBe(proto === 'https')
    }
    const email = `cookie.${Date.now()}@example.com`
    const register = `mutation ($userData: UserDataInput!, $input: CreateAccountInput!) { createAccount(userData: $userData, input: $input) { status errors { code } } }`
    const answer = await new HttpShopper(app.origin, { 'x-forwarded-proto': 'https' }).post({ query: register, variables: { userData: USER_DATA, input: {
      customerType: 'PRIVATE', email, password: 'Kado-2026!', passwordConfirmation: 'Kado-2026!', firstName: 'Lotte', lastName: 'Peeters', subscribed: false, acceptTerms: true,
    } } })
    const session = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('session='))!
    expect(session).toMatch(/HttpOnly/i)
    expect(session).toMatch(/SameSite=Lax/i)
    expect(session).toMatch(/;\s*Secure/i)
    const hint = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('logged_in='))
    if (hint) expect(hint).not.toMatch(/session|@/)
  })

  it('refuses mutations without the CSRF header, over GET and as a form post, changing nothing', async () => {
    const before = await snapshot()
    const digital = await digitalVariation(database.pool)
    const body = { query: OPS.add, variables: { userData: USER_DATA, input: { variationId: String(digital.id), amount: digital.amount, quantity: 1 } } }
    const plain = await fetch(`${app.origin}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    expect(plain.status).toBe(403)
    const json = await plain.json() as { errors: Array<{ extensions: { code: number } }> }
    expect(json.errors[0]!.extensions.code).toBe(1008)
    const overGet = await fetch(`${app.origin}/api/graphql?query=${encodeURIComponent(body.query)}&variables=${encodeURIComponent(JSON.stringify(body.variables))}`, { headers: CSRF })
    expect(overGet.status).toBe(405)
    const form = await fetch(`${app.origin}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ query: body.query }) })
    expect(form.status).toBeGreaterThanOrEqual(400)
    expect(form.status).toBeLessThan(500)
    const textPlain = await fetch(`${app.origin}/api/graphql`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(body) })
    expect(textPlain.status).toBeGreaterThanOrEqual(400)
    expect(textPlain.status).toBeLessThan(500)
    expect(await snapshot()).toEqual(before)
  })

  it('escapes user text rendered back: the search page and the gift-card e-mail', async () => {
    const payload = '"><script>alert(1)</script><img src=x onerror=alert(2)>'
    const page = await fetch(`${app.origin}/zoeken/?s=${encodeURIComponent(payload)}`, { headers: { host: `cbbe.localhost:${app.port}` } })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html).not.toContain('<img src=x onerror')
    // The receiver's name is user text in the e-mail's HTML part.
    const digital = await digitalVariation(database.pool)
    const shopper = new HttpShopper(app.origin)
    await fillBasket(shopper, digital, 1, 'escape@example.com')
    const { rows: [order] } = await database.pool.query(`select id from orders where status = 'CART' order by created_at desc limit 1`)
    await database.pool.query(`update shipments set delivery_address = jsonb_set(delivery_address, '{firstName}', to_jsonb($2::text)) where order_id = $1`, [order.id, '<b>Jan</b><script>x</script>'])
    const placed = await shopper.call<{ order: { id: string } | null; errors: unknown[] }>(`mutation ($userData: UserDataInput!, $input: PlaceOrderInput!) { placeOrder(userData: $userData, input: $input) { order { id } errors { code } } }`, {
      userData: USER_DATA, input: { customerType: 'PRIVATE', billingAddress: { firstName: '<i>Lotte</i>', lastName: 'Peeters', customerType: 'PRIVATE', countryCode: 'BE', street: 'Veldstraat', houseNumber: '12', postCode: '9000', city: 'Gent', email: 'lotte@example.com', confirmEmail: 'lotte@example.com', phoneNumber: '+32 470 12 34 56' }, acceptTerms: true },
    })
    if (placed.order) {
      const { payOnTestPage } = await import('./support/shopper')
      await payOnTestPage(shopper, placed.order.id)
      const { rows: mails } = await database.pool.query(`select kind, html from mail_outbox where recipient in ('escape@example.com', 'lotte@example.com')`)
      expect(mails.length).toBeGreaterThan(0)
      record('escaping', { searchPage: 'escaped', mailsChecked: mails.length })
      for (const mail of mails) {
        expect(mail.html, mail.kind).not.toContain('<script>x</script>')
        expect(mail.html, mail.kind).not.toContain('<b>Jan</b>')
        expect(mail.html, mail.kind).not.toContain('<i>Lotte</i>')
      }
    } else {
      // The name rule refused the markup itself: nothing to render.
      expect(placed.errors.length).toBeGreaterThan(0)
      record('escaping', { searchPage: 'escaped', mailsChecked: 0, nameRefused: placed.errors })
    }
  })
})
