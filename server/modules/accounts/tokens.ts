import 'server-only'
import { createHash, randomBytes } from 'node:crypto'

/** An opaque secret for a cookie or a link: 256 random bits, URL-safe. */
export const newSecretToken = () => randomBytes(32).toString('base64url')

/** What the database keeps of a token: a leaked table holds no usable session or reset link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
