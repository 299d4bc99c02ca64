import { describe, expect, it } from 'vitest'
import { csrfMessage } from './messages'

const EN = 'Your request was refused for security reasons. Please reload the page and try again.'
const FR = 'Votre demande a été refusée pour des raisons de sécurité. Rechargez la page et réessayez.'
const NL = 'Uw verzoek werd om veiligheidsredenen geweigerd. Laad de pagina opnieuw en probeer nog eens.'
const ES = 'Tu solicitud se ha rechazado por motivos de seguridad. Vuelve a cargar la página e inténtalo de nuevo.'
const requestIn = (language: string | null) => new Request('http://shop.test/api/graphql/', { method: 'POST', headers: language === null ? {} : { 'x-language': language } })

describe('transport refusals', () => {
  it('speak the language of the request header, else English', () => {
    expect(csrfMessage(requestIn('fr'))).toBe(FR)
    expect(csrfMessage(requestIn('nl'))).toBe(NL)
    expect(csrfMessage(requestIn('es'))).toBe(ES)
    expect(csrfMessage(requestIn('xx'))).toBe(EN)
    expect(csrfMessage(requestIn('__proto__'))).toBe(EN)
    expect(csrfMessage(requestIn(null))).toBe(EN)
  })
})
