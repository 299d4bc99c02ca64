/**
 * The Luhn (mod 10) check digit, the one rule behind both the shop's gift-card numbers and the bank
 * cards of the payment form: it catches any single mistyped digit and most swapped neighbours.
 */
const DIGITS = /^[0-9]+$/

/** Sum of the digits from the right, every second one doubled (and 9 taken off a two-digit double). */
function luhnSum(digits: string): number {
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10
}

/** A number whose last digit is its Luhn check digit. */
export function passesLuhn(digits: string): boolean {
  return DIGITS.test(digits) && luhnSum(digits) === 0
}

/** The digit that, appended to `payload`, makes it pass Luhn. */
export function luhnCheckDigit(payload: string): number {
  return (10 - luhnSum(`${payload}0`)) % 10
}
