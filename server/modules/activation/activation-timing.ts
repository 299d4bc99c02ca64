/**
 * When a paid activation makes the card usable (docs/rules/activation-and-doubler.md "activated within 24 hours", docs/rules/limits.md "activation
 * up to 24 hours"). The delay leaves room for the payment to be reversed (a chargeback or a fraud
 * review) before the money on the card can be spent. Pure: the rules are unit-tested without a database.
 */

/** docs/rules/limits.md: never later than 24 hours after the payment. */
export const MAX_ACTIVATION_DELAY_MINUTES = 24 * 60
export const DEFAULT_ACTIVATION_DELAY_MINUTES = 60

/** ACTIVATION_DELAY_MINUTES: a whole number of minutes, capped at 24 hours; anything unreadable is the default. */
export function activationDelayMinutes(env: Record<string, string | undefined> = process.env): number {
  const raw = env.ACTIVATION_DELAY_MINUTES?.trim()
  if (!raw || !/^\d+$/.test(raw)) return DEFAULT_ACTIVATION_DELAY_MINUTES
  return Math.min(Number(raw), MAX_ACTIVATION_DELAY_MINUTES)
}

export function activateAfterOf(paidAt: Date, delayMinutes: number): Date {
  return new Date(paidAt.getTime() + delayMinutes * 60_000)
}

/** Whether the activation job must activate this card now: paid, not yet activated, and its time has come. */
export function isDue(activation: { activateAfter: Date | null; activatedAt: Date | null }, now: Date): boolean {
  return activation.activateAfter !== null && activation.activatedAt === null && activation.activateAfter.getTime() <= now.getTime()
}

/** The card's validity runs from its activation, not from when it was printed. */
export function expiryFrom(activatedAt: Date, validityYears: number): Date {
  const expiresAt = new Date(activatedAt)
  expiresAt.setFullYear(expiresAt.getFullYear() + validityYears)
  return expiresAt
}
