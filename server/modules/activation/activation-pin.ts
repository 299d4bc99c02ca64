import 'server-only'
import { verify } from '@node-rs/argon2'
import { ERROR_CODES } from '@/graphql/error-codes'
import type { Db } from '@/server/db/types'
import { CARD_PIN_GUESSES, challengeScore, claimGuess } from '@/server/services/guess-guard'
import { fail, ok, type Result } from '../common/result'
import { rateLimited } from '../common/rate-limited'
import * as repo from './activation-repository'

/**
 * Proof that the shopper holds the card: the PIN under its scratch layer, which only the print file
 * and the card itself carry (server/modules/cards/retail-batch.ts). Without it, a number read off a shelf
 * would open (and keep renewing) an activation that the real buyer could not start for an hour.
 *
 * The guesses count against the card's budget of wrong PINs shared with the balance check and the
 * doubler (server/services/guess-guard.ts), so activation is no third way to guess a PIN. The
 * activation form has no captcha (docs/rules/api.md), so its tries weigh as automation's: once a
 * card has had its hourly budget of wrong PINs, activation refuses it for the rest of that hour.
 * An unknown number and a wrong PIN answer alike (3201), as in the balance check.
 */
const NO_CAPTCHA_SCORE = 0

export async function cardOfHolder(db: Db, number: string, pin: string, clientIp: string | null, now: Date): Promise<Result<repo.CardRow>> {
  const claim = await claimGuess(db, CARD_PIN_GUESSES, {
    secret: number, clientIp: clientIp ?? 'unknown', captchaScore: NO_CAPTCHA_SCORE, challengeScore: challengeScore(), now,
  })
  if (!claim.allowed) return rateLimited(claim.retryAfterSeconds)
  const card = await repo.findCardByNumber(db, number)
  const right = card !== null && (await verify(card.pinHash, `${number}:${pin.trim()}`).catch(() => false))
  await claim.settle(right)
  if (!card || !right) return fail(ERROR_CODES.CARD_UNKNOWN, 'input.cardNumber')
  return ok(card)
}
