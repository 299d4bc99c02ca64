import { describe, expect, it } from 'vitest'
import { maskCardNumber, maskEmail, maskEmailsIn } from './redact'

describe('what a log line may say of a card or an address', () => {
  it('a card number by its last four digits', () => {
    expect(maskCardNumber('6299 1234 5678 9012 345')).toBe('…2345')
    expect(maskCardNumber(null)).toBe('?')
  })

  it('an e-mail address by its domain, also inside a mail server’s refusal', () => {
    expect(maskEmail('Mira.Claes+gift@example.be')).toBe('…@example.be')
    expect(maskEmail('no-at-sign')).toBe('…')
    expect(maskEmailsIn('550 5.1.1 <mira.claes@example.be>: Recipient address rejected; from=shop@cadorama.be'))
      .toBe('550 5.1.1 <…@example.be>: Recipient address rejected; from=…@cadorama.be')
  })
})
