import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { epcPayload, qrModules } from './epc-qr'

/** Draws modules as a scanner sees them: 4 pixels a module, 4 light modules of quiet zone around. */
function scan(modules: boolean[][]) {
  const scale = 4
  const size = (modules.length + 8) * scale
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255)
  modules.forEach((row, y) => row.forEach((dark, x) => {
    if (!dark) return
    for (let dy = 0; dy < scale; dy += 1) {
      for (let dx = 0; dx < scale; dx += 1) {
        const at = (((y + 4) * scale + dy) * size + (x + 4) * scale + dx) * 4
        pixels[at] = 0
        pixels[at + 1] = 0
        pixels[at + 2] = 0
      }
    }
  }))
  return jsQR(pixels, size, size)?.data ?? null
}

const TRANSFER = { bic: 'GEBABEBB', name: 'Kadoworks Belgium BV', iban: 'BE21 0012 3456 7803', amount: 11_195, remittance: '+++090/9337/55493+++' }

describe('the SEPA payment QR code (EPC069-12)', () => {
  it('lays out a credit transfer in the EPC\'s lines', () => {
    expect(epcPayload(TRANSFER)).toBe('BCD\n002\n1\nSCT\nGEBABEBB\nKadoworks Belgium BV\nBE21001234567803\nEUR111.95\n\n\n+++090/9337/55493+++')
    expect(epcPayload({ ...TRANSFER, bic: null, amount: 1 })).toBe('BCD\n002\n1\nSCT\n\nKadoworks Belgium BV\nBE21001234567803\nEUR0.01\n\n\n+++090/9337/55493+++')
  })

  it('refuses amounts a SEPA transfer cannot carry', () => {
    expect(() => epcPayload({ ...TRANSFER, amount: 0 })).toThrow(RangeError)
    expect(() => epcPayload({ ...TRANSFER, amount: 100_000_000_000 })).toThrow(RangeError)
  })

  it('encodes a payload a QR decoder reads back as it was', () => {
    const payload = epcPayload({ ...TRANSFER, name: 'Kadoworks Österreich GmbH', iban: 'AT611904300234573201', bic: 'BKAUATWW', remittance: 'CBAT-20261126-104729' })
    expect(scan(qrModules(payload))).toBe(payload)
  })
})
