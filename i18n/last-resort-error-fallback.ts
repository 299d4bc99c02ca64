/**
 * The English texts of the last-resort error page, kept apart from the other languages because
 * they are also its stand-in: app/global-error.tsx loads the texts of every language only once it
 * renders, and shows these when that load fails or is slow (the server or the network may be what
 * failed). They are LAST_RESORT_ERROR_TEXTS.en, so last-resort-error.test.ts keeps them equal to the
 * English catalogue.
 */
export interface LastResortErrorTexts {
  title: string
  text: string
  retry: string
}

export const LAST_RESORT_FALLBACK_TEXTS: LastResortErrorTexts = {
  title: 'Oh oh',
  text: 'Oh oh, something went wrong. We are already working on a fix for this issue. Please try again at a later moment. Our apologies for the inconvenience.',
  retry: 'Try again',
}
