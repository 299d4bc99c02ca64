/**
 * What one client can do to a production server with its own headers and odd input (issue
 * "hardening"): a forged X-Forwarded-For moves no limit, a card under a PIN-guessing attack still
 * opens for its owner, oversized and malformed bodies are refused with a reason, and text no field
 * may hold never reaches the database.
 */
import { request as httpRequest } from 'node:http'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newCardNumber } from '@/server/modules/cards/gift-card-numbers'
import { createDatabase, startApp, workDir, type AppServer, type Database } from './support/servers'
import { ERRORS, HttpShopper, OPS, USER_DATA, type ApiError } from './support/shopper'
import { digitalVariation } from './support/db-checks'
import { issueCard } from './support/cards'
import { record } from './support/figures'
import { BOT_TOKEN, PERSON_TOKEN, startSiteverify } from '@/tests/helpers/siteverify-stand-in'

type Balance = { card: { balance: { value: number } } | null; errors: ApiError[] }

describe('hostile requests against a production server', () => {
  let database: Database
  let app: AppServer
  let siteverify: Awaited<ReturnType<typeof startSiteverify>>
  const dir = workDir('hostile')

  beforeAll(async () => {
    siteverify = await startSiteverify()
    database = await createDatabase()
    app = await startApp({ name: 'hostile', databaseUrl: database.url, dir, env: { RECAPTCHA_SECRET_KEY: 'test-secret', RECAPTCHA_VERIFY_URL: siteverify.url } })
  })
  afterAll(async () => {
    await app?.stop()
    await database?.drop()
    await siteverify?.close()
  })

  const balance = (shopper: HttpShopper, cardNumber: string, pin: string, captchaToken: string) =>
    shopper.call<Balance>(OPS.balance, { userData: USER_DATA, cardNumber, pin, captchaToken })

  it('a new X-Forwarded-For on every balance check moves nothing: the 31st check from one client is refused', async () => {
    const { rows: [product] } = await database.pool.query(`select id from products where storefront = 'CBBE' and product_type = 'GIFTCARD_DIGITAL' order by id limit 1`)
    const codes: number[] = []
    for (let attempt = 0; attempt < 35; attempt += 1) {
      const shopper = new HttpShopper(app.origin, { 'x-forwarded-for': `198.51.100.${attempt}`, 'x-real-ip': `198.51.101.${attempt}` })
      codes.push((await balance(shopper, newCardNumber(product.id), '123456', PERSON_TOKEN)).errors[0]!.code)
    }
    expect(codes.slice(0, 30).every((code) => code === 3201)).toBe(true)
    expect(codes.slice(30)).toEqual([3015, 3015, 3015, 3015, 3015])
    // The GeoIP country header of an untrusted peer is not read either.
    const ip = await fetch(`${app.origin}/ip/`, { headers: { 'x-client-country': 'NL' } })
    expect(await ip.json()).toEqual({ country_code: null })
    record('forged-forwarded-for', { checks: codes.length, refusedFrom: 31 })
  })

  it('5 wrong PINs by a bot do not lock out the owner who passes the captcha; right checks never count', async () => {
    const card = await issueCard(database.pool, 4_321)
    // One client per test: the per-address limit of the previous test still holds for 127.0.0.1.
    await database.pool.query(`delete from rate_limit_counters where key like 'balance:ip:%'`)
    const answers: number[] = []
    for (let attempt = 0; attempt < 12; attempt += 1) answers.push((await balance(new HttpShopper(app.origin), card.number, String(100000 + attempt), BOT_TOKEN)).errors[0]!.code)
    expect(answers.filter((code) => code === 3201)).toHaveLength(5)
    expect(answers.filter((code) => code === 3015)).toHaveLength(7)
    for (let time = 0; time < 6; time += 1) {
      const owner = await balance(new HttpShopper(app.origin), card.number, card.pin, PERSON_TOKEN)
      expect(owner.errors).toEqual([])
      expect(owner.card!.balance.value).toBe(43.21)
    }
    record('pin-guessing', { botTries: 12, weighed: 5, ownerChecksDuringAttack: 6 })
  })

  it('a GraphQL body over 64 kB is refused with 413 and the error shape, before it is read whole', async () => {
    const answer = await new HttpShopper(app.origin).post({ query: '{ ping }', variables: { padding: 'x'.repeat(70_000) } })
    expect(answer.status).toBe(413)
    expect(answer.body.errors?.[0]?.extensions?.code).toEqual(expect.any(Number))
    // Chunked, without Content-Length: the server stops reading at the limit and answers at once.
    const chunked = await new Promise<{ status: number }>((resolve, reject) => {
      const request = httpRequest(`${app.origin}/api/graphql/`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (response) => {
        response.resume()
        resolve({ status: response.statusCode ?? 0 })
      })
      request.on('error', (error) => (request.writableEnded ? undefined : reject(error)))
      const chunk = ' '.repeat(1_000)
      let sent = 0
      const pump = () => {
        while (sent < 200 && !request.destroyed) {
          sent += 1
          if (!request.write(chunk)) return void request.once('drain', pump)
        }
        request.end()
      }
      pump()
    })
    expect(chunked.status).toBe(413)
  })

  it('text no field may hold is a field error, never -1, and never reaches the database', async () => {
    const digital = await digitalVariation(database.pool)
    const shopper = new HttpShopper(app.origin)
    const add = (message: string) => shopper.call<{ errors: ApiError[] }>(OPS.add, { userData: USER_DATA, input: { variationId: String(digital.id), amount: digital.amount, quantity: 1, giftPacking: false, message } })
    for (const message of ['Proficiat\u0000', 'Proficiat \u202e', 'Pro\u200bficiat', 'Pro\ud800ficiat']) {
      const answer = await add(message)
      expect(answer.errors.map((error) => error.code), JSON.stringify(message)).not.toContain(-1)
      expect(answer.errors.map((error) => [error.code, error.referencedRequestParameter])).toEqual([[3022, 'input.message']])
    }
    const delivery = `mutation ($userData: UserDataInput!, $input: ShipmentDeliveryInput!) { setShipmentDelivery(userData: $userData, input: $input) { ${ERRORS} } }`
    await add('Proficiat!')
    for (const firstName of ['Jan\u0000', 'Ja\udfffn']) {
      const answer = await shopper.call<{ errors: ApiError[] }>(delivery, { userData: USER_DATA, input: { shipmentTag: 'DIGITAL-1', deliveryAddress: {
        firstName, lastName: 'Janssens', customerType: 'PRIVATE', countryCode: 'BE', email: 'jan@example.com', confirmEmail: 'jan@example.com',
      } } })
      expect(answer.errors.map((error) => [error.code, error.referencedRequestParameter])).toEqual([[3022, 'input.deliveryAddress.firstName']])
    }
    const { rows } = await database.pool.query(`select count(*)::int as n from packages where message like '%' || chr(8238) || '%' or message like '%' || chr(8203) || '%'`)
    expect(rows[0].n).toBe(0)
  })

  it('a NUL in a page path is a plain 404 that touches no page cache', async () => {
    const response = await fetch(`${app.origin}/cadeaubonnen/%00/`, { headers: { host: `cbbe.localhost:${app.port}` } })
    expect(response.status).toBe(404)
    await response.arrayBuffer()
    expect(readFileSync(app.logFile, 'utf8')).not.toMatch(/Failed to update prerender cache/)
  })

  it('a JSON body on the test payment page is a 400 with a reason, not a 500', async () => {
    const response = await fetch(`${app.origin}/api/test-payments/7c9e6679-7425-40de-944b-e07fc1f90ae7/`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcome: 'AUTHORISED' }), redirect: 'manual',
    })
    expect(response.status).toBe(400)
    expect((await response.text()).length).toBeGreaterThan(0)
  })
})
