import { create } from 'zustand'

/**
 * The language links of the page in the address bar, as its header got them from the server: the
 * footer, rendered once per layout, links to the same page through them, so the table of every route
 * in every language stays on the server.
 */
export interface PageLanguageLinks {
  /** language code → the same page in that language, without the query */
  hrefs: Readonly<Record<string, string>>
  /** Whether the query means the same on the target (false for a page no route knows: it leads home). */
  keepsQuery: boolean
}

export const usePageLanguageLinksStore = create<{ links: PageLanguageLinks | null }>()(() => ({ links: null }))
