import type { ReactElement } from 'react'
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

/** Renders an account island with a recording Apollo link answering `answer(operationName, variables)`. */
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
