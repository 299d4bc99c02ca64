import { describe, expect, it } from 'vitest'
import { BRAND_COLORS, brandColorProperties } from './theme'

describe('the brand colours of server components', () => {
  it('name exactly the custom properties the root element is given, each with its brand colour', () => {
    const colors = { primary: '#e8423f', primaryText: '#111111', accent: '#ffb400', background: '#ffffff', text: '#1d1d1b' }
    const declared = new Map(brandColorProperties(colors).split(';').filter((part) => part.trim()).map((part) => {
      const [name = '', value = ''] = part.split(':')
      return [name.trim(), value.trim()] as const
    }))
    const used = Object.entries(BRAND_COLORS).map(([key, reference]) => [key, /^var\((--[a-z-]+)\)$/.exec(reference)?.[1]] as const)
    expect(Object.fromEntries(used.map(([key, name]) => [key, name && declared.get(name)]))).toEqual({
      primary: '#e8423f', primaryText: '#111111', accent: '#ffb400', background: '#ffffff', text: '#1d1d1b',
    })
    expect(declared.size).toBe(5)
  })
})
