/**
 * The map's tile server: NEXT_PUBLIC_MAP_TILE_URL (inlined at build time), OpenStreetMap's by default.
 * Without network the tiles stay blank; markers and the list keep working.
 */
const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'

export const MAP_TILES = {
  url: process.env.NEXT_PUBLIC_MAP_TILE_URL || OSM_TILES,
  attribution: process.env.NEXT_PUBLIC_MAP_TILE_ATTRIBUTION || OSM_ATTRIBUTION,
} as const
