import { describe, expect, it } from 'vitest'
import { getStorefront } from '@/config/storefronts/resolve'
import { helpdeskUrl } from './helpdesk-url'

const CBBE = getStorefront('CBBE')

describe('helpdeskUrl', () => {
  it('defaults to the fictional help desk per storefront and language', () => {
    expect(helpdeskUrl(CBBE, 'fr', {})).toBe('https://helpdesk.example.com/cbbe/fr/')
  })

  it('takes HELPDESK_URL_<CODE> before HELPDESK_URL and fills the placeholders', () => {
    const env = { HELPDESK_URL: 'https://help.shop.test/{language}-{country}/', HELPDESK_URL_CBDE: 'https://hilfe.shop.test/' }
    expect(helpdeskUrl(CBBE, 'nl', env)).toBe('https://help.shop.test/nl-be/')
    expect(helpdeskUrl(getStorefront('CBDE'), 'de', env)).toBe('https://hilfe.shop.test/')
  })

  it('ignores a configured value that is not an http(s) URL', () => {
    expect(helpdeskUrl(CBBE, 'nl', { HELPDESK_URL: 'javascript:alert(1)' })).toBe('https://helpdesk.example.com/cbbe/nl/')
    expect(helpdeskUrl(CBBE, 'nl', { HELPDESK_URL: '/relative/' })).toBe('https://helpdesk.example.com/cbbe/nl/')
  })
})
