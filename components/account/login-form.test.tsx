// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ERROR_CODES } from '@/graphql/error-codes'
import { useUserStore } from '@/stores/user-store'
import { renderAccountIsland, statusPayload, testShopper } from '@/tests/helpers/account-island'
import { LoginForm } from './login-form'

const push = vi.fn()
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: push, refresh: vi.fn() }) }))
vi.mock('./user-session', () => ({ loadUserInfo: vi.fn(async () => null) }))

const form = <LoginForm shopper={testShopper} overviewHref="/account/overview/" forgotPasswordHref="/account/forgot-password/" registerHref="/account/register/" />

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: email } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } })
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
}

describe('LoginForm', () => {
  beforeEach(() => {
    push.mockReset()
    useUserStore.getState().clear()
  })

  it('sends no request without a captcha token', async () => {
    const { requests } = renderAccountIsland(form, { captchaToken: null })
    fill('an@example.com', 'secret-password')
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not check that you are not a robot')
    expect(requests).toEqual([])
  })

  it('sends no request without e-mail or password, and says which field is missing', async () => {
    const { requests } = renderAccountIsland(form)
    fill('', '')
    expect(await screen.findByText('E-mail address is a required field')).toBeInTheDocument()
    expect(screen.getByText('Password is a required field')).toBeInTheDocument()
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('E-mail address')).toHaveFocus()
    fill('an@example.com', '')
    await screen.findByText('Password is a required field')
    expect(requests).toEqual([])
  })

  it('shows a server error at the field its referencedRequestParameter names', async () => {
    const { requests } = renderAccountIsland(form, {
      answer: () => ({ userLogin: statusPayload('StatusPayload', null, [{ message: 'The e-mail address and password do not match.', code: ERROR_CODES.WRONG_CREDENTIALS, referencedRequestParameter: 'password' }]) }),
    })
    fill('an@example.com', 'wrong-password')
    const password = screen.getByLabelText('Password')
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'))
    const describedBy = password.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy)).toHaveTextContent('The e-mail address and password do not match.')
    expect(password).toHaveFocus()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(requests).toHaveLength(1)
    expect(requests[0]!.variables).toMatchObject({ email: 'an@example.com', password: 'wrong-password', captchaToken: 'test-token', userData: { storeID: 49 } })
    expect(push).not.toHaveBeenCalled()
  })

  it('shows an error without a parameter as the form alert', async () => {
    renderAccountIsland(form, {
      answer: () => ({ userLogin: statusPayload('StatusPayload', null, [{ message: 'Too many attempts.', code: ERROR_CODES.RATE_LIMITED, referencedRequestParameter: null }]) }),
    })
    fill('an@example.com', 'secret-password')
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.')
  })

  it('goes to the overview after logging in, or to a same-site callback', async () => {
    const answer = () => ({ userLogin: statusPayload('StatusPayload', 'LOGGED_IN') })
    renderAccountIsland(form, { answer })
    fill('an@example.com', 'secret-password')
    await waitFor(() => expect(push).toHaveBeenCalledWith('/account/overview/'))
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'login' }))
  })

  it('ignores a callback to another site', async () => {
    const answer = () => ({ userLogin: statusPayload('StatusPayload', 'LOGGED_IN') })
    renderAccountIsland(<LoginForm shopper={testShopper} overviewHref="/account/overview/" forgotPasswordHref="/f/" registerHref="/r/" callback="//evil.example/" />, { answer })
    fill('an@example.com', 'secret-password')
    await waitFor(() => expect(push).toHaveBeenCalledWith('/account/overview/'))
  })
})
