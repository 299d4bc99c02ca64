'use client'
import { useEffect, useState } from 'react'
import { hydrateRedeemStore, useRedeemStore } from '@/stores/redeem-store'
import { rememberedRedeemToken } from './redeem-flow'

/**
 * The redeem token a page of the regular checkout sends for a redeem order (spec §6: the redeem-token
 * holder): the token of the redeem flow once the persisted store has loaded, else the one this tab
 * kept for the order after the flow was reset. `ready` turns true after loading, so a page never
 * asks for the order without the token it holds.
 */
export function useRedeemOrderToken(orderUuid: string | null): { ready: boolean; token: string | null } {
  const [ready, setReady] = useState(false)
  const [kept, setKept] = useState<string | null>(null)
  const current = useRedeemStore((state) => state.token)
  useEffect(() => {
    let live = true
    const done = () => {
      if (!live) return
      setKept(orderUuid ? rememberedRedeemToken(orderUuid) : null)
      setReady(true)
    }
    void hydrateRedeemStore().then(done, done)
    return () => { live = false }
  }, [orderUuid])
  return { ready, token: ready ? current ?? kept : null }
}
