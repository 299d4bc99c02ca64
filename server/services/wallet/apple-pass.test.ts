import { createHash } from 'node:crypto'
import forge from 'node-forge'
import { beforeAll, describe, expect, it } from 'vitest'
import { getStorefront } from '@/config/storefronts/resolve'
import { brandByKey, type Brand } from '@/server/brand-catalogue/brands'
import { appleTestCertificates } from '@/tests/helpers/wallet-certificates'
import { zipEntries } from '@/tests/helpers/zip-entries'
import { applePass } from './apple-pass'
import type { WalletAudience, WalletCard } from './wallet-card'
import type { AppleWalletConfig } from './wallet-config'

const CBBE = getStorefront('CBBE')
const card: WalletCard = {
  cardId: '5b0c8f0e-6a55-4e8e-9d3f-0a1b2c3d4e5f',
  cardNumber: '6280 1234 5678 9012 347',
  pin: '004711',
  productTitle: 'Bolero Books',
  balance: 3745,
  currency: 'EUR',
  expiresAt: new Date('2029-03-31T12:00:00Z'),
  art: brandByKey('bolero-books') as Brand,
}
const audience = (language: 'nl' | 'fr'): WalletAudience => ({
  storefront: CBBE, language, locale: `${language}-BE`, balanceCheckUrl: 'https://cbbe.example/saldo/',
})

/** Intl puts (narrow) no-break spaces in amounts; the test reads them as plain spaces. */
const spaced = (text: string) => text.replace(/\s/g, ' ')

type Field = { key: string; label?: string; value: string }
interface PassJson {
  serialNumber: string; organizationName: string; logoText: string; description: string
  passTypeIdentifier: string; teamIdentifier: string; backgroundColor: string; foregroundColor: string; expirationDate: string
  barcodes: Array<{ format: string; message: string }>; barcode?: unknown
  storeCard: Record<'primaryFields' | 'secondaryFields' | 'auxiliaryFields' | 'backFields', Field[]>
}

