import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/**
 * The token of a card data link (docs/rules/redeem.md kaartgegevens). The PIN is stored only as an argon2 hash,
 * so the link itself must carry it: the token is AES-256-GCM over {cardId, number, pin, expiresAt},
 * base64url of version byte · 12-byte IV · ciphertext · 16-byte tag. GCM's tag makes any change to
 * the token fail to open, so a token can be neither read nor forged without the key.
 */
export const CARD_DATA_TOKEN_VERSION = 1
/** A link is valid for 90 days; the card itself stays valid (number and PIN are also in the e-mail). */
export const CARD_DATA_LINK_DAYS = 90

const IV_BYTES = 12
const TAG_BYTES = 16
const AAD = Buffer.from('card-data:v1')

export interface CardDataSecret {
  cardId: string
  number: string
  pin: string
  expiresAt: Date
}

export type OpenedCardData = { ok: true; value: CardDataSecret } | { ok: false; reason: 'invalid' | 'expired' }

function assertKey(key: Buffer) {
  if (key.length !== 32) throw new Error('the card data key must be 32 bytes')
}

export function sealCardData(secret: CardDataSecret, key: Buffer, iv: Buffer = randomBytes(IV_BYTES)): string {
  assertKey(key)
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES })
  cipher.setAAD(AAD)
  const plain = Buffer.from(JSON.stringify({ c: secret.cardId, n: secret.number, p: secret.pin, e: Math.floor(secret.expiresAt.getTime() / 1000) }))
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()])
  return Buffer.concat([Buffer.from([CARD_DATA_TOKEN_VERSION]), iv, sealed, cipher.getAuthTag()]).toString('base64url')
}

export function openCardData(token: string, key: Buffer, now = new Date()): OpenedCardData {
  assertKey(key)
  if (!/^[A-Za-z0-9_-]{40,400}$/.test(token)) return { ok: false, reason: 'invalid' }
  const raw = Buffer.from(token, 'base64url')
  if (raw.length < 1 + IV_BYTES + TAG_BYTES + 1 || raw[0] !== CARD_DATA_TOKEN_VERSION) return { ok: false, reason: 'invalid' }
  let parsed: unknown
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(1, 1 + IV_BYTES), { authTagLength: TAG_BYTES })
    decipher.setAAD(AAD)
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES))
    const plain = Buffer.concat([decipher.update(raw.subarray(1 + IV_BYTES, raw.length - TAG_BYTES)), decipher.final()])
    parsed = JSON.parse(plain.toString('utf8'))
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  const { c, n, p, e } = (parsed ?? {}) as Record<string, unknown>
  if (typeof c !== 'string' || typeof n !== 'string' || typeof p !== 'string' || typeof e !== 'number') return { ok: false, reason: 'invalid' }
  const expiresAt = new Date(e * 1000)
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' }
  return { ok: true, value: { cardId: c, number: n, pin: p, expiresAt } }
}

export function linkExpiry(now: Date): Date {
  return new Date(now.getTime() + CARD_DATA_LINK_DAYS * 86_400_000)
}
