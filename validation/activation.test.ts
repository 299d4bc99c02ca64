import { describe, expect, it } from 'vitest'
import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'
import nl from '@/i18n/messages/nl.json'
import { ACTIVATION_MESSAGES, activationCardNumberProblem, activationEmailProblem, activationPinProblem, activationSchema } from './activation'

/** A 19-digit number with a valid check digit (Luhn) after the given 18 digits. */
function withCheckDigit(payload: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    const candidate = payload + digit
    let sum = 0
    for (let index = 0; index < candidate.length; index += 1) {
      let value = Number(candidate[candidate.length - 1 - index])
      if (index % 2 === 1) {
        value *= 2
        if (value > 9) value -= 9
      }
      sum += value
    }
    if (sum % 10 === 0) return candidate
  }
  throw new Error('unreachable')
}

const PREFIX = '600000042'
const VALID = withCheckDigit(`${PREFIX}123456789`)
const rule = { prefixes: [PREFIX], amount: { min: 10, max: 150, currency: 'EUR' } }

describe('activation card number (docs/rules/validation.md: empty, 19 digits, unknown prefix)', () => {
  it('accepts a number of this choice card, typed with spaces as printed', () => {
    expect(activationCardNumberProblem(VALID, [PREFIX])).toBeNull()
    expect(activationCardNumberProblem(VALID.replace(/(\d{4})/g, '$1 '), [PREFIX])).toBeNull()
  })

  it('names the first broken rule', () => {
    expect(activationCardNumberProblem('', [PREFIX])).toBe(ACTIVATION_MESSAGES.cardNumberRequired)
    expect(activationCardNumberProblem('   ', [PREFIX])).toBe(ACTIVATION_MESSAGES.cardNumberRequired)
    expect(activationCardNumberProblem(VALID.slice(1), [PREFIX])).toBe(ACTIVATION_MESSAGES.cardNumberLength)
    expect(activationCardNumberProblem(`${VALID}1`, [PREFIX])).toBe(ACTIVATION_MESSAGES.cardNumberLength)
    expect(activationCardNumberProblem(`${VALID.slice(0, 10)}x${VALID.slice(10)}`, [PREFIX])).toBe(ACTIVATION_MESSAGES.cardNumberLength)
    // Another brand's range, and a mistyped digit (check digit), are not this shop's choice card.
    expect(activationCardNumberProblem(withCheckDigit('600000043123456789'), [PREFIX])).toBe(ACTIVATION_MESSAGES.prefixMismatch)
    const mistyped = VALID.slice(0, 12) + ((Number(VALID[12]) + 1) % 10) + VALID.slice(13)
    expect(activationCardNumberProblem(mistyped, [PREFIX])).toBe(ACTIVATION_MESSAGES.prefixMismatch)
    expect(activationCardNumberProblem(VALID, [])).toBe(ACTIVATION_MESSAGES.prefixMismatch)
  })
})

describe('activation PIN (the 6 digits under the scratch layer)', () => {
  it('requires 6 digits', () => {
    expect(activationPinProblem(' 271828 ')).toBeNull()
    expect(activationPinProblem(' ')).toBe(ACTIVATION_MESSAGES.pinRequired)
    expect(activationPinProblem('27182')).toBe(ACTIVATION_MESSAGES.pinInvalid)
    expect(activationPinProblem('2718281')).toBe(ACTIVATION_MESSAGES.pinInvalid)
    expect(activationPinProblem('27182a')).toBe(ACTIVATION_MESSAGES.pinInvalid)
  })
})

describe('activation e-mail', () => {
  it('requires a plausible address', () => {
    expect(activationEmailProblem(' koper@example.be ')).toBeNull()
    expect(activationEmailProblem('')).toBe(ACTIVATION_MESSAGES.emailRequired)
    expect(activationEmailProblem('koper@example')).toBe(ACTIVATION_MESSAGES.emailInvalid)
    expect(activationEmailProblem('koper example.be')).toBe(ACTIVATION_MESSAGES.emailInvalid)
    expect(activationEmailProblem(`${'a'.repeat(250)}@example.be`)).toBe(ACTIVATION_MESSAGES.emailTooLong)
  })

  it('takes 254 characters, not 255', () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.be`
    expect(longest).toHaveLength(254)
    expect(activationEmailProblem(longest)).toBeNull()
    expect(activationEmailProblem(`a${longest}`)).toBe(ACTIVATION_MESSAGES.emailTooLong)
  })
})

describe('activation form schema', () => {
  const errorsOf = async (values: Record<string, string>) => {
    try {
      await activationSchema(rule).validate(values, { abortEarly: false })
      return {}
    } catch (error) {
      return Object.fromEntries((error as { inner: Array<{ path: string; message: string }> }).inner.map((item) => [item.path, item.message]))
    }
  }

  it('passes a complete activation', async () => {
    expect(await errorsOf({ cardNumber: VALID, pin: '271828', email: 'koper@example.be', amount: '25' })).toEqual({})
  })

  it('marks every field at once: card number, PIN, e-mail, amount within min and max without decimals', async () => {
    expect(await errorsOf({ cardNumber: '', pin: '', email: '', amount: '' })).toEqual({ cardNumber: 'choiceCardNumberRequired', pin: 'pinRequired', email: 'emailRequired', amount: 'required' })
    expect(await errorsOf({ cardNumber: VALID, pin: '1234', email: 'x@y.be', amount: '25' })).toEqual({ pin: 'pinInvalid' })
    expect(await errorsOf({ cardNumber: VALID, pin: '271828', email: 'x@y.be', amount: '9' })).toEqual({ amount: 'priceRange' })
    expect(await errorsOf({ cardNumber: VALID, pin: '271828', email: 'x@y.be', amount: '151' })).toEqual({ amount: 'priceRange' })
    expect(await errorsOf({ cardNumber: VALID, pin: '271828', email: 'x@y.be', amount: '20,50' })).toEqual({ amount: 'priceNoDecimals' })
  })

  it('has a text for every message key in nl, fr, en and de', () => {
    for (const messages of [nl, fr, en, de]) {
      for (const key of Object.values(ACTIVATION_MESSAGES)) {
        // Looked up as the form does: activation's own messages first, then the shared ones.
        const text = (messages.activation.errors as Record<string, string>)[key] ?? (messages.validation as Record<string, string>)[key]
        expect(text, key).toBeTypeOf('string')
      }
    }
  })
})
