'use client'
import { useSyncExternalStore } from 'react'
import { usePathname } from 'next/navigation'
import { LAST_RESORT_ERROR_TEXTS, lastResortLanguage } from '@/i18n/last-resort-error'

const noSubscription = () => () => {}

/**
 * The last resort: Next renders this in place of the whole document when the storefront's layout
 * itself fails (its store data or catalogue could not load), so there is no chrome, theme or message
 * catalogue to use. It apologises in the address's language (else the browser's) and offers to try
 * again; everything else is app/[store]/[locale]/error.tsx's job, inside the storefront's chrome.
 */
export default function GlobalError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const pathname = usePathname() ?? '/'
  // The browser's languages exist only in the browser: none on the server, read after hydration.
  const browserLanguages = useSyncExternalStore(noSubscription, () => navigator.languages.join(','), () => '')
  const language = lastResortLanguage(pathname, browserLanguages.split(','))
  const texts = LAST_RESORT_ERROR_TEXTS[language]
  return (
    <html lang={language}>
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0 }}>
        <main style={{ maxWidth: 640, margin: '0 auto', padding: '48px 16px' }}>
          <h1>{texts.title}</h1>
          <p role="alert">{texts.text}</p>
          <button type="button" onClick={retry} style={{ font: 'inherit', padding: '12px 24px', cursor: 'pointer' }}>{texts.retry}</button>
        </main>
      </body>
    </html>
  )
}
