import { describe, expect, it } from 'vitest'
import { maskCardNumber, maskEmail, maskSecretsIn, withoutSecretFields } from './redact'

describe('what a log line may say of a card or an address', () => {
  it('a card number by its last four digits', () => {
    expect(maskCardNumber('6299 1234 5678 9012 345')).toBe('…2345')
    expect(maskCardNumber(null)).toBe('?')
  })

  it('an e-mail address by its domain, also inside a mail server’s refusal', () => {
    expect(maskEmail('Mira.Claes+gift@example.be')).toBe('…@example.be')
    expect(maskEmail('no-at-sign')).toBe('…')
    expect(maskSecretsIn('550 5.1.1 <mira.claes@example.be>: Recipient address rejected; from=shop@cadorama.be'))
      .toBe('550 5.1.1 <…@example.be>: Recipient address rejected; from=…@cadorama.be')
  })

  it('a card number inside an error message by its last four digits, and short numbers as they are', () => {
    expect(maskSecretsIn('duplicate key value violates unique constraint "gift_cards_number_idx": Key (number)=(6299123456789012345) already exists'))
      .toBe('duplicate key value violates unique constraint "gift_cards_number_idx": Key (number)=(…2345) already exists')
    expect(maskSecretsIn('card 6299 1234 5678 9012 345 refused after 3 tries at 2026-11-28')).toBe('card …2345 refused after 3 tries at 2026-11-28')
  })
})

describe('the fields a log line never carries', () => {
  it('drops secret keys at the top level and one level down, also in a list there, and keeps the rest', () => {
    const card = { number: '6299123456789012345', pin: '123456', last4: '2345' }
    const fields = {
      pin: '654321', sessionToken: 'tok', operation: 'AddCard',
      input: { password: 'hunter22', email: 'mira@example.be', amount: 17.35 },
      cards: [card, 'plain', 42],
      nested: { deeper: { pin: 'kept two levels down' } },
    }
    expect(withoutSecretFields(fields)).toEqual({
      operation: 'AddCard',
      input: { amount: 17.35 },
      cards: [{ last4: '2345' }, 'plain', 42],
      nested: { deeper: { pin: 'kept two levels down' } },
    })
    // The caller's object is left as it was.
    expect(fields.input.password).toBe('hunter22')
    expect(card.pin).toBe('123456')
  })

  it('hands back a line without secrets as it is', () => {
    const fields = { graphql: 'mutation:addToCart', outcome: 'ok', context: { route: 'graphql' }, list: [{ id: 1 }] }
    expect(withoutSecretFields(fields)).toBe(fields)
  })
})
