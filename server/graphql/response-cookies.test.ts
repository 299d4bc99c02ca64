import { describe, expect, it, vi } from 'vitest'
import { readCookie, ResponseCookies } from './response-cookies'

vi.mock('server-only', () => ({}))

describe('cookies', () => {
  it('reads one cookie and treats malformed encodings as absent', () => {
    expect(readCookie('a=1; session=abc%2B; b=2', 'session')).toBe('abc+')
    expect(readCookie('a=1', 'session')).toBeNull()
    expect(readCookie('session=%E0%A4%A', 'session')).toBeNull()
    expect(readCookie(null, 'session')).toBeNull()
  })

  it('writes SameSite=Lax cookies for the whole site, HttpOnly and Secure when asked', () => {
    const jar = new ResponseCookies()
    jar.set('session', 'token', { maxAgeSeconds: 60, httpOnly: true, secure: true })
    jar.clear('logged_in', { httpOnly: false, secure: false })
    expect(jar.headers).toEqual([
      'session=token; Path=/; Max-Age=60; SameSite=Lax; HttpOnly; Secure',
      'logged_in=; Path=/; Max-Age=0; SameSite=Lax',
    ])
  })
})
