import { create } from 'zustand'

/** The logged-in customer as the client shows it (docs/rules/accounts.md user info: mainProfile and subscribed). */
export interface AccountUser {
  firstName: string
  lastName: string
  email: string
  customerType: 'PRIVATE' | 'BUSINESS'
  subscribed: boolean
}

export interface UserState {
  /** Absent means not logged in (docs/rules/accounts.md). */
  user: AccountUser | null
  /** True while the user info is being loaded (the account menu hides its dropdown meanwhile). */
  loading: boolean
  /** The e-mail the identify step found (or not), prefilled on the login or register page. */
  prefillEmail: string | null
  /** The e-mail a reset link was requested for, shown on the forgot-password success page. */
  forgotPasswordEmail: string | null
  setUser: (user: AccountUser | null) => void
  setLoading: (loading: boolean) => void
  setPrefillEmail: (email: string | null) => void
  setForgotPasswordEmail: (email: string | null) => void
  /** docs/rules/accounts.md Logout success: clears user info, forgot-password e-mail and prefill data. */
  clear: () => void
}

export const useUserStore = create<UserState>()((set) => ({
  user: null,
  loading: false,
  prefillEmail: null,
  forgotPasswordEmail: null,
  setUser: (user) => set({ user, loading: false }),
  setLoading: (loading) => set({ loading }),
  setPrefillEmail: (prefillEmail) => set({ prefillEmail }),
  setForgotPasswordEmail: (forgotPasswordEmail) => set({ forgotPasswordEmail }),
  clear: () => set({ user: null, loading: false, prefillEmail: null, forgotPasswordEmail: null }),
}))
