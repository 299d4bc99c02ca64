'use client'
import { useEffect, useState } from 'react'
import { LAST_RESORT_FALLBACK_TEXTS, type LastResortErrorTexts } from '@/i18n/last-resort-error-fallback'

/**
 * How long the page waits for its language's texts before the English ones stand in: a server or
 * network that is down may leave the request hanging rather than failing it.
 */
const LAST_RESORT_TEXTS_WAIT_MS = 2000

interface Apology {
  language: string
  texts: LastResortErrorTexts
}

const STAND_IN: Apology = { language: 'en', texts: LAST_RESORT_FALLBACK_TEXTS }

/**
 * The last resort: Next renders this in place of the whole document when the storefront's layout
 * itself fails (its store data or catalogue could not load), so there is no chrome, theme or message
 * catalogue to use. It apologises in the address's language (else the browser's) and offers to try
 * again; everything else is app/[store]/[locale]/error.tsx's job, inside the storefront's chrome.
 *
 * Next puts this component in every page, and almost no visit ever shows it, so the texts of every
 * language load only when it renders (it renders only in the browser: a failed layout is answered
 * with Next's empty error document). Only the English texts come along, to show when that load
 * fails or is slow; the language's texts replace them whenever they arrive.
 */
export default function GlobalError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const [apology, setApology] = useState<Apology | null>(null)

  useEffect(() => {
    let active = true
    const standIn = () => {
      if (active) setApology((shown) => shown ?? STAND_IN)
    }
    const timer = window.setTimeout(standIn, LAST_RESORT_TEXTS_WAIT_MS)
    import('@/i18n/last-resort-error')
      .then(({ LAST_RESORT_ERROR_TEXTS, lastResortLanguage }) => {
        const language = lastResortLanguage(window.location.pathname, navigator.languages)
        if (active) setApology({ language, texts: LAST_RESORT_ERROR_TEXTS[language] })
      }, standIn)
      .finally(() => window.clearTimeout(timer))
    return () => {
      active = false
      window.clearTimeout(timer)
    }
  }, [])

  return (
    <html lang={apology?.language}>
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0 }}>
        <main aria-busy={apology === null} style={{ maxWidth: 640, margin: '0 auto', padding: '48px 16px' }}>
          {apology && (
            <>
              <h1>{apology.texts.title}</h1>
              <p role="alert">{apology.texts.text}</p>
              <button type="button" onClick={retry} style={{ font: 'inherit', padding: '12px 24px', cursor: 'pointer' }}>{apology.texts.retry}</button>
            </>
          )}
        </main>
      </body>
    </html>
  )
}