describe('Apple Wallet store card', () => {
  let certificates: ReturnType<typeof appleTestCertificates>
  let config: AppleWalletConfig
  let files: Map<string, Buffer>
  let pass: PassJson

  beforeAll(async () => {
    certificates = appleTestCertificates()
    config = { passTypeIdentifier: 'pass.test.giftcard', teamIdentifier: 'ABCDE12345', ...certificates }
    files = zipEntries(await applePass(card, audience('nl'), config))
    pass = JSON.parse(files.get('pass.json')!.toString('utf8')) as PassJson
  })

  it('shows the balance at download in the card currency and the receiver\'s language, and the storefront\'s brand', () => {
    expect(pass.storeCard.primaryFields).toEqual([{ key: 'balance', label: 'Saldo', value: expect.any(String) }])
    expect(spaced(pass.storeCard.primaryFields[0]!.value)).toBe('€ 37,45')
    expect(pass).toMatchObject({
      serialNumber: card.cardId, organizationName: CBBE.brandName, logoText: CBBE.brandName,
      passTypeIdentifier: 'pass.test.giftcard', teamIdentifier: 'ABCDE12345', backgroundColor: 'rgb(232, 66, 63)',
    })
    expect(new Date(pass.expirationDate).toISOString()).toBe(card.expiresAt.toISOString())
  })

  it('puts number and product on the front, the expiry below, and the PIN only on the back', () => {
    expect(pass.storeCard.secondaryFields).toEqual([
      { key: 'number', label: 'Kaartnummer', value: '6280 1234 5678 9012 347' },
      { key: 'product', label: 'Cadeaubon', value: 'Bolero Books' },
    ])
    expect(pass.storeCard.auxiliaryFields).toEqual([{ key: 'expiry', label: 'Geldig tot', value: '31 mrt 2029' }])
    const front = [...pass.storeCard.primaryFields, ...pass.storeCard.secondaryFields, ...pass.storeCard.auxiliaryFields]
    expect(JSON.stringify(front)).not.toContain(card.pin)
    expect(pass.storeCard.backFields).toContainEqual({ key: 'pin', label: 'Pincode', value: '004711' })
    expect(pass.storeCard.backFields.find((field) => field.key === 'balanceNote')?.value).toContain('https://cbbe.example/saldo/')
  })

  it('carries a Code 128 barcode of the number\'s digits and no legacy barcode key', () => {
    expect(pass.barcodes).toEqual([expect.objectContaining({ format: 'PKBarcodeFormatCode128', message: '6280123456789012347' })])
    expect(pass.barcode).toBeUndefined()
  })

  it('writes its texts in the receiver\'s language', async () => {
    const french = JSON.parse(zipEntries(await applePass(card, audience('fr'), config)).get('pass.json')!.toString('utf8')) as PassJson
    expect(french.storeCard.primaryFields[0]).toMatchObject({ key: 'balance', label: 'Solde' })
    expect(spaced(french.storeCard.primaryFields[0]!.value)).toBe('37,45 €')
    expect(french.storeCard.backFields[0]).toMatchObject({ key: 'pin', label: 'Code PIN' })
  })

  it('holds the required images at Apple\'s sizes', () => {
    const size = (name: string) => { const png = files.get(name)!; return [png.readUInt32BE(16), png.readUInt32BE(20)] }
    expect(size('icon.png')).toEqual([29, 29])
    expect(size('icon@2x.png')).toEqual([58, 58])
    expect(size('strip.png')).toEqual([375, 123])
    expect(size('strip@2x.png')).toEqual([750, 246])
    const [logoWidth, logoHeight] = size('logo.png')
    expect(logoWidth).toBeLessThanOrEqual(160)
    expect(logoHeight).toBeLessThanOrEqual(50)
    expect(size('logo@2x.png')).toEqual([logoWidth! * 2, logoHeight! * 2])
  })

  it('lists the SHA-1 of every other file in manifest.json', () => {
    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as Record<string, string>
    const others = [...files.keys()].filter((name) => name !== 'manifest.json' && name !== 'signature').sort()
    expect(Object.keys(manifest).sort()).toEqual(others)
    for (const name of others) expect(manifest[name]).toBe(createHash('sha1').update(files.get(name)!).digest('hex'))
  })

  it('signs manifest.json with a detached PKCS #7 signature that the pass certificate verifies', () => {
    const manifest = files.get('manifest.json')!
    const message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(files.get('signature')!.toString('binary'))) as forge.pkcs7.PkcsSignedData & {
      rawCapture: { authenticatedAttributes: forge.asn1.Asn1[]; signature: string; content?: unknown }
    }
    expect(message.rawCapture.content).toBeUndefined()
    const signer = forge.pki.certificateFromPem(certificates.signerCert)
    expect(message.certificates.map((cert) => forge.pki.certificateToPem(cert))).toContain(forge.pki.certificateToPem(signer))
    const attributes = message.rawCapture.authenticatedAttributes
    const digestAttribute = attributes.find((attribute) => {
      const [oid] = attribute.value as forge.asn1.Asn1[]
      return forge.asn1.derToOid(oid!.value as string) === forge.pki.oids.messageDigest
    })!
    const [, values] = digestAttribute.value as forge.asn1.Asn1[]
    const digest = ((values!.value as forge.asn1.Asn1[])[0]!.value as string)
    expect(Buffer.from(digest, 'binary').toString('hex')).toBe(createHash('sha1').update(manifest).digest('hex'))
    // The signature covers the DER of the signed attributes as a SET (RFC 5652, "Message Digest Calculation Process").
    const signedAttributes = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes)
    const hashed = forge.md.sha1.create().update(forge.asn1.toDer(signedAttributes).getBytes())
    expect((signer.publicKey as forge.pki.rsa.PublicKey).verify(hashed.digest().bytes(), message.rawCapture.signature)).toBe(true)
    const otherKey = forge.pki.rsa.generateKeyPair({ bits: 512 }).publicKey
    expect(() => otherKey.verify(hashed.digest().bytes(), message.rawCapture.signature)).toThrow()
  })
})
