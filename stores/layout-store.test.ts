import { describe, expect, it } from 'vitest'
import { extensionForWidth, layoutForExtension, useLayoutStore } from './layout-store'

describe('layout store', () => {
  it.each([
    [320, 'mobile'],
    [639, 'mobile'],
    [640, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktopSmall'],
    [1279, 'desktopSmall'],
    [1280, 'desktopLarge'],
    [1920, 'desktopLarge'],
  ] as const)('extensionForWidth(%i) is %s', (width, extension) => {
    expect(extensionForWidth(width)).toBe(extension)
  })

  it('uses the mobile layout below 1024 px', () => {
    expect(layoutForExtension('mobile')).toBe('mobile')
    expect(layoutForExtension('tablet')).toBe('mobile')
    expect(layoutForExtension('desktopSmall')).toBe('desktop')
    expect(layoutForExtension('desktopLarge')).toBe('desktop')
  })

  it('derives layout and extension from a width', () => {
    useLayoutStore.getState().setWidth(1023)
    expect(useLayoutStore.getState()).toMatchObject({ layout: 'mobile', extension: 'tablet' })
    useLayoutStore.getState().setWidth(1024)
    expect(useLayoutStore.getState()).toMatchObject({ layout: 'desktop', extension: 'desktopSmall' })
  })
})
