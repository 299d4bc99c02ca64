import { TRANSPORT_ERROR_CODE } from '@/graphql/error-contract'
import { postPlainOperation } from '@/graphql/browser-fetch'
import { RedeemSessionDocument } from '@/graphql/generated/plain-operations'
import type { Shopper } from '@/graphql/shopper'
import { useErrorStore } from '@/stores/error-store'
import { useRedeemLinkStore } from '@/stores/redeem-link-store'
import { hydrateRedeemStore, useRedeemStore } from '@/stores/redeem-store'
import { toRedeemCard } from '../checked-card'

/**
 * docs/rules/redeem.md redeem token in the address: makes a link's token this browser's redeem session, with
 * the cards the API still lets it spend. The persisted session is loaded first, so it cannot
 * overwrite the link's afterwards; a different token replaces it (address flags included), the same
 * one keeps its flags and gets fresh balances. A token the API refuses (3210: expired, unknown,
 * spent) leaves the session as it was and shows the error modal, as does a failed request.
 */
export async function resumeRedeemSession(shopper: Shopper, token: string): Promise<void> {
  const store = useRedeemStore
  const link = useRedeemLinkStore.getState()
  link.setResuming(true)
  try {
    await hydrateRedeemStore().catch(() => undefined)
    const payload = (await postPlainOperation({ ...shopper, redeemToken: token }, RedeemSessionDocument, {}))?.redeemSession
    const [first, ...more] = payload?.cards ?? []
    if (!payload || payload.errors.length > 0 || !first) {
      const error = payload?.errors[0]
      useErrorStore.getState().showError(error
        ? { code: error.code, message: error.message, parameter: error.referencedRequestParameter ?? null }
        : { code: TRANSPORT_ERROR_CODE, message: '', parameter: null })
      return
    }
    if (store.getState().token !== token) store.getState().reset()
    store.getState().setRedeem(token, toRedeemCard(first))
    for (const card of more) store.getState().addCard(token, toRedeemCard(card))
  } finally {
    link.setResuming(false)
  }
}
