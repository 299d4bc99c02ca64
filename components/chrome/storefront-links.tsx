'use client'
import { createContext, useContext, type ReactNode } from 'react'

/** Where the storefront's home is in the page's language (localized on the server). */
export interface StorefrontLinks {
  home: string
}

const StorefrontLinksContext = createContext<StorefrontLinks>({ home: '/' })

/**
 * Gives the page's content the storefront's own links. The layout wraps every page in it, so the
 * error boundary (which Next renders in place of a failed page, without its props) still links home
 * in the right language.
 */
export function StorefrontLinksProvider({ links, children }: { links: StorefrontLinks; children: ReactNode }) {
  return <StorefrontLinksContext.Provider value={links}>{children}</StorefrontLinksContext.Provider>
}

export const useStorefrontLinks = (): StorefrontLinks => useContext(StorefrontLinksContext)
