import 'leaflet/dist/leaflet.css';
import {
  MAP_DEFAULT_ZOOM,
  MAP_MAX_ZOOM,
  MAP_TILES_TIMEOUT_MS,
  yardsToMeters,
  type Alert,
  type AlertAtDistance,
  type Point,
} from '@redzone/contract';
import { latLngBounds } from 'leaflet';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Circle,
  CircleMarker,
  MapContainer,
  Marker,
  Popup,
  TileLayer,
  useMap,
} from 'react-leaflet';
import { Button } from '../../../components/ui/button';
import { escapeHtml } from '../escape-html';
import { alertMarkerIcon } from '../marker-icon';
import type { NavigationTarget } from '../navigation-target';
import { useMapFormat } from '../use-map-format';

/** Room around you and the alert when the map frames both. */
const FIT_PADDING_PX = 48;
const YOU_MARKER_RADIUS_PX = 8;
const YOU_COLOR = '#60a5fa';
const ALERT_COLOR = '#ef4444';
const OUTLINE_COLOR = '#ffffff';
/** Keeps the alert being navigated to above the others where markers overlap. */
const TARGET_Z_INDEX_OFFSET = 1000;

interface LeafletMapProps {
  tileUrl: string;
  tileAttribution: string;
  here: Point;
  accuracy: number | null;
  alerts: AlertAtDistance<Alert>[];
  target: NavigationTarget | null;
  onChoose: (target: NavigationTarget) => void;
  /** Called once when no tile of the first view could load: the coordinate view takes over. */
  onTilesUnavailable: () => void;
}

/** Positions compared at 0.01° (about a kilometre): a jump such as the fallback giving way to a real fix re-frames the map. */
const REFRAME_DECIMALS = 2;

/**
 * Frames you when the map opens, and you and the alert while navigating. Small moves of the
 * position do not re-frame, so they never fight the person panning the map.
 */
function ViewController({ here, target }: { here: Point; target: NavigationTarget | null }) {
  const map = useMap();
  const hereRef = useRef(here);
  useEffect(() => {
    hereRef.current = here;
  });
  const hereKey = `${here.latitude.toFixed(REFRAME_DECIMALS)},${here.longitude.toFixed(REFRAME_DECIMALS)}`;
  const targetRef = useRef(target);
  useEffect(() => {
    targetRef.current = target;
  });
  const targetKey = target ? `${target.latitude},${target.longitude}` : null;

  useEffect(() => {
    const you = hereRef.current;
    const to = targetRef.current;
    if (to === null) {
      map.setView([you.latitude, you.longitude], map.getZoom());
      return;
    }
    map.fitBounds(
      latLngBounds([
        [you.latitude, you.longitude],
        [to.latitude, to.longitude],
      ]),
      { padding: [FIT_PADDING_PX, FIT_PADDING_PX], maxZoom: MAP_MAX_ZOOM - 1 },
    );
  }, [map, hereKey, targetKey]);
  return null;
}

/**
 * The live map (Leaflet, tiles from MAP_TILE_URL): you, your accuracy, the local alerts with
 * their radius, and a popup on each to start navigating there.
 */
export function LeafletMap({
  tileUrl,
  tileAttribution,
  here,
  accuracy,
  alerts,
  target,
  onChoose,
  onTilesUnavailable,
}: LeafletMapProps) {
  const format = useMapFormat();
  const tiles = useRef({ loaded: 0, failed: 0, gaveUp: false });
  const onUnavailableRef = useRef(onTilesUnavailable);
  useEffect(() => {
    onUnavailableRef.current = onTilesUnavailable;
  });

  const giveUp = useCallback(() => {
    if (tiles.current.gaveUp || tiles.current.loaded > 0) return;
    tiles.current.gaveUp = true;
    onUnavailableRef.current();
  }, []);
  // A network that neither answers nor fails (a captive portal, a dead link) must not leave a grey box.
  useEffect(() => {
    const timer = setTimeout(giveUp, MAP_TILES_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [giveUp]);

  const targetShown = target !== null && alerts.some(({ alert }) => alert.id === target.id);

  return (
    <MapContainer
      center={[here.latitude, here.longitude]}
      zoom={MAP_DEFAULT_ZOOM}
      maxZoom={MAP_MAX_ZOOM}
      className="size-full"
    >
      <TileLayer
        url={tileUrl}
        attribution={escapeHtml(tileAttribution)}
        maxZoom={MAP_MAX_ZOOM}
        eventHandlers={{
          tileload: () => {
            tiles.current.loaded += 1;
          },
          tileerror: () => {
            tiles.current.failed += 1;
          },
          // Fired once every tile of the view has loaded or failed.
          load: () => {
            if (tiles.current.failed > 0) giveUp();
          },
        }}
      />
      <ViewController here={here} target={target} />
      {accuracy !== null ? (
        <Circle
          center={[here.latitude, here.longitude]}
          radius={accuracy}
          pathOptions={{ color: YOU_COLOR, weight: 1, fillOpacity: 0.1 }}
        />
      ) : null}
      <CircleMarker
        center={[here.latitude, here.longitude]}
        radius={YOU_MARKER_RADIUS_PX}
        pathOptions={{ color: OUTLINE_COLOR, weight: 2, fillColor: YOU_COLOR, fillOpacity: 1 }}
      />
      {alerts.map(({ alert, miles }) => (
        <AlertMarker
          key={alert.id}
          target={alert}
          radiusYards={alert.radiusYards}
          label={`${alert.location} · ${format.miles(miles)}`}
          isTarget={alert.id === target?.id}
          onChoose={onChoose}
        />
      ))}
      {target !== null && !targetShown ? (
        <AlertMarker target={target} label={target.location} isTarget onChoose={onChoose} />
      ) : null}
    </MapContainer>
  );
}

function AlertMarker({
  target,
  radiusYards,
  label,
  isTarget,
  onChoose,
}: {
  target: NavigationTarget;
  radiusYards?: number;
  label: string;
  isTarget: boolean;
  onChoose: (target: NavigationTarget) => void;
}) {
  const { t } = useTranslation();
  const position: [number, number] = [target.latitude, target.longitude];
  return (
    <>
      {radiusYards !== undefined ? (
        <Circle
          center={position}
          radius={yardsToMeters(radiusYards)}
          pathOptions={{ color: ALERT_COLOR, weight: isTarget ? 2 : 1, fillOpacity: 0.15 }}
        />
      ) : null}
      <Marker
        position={position}
        icon={alertMarkerIcon}
        title={label}
        alt={t('map.alertMarker', { location: target.location })}
        zIndexOffset={isTarget ? TARGET_Z_INDEX_OFFSET : 0}
      >
        <Popup>
          <p className="m-0 font-semibold">{label}</p>
          <Button size="sm" className="mt-2" onClick={() => onChoose(target)}>
            {t('map.navigateHere')}
          </Button>
        </Popup>
      </Marker>
    </>
  );
}
