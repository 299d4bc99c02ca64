'use client'
import { PageError } from '@/components/chrome/page-error'

/**
 * The error boundary of every storefront page: a page that throws while rendering (on the server
 * or in the browser) is replaced by this, inside the layout's header and footer. The server has
 * logged the error with its digest; the shopper gets no details.
 */
export default function StorefrontPageError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return <PageError retry={retry} />
}
