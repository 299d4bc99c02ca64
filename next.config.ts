import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

const withNextIntl = createNextIntlPlugin('./i18n/request.ts')

const nextConfig: NextConfig = {
  // Every route carries a trailing slash, as the spec's paths do.
  trailingSlash: true,
  compiler: { styledComponents: true },
  // Native and WASM packages must stay outside the server bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  // Every storefront answers on <code>.localhost in development.
  allowedDevOrigins: ['*.localhost'],
  poweredByHeader: false,
  typedRoutes: false,
}

export default withNextIntl(nextConfig)
