'use client'
import { CaptchaProvider } from '@/components/account/captcha'
import { ApolloProvider } from '@/graphql/browser-client'
import { BusinessForm, type BusinessFormProps } from './business-form'

/** The business form's client island: the browser's Apollo Client and the captcha load with it only. */
export function BusinessFormIsland(props: BusinessFormProps) {
  return (
    <ApolloProvider shopper={props.shopper}>
      <CaptchaProvider>
        <BusinessForm {...props} />
      </CaptchaProvider>
    </ApolloProvider>
  )
}
