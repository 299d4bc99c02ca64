/**
 * docs/rules/api.md "redirect to a payment provider by form submit": a GET redirect is a plain navigation (its
 * data, if any, in the query string); a POST one is a hidden form the browser submits, so the
 * provider receives the fields as a normal form post and the shopper's back button works as usual.
 */
export interface PaymentRedirect {
  url: string
  httpMethod: string
  data: ReadonlyArray<{ name: string; value: string }>
}

/** The URL a GET redirect goes to: the provider's URL plus the data as query parameters. */
export function redirectUrl(redirect: PaymentRedirect, base: string): string {
  const url = new URL(redirect.url, base)
  for (const field of redirect.data) url.searchParams.set(field.name, field.value)
  return url.toString()
}

/** Builds the hidden form of a POST redirect (not yet submitted or attached). */
export function buildRedirectForm(redirect: PaymentRedirect, doc: Document): HTMLFormElement {
  const form = doc.createElement('form')
  form.method = 'POST'
  form.action = redirect.url
  form.hidden = true
  for (const field of redirect.data) {
    const input = doc.createElement('input')
    input.type = 'hidden'
    input.name = field.name
    input.value = field.value
    form.appendChild(input)
  }
  return form
}

export function followPaymentRedirect(redirect: PaymentRedirect): void {
  if (redirect.httpMethod.toUpperCase() === 'POST') {
    const form = buildRedirectForm(redirect, document)
    document.body.appendChild(form)
    form.submit()
    return
  }
  window.location.assign(redirectUrl(redirect, window.location.href))
}
