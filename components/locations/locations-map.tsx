'use client'
/**
 * The Leaflet map of the locations pages. Loaded only through LocationMap (next/dynamic, ssr: false),
 * so Leaflet and its stylesheet stay in this island's own chunk.
 */
import 'leaflet/dist/leaflet.css'
import { useEffect, useMemo, useRef } from 'react'
import { divIcon, latLngBounds, type LatLngBounds, type Map as LeafletMap } from 'leaflet'
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet'
import styled from 'styled-components'
import { boundsOf, type MapBounds } from './map-bounds'
import { MAP_TILES } from './map-tiles'
import type { MapLocation, MapView } from './location-map'

export interface LocationsMapProps {
  locations: readonly MapLocation[]
  /** Fit to `view.bounds` (all locations when null) whenever `view.key` changes. */
  view: MapView
  /** The visible area after the shopper moved or zoomed the map (never after a programmatic fit). */
  onUserMove?: (bounds: MapBounds) => void
  /** Accessible name of the map (Leaflet's container is focusable and pans with the arrow keys). */
  label: string
  viewLabel: string
  height: number
}

/** A single location (or locations a few metres apart) is shown at street level, not at full zoom. */
const MAX_FIT_ZOOM = 15

export default function LocationsMap({ locations, view, onUserMove, label, viewLabel, height }: LocationsMapProps) {
  const icon = useMemo(() => divIcon({ className: 'location-marker', html: '<span></span>', iconSize: [26, 26], iconAnchor: [13, 26], popupAnchor: [0, -24] }), [])
  const initial = toLatLngBounds(view.bounds ?? boundsOf(locations))
  return (
    <Frame style={{ height }}>
      <MapContainer bounds={initial} boundsOptions={{ maxZoom: MAX_FIT_ZOOM, padding: [24, 24] }} center={initial ? undefined : [50.5, 4.5]} zoom={initial ? undefined : 7} style={{ height: '100%' }} scrollWheelZoom>
        <TileLayer url={MAP_TILES.url} attribution={MAP_TILES.attribution} />
        {locations.map((location) => (
          <Marker key={location.id} position={[location.latitude, location.longitude]} icon={icon} title={location.name} alt={location.name} keyboard>
            <Popup>
              <strong>{location.name}</strong><br />
              {location.street}<br />
              {location.postCode} {location.locality}<br />
              <a href={location.path}>{viewLabel}</a>
            </Popup>
          </Marker>
        ))}
        <ViewSync view={view} locations={locations} onUserMove={onUserMove} label={label} />
      </MapContainer>
    </Frame>
  )
}

/** Applies programmatic views and reports the shopper's own moves. */
function ViewSync({ view, locations, onUserMove, label }: Pick<LocationsMapProps, 'view' | 'locations' | 'onUserMove' | 'label'>) {
  const map = useMap()
  const fitting = useRef(false)
  const touched = useRef(false)
  const firstView = useRef(view.key)
  const report = useRef(onUserMove)
  useEffect(() => { report.current = onUserMove }, [onUserMove])

  useEffect(() => {
    const container = map.getContainer()
    container.setAttribute('role', 'region')
    container.setAttribute('aria-label', label)
    // Only moves that follow the shopper's own input count; a resize or a fit before that does not.
    const touch = () => { touched.current = true }
    const inputs = ['pointerdown', 'wheel', 'keydown', 'touchstart'] as const
    for (const type of inputs) container.addEventListener(type, touch, { passive: true })
    const onMoveEnd = () => {
      if (fitting.current || !touched.current) return
      report.current?.(fromLatLngBounds(map.getBounds()))
    }
    map.on('moveend', onMoveEnd)
    return () => {
      map.off('moveend', onMoveEnd)
      for (const type of inputs) container.removeEventListener(type, touch)
    }
  }, [map, label])

  useEffect(() => {
    // The first view is MapContainer's initial bounds.
    if (view.key === firstView.current) return
    const target = toLatLngBounds(view.bounds ?? boundsOf(locations))
    if (!target) return
    fitting.current = true
    try {
      map.fitBounds(target, { maxZoom: MAX_FIT_ZOOM, padding: view.bounds ? [0, 0] : [24, 24], animate: false })
    } finally {
      fitting.current = false
    }
  }, [map, view, locations])
  return null
}

function toLatLngBounds(bounds: MapBounds | null): LatLngBounds | undefined {
  return bounds ? latLngBounds([bounds.latMin, bounds.lonMin], [bounds.latMax, bounds.lonMax]) : undefined
}

function fromLatLngBounds(bounds: ReturnType<LeafletMap['getBounds']>): MapBounds {
  return { latMin: bounds.getSouth(), latMax: bounds.getNorth(), lonMin: bounds.getWest(), lonMax: bounds.getEast() }
}

const Frame = styled.div`
  position: relative;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  /* Above the map's panes, below the header's menus. */
  isolation: isolate;
  .leaflet-container { font: inherit; background: ${({ theme }) => theme.colors.surface}; }
  .leaflet-container:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.primary}; outline-offset: -3px; }
  .location-marker span {
    display: block;
    width: 26px;
    height: 26px;
    border-radius: 50% 50% 50% 0;
    transform: rotate(-45deg);
    background: ${({ theme }) => theme.colors.primary};
    border: 2px solid #fff;
    box-shadow: 0 1px 4px rgba(0, 0, 0, .4);
  }
  .location-marker:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.text}; outline-offset: 2px; border-radius: 50%; }
  .leaflet-popup-content a { font-weight: 600; }
`
