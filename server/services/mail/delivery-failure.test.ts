import { describe, expect, it } from 'vitest'
import { deliveryFailure, retryDelayMinutes } from './delivery-failure'

/** The shape nodemailer gives an SMTP refusal: the reply's code and text on the error. */
const smtpError = (responseCode: number, response: string, message = `Message failed: ${response}`) =>
  Object.assign(new Error(message), { responseCode, response })

describe('a failed delivery', () => {
  it('is permanent only for an SMTP 5xx reply', () => {
    expect(deliveryFailure(smtpError(550, '550 5.1.1 No such user'))).toEqual({ permanent: true, message: 'Message failed: 550 5.1.1 No such user' })
    expect(deliveryFailure(smtpError(554, '554 Rejected')).permanent).toBe(true)
    expect(deliveryFailure(smtpError(451, '451 4.7.1 Try again later')).permanent).toBe(false)
    expect(deliveryFailure(smtpError(421, '421 Closing')).permanent).toBe(false)
    expect(deliveryFailure(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ESOCKET' })).permanent).toBe(false)
    expect(deliveryFailure(Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' })).permanent).toBe(false)
    expect(deliveryFailure('a thrown string')).toEqual({ permanent: false, message: 'a thrown string' })
  })

  it("keeps the server's reply when the message leaves it out, and at most 1000 characters", () => {
    expect(deliveryFailure(smtpError(550, '550 mailbox unavailable', 'Can not send mail')).message).toBe('Can not send mail (550 mailbox unavailable)')
    expect(deliveryFailure(new Error('x'.repeat(1500))).message).toHaveLength(1000)
  })

  it('waits 1, 2, 4, 8 and 16 minutes after the first to fifth temporary failure', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMinutes)).toEqual([1, 2, 4, 8, 16])
  })
})
