import 'server-only'
import { randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import { normalizePassword } from '@/validation/account'

/**
 * argon2id with the OWASP minimum parameters (19 MiB, 2 iterations, 1 lane): about 16 ms here, so a
 * login stays fast while a stolen hash costs an attacker the same memory per guess. argon2id is the
 * library's default algorithm (its enum is a const enum, which isolated modules cannot import); the
 * test checks the `$argon2id$` prefix.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

/** Hashed and compared in NFKC (validation/account.ts normalizePassword), whatever form it was typed in. */
export const hashPassword = (password: string) => hash(normalizePassword(password), OPTIONS)

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, normalizePassword(password))
  } catch {
    return false
  }
}

let unknownAccount: Promise<string> | undefined

/**
 * What a password is verified against when the e-mail has no account: a hash of a random secret
 * with the real hashes' parameters, made once per process. The answer for an unknown e-mail then
 * costs the same argon2id work as a wrong password, so timing does not tell the two apart.
 */
export function unknownAccountHash(): Promise<string> {
  unknownAccount ??= hash(randomBytes(32).toString('base64url'), OPTIONS)
  return unknownAccount
}
