/**
 * The map rectangle of the locations pages in the URL (docs/rules/catalogue.md: latmax, latmin, lonmax, lonmin with 5
 * decimals). Pure helpers shared by the list and the map island.
 */
export interface MapBounds {
  latMin: number
  latMax: number
  lonMin: number
  lonMax: number
}

export interface GeoPoint {
  latitude: number
  longitude: number
}

export const BOUNDS_PARAMS = { latMax: 'latmax', latMin: 'latmin', lonMax: 'lonmax', lonMin: 'lonmin' } as const
export const COORDINATE_DECIMALS = 5

const SCALE = 10 ** COORDINATE_DECIMALS
const KEYS = ['latMax', 'latMin', 'lonMax', 'lonMin'] as const
/** An optional sign, digits, an optional fraction: no exponents, hex or blanks from a hand-edited URL. */
const DECIMAL = /^-?\d{1,3}(\.\d+)?$/

/**
 * Rounds to 5 decimals; `down`/`up` round outwards so a rectangle never loses what it covered. A value
 * within float noise of a 5-decimal step keeps that step; `+ 0` turns -0 into 0.
 */
export function roundCoordinate(value: number, direction: 'down' | 'up' | 'nearest' = 'nearest'): number {
  const scaled = value * SCALE
  const nearest = Math.round(scaled)
  const step = Math.abs(scaled - nearest) < 1e-6 || direction === 'nearest' ? nearest
    : direction === 'down' ? Math.floor(scaled) : Math.ceil(scaled)
  return step / SCALE + 0
}

export function formatCoordinate(value: number): string {
  return roundCoordinate(value).toFixed(COORDINATE_DECIMALS)
}

/** Latitude −90..90, longitude −180..180, min ≤ max. */
export function isValidBounds(bounds: MapBounds): boolean {
  const finite = KEYS.every((key) => Number.isFinite(bounds[key]))
  return finite
    && Math.abs(bounds.latMin) <= 90 && Math.abs(bounds.latMax) <= 90
    && Math.abs(bounds.lonMin) <= 180 && Math.abs(bounds.lonMax) <= 180
    && bounds.latMin <= bounds.latMax && bounds.lonMin <= bounds.lonMax
}

/** The rectangle of a query string; null unless all four parameters are present and valid. */
export function parseBounds(search: URLSearchParams | string): MapBounds | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const values: Partial<MapBounds> = {}
  for (const key of KEYS) {
    const raw = params.get(BOUNDS_PARAMS[key])?.trim()
    if (!raw || !DECIMAL.test(raw)) return null
    values[key] = roundCoordinate(Number(raw), key.endsWith('Min') ? 'down' : 'up')
  }
  const bounds = values as MapBounds
  return isValidBounds(bounds) ? bounds : null
}

/**
 * The visible area of a map as the URL's rectangle: clamped to the globe (a zoomed-out map reaches
 * past ±180°) and rounded outwards to 5 decimals.
 */
export function toUrlBounds(view: MapBounds): MapBounds {
  const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value))
  return {
    latMin: roundCoordinate(clamp(view.latMin, 90), 'down'),
    latMax: roundCoordinate(clamp(view.latMax, 90), 'up'),
    lonMin: roundCoordinate(clamp(view.lonMin, 180), 'down'),
    lonMax: roundCoordinate(clamp(view.lonMax, 180), 'up'),
  }
}

/** The query string with the rectangle set (null: removed); other parameters are kept. */
export function withBounds(search: URLSearchParams | string, bounds: MapBounds | null): URLSearchParams {
  const params = new URLSearchParams(search)
  for (const key of KEYS) {
    if (bounds) params.set(BOUNDS_PARAMS[key], formatCoordinate(bounds[key]))
    else params.delete(BOUNDS_PARAMS[key])
  }
  return params
}

/** Edges are inclusive. */
export function inBounds(point: GeoPoint, bounds: MapBounds): boolean {
  return point.latitude >= bounds.latMin && point.latitude <= bounds.latMax
    && point.longitude >= bounds.lonMin && point.longitude <= bounds.lonMax
}

/** The smallest rectangle around the points; null for none. */
export function boundsOf(points: readonly GeoPoint[]): MapBounds | null {
  if (points.length === 0) return null
  return {
    latMin: Math.min(...points.map((point) => point.latitude)),
    latMax: Math.max(...points.map((point) => point.latitude)),
    lonMin: Math.min(...points.map((point) => point.longitude)),
    lonMax: Math.max(...points.map((point) => point.longitude)),
  }
}
