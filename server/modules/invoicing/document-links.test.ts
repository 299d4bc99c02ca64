import { describe, expect, it } from 'vitest'
import { documentToken, isDocumentToken } from './document-links'

const key = Buffer.alloc(32, 7)
const otherKey = Buffer.alloc(32, 8)
const order = '6f1c2a5e-8d3b-4f7a-9c1e-2b4d6f8a0c1e'
const otherOrder = '6f1c2a5e-8d3b-4f7a-9c1e-2b4d6f8a0c1f'

describe('document links', () => {
  it('open the one document of the one order they were made for', () => {
    const token = documentToken(key, order, 'INVOICE')
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(isDocumentToken(key, order, 'INVOICE', token)).toBe(true)
    expect(isDocumentToken(key, order, 'CREDIT_NOTE', token)).toBe(false)
    expect(isDocumentToken(key, otherOrder, 'INVOICE', token)).toBe(false)
    expect(isDocumentToken(otherKey, order, 'INVOICE', token)).toBe(false)
  })

  it('refuse a missing, shortened or altered token', () => {
    const token = documentToken(key, order, 'INVOICE')
    expect(isDocumentToken(key, order, 'INVOICE', null)).toBe(false)
    expect(isDocumentToken(key, order, 'INVOICE', '')).toBe(false)
    expect(isDocumentToken(key, order, 'INVOICE', token.slice(0, -1))).toBe(false)
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    expect(isDocumentToken(key, order, 'INVOICE', altered)).toBe(false)
  })
})
