'use client'
import { createContext, useContext, type ReactNode } from 'react'

export interface ModalLogo {
  src: string
  alt: string
}

const ModalLogoContext = createContext<ModalLogo | null>(null)

/**
 * The storefront's modal logo (docs/rules/storefronts.md branding modalLogo) for every modal of the page: the layout
 * provides it, a modal shows it at the start of its header unless it is given its own.
 */
export function ModalLogoProvider({ logo, children }: { logo: ModalLogo; children: ReactNode }) {
  return <ModalLogoContext.Provider value={logo}>{children}</ModalLogoContext.Provider>
}

export const useModalLogo = (): ModalLogo | null => useContext(ModalLogoContext)
