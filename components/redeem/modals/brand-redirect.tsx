'use client'
import { useEffect, useEffectEvent, useState } from 'react'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'

export interface BrandRedirectProps {
  /** The product's title, as the shop iframe modal names the webshop. */
  title: string
  /** The brand's page (https, checked by the caller). */
  link: string
  /** Seconds before the shopper is taken there. */
  seconds: number
  /** Closes the notice: the shopper stays in the redeem shop and nothing happens. */
  onStay: () => void
  /** Follows the link (tests pass their own); by default the whole page goes there. */
  navigate?: (href: string) => void
}

const goTo = (href: string) => window.location.assign(href)

/**
 * docs/rules/redeem.md brand redirect: a brand whose webshop cannot be framed is visited instead. The
 * notice counts down the brand's seconds where the shopper sees them, then takes the page there; a link
 * goes at once and "Stay here" closes the notice. The countdown lives only while this is mounted (the
 * modal is open), so closing the modal in any way cancels it. Leaving the page meets the close-tab
 * warning like any link out; the token and the chosen cards are kept for the way back.
 */
export function BrandRedirect({ title, link, seconds, onStay, navigate = goTo }: BrandRedirectProps) {
  const t = useTranslations('redeem.modals')
  const [left, setLeft] = useState(seconds)
  const follow = useEffectEvent(() => navigate(link))
  useEffect(() => {
    // Counted against the clock, not in ticks: a background tab's throttled timers still end on time.
    const deadline = Date.now() + seconds * 1000
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000))
      setLeft(remaining)
      if (remaining > 0) return
      clearInterval(timer)
      follow()
    }, 1000)
    return () => clearInterval(timer)
  }, [seconds])
  return (
    <Notice>
      <p>{t('shopRedirectText', { title })}</p>
      <Countdown role="timer" aria-atomic="true" data-testid="brand-redirect-countdown">{t('shopRedirectCountdown', { seconds: left })}</Countdown>
      <Actions>
        <a href={link} rel="noopener noreferrer" referrerPolicy="no-referrer">{t('shopRedirectNow', { title })}</a>
        <Button variant="secondary" size="small" onClick={onStay}>{t('shopRedirectStay')}</Button>
      </Actions>
    </Notice>
  )
}

const Notice = styled.div`
  display: grid;
  gap: 12px;
  p { margin: 0; }
`

const Countdown = styled.p`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`
