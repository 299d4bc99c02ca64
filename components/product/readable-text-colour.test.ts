import { describe, expect, it } from 'vitest'
import { readableTextColour } from './readable-text-colour'

describe('readableTextColour', () => {
  it('picks the text colour with the higher contrast', () => {
    expect(readableTextColour('#1b5e20')).toBe('#ffffff')
    expect(readableTextColour('#6A1B9A')).toBe('#ffffff')
    expect(readableTextColour('#E65100')).toBe('#111111')
    expect(readableTextColour('#ffb400')).toBe('#111111')
    expect(readableTextColour('not a colour')).toBe('#111111')
  })
})
