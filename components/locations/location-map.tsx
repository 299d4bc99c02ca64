'use client'
import { Component, type ReactNode } from 'react'
import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'
import styled from 'styled-components'
import type { GeoPoint, MapBounds } from './map-bounds'

export interface MapLocation extends GeoPoint {
  id: string
  name: string
  street: string
  postCode: string
  locality: string
  path: string
}

/** A programmatic view: a new `key` fits the map to `bounds` (null: to all its locations). */
export interface MapView {
  bounds: MapBounds | null
  key: number
}

export interface LocationMapProps {
  locations: readonly MapLocation[]
  view: MapView
  onUserMove?: (bounds: MapBounds) => void
  label: string
  height?: number
}

// Leaflet touches `window` on import and is only useful in a browser: its own chunk, loaded on these pages only.
const LocationsMap = dynamic(() => import('./locations-map'), { ssr: false, loading: () => <MapLoading /> })

/**
 * The map island of the locations pages (docs/rules/errors.md generic "map cannot load": shown when its code or
 * Leaflet fails). Everything it shows is also in the page's list, so the page works without it.
 */
export function LocationMap({ height = 420, ...props }: LocationMapProps) {
  const t = useTranslations('locations')
  const tErrors = useTranslations('errors')
  return (
    <MapArea style={{ minHeight: height }}>
      <MapErrorBoundary fallback={<Unavailable role="status">{tErrors('mapUnavailable')}</Unavailable>}>
        <LocationsMap {...props} height={height} viewLabel={t('viewLocation')} />
      </MapErrorBoundary>
    </MapArea>
  )
}

function MapLoading() {
  const t = useTranslations('locations')
  return <Unavailable role="status">{t('loadingMap')}</Unavailable>
}

class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

const MapArea = styled.div`
  position: relative;
  display: grid;
`
const Unavailable = styled.p`
  margin: 0;
  display: grid;
  place-items: center;
  min-height: inherit;
  padding: 16px;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
`
