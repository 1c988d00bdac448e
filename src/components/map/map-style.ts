/**
 * How each vector-tile layer is drawn, for both sources the server may give (README, 'The map on the page'): the
 * embedded basemap (earth, water, boundaries, places, with our cities and locations) and a Protomaps
 * archive of OpenStreetMap (earth, water, landuse, roads, buildings, places, boundaries), whose
 * features carry `kind`. Pure data and functions: no Leaflet, no canvas, so it is unit-tested.
 */

/** Vector tile geometry types. */
export const GeomType = { point: 1, line: 2, polygon: 3 } as const;
export type GeomTypeValue = (typeof GeomType)[keyof typeof GeomType];

export type Props = Readonly<Record<string, string | number | boolean | null | undefined>>;

export interface FeatureStyle {
  fill?: string;
  stroke?: string;
  /** CSS pixels. */
  width?: number;
  dash?: readonly number[];
  /** A wider line drawn under the layer's strokes (roads' edges). */
  casing?: { color: string; width: number };
  /** Drawing order within the layer: lower first. */
  order: number;
}

export interface LabelStyle {
  size: number;
  weight: 400 | 600 | 700;
  color: string;
  halo: string;
  /** Larger first when labels collide. */
  priority: number;
}

/** Bottom to top; layers not named here are not drawn. */
export const LAYER_ORDER: readonly string[] = ['earth', 'landcover', 'landuse', 'water', 'buildings', 'roads', 'boundaries', 'cities', 'locations'];
/** Point layers whose names are written, after every shape. */
export const LABEL_LAYERS: readonly string[] = ['places'];

export const Colours = {
  water: '#aad3df',
  earth: '#f4f1ea',
  park: '#d6ebcf',
  wood: '#c8e2bd',
  sand: '#efe6cf',
  residential: '#eeebe4',
  industrial: '#ebe4ee',
  building: '#e2dbd0',
  buildingEdge: '#d2c9bb',
  highway: '#f3b95f',
  highwayEdge: '#d99a3c',
  road: '#ffffff',
  roadEdge: '#d6cfc2',
  path: '#b3a791',
  boundary: '#8d7fa3',
  brand: '#0f7b4f',
  text: '#1b2420',
  muted: '#4f5d57',
  halo: 'rgba(255,255,255,0.9)',
} as const;

const kindOf = (props: Props): string => (typeof props.kind === 'string' ? props.kind : '');

/** A feature marked for a later zoom (Protomaps' min_zoom) waits for it. */
const tooEarly = (props: Props, zoom: number): boolean => typeof props.min_zoom === 'number' && props.min_zoom > zoom + 0.5;

/** Line widths grow with zoom: `at12` at zoom 12, doubling every two zooms, within limits. */
const grow = (at12: number, zoom: number, max: number): number => Math.min(max, Math.max(0.5, at12 * 2 ** ((zoom - 12) / 2)));

/**
 * The style of one feature, or null to leave it out. `highlighted`: the location whose outline the
 * map points out (the listing's area).
 */
