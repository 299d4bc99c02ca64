import { describe, expect, it } from 'vitest'
import { getStorefront } from '@/config/storefronts/resolve'
import { ERROR_CODES } from '@/graphql/error-codes'
import { schema } from './schema'
import { createGraphQLHandler } from './yoga'
import { isInputObject, isObject, maxLengthOf, namedTypeOf } from './max-length'

const CBBE = getStorefront('CBBE')
const userData = { language: 'nl', storeID: CBBE.storeId, countryCode: 'BE', redeemToken: null }

/** A database that no test here may reach: the length check answers before any resolver runs. */
const handler = createGraphQLHandler(async () => {
  throw new Error('the database was touched')
})

async function post(query: string, variables: Record<string, unknown>) {
  const response = await handler.fetch('http://shop.test/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': '1' },
    body: JSON.stringify({ query, variables }),
  })
  return { status: response.status, body: (await response.json()) as { errors?: Array<{ message: string; extensions: Record<string, unknown> }> } }
}

const ADD = `mutation ($userData: UserDataInput!, $input: AddToCartInput!) { addToCart(userData: $userData, input: $input) { errors { code } } }`
const BALANCE = `query ($userData: UserDataInput!, $cardNumber: String!, $pin: String!, $captchaToken: String!) {
  giftCardBalance(userData: $userData, cardNumber: $cardNumber, pin: $pin, captchaToken: $captchaToken) { errors { code } } }`

describe('@maxLength on String and ID inputs', () => {
  it('is declared on every String and ID argument and input field of the schema', () => {
    const missing: string[] = []
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue
      const limited = (name: string, input: Parameters<typeof maxLengthOf>[0]) => {
        if (['String', 'ID'].includes(namedTypeOf(input.type).name) && maxLengthOf(input) === undefined) missing.push(name)
      }
      if (isInputObject(type)) for (const field of Object.values(type.getFields())) limited(`${type.name}.${field.name}`, field)
      if (isObject(type)) for (const field of Object.values(type.getFields())) for (const arg of field.args) limited(`${type.name}.${field.name}(${arg.name})`, arg)
    }
    expect(missing).toEqual([])
  })

  it('refuses a 5,001-character note nested in an input with 3020, its field name and a Dutch text, before any database work', async () => {
    const { status, body } = await post(ADD, { userData, input: { variationId: '1', amount: 25, quantity: 1, giftPacking: false, message: 'x'.repeat(5001) } })
    expect(status).toBe(400)
    expect(body.errors).toHaveLength(1)
    expect(body.errors![0]!.extensions).toMatchObject({ code: ERROR_CODES.FIELD_TOO_LONG, referencedRequestParameter: 'message' })
    expect(body.errors![0]!.message).toBe('Gebruik hoogstens 5.000 tekens.')
  })

  it('refuses a too-long top-level argument and says so in French when the shopper reads French', async () => {
    const { body } = await post(BALANCE, { userData: { ...userData, language: 'fr' }, cardNumber: '6'.repeat(65), pin: '123456', captchaToken: 't' })
    expect(body.errors![0]!.extensions).toMatchObject({ code: ERROR_CODES.FIELD_TOO_LONG, referencedRequestParameter: 'cardNumber' })
    expect(body.errors![0]!.message).toBe('Utilisez au maximum 64 caractères.')
  })

  it('lets a string of exactly the maximum through to the resolver', async () => {
    const { body } = await post(BALANCE, { userData, cardNumber: '6'.repeat(64), pin: '123456', captchaToken: 't' })
    // The resolver ran (and failed on its own rules or the database), not the length check.
    expect(JSON.stringify(body)).not.toContain(`"code":${ERROR_CODES.FIELD_TOO_LONG}`)
  })
})
