/**
 * The marks of a map search on Leaflet's map: a round count for a cluster (a tap zooms in on it) and
 * a price tag for a lone listing (a tap shows its card). Loaded with the map's chunk, never first.
 * Marks are buttons with names, reachable with Tab, drawn from classes (no inline style, for the CSP).
 */
import { DivIcon, LatLngBounds, LayerGroup, Marker, type Map as LeafletMap } from 'leaflet';
import type { MapCluster } from '../../contract/types.ts';
import './results-map.css';

export interface MarkNames {
  cluster: (count: number) => string;
  listing: (price: string, title: string) => string;
  price: (cluster: MapCluster) => string;
}

/** Digits of a count as people read a map: 1,234 → "1.2k". */
const shortCount = (n: number) => (n >= 10_000 ? `${Math.round(n / 1000)}k` : n >= 1000 ? `${(n / 1000).toFixed(1)}k` : String(n));

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export class ResultsLayer {
  private readonly group = new LayerGroup();

  constructor(
    private readonly map: LeafletMap,
    private readonly names: MarkNames,
    private readonly onListing: (cluster: MapCluster) => void,
  ) {
    this.group.addTo(map);
  }

  show(clusters: MapCluster[], selected: number | null): void {
    this.group.clearLayers();
    for (const cluster of clusters) {
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

  remove(): void {
    this.group.remove();
  }
}
