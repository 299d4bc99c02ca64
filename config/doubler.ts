/**
 * The most one doubler draw adds to the winning card, per card currency, in major units (docs/rules/activation-and-doubler.md:
 * the winner's balance is doubled). 500 euro on the euro storefronts, the Apple order limit of
 * docs/rules/limits.md; elsewhere a round amount of about the same worth as that market would print it, because 500 zł
 * or 500 kr is not 500 €. Client-safe and pure: the doubler page shows the cap the draw applies.
 */
export const DOUBLER_CREDIT_CAPS: Readonly<Record<string, number>> = {
  EUR: 500, GBP: 450, USD: 550, CHF: 500, AUD: 850, CAD: 750, NZD: 900,
  SEK: 5_500, NOK: 5_500, DKK: 3_750, PLN: 2_000, AED: 2_000, BRL: 3_000, MXN: 10_000,
}

/** The cap of `currency` in major units; a currency without one is a configuration error, not a 500 €-cap. */
export function doublerCreditCapMajor(currency: string): number {
  const cap = DOUBLER_CREDIT_CAPS[currency]
  if (cap === undefined) throw new Error(`no doubler cap configured for ${currency}`)
  return cap
}
