import 'server-only'

type Env = Record<string, string | undefined>

/** Apple Wallet signing settings (docs/rules/redeem.md wallet passes). */
export interface AppleWalletConfig {
  passTypeIdentifier: string
  teamIdentifier: string
  signerCert: string
  signerKey: string
  signerKeyPassphrase: string | undefined
  wwdr: string
}

/** Google Wallet "save" link settings (docs/rules/redeem.md wallet passes). */
export interface GoogleWalletConfig {
  issuerId: string
  serviceAccountEmail: string
  privateKey: string
}

const value = (env: Env, name: string): string | undefined => {
  const raw = env[name]?.trim()
  return raw ? raw : undefined
}

/**
 * PEM text as an environment variable often arrives on one line with `\n` written out (a secret store,
 * a docker `--env-file`); both forms are accepted.
 */
const pem = (env: Env, name: string): string | undefined => {
  const raw = value(env, name)
  if (!raw) return undefined
  const text = raw.replace(/\\n/g, '\n')
  return text.startsWith('-----BEGIN ') ? text : undefined
}

/** Complete settings or null: a pass that Wallet would refuse is worse than no button at all. */
export function appleWalletConfig(env: Env = process.env): AppleWalletConfig | null {
  const passTypeIdentifier = value(env, 'APPLE_WALLET_PASS_TYPE_ID')
  const teamIdentifier = value(env, 'APPLE_WALLET_TEAM_ID')
  const signerCert = pem(env, 'APPLE_WALLET_SIGNER_CERT')
  const signerKey = pem(env, 'APPLE_WALLET_SIGNER_KEY')
  const wwdr = pem(env, 'APPLE_WALLET_WWDR_CERT')
  if (!passTypeIdentifier || !teamIdentifier || !signerCert || !signerKey || !wwdr) return null
  return { passTypeIdentifier, teamIdentifier, signerCert, signerKey, wwdr, signerKeyPassphrase: value(env, 'APPLE_WALLET_SIGNER_KEY_PASSPHRASE') }
}

export function googleWalletConfig(env: Env = process.env): GoogleWalletConfig | null {
  const issuerId = value(env, 'GOOGLE_WALLET_ISSUER_ID')
  const serviceAccountEmail = value(env, 'GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL')
  const privateKey = pem(env, 'GOOGLE_WALLET_PRIVATE_KEY')
  if (!issuerId || !serviceAccountEmail || !privateKey) return null
  return { issuerId, serviceAccountEmail, privateKey }
}
