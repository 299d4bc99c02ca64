import { describe, expect, it } from 'vitest'
import { isUnservablePath } from './unservable-path'

describe('paths no page can have', () => {
  it('are those with a control character, raw or encoded, or a broken escape', () => {
    for (const path of ['/cadeaubonnen/%00/', '/cadeaubonnen/a%0Ab/', '/x\u0000/', '/%7F/', '/%1f', '/cadeaubonnen/%/', '/%zz/', '/%E0%A4%A/', '/%25%00/'])
      expect(isUnservablePath(path), path).toBe(true)
  })

  it('leave every real path alone, accents and spaces included', () => {
    for (const path of ['/', '/cadeaubonnen/', '/fr/cartes-cadeaux/2/', '/zoeken/', '/cadeaubonnen/caf%C3%A9/', '/a%20b/', '/%25/'])
      expect(isUnservablePath(path), path).toBe(false)
  })
})
