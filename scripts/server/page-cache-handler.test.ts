import { describe, expect, it } from 'vitest'
import { isStorable } from './page-cache-handler.mjs'

describe('the page cache', () => {
  it('stores pages and route answers of things that exist, never a 404', () => {
    expect(isStorable({ kind: 'APP_PAGE', status: 200 })).toBe(true)
    expect(isStorable({ kind: 'APP_PAGE', status: undefined })).toBe(true)
    expect(isStorable({ kind: 'APP_ROUTE', status: 200 })).toBe(true)
    expect(isStorable({ kind: 'FETCH', data: {} })).toBe(true)
    expect(isStorable({ kind: 'APP_PAGE', status: 404 })).toBe(false)
    expect(isStorable({ kind: 'APP_ROUTE', status: 404 })).toBe(false)
    expect(isStorable({ kind: 'PAGES', status: 404 })).toBe(false)
  })
})
