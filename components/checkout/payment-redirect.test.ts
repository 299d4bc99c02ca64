// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { buildRedirectForm, redirectUrl } from './payment-redirect'

describe('payment redirects (docs/rules/api.md redirect by form submit)', () => {
  it('adds the data of a GET redirect to the query string', () => {
    expect(redirectUrl({ url: '/testbetaling/?payment=1', httpMethod: 'GET', data: [{ name: 'x', value: 'a b' }] }, 'http://cbbe.localhost/')).toBe('http://cbbe.localhost/testbetaling/?payment=1&x=a+b')
  })

  it('builds a hidden POST form with one field per data entry', () => {
    const form = buildRedirectForm({ url: 'https://psp.example/3ds', httpMethod: 'POST', data: [{ name: 'PaReq', value: 'abc' }, { name: 'MD', value: '42' }] }, document)
    expect(form.method).toBe('post')
    expect(form.action).toBe('https://psp.example/3ds')
    expect([...new FormData(form).entries()]).toEqual([['PaReq', 'abc'], ['MD', '42']])
  })
})
