import { randomInt } from 'node:crypto'

/**
 * Gift-card numbers (spec §3: 19 digits, PIN 6 digits). A number is the brand's prefix (60, the
 * product id in 7 digits), 9 random digits and a Luhn check digit, so a mistyped digit is caught
 * before any lookup, and the prefix tells which brand issued it.
 */
export const CARD_NUMBER_LENGTH = 19
export const PIN_LENGTH = 6

export function luhnCheckDigit(payload: string): number {
  let sum = 0
  for (let i = 0; i < payload.length; i += 1) {
    let digit = Number(payload[payload.length - 1 - i])
    if (i % 2 === 0) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return (10 - (sum % 10)) % 10
}

export const brandPrefix = (productId: number) => `60${String(productId).padStart(7, '0')}`

const randomDigits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('')

export function newCardNumber(productId: number): string {
  const payload = brandPrefix(productId) + randomDigits(CARD_NUMBER_LENGTH - 10)
  return payload + luhnCheckDigit(payload)
}

export const newPin = () => randomDigits(PIN_LENGTH)

export function hasValidCheckDigit(number: string): boolean {
  return /^\d{19}$/.test(number) && luhnCheckDigit(number.slice(0, -1)) === Number(number.at(-1))
}
