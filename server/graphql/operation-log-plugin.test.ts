import { describe, expect, it } from 'vitest'
import { parse } from 'graphql'
import { operationLabel } from './operation-log-plugin'

describe('the metric label of a GraphQL operation', () => {
  it('is its type and first root field, whatever name the client gave it', () => {
    expect(operationLabel(parse('mutation AnyNameAtAll($u: UserDataInput!) { addToCart(userData: $u) { order { id } } }'))).toBe('mutation:addToCart')
    expect(operationLabel(parse('{ product(slug: "bol") { id } categories { id } }'))).toBe('query:product')
    expect(operationLabel(parse('query A { a } query B { cartV2 { id } }'), 'B')).toBe('query:cartV2')
  })

  it('is `invalid` when the document does not say which operation runs', () => {
    expect(operationLabel(parse('query A { a } query B { b }'))).toBe('invalid')
    expect(operationLabel(parse('query A { a }'), 'Missing')).toBe('invalid')
  })
})
