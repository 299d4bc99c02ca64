import { describe, expect, it } from 'vitest'
import { NextRequest } from 'next/server'
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { ROUTE_HEADER } from '@/config/route-header'
import { config, proxy } from './proxy'

/**
 * Where the proxy sends a request for `path` on CBBE's host (the x-middleware-rewrite header Next
 * follows). Outside a Next server the URL drops the trailing slash (next.config's trailingSlash is not loaded).
 */
async function rewriteOf(path: string): Promise<{ target: string | null; route: string | null }> {
  const response = await proxy(new NextRequest(`http://cbbe.localhost:3100${path}`, { headers: { host: 'cbbe.localhost:3100' } }))
  const target = response.headers.get('x-middleware-rewrite')
  return { target: target ? new URL(target).pathname : null, route: response.headers.get(ROUTE_HEADER) }
}

describe('the proxy and the per-storefront root files', () => {
  it('runs for robots.txt, sitemap.xml and the numbered parts of a sitemap index only', () => {
    const matches = (path: string) => unstable_doesMiddlewareMatch({ config, url: `http://cbbe.localhost:3100${path}` })
    for (const path of ['/robots.txt', '/sitemap.xml', '/sitemap-1.xml', '/sitemap-12.xml', '/cadeaubonnen/']) expect(matches(path)).toBe(true)
    for (const path of ['/sitemap-x.xml', '/sitemap-.xml', '/sitemap-1.txt', '/favicon.ico']) expect(matches(path)).toBe(false)
  })

  it('rewrites /sitemap-<n>.xml to the storefront sitemap part route, as /sitemap.xml to its own', async () => {
    expect(await rewriteOf('/sitemap.xml')).toEqual({ target: '/cbbe/sitemap-xml', route: 'sitemap-xml' })
    expect(await rewriteOf('/sitemap-1.xml')).toEqual({ target: '/cbbe/sitemap-xml/1', route: 'sitemap-xml' })
    expect(await rewriteOf('/sitemap-27.xml')).toEqual({ target: '/cbbe/sitemap-xml/27', route: 'sitemap-xml' })
    expect(await rewriteOf('/robots.txt')).toEqual({ target: '/cbbe/robots-txt', route: 'robots-txt' })
  })
})
