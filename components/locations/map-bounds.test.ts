import { describe, expect, it } from 'vitest'
import { boundsOf, formatCoordinate, inBounds, parseBounds, roundCoordinate, toUrlBounds, withBounds } from './map-bounds'

describe('map bounds in the URL', () => {
  it('parses the four parameters, rounded outwards to 5 decimals', () => {
    expect(parseBounds('?latmax=51.1&latmin=50.9&lonmax=3.800004&lonmin=3.6000049')).toEqual({
      latMax: 51.1, latMin: 50.9, lonMax: 3.80001, lonMin: 3.6,
    })
    expect(parseBounds(new URLSearchParams('latmax=-1&latmin=-2&lonmax=0&lonmin=-0.5'))).toEqual({ latMax: -1, latMin: -2, lonMax: 0, lonMin: -0.5 })
  })

  it('ignores a missing, malformed, off-globe or inverted rectangle', () => {
    expect(parseBounds('latmax=51&latmin=50&lonmax=4')).toBeNull()
    expect(parseBounds('latmax=51&latmin=50&lonmax=4&lonmin=abc')).toBeNull()
    expect(parseBounds('latmax=1e1&latmin=0&lonmax=4&lonmin=3')).toBeNull()
    expect(parseBounds('latmax=91&latmin=50&lonmax=4&lonmin=3')).toBeNull()
    expect(parseBounds('latmax=50&latmin=51&lonmax=4&lonmin=3')).toBeNull()
    expect(parseBounds('latmax=51&latmin=50&lonmax=181&lonmin=3')).toBeNull()
  })

  it('writes 5 decimals and keeps other parameters', () => {
    const params = withBounds('?s=gent', { latMax: 51.123456, latMin: 50, lonMax: 3.7, lonMin: -0.000001 })
    expect(params.toString()).toBe('s=gent&latmax=51.12346&latmin=50.00000&lonmax=3.70000&lonmin=0.00000')
    expect(withBounds(params, null).toString()).toBe('s=gent')
    expect(formatCoordinate(4.35)).toBe('4.35000')
  })

  it('turns a map view into a URL rectangle: clamped and rounded outwards', () => {
    expect(toUrlBounds({ latMin: 50.123456, latMax: 95, lonMin: -200, lonMax: 4.000001 }))
      .toEqual({ latMin: 50.12345, latMax: 90, lonMin: -180, lonMax: 4.00001 })
    expect(roundCoordinate(0.1 + 0.2, 'up')).toBe(0.3)
  })
})

describe('inBounds and boundsOf', () => {
  const bounds = { latMin: 50, latMax: 51, lonMin: 3, lonMax: 4 }
  it('includes the edges', () => {
    expect(inBounds({ latitude: 50, longitude: 4 }, bounds)).toBe(true)
    expect(inBounds({ latitude: 50.5, longitude: 3.5 }, bounds)).toBe(true)
    expect(inBounds({ latitude: 51.00001, longitude: 3.5 }, bounds)).toBe(false)
    expect(inBounds({ latitude: 50.5, longitude: 2.99999 }, bounds)).toBe(false)
  })
  it('spans the points', () => {
    expect(boundsOf([])).toBeNull()
    expect(boundsOf([{ latitude: 51, longitude: 3 }, { latitude: 50, longitude: 4 }])).toEqual(bounds)
  })
})
