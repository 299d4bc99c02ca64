import { describe, expect, it } from 'vitest'
import { paymentMethodById } from '@/config/payment-methods'
import { STOREFRONTS } from './registry'

/** ISO 13616 check: move the first four characters to the end, letters to numbers, the rest mod 97 is 1. */
function ibanIsValid(iban: string) {
  const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55))
  let rest = 0
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97
  return rest === 1
}

describe('the sellers of the storefronts (invoices per legal entity)', () => {
  it('gives CBBE and GCSBE the Belgian entity, with the numbers a Belgian invoice prints', () => {
    for (const code of ['CBBE', 'GCSBE'] as const) {
      expect(STOREFRONTS[code].seller).toEqual({
        legalName: 'Kadoworks Belgium BV',
        address: { streetAddress: 'Cadeaulaan 10', postalCode: '9000', addressLocality: 'Gent', addressCountry: 'BE' },
        vatNumber: 'BE0765123429',
        companyNumber: '0765.123.429',
        iban: 'BE21001234567803',
        bic: 'GEBABEBB',
        timeZone: 'Europe/Brussels',
      })
    }
    expect(STOREFRONTS.CB.seller.legalName).toBe('Kadoworks Nederland B.V.')
    expect(STOREFRONTS.GCUK.seller).toEqual(STOREFRONTS.CKUK.seller)
  })

  it('keeps the Belgian enterprise number\'s check digits (97 minus the first eight digits mod 97)', () => {
    const digits = STOREFRONTS.CBBE.seller.companyNumber.replaceAll('.', '')
    expect(97 - (Number(digits.slice(0, 8)) % 97)).toBe(Number(digits.slice(8)))
    expect(STOREFRONTS.CBBE.seller.vatNumber).toBe(`BE${digits}`)
  })

  it('prints only IBANs whose check digits are right, so no transfer goes astray', () => {
    expect(ibanIsValid('BE68539007547034')).toBe(true) // the Belgian example IBAN
    expect(ibanIsValid('BE68539007547035')).toBe(false)
    for (const storefront of Object.values(STOREFRONTS)) {
      if (storefront.seller.iban) expect(ibanIsValid(storefront.seller.iban), `${storefront.code} ${storefront.seller.iban}`).toBe(true)
    }
  })

  it('has an IBAN wherever shoppers may pay by bank transfer or on invoice', () => {
    const byTransfer = [...paymentMethodById('banktransfer')!.countries, ...paymentMethodById('invoice')!.countries]
    for (const storefront of Object.values(STOREFRONTS).filter((candidate) => byTransfer.includes(candidate.country))) {
      expect(storefront.seller.iban, storefront.code).toMatch(new RegExp(`^${storefront.country}\\d{2}`))
    }
  })

  it('is the entity of the storefront\'s own country, keeping its books in a real time zone', () => {
    for (const storefront of Object.values(STOREFRONTS)) {
      expect(storefront.seller.address.addressCountry).toBe(storefront.country)
      expect(() => new Intl.DateTimeFormat('en', { timeZone: storefront.seller.timeZone })).not.toThrow()
    }
  })
})
