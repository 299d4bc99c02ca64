import { beforeAll, describe, expect, it } from 'vitest'
import { decodeProtectedHeader, importSPKI, jwtVerify } from 'jose'
import { getStorefront } from '@/config/storefronts/resolve'
import { storefrontOrigin } from '@/config/storefronts/urls'
import { brandByKey, type Brand } from '@/server/brand-catalogue/brands'
import { googleTestKeys } from '@/tests/helpers/wallet-certificates'
import { GOOGLE_SAVE_URL, googleSaveUrl, micros } from './google-wallet'
import type { WalletCard } from './wallet-card'
import type { GoogleWalletConfig } from './wallet-config'

const CBBE = getStorefront('CBBE')
const card: WalletCard = {
  cardId: '5b0c8f0e-6a55-4e8e-9d3f-0a1b2c3d4e5f', cardNumber: '6280123456789012347', pin: '004711', productTitle: 'Bolero Books',
  balance: 3745, currency: 'EUR', expiresAt: new Date('2029-03-31T12:00:00Z'), art: brandByKey('bolero-books') as Brand,
}
const audience = { storefront: CBBE, language: 'nl' as const, locale: 'nl-BE', balanceCheckUrl: 'https://cbbe.example/saldo/' }

interface SaveClaims {
  iss: string; aud: string; typ: string; origins: string[]
  payload: { giftCardClasses: Array<Record<string, unknown>>; giftCardObjects: Array<Record<string, unknown>> }
}

describe('Save to Google Wallet link', () => {
  let keys: ReturnType<typeof googleTestKeys>
  let config: GoogleWalletConfig
  let jwt: string

  beforeAll(async () => {
    keys = googleTestKeys()
    config = { issuerId: '3388000000012345678', serviceAccountEmail: 'wallet@example.iam.gserviceaccount.com', privateKey: keys.privatePem }
    const url = await googleSaveUrl(card, audience, config, new Date('2026-11-27T10:00:00Z'))
    expect(url.startsWith(GOOGLE_SAVE_URL)).toBe(true)
    jwt = url.slice(GOOGLE_SAVE_URL.length)
  })

  it('is an RS256 JWT of the service account for Google that the matching public key verifies', async () => {
    expect(decodeProtectedHeader(jwt).alg).toBe('RS256')
    const { payload } = await jwtVerify<SaveClaims>(jwt, await importSPKI(keys.publicPem, 'RS256'), { audience: 'google', issuer: config.serviceAccountEmail })
    expect(payload).toMatchObject({ aud: 'google', typ: 'savetowallet', origins: [storefrontOrigin(CBBE)] })
    const otherKeys = googleTestKeys()
    await expect(jwtVerify(jwt, await importSPKI(otherKeys.publicPem, 'RS256'))).rejects.toThrow()
  })

  it('carries the storefront\'s gift card class and the card with its number, PIN, balance, barcode and expiry', async () => {
    const { payload } = await jwtVerify<SaveClaims>(jwt, await importSPKI(keys.publicPem, 'RS256'))
    const [giftCardClass] = payload.payload.giftCardClasses
    expect(giftCardClass).toMatchObject({ id: '3388000000012345678.giftcard-cbbe', issuerName: CBBE.brandName })
    expect(payload.payload.giftCardObjects).toEqual([expect.objectContaining({
      id: '3388000000012345678.5b0c8f0e-6a55-4e8e-9d3f-0a1b2c3d4e5f',
      classId: '3388000000012345678.giftcard-cbbe',
      state: 'ACTIVE',
      cardNumber: '6280 1234 5678 9012 347',
      pin: '004711',
      balance: { micros: 37_450_000, currencyCode: 'EUR' },
      barcode: expect.objectContaining({ type: 'CODE_128', value: '6280123456789012347' }),
      validTimeInterval: { end: { date: '2029-03-31T12:00:00.000Z' } },
    })])
  })

  it('counts micros from minor units in any currency exponent', () => {
    expect(micros(3745, 'EUR')).toBe(37_450_000)
    expect(micros(1, 'EUR')).toBe(10_000)
    expect(micros(500, 'JPY')).toBe(500_000_000)
  })
})
