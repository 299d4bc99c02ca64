import { describe, expect, it } from 'vitest'
import { appleWalletConfig, googleWalletConfig } from './wallet-config'

const CERT = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----'
const KEY = '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----'
const APPLE = {
  APPLE_WALLET_PASS_TYPE_ID: 'pass.com.example.giftcard', APPLE_WALLET_TEAM_ID: 'ABCDE12345',
  APPLE_WALLET_SIGNER_CERT: CERT, APPLE_WALLET_SIGNER_KEY: KEY, APPLE_WALLET_WWDR_CERT: CERT,
}
const GOOGLE = { GOOGLE_WALLET_ISSUER_ID: '3388000000012345678', GOOGLE_WALLET_SERVICE_ACCOUNT_EMAIL: 'wallet@example.iam.gserviceaccount.com', GOOGLE_WALLET_PRIVATE_KEY: KEY }

describe('wallet configuration', () => {
  it('turns Apple Wallet on only with every setting, the passphrase being optional', () => {
    expect(appleWalletConfig(APPLE)).toMatchObject({ passTypeIdentifier: 'pass.com.example.giftcard', teamIdentifier: 'ABCDE12345', signerKeyPassphrase: undefined })
    expect(appleWalletConfig({ ...APPLE, APPLE_WALLET_SIGNER_KEY_PASSPHRASE: 'secret' })?.signerKeyPassphrase).toBe('secret')
    for (const name of Object.keys(APPLE)) {
      expect(appleWalletConfig({ ...APPLE, [name]: undefined }), name).toBeNull()
      expect(appleWalletConfig({ ...APPLE, [name]: '  ' }), name).toBeNull()
    }
    expect(appleWalletConfig({})).toBeNull()
  })

  it('turns Google Wallet on only with issuer, service account and key', () => {
    expect(googleWalletConfig(GOOGLE)).toEqual({ issuerId: '3388000000012345678', serviceAccountEmail: 'wallet@example.iam.gserviceaccount.com', privateKey: KEY })
    for (const name of Object.keys(GOOGLE)) expect(googleWalletConfig({ ...GOOGLE, [name]: '' }), name).toBeNull()
  })

  it('accepts PEM on one line with \\n written out, and refuses a value that is no PEM (a file path, say)', () => {
    expect(googleWalletConfig({ ...GOOGLE, GOOGLE_WALLET_PRIVATE_KEY: KEY.replace(/\n/g, '\\n') })?.privateKey).toBe(KEY)
    expect(googleWalletConfig({ ...GOOGLE, GOOGLE_WALLET_PRIVATE_KEY: '/etc/keys/wallet.pem' })).toBeNull()
    expect(appleWalletConfig({ ...APPLE, APPLE_WALLET_WWDR_CERT: 'AppleWWDRCAG4.cer' })).toBeNull()
  })
})
