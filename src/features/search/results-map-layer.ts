/**
 * The marks of a map search on Leaflet's map: a round count for a cluster (a tap zooms in on it) and
 * a price tag for a lone listing (a tap shows its card). Loaded with the map's chunk, never first.
 * Marks are buttons with names, reachable with Tab, drawn from classes (no inline style, for the CSP).
 */
import { Circle, DivIcon, LatLngBounds, LayerGroup, Marker, Polygon, type Map as LeafletMap, type Path } from 'leaflet';
import type { GeoArea, GeoNear } from '../../contract/map-search.ts';
import type { MapCluster } from '../../contract/types.ts';
import './results-map.css';

/** What the search is limited to, drawn under the marks: the circle of "Near me" or an area drawn by hand. */
export type SearchedShape = { kind: 'circle'; near: GeoNear } | { kind: 'area'; area: GeoArea };

export interface MarkNames {
  cluster: (count: number) => string;
  listing: (price: string, title: string) => string;
  price: (cluster: MapCluster) => string;
}

/** Digits of a count as people read a map: 1,234 → "1.2k". */
const shortCount = (n: number) => (n >= 10_000 ? `${Math.round(n / 1000)}k` : n >= 1000 ? `${(n / 1000).toFixed(1)}k` : String(n));

/** Marks closer than this on screen are drawn as one (a fingertip is about 44 px). */
const MIN_GAP_PX = 44;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export class ResultsLayer {
  private readonly group = new LayerGroup();
  private last: { clusters: MapCluster[]; selected: number | null } = { clusters: [], selected: null };
  private shape: Path | null = null;
  /** Marks are merged by screen distance, which a zoom changes before the next answer comes. */
  private readonly redraw = () => this.show(this.last.clusters, this.last.selected);

  constructor(
    private readonly map: LeafletMap,
    private readonly names: MarkNames,
    private readonly onListing: (cluster: MapCluster) => void,
  ) {
    this.group.addTo(map);
    map.on('zoomend', this.redraw);
  }

  /**
   * The server counts in squares; two marks of neighbouring squares can still fall on one another on
   * screen. Those closer than a finger's width become one mark (the larger one's place, weighted).
   */
  private merged(clusters: MapCluster[]): MapCluster[] {
    const kept: Array<{ c: MapCluster; x: number; y: number }> = [];
    for (const c of [...clusters].sort((a, b) => b.Count - a.Count)) {
      const p = this.map.latLngToContainerPoint([c.Latitude, c.Longitude]);
      const near = kept.find((k) => Math.hypot(k.x - p.x, k.y - p.y) < MIN_GAP_PX);
      if (!near) {
        kept.push({ c, x: p.x, y: p.y });
        continue;
      }
      const n = near.c.Count + c.Count;
      near.c = {
        Latitude: (near.c.Latitude * near.c.Count + c.Latitude * c.Count) / n,
        Longitude: (near.c.Longitude * near.c.Count + c.Longitude * c.Count) / n,
        Count: n,
        South: Math.min(near.c.South, c.South), West: Math.min(near.c.West, c.West),
        North: Math.max(near.c.North, c.North), East: Math.max(near.c.East, c.East),
      };
    }
    return kept.map((k) => k.c);
  }

  show(clusters: MapCluster[], selected: number | null): void {
    this.last = { clusters, selected };
    this.group.clearLayers();
    for (const cluster of this.merged(clusters)) {
      const lone = cluster.Count === 1 && cluster.Listing;
      const label = lone ? this.names.price(cluster) : shortCount(cluster.Count);
      const size = lone ? [Math.max(44, 10 + label.length * 8), 28] as [number, number]
        : cluster.Count >= 1000 ? [52, 52] as [number, number] : cluster.Count >= 100 ? [46, 46] as [number, number] : [40, 40] as [number, number];
      const chosen = lone && cluster.Listing?.PropertyId === selected;
      const icon = new DivIcon({
        className: lone ? `map-mark map-price${chosen ? ' map-price-chosen' : ''}` : 'map-mark map-cluster',
        html: `<span>${escapeHtml(label)}</span>`,
        iconSize: size,
        iconAnchor: [size[0] / 2, size[1] / 2],
      });
      const marker = new Marker([cluster.Latitude, cluster.Longitude], { icon, keyboard: true, riseOnHover: true, zIndexOffset: chosen ? 1000 : 0 });
      marker.on('click', () => {
        if (lone) this.onListing(cluster);
        else this.zoomInto(cluster);
      });
      marker.addTo(this.group);
      const element = marker.getElement();
      if (element) {
        element.setAttribute('role', 'button');
        element.setAttribute('aria-label', lone && cluster.Listing ? this.names.listing(label, cluster.Listing.Title) : this.names.cluster(cluster.Count));
        if (chosen) element.setAttribute('aria-pressed', 'true');
      }
    }
  }

  /** A cluster's own extent fills the screen; one that is a single spot is zoomed two steps into. */
  private zoomInto(cluster: MapCluster): void {
    const box = new LatLngBounds([cluster.South, cluster.West], [cluster.North, cluster.East]);
    const zoom = this.map.getBoundsZoom(box);
    if (zoom > this.map.getZoom() + 1) this.map.fitBounds(box, { padding: [32, 32] });
    else this.map.setView([cluster.Latitude, cluster.Longitude], Math.min(this.map.getMaxZoom(), this.map.getZoom() + 2));
  }

  /** Outlines the searched circle or area (or nothing), so it is plain why nothing shows outside it. */
  outline(shape: SearchedShape | null): void {
    this.shape?.remove();
    this.shape = null;
    if (!shape) return;
    const style = { className: 'map-searched', interactive: false };
    this.shape = shape.kind === 'circle'
      ? new Circle([shape.near.lat, shape.near.lng], { ...style, radius: shape.near.km * 1000 })
      : new Polygon(shape.area.map((p) => [p.lat, p.lng] as [number, number]), style);
    this.shape.addTo(this.map);
  }

  remove(): void {
    this.map.off('zoomend', this.redraw);
    this.shape?.remove();
    this.group.remove();
  }
}
