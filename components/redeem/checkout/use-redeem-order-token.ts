'use client'
import { useEffect, useState } from 'react'
import { hydrateRedeemStore, useRedeemStore } from '@/stores/redeem-store'
import { useRedeemLinkStore } from '@/stores/redeem-link-store'
import { rememberedRedeemToken } from './redeem-flow'

/**
 * The redeem token a page of the regular checkout sends for a redeem order (docs/rules/redeem.md: the redeem-token
 * holder): the token of the redeem flow once the persisted store has loaded, else the one this tab
 * kept for the order when the flow was reset (so the reset does not change the token mid-page).
 * `ready` turns true after loading and once a `?redeemToken=` link's session is resumed, so a page
 * never asks for the order without the token it holds.
 */
export function useRedeemOrderToken(orderUuid: string | null): { ready: boolean; token: string | null } {
  const [ready, setReady] = useState(false)
  const current = useRedeemStore((state) => state.token)
  const resuming = useRedeemLinkStore((state) => state.resuming)
  useEffect(() => {
    let live = true
    const done = () => { if (live) setReady(true) }
    void hydrateRedeemStore().then(done, done)
    return () => { live = false }
  }, [])
  if (!ready || resuming) return { ready: false, token: null }
  return { ready, token: current ?? (orderUuid ? rememberedRedeemToken(orderUuid) : null) }
}
