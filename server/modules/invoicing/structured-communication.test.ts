import { describe, expect, it } from 'vitest'
import {
  formatStructuredCommunication, orderCommunication, parseStructuredCommunication, structuredCommunicationOf,
} from './structured-communication'

describe('the Belgian structured communication', () => {
  it('computes the check digits of published examples', () => {
    // Examples printed by Belgian banks and the Belgian tax administration's transfer forms.
    expect(structuredCommunicationOf('0909337554')).toBe('090933755493')
    expect(structuredCommunicationOf('0108068171')).toBe('010806817183')
    // A base divisible by 97 takes 97, never 00.
    expect(structuredCommunicationOf('0000000097')).toBe('000000009797')
    expect(structuredCommunicationOf('1234567890')).toBe('123456789002')
  })

  it('writes twelve digits as banks print them', () => {
    expect(formatStructuredCommunication('090933755493')).toBe('+++090/9337/55493+++')
  })

  it('reads a communication however it was written, and refuses one with wrong check digits', () => {
    expect(parseStructuredCommunication('+++090/9337/55493+++')).toBe('090933755493')
    expect(parseStructuredCommunication('***090/9337/55493***')).toBe('090933755493')
    expect(parseStructuredCommunication(' 090 9337 55493 ')).toBe('090933755493')
    expect(parseStructuredCommunication('+++090/9337/55494+++')).toBeNull()
    expect(parseStructuredCommunication('+++090/9337/5549+++')).toBeNull()
    expect(parseStructuredCommunication('CBBE-20261126-104729')).toBeNull()
  })

  it('derives an order\'s communication from its serial number, so it leads back to it', () => {
    // 42 mod 97 = 42; 2712345678 mod 97 = 56; 9999999999 mod 97 = 48.
    expect(orderCommunication(42)).toBe('000000004242')
    expect(formatStructuredCommunication(orderCommunication(2_712_345_678))).toBe('+++271/2345/67856+++')
    expect(parseStructuredCommunication(formatStructuredCommunication(orderCommunication(9_999_999_999)))).toBe('999999999948')
    expect(() => orderCommunication(0)).toThrow(RangeError)
    expect(() => orderCommunication(10_000_000_000)).toThrow(RangeError)
  })
})
