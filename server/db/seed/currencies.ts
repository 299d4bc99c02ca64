/**
 * Gift-card amounts per currency. Brands state their amounts on the reference ladder (VALUE_LADDER,
 * euro-like whole units); each currency has its own ladder of "nice" amounts of the same length, so a
 * 10/25/50 EUR card is 10/25/50 GBP, 100/250/500 SEK, 50/100/200 PLN or 200/500/1000 MXN.
 * Stored prices are minor units (× 100). Pure data.
 */
import { VALUE_LADDER, type LadderValue } from '@/server/brand-catalogue/brands'

type Ladder = readonly [number, number, number, number, number, number, number, number, number, number, number, number, number, number]

//                 ref:  5    10   15   20   25   30   40   50   75   100  150  200  250  500
const EURO_LIKE: Ladder = [5, 10, 15, 20, 25, 30, 40, 50, 75, 100, 150, 200, 250, 500]
const DOLLAR_LIKE: Ladder = [10, 15, 20, 30, 40, 50, 60, 75, 100, 150, 200, 300, 400, 750]
const SCANDINAVIAN: Ladder = [50, 100, 150, 200, 250, 300, 400, 500, 750, 1000, 1500, 2000, 2500, 5000]
const ZLOTY_LIKE: Ladder = [25, 50, 60, 75, 100, 125, 150, 200, 300, 400, 600, 800, 1000, 2000]

const LADDERS: Readonly<Record<string, Ladder>> = {
  EUR: EURO_LIKE,
  GBP: EURO_LIKE,
  USD: EURO_LIKE,
  CHF: EURO_LIKE,
  AUD: DOLLAR_LIKE,
  CAD: DOLLAR_LIKE,
  NZD: DOLLAR_LIKE,
  SEK: SCANDINAVIAN,
  NOK: SCANDINAVIAN,
  DKK: SCANDINAVIAN,
  PLN: ZLOTY_LIKE,
  AED: ZLOTY_LIKE,
  BRL: [25, 50, 60, 80, 100, 150, 200, 250, 400, 500, 750, 1000, 1500, 2500],
  MXN: [100, 200, 300, 400, 500, 600, 800, 1000, 1500, 2000, 3000, 4000, 5000, 10_000],
}

/** Price of the blank card pack (3 cards), minor units. */
const BLANK_PACK_PRICES: Readonly<Record<string, number>> = {
  EUR: 295, GBP: 250, USD: 300, CHF: 300, AUD: 450, CAD: 400, NZD: 450, SEK: 3000, NOK: 3000, DKK: 2000,
  PLN: 1200, AED: 1200, BRL: 1500, MXN: 6000,
}

export const SUPPORTED_CURRENCIES: readonly string[] = Object.keys(LADDERS)

function ladderOf(currency: string): Ladder {
  const ladder = LADDERS[currency]
  if (!ladder) throw new Error(`No amount ladder for currency ${currency}`)
  return ladder
}

/** A reference amount in the currency, minor units (e.g. 25 → 2500 EUR cents, 25 → 10000 PLN grosze). */
export function toMinor(currency: string, amount: LadderValue): number {
  const index = VALUE_LADDER.indexOf(amount)
  const value = ladderOf(currency)[index]
  if (index < 0 || value === undefined) throw new Error(`${amount} is not on the reference ladder`)
  return value * 100
}

/** Reference amounts between min and max inclusive. */
export function ladderBetween(min: LadderValue, max: LadderValue): LadderValue[] {
  return VALUE_LADDER.filter((value) => value >= min && value <= max)
}

export function blankPackPrice(currency: string): number {
  const price = BLANK_PACK_PRICES[currency]
  if (price === undefined) throw new Error(`No blank pack price for currency ${currency}`)
  return price
}
