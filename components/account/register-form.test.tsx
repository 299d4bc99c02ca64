// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderAccountIsland, statusPayload, testShopper } from '@/tests/helpers/account-island'
import { RegisterForm } from './register-form'

const push = vi.fn()
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: push, refresh: vi.fn() }) }))
vi.mock('./user-session', () => ({ loadUserInfo: vi.fn(async () => null) }))

const form = <RegisterForm shopper={testShopper} successHref="/account/register/success/" loginHref="/account/login/" termsHref="/terms/" privacyHref="/privacy/" />
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

function fillValid() {
  type('First name', 'An')
  type('Last name', 'Peeters')
  type('E-mail address', 'an@example.com')
  type('Password', 'secret-pass1!')
  type('Repeat password', 'secret-pass1!')
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
const errorOf = (label: string) => {
  const field = screen.getByLabelText(label)
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ')
  return ids.map((id) => document.getElementById(id)?.textContent).join(' ')
}

describe('RegisterForm', () => {
  it('refuses a password that is too short', async () => {
    const { requests } = renderAccountIsland(form)
    fillValid()
    type('Password', 'short1')
    type('Repeat password', 'short1')
    fireEvent.click(screen.getByLabelText(/I accept the/))
    submit()
    await waitFor(() => expect(errorOf('Password')).toContain('Your password must be at least 8 characters long'))
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true')
    expect(requests).toEqual([])
  })

  it('refuses characters other than letters, digits and symbols', async () => {
    renderAccountIsland(form)
    fillValid()
    type('Password', 'with space 123')
    type('Repeat password', 'with space 123')
    submit()
    await waitFor(() => expect(errorOf('Password')).toContain('Your password may only contain letters, digits and symbols'))
  })

  it('refuses a confirmation that does not match, and unaccepted terms', async () => {
    const { requests } = renderAccountIsland(form)
    fillValid()
    type('Repeat password', 'secret-pass2!')
    submit()
    await waitFor(() => expect(errorOf('Repeat password')).toContain('The passwords do not match'))
    expect(errorOf('I accept the terms and conditions and the privacy statement')).toContain('Please accept the terms and conditions and the privacy statement')
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/terms/')
    expect(screen.getByRole('link', { name: 'privacy statement' })).toHaveAttribute('href', '/privacy/')
    expect(requests).toEqual([])
  })

  it('asks a company name of business customers only', async () => {
    renderAccountIsland(form)
    expect(screen.queryByLabelText('Company name')).toBeNull()
    fireEvent.click(screen.getByLabelText('Business'))
    fillValid()
    fireEvent.click(screen.getByLabelText(/I accept the/))
    submit()
    await waitFor(() => expect(errorOf('Company name')).toContain('Company name is a required field'))
  })

  it('creates the account and shows an e-mail error of the server at the e-mail field', async () => {
    let status: string | null = null
    const { requests } = renderAccountIsland(form, {
      answer: () => ({
        createAccount: status
          ? statusPayload('StatusPayload', status)
          : statusPayload('StatusPayload', null, [{ message: 'An account with this e-mail address already exists.', code: 3006, referencedRequestParameter: 'input.email' }]),
      }),
    })
    fillValid()
    fireEvent.click(screen.getByLabelText(/I accept the/))
    submit()
    await waitFor(() => expect(errorOf('E-mail address')).toContain('An account with this e-mail address already exists.'))
    expect(requests[0]!.variables.input).toMatchObject({ customerType: 'PRIVATE', email: 'an@example.com', acceptTerms: true, companyName: '' })
    status = 'CREATED'
    submit()
    await waitFor(() => expect(push).toHaveBeenCalledWith('/account/register/success/'))
  })

  it('goes to a same-site callback after registering (the checkout, from the basket), never to another site', async () => {
    const created = { answer: () => ({ createAccount: statusPayload('StatusPayload', 'CREATED') }) }
    const register = (callback: string) => {
      const view = renderAccountIsland(<RegisterForm shopper={testShopper} successHref="/account/register/success/" loginHref="/account/login/" termsHref="/terms/" privacyHref="/privacy/" callback={callback} />, created)
      fillValid()
      fireEvent.click(screen.getByLabelText(/I accept the/))
      submit()
      return view
    }
    push.mockReset()
    const first = register('/checkout/')
    await waitFor(() => expect(push).toHaveBeenCalledWith('/checkout/'))
    first.unmount()
    push.mockReset()
    register('//evil.example/')
    await waitFor(() => expect(push).toHaveBeenCalledWith('/account/register/success/'))
  })
})
