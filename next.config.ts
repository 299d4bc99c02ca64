import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import { securityHeaders } from './config/security-headers'

const withNextIntl = createNextIntlPlugin('./i18n/request.ts')

const nextConfig: NextConfig = {
  // Lets several dev servers of one checkout run side by side (each with its own NEXT_DIST_DIR).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // Every route carries a trailing slash, as the spec's paths do.
  trailingSlash: true,
  compiler: { styledComponents: true },
  // Native and WASM packages must stay outside the server bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2', 'nodemailer'],
  // Every storefront answers on <code>.localhost in development.
  allowedDevOrigins: ['*.localhost'],
  poweredByHeader: false,
  typedRoutes: false,
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(process.env.NODE_ENV !== 'production') }]
  },
}

export default withNextIntl(nextConfig)
