import type { ReactElement } from 'react'
import { onTestFinished } from 'vitest'
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client'
import { ApolloProvider } from '@apollo/client/react'
import { NextIntlClientProvider } from 'next-intl'
import { Observable } from 'rxjs'
import en from '@/i18n/messages/en.json'
import { renderWithTheme } from '@/tests/helpers/render-with-theme'
import { StaticCaptcha } from '@/components/account/captcha'

export const testShopper = { storefrontCode: 'CBBE', storeId: 49, language: 'en', countryCode: 'BE' }

export interface RecordedRequest {
  operationName: string
  variables: Record<string, unknown>
}

/**
 * Renders an account island with a recording Apollo link answering `answer(operationName, variables)`.
 * Islands that post plain operations (graphql/browser-fetch.ts) get the same answers and records
 * through a stubbed `fetch`, restored when the test ends.
 */
export function renderAccountIsland(
  ui: ReactElement,
  { answer = () => ({}), captchaToken = 'test-token' }: { answer?: (operationName: string, variables: Record<string, unknown>) => Record<string, unknown>; captchaToken?: string | null } = {},
) {
  const requests: RecordedRequest[] = []
  const link = new ApolloLink((operation) => new Observable((observer) => {
    requests.push({ operationName: operation.operationName ?? '', variables: operation.variables })
    observer.next({ data: answer(operation.operationName ?? '', operation.variables) })
    observer.complete()
  }))
  const client = new ApolloClient({ cache: new InMemoryCache(), link })
  const realFetch = globalThis.fetch
  globalThis.fetch = async (_input, init) => {
    const { query, variables } = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> }
    const operationName = /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? ''
    requests.push({ operationName, variables })
    return new Response(JSON.stringify({ data: answer(operationName, variables) }), { headers: { 'content-type': 'application/json' } })
  }
  onTestFinished(() => { globalThis.fetch = realFetch })
  const view = renderWithTheme(
    <NextIntlClientProvider locale="en" messages={en}>
      <ApolloProvider client={client}>
        <StaticCaptcha token={captchaToken}>{ui}</StaticCaptcha>
      </ApolloProvider>
    </NextIntlClientProvider>,
  )
  return { ...view, requests }
}

export const statusPayload = (typename: string, status: string | null, errors: Array<{ message: string; code: number; referencedRequestParameter: string | null }> = []) => ({
  __typename: typename,
  status,
  errors: errors.map((error) => ({ __typename: 'ApiError', ...error })),
})
