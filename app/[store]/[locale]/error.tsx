'use client'
import dynamic from 'next/dynamic'

// Next puts the error boundary in every page and almost no visit shows it, so its view (the shop's
// Button among it) loads only when a page fails. Should that load fail too, the root error boundary
// (app/global-error.tsx) takes over with its own apology.
const PageError = dynamic(() => import('@/components/chrome/page-error').then(({ PageError }) => PageError), { loading: () => null })

/**
 * The error boundary of every storefront page: a page that throws while rendering (on the server
 * or in the browser) is replaced by this, inside the layout's header and footer. The server has
 * logged the error with its digest; the shopper gets no details.
 */
export default function StorefrontPageError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return <PageError retry={retry} />
}
