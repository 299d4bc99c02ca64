import 'server-only'
import type { ReactNode } from 'react'
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { PageContainer } from '@/components/layout/page-container'
import { AccountIsland } from '@/components/account/account-island'
import { localizePath, type RouteName } from '@/i18n/localize'
import { customerOfRequest, type PageCustomer } from '../../_lib/page-customer'
import { pageContext, type PageContext, type RouteParams } from '../../_lib/page-context'

export type SearchParams = Promise<Record<string, string | string[] | undefined>>

export interface AccountPageContext extends PageContext {
  path: (route: RouteName) => string
}

export async function accountContext(params: Promise<RouteParams>): Promise<AccountPageContext> {
  const context = await pageContext(params)
  const { language, storefront } = context
  return { ...context, path: (route) => localizePath(route, {}, language, storefront.defaultLanguage) }
}

/** Account-only pages (docs/rules/accounts.md): the customer of the session, else to the login page (back here afterwards). */
export async function requireCustomer(context: AccountPageContext, route: RouteName): Promise<PageCustomer> {
  const customer = await customerOfRequest(context.shopper)
  if (!customer) redirect(`${context.path('accountLogin')}?callback=${encodeURIComponent(context.path(route))}`)
  return customer
}

/** docs/rules/accounts.md: logged-in customers cannot log in or register again; they go to their overview. */
export async function redirectLoggedIn(context: AccountPageContext): Promise<void> {
  if (await customerOfRequest(context.shopper)) redirect(context.path('accountOverview'))
}

export function firstParam(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null
}

/** Account pages are personal: never indexed. */
export async function accountMetadata(params: Promise<RouteParams>, title: (t: Awaited<ReturnType<typeof getTranslations<'account'>>>) => string): Promise<Metadata> {
  const { language } = await pageContext(params)
  const t = await getTranslations({ locale: language, namespace: 'account' })
  return { title: title(t), robots: { index: false, follow: false } }
}

/** The page frame: heading, optional intro, and the client island with Apollo and captcha. */
export function AccountPage({ context, title, intro, children, island = true }: { context: PageContext; title: string; intro?: ReactNode; children: ReactNode; island?: boolean }) {
  return (
    <PageContainer id="main">
      <h1>{title}</h1>
      {intro}
      {island ? <AccountIsland shopper={context.shopper}>{children}</AccountIsland> : children}
    </PageContainer>
  )
}
