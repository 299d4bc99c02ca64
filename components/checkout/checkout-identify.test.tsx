// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DEVELOPMENT_CAPTCHA_TOKEN } from '@/config/captcha'
import { ERROR_CODES } from '@/graphql/error-codes'
import { useUserStore } from '@/stores/user-store'
import { renderAccountIsland, statusPayload, testShopper } from '@/tests/helpers/account-island'
import { CheckoutIdentify } from './checkout-identify'

const push = vi.fn()
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: push, refresh: vi.fn() }) }))

const LOGIN = '/account/login/?callback=%2Fcheckout%2F'

function renderIdentify(answer: ReturnType<typeof statusPayload>) {
  const onGuest = vi.fn()
  const view = renderAccountIsland(<CheckoutIdentify shopper={testShopper} loginHref={LOGIN} onGuest={onGuest} />, {
    answer: () => ({ checkUserExist: answer }),
  })
  return { ...view, onGuest }
}

async function identifyAs(email: string) {
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: email } })
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
}

describe('CheckoutIdentify', () => {
  beforeEach(() => {
    push.mockReset()
    useUserStore.getState().clear()
  })

  it('asks the user-exists check with the e-mail and a captcha; an account goes to the login page, e-mail kept for it', async () => {
    const { requests, onGuest } = renderIdentify(statusPayload('StatusPayload', 'EXISTS'))
    await identifyAs('lien.claes@example.be')
    await waitFor(() => expect(push).toHaveBeenCalledWith(LOGIN))
    expect(requests).toEqual([{ operationName: 'CheckUserExist', variables: expect.objectContaining({ email: 'lien.claes@example.be', captchaToken: DEVELOPMENT_CAPTCHA_TOKEN }) }])
    expect(useUserStore.getState().prefillEmail).toBe('lien.claes@example.be')
    expect(onGuest).not.toHaveBeenCalled()
  })

  it('goes on as a guest with a new e-mail address', async () => {
    const { onGuest } = renderIdentify(statusPayload('StatusPayload', 'NOT_EXISTS'))
    await identifyAs('nieuw@example.be')
    await waitFor(() => expect(onGuest).toHaveBeenCalledWith('nieuw@example.be'))
    expect(push).not.toHaveBeenCalled()
  })

  it('shows the API error at the field and goes nowhere', async () => {
    const { onGuest } = renderIdentify(statusPayload('StatusPayload', null, [{ code: ERROR_CODES.RATE_LIMITED, message: 'Too many attempts. Please try again in 15 minutes.', referencedRequestParameter: null }]))
    await identifyAs('nieuw@example.be')
    await waitFor(() => expect(screen.getByText('Too many attempts. Please try again in 15 minutes.')).toBeInTheDocument())
    expect(onGuest).not.toHaveBeenCalled()
    expect(push).not.toHaveBeenCalled()
  })

  it('refuses an invalid address before asking anything, and still lets the shopper go on as a guest or log in', async () => {
    const { requests, onGuest } = renderIdentify(statusPayload('StatusPayload', 'NOT_EXISTS'))
    await identifyAs('geen-adres')
    await waitFor(() => expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true'))
    expect(requests).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Continue as guest' }))
    expect(onGuest).toHaveBeenCalledWith(null)
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', LOGIN)
  })
})
