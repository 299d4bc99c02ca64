'use client'
import { useEffect, useRef } from 'react'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import { PageContainer } from '@/components/layout/page-container'
import { Button } from '@/components/ui/button'
import { useStorefrontLinks } from './storefront-links'

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  margin-top: 24px;
`

/**
 * What a shopper sees in place of a page that failed to render: inside the storefront's header and
 * footer, the shop's own apology, a way to try the page again and a way home. The heading takes
 * the focus, so a screen reader announces what happened instead of staying silent.
 */
export function PageError({ retry }: { retry: () => void }) {
  const t = useTranslations()
  const links = useStorefrontLinks()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <PageContainer id="main">
      <h1 ref={heading} tabIndex={-1}>{t('errors.title')}</h1>
      <p role="alert">{t('errors.default')}</p>
      <Actions>
        <Button type="button" onClick={retry}>{t('common.tryAgain')}</Button>
        <a href={links.home}>{t('common.home')}</a>
      </Actions>
    </PageContainer>
  )
}