export function featureStyle(layer: string, type: GeomTypeValue, props: Props, zoom: number, highlighted = false): FeatureStyle | null {
  if (tooEarly(props, zoom)) return null;
  const kind = kindOf(props);
  switch (layer) {
    case 'earth':
      return type === GeomType.polygon ? { fill: Colours.earth, order: 0 } : null;
    case 'water':
      if (type === GeomType.polygon) return { fill: Colours.water, order: 0 };
      if (type === GeomType.line) return { stroke: Colours.water, width: grow(kind === 'river' ? 2 : 1, zoom, 8), order: 1 };
      return null;
    case 'landcover':
      // Protomaps' broad cover (grass, forest, farmland, sand) under the finer land use.
      if (type !== GeomType.polygon) return null;
      if (['forest', 'wood', 'scrub'].includes(kind)) return { fill: Colours.wood, order: 0 };
      if (['grassland', 'farmland'].includes(kind)) return { fill: Colours.park, order: 0 };
      if (['barren', 'sand'].includes(kind)) return { fill: Colours.sand, order: 0 };
      return null;
    case 'landuse': {
      if (type !== GeomType.polygon) return null;
      if (['park', 'garden', 'playground', 'golf_course', 'grass', 'pitch', 'recreation_ground', 'cemetery', 'farmland', 'meadow'].includes(kind)) return { fill: Colours.park, order: 1 };
      if (['forest', 'wood', 'nature_reserve', 'national_park', 'orchard', 'scrub'].includes(kind)) return { fill: Colours.wood, order: 1 };
      if (['industrial', 'railway', 'military', 'aerodrome', 'commercial', 'retail'].includes(kind)) return { fill: Colours.industrial, order: 0 };
      if (['residential', 'hospital', 'school', 'university', 'college'].includes(kind)) return { fill: Colours.residential, order: 0 };
      return null;
    }
    case 'buildings':
      return type === GeomType.polygon && zoom >= 14 ? { fill: Colours.building, stroke: Colours.buildingEdge, width: 0.5, order: 0 } : null;
    case 'roads': {
      if (type !== GeomType.line) return null;
      if (kind === 'highway') return { stroke: Colours.highway, width: grow(2.5, zoom, 14), casing: { color: Colours.highwayEdge, width: grow(2.5, zoom, 14) + 1.5 }, order: 4 };
      if (kind === 'major_road') return zoom >= 9 ? { stroke: Colours.road, width: grow(1.8, zoom, 12), casing: { color: Colours.roadEdge, width: grow(1.8, zoom, 12) + 1.5 }, order: 3 } : null;
      if (kind === 'minor_road') return zoom >= 13 ? { stroke: Colours.road, width: grow(0.9, zoom, 9), casing: { color: Colours.roadEdge, width: grow(0.9, zoom, 9) + 1 }, order: 2 } : null;
      if (kind === 'path') return zoom >= 15 ? { stroke: Colours.path, width: 1, dash: [3, 2], order: 1 } : null;
      if (kind === 'rail') return zoom >= 11 ? { stroke: Colours.path, width: 1, dash: [6, 3], order: 1 } : null;
      return zoom >= 14 ? { stroke: Colours.road, width: grow(0.6, zoom, 6), order: 0 } : null;
    }
    case 'boundaries': {
      if (type !== GeomType.line) return null;
      if (kind === 'country' || kind === '' || props.admin_level === 2) return { stroke: Colours.boundary, width: 1.5, dash: [6, 3], order: 1 };
      return zoom >= 5 ? { stroke: Colours.boundary, width: 1, dash: [3, 3], order: 0 } : null;
    }
    case 'cities':
      return type === GeomType.polygon && zoom <= 12 ? { stroke: 'rgba(15,123,79,0.35)', width: 1.2, order: 0 } : null;
    case 'locations':
      if (type !== GeomType.polygon) return null;
      if (highlighted) return { fill: 'rgba(15,123,79,0.14)', stroke: Colours.brand, width: 2.5, order: 2 };
      return zoom >= 11 ? { stroke: 'rgba(15,123,79,0.45)', width: 1, dash: [4, 3], order: 1 } : null;
    default:
      return null;
  }
}

/** The style of a place's name, or null to leave it out at this zoom. */
export function labelStyle(layer: string, props: Props, zoom: number): LabelStyle | null {
  if (layer !== 'places' || tooEarly(props, zoom)) return null;
  switch (kindOf(props)) {
    case 'country':
      return zoom <= 6 ? { size: 14, weight: 700, color: Colours.muted, halo: Colours.halo, priority: 4 } : null;
    case 'region':
      return zoom >= 5 && zoom <= 8 ? { size: 12, weight: 600, color: Colours.muted, halo: Colours.halo, priority: 3 } : null;
    case 'city':
    case 'locality':
      // Our embedded basemap calls cities 'city' and their neighbourhoods 'locality'; Protomaps calls towns 'locality'.
      if (kindOf(props) === 'city' || (typeof props.population_rank === 'number' && props.population_rank >= 9)) {
        return zoom >= 4 ? { size: zoom >= 10 ? 15 : 13, weight: 700, color: Colours.text, halo: Colours.halo, priority: 2 } : null;
      }
      return zoom >= 11 ? { size: 12, weight: 600, color: Colours.muted, halo: Colours.halo, priority: 1 } : null;
    case 'neighbourhood':
    case 'macrohood':
      return zoom >= 13 ? { size: 11, weight: 600, color: Colours.muted, halo: Colours.halo, priority: 0 } : null;
    default:
      return null;
  }
}

/** A place's name in the page's language where the tile has it (OpenStreetMap's name:ur), else its own. */
export function labelText(props: Props, locale: 'en' | 'ur'): string | null {
  const pick = (key: string): string | null => {
    const v = props[key];
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
  };
  return (locale === 'ur' ? pick('name:ur') : pick('name:en')) ?? pick('name');
}
