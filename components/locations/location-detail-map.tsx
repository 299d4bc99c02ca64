'use client'
import { LocationMap, type MapLocation } from './location-map'

const VIEW = { bounds: null, key: 0 }

/** The detail page's small map: one marker, no URL rectangle. */
export function LocationDetailMap({ location, label }: { location: MapLocation; label: string }) {
  return <LocationMap locations={[location]} view={VIEW} label={label} height={280} />
}
