import { Icon, icon } from 'leaflet';
import markerIconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';

/**
 * Leaflet's own marker, with its images imported so Vite fingerprints and serves them (no CDN).
 * Leaflet's default icon finds its images through a CSS path that bundling breaks.
 */
export const alertMarkerIcon = icon({
  ...Icon.Default.prototype.options,
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIconRetinaUrl,
  shadowUrl: markerShadowUrl,
});
