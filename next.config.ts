import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { securityHeaders } from './config/security-headers'

// Messages are compiled from ICU to a compact form when built, so browsers get next-intl's small
// formatter instead of the ICU parser (9 kB gzip less on every page). Only Next's build does this:
// tests and scripts read the raw catalogues with the full formatter, which gives the same texts.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './i18n/messages', format: 'json', locales: 'infer', precompile: true } },
})

const nextConfig: NextConfig = {
  // Lets several dev servers of one checkout run side by side (each with its own NEXT_DIST_DIR).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // Every route carries a trailing slash, as the paths of docs/rules/pages-and-seo.md do.
  trailingSlash: true,
  // Component names in class names help when developing; in production they only add bytes to every
  // page's HTML and every chunk (about 4 kB on a listing page).
  compiler: { styledComponents: { displayName: process.env.NODE_ENV === 'development', ssr: true } },
  // Native and WASM packages must stay outside the server bundle. React Email renders mails with
  // react-dom/server, which Next refuses inside route handlers and server components: required from
  // node_modules at run time instead, with their own React, so mails render wherever they are queued.
  serverExternalPackages: [
    '@electric-sql/pglite', 'pg', '@node-rs/argon2', 'nodemailer', '@resvg/resvg-js', 'bwip-js',
    '@react-email/render', '@react-email/components', 'html-to-text',
    // One copy of each in the process: the production server (scripts/server/shop-server.mjs) counts HTTP requests
    // into the same metrics registry the app serves, and both log through pino.
    'prom-client', 'pino', 'pino-pretty',
  ],
  // Every storefront answers on <code>.localhost in development.
  allowedDevOrigins: ['*.localhost'],
  poweredByHeader: false,
  // Only the bench's own build (scripts/bench/app-build.ts) has browser source maps: they are what tells
  // the shop's code from the libraries' in a chunk. Next serves them beside the chunks, so the shop's
  // build never has them.
  productionBrowserSourceMaps: process.env.BENCH_SOURCE_MAPS === '1',
  // Next hashes every HTML response in JavaScript, character by character, to make its ETag: a fifth
  // of the CPU a cached catalogue page costs. The pages are revalidated by the CDN and the ISR cache
  // (s-maxage), not by browsers, so the hash bought almost nothing (docs/performance.md).
  generateEtags: false,
  typedRoutes: false,
  // Next's file-system page cache, minus 404s: a junk URL leaves nothing on disk or in memory.
  cacheHandler: path.join(path.dirname(fileURLToPath(import.meta.url)), 'scripts/server/page-cache-handler.mjs'),
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env.NODE_ENV !== 'production') }]
  },
}

export default withNextIntl(nextConfig)
