'use client'
import { useEffect } from 'react'
import { LOGGED_IN_HINT_COOKIE } from '@/config/session'
import { TRANSPORT_ERROR_CODE } from '@/graphql/error-contract'
import type { Shopper } from '@/graphql/shopper'
import { useCartStore } from '@/stores/cart-store'
import { useErrorStore } from '@/stores/error-store'
import { useUserStore } from '@/stores/user-store'
import { AccountMenu, type AccountMenuProps } from './account-menu'

export interface AccountEntryProps extends Pick<AccountMenuProps, 'loginHref' | 'texts' | 'entries'> {
  shopper: Shopper
  /** Where Log out goes when it happens on an account-only page (docs/rules/accounts.md Logout success). */
  homeHref: string
  /** The account-only pages of this language (overview, orders, address book, details, reorder). */
  privatePaths: string[]
}

/** True when the server said a session cookie was set (a script-readable hint; the session itself is httpOnly). */
export function hasLoggedInHint(cookie = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return cookie.split(';').some((part) => part.trim() === `${LOGGED_IN_HINT_COOKIE}=1`)
}

/** The user-info and logout calls load only when needed, so anonymous visitors ship and run none of them. */
const userSession = () => import('@/components/account/user-session')

/**
 * The header's account menu fed by the user store. The user info is fetched once per page load, and
 * only when the logged-in hint cookie exists (cached pages stay the same for everyone).
 */
export function AccountEntry({ shopper, homeHref, privatePaths, ...menu }: AccountEntryProps) {
  const user = useUserStore((state) => state.user)
  const loading = useUserStore((state) => state.loading)
  const { storefrontCode, storeId, language, countryCode } = shopper

  useEffect(() => {
    if (!hasLoggedInHint() || useUserStore.getState().user) return
    useUserStore.getState().setLoading(true)
    void userSession().then((module) => module.loadUserInfo({ storefrontCode, storeId, language, countryCode }))
  }, [storefrontCode, storeId, language, countryCode])

  async function onLogout() {
    const { logOut } = await userSession()
    const result = await logOut(shopper)
    if (!result.ok) {
      const error = result.errors[0]
      useErrorStore.getState().showError({ code: error?.code ?? TRANSPORT_ERROR_CODE, message: error?.message ?? '', parameter: error?.referencedRequestParameter ?? null })
      return
    }
    // docs/rules/accounts.md Logout success: user info and prefill data go, and so does the basket count (the
    // customer's basket stays with the account). Orders are never kept on the client.
    useUserStore.getState().clear()
    useCartStore.getState().setCartQuantity(0)
    if (privatePaths.includes(window.location.pathname)) window.location.assign(homeHref)
  }

  return <AccountMenu {...menu} user={user} loading={loading} onLogout={onLogout} />
}
