/**
 * The full-screen map location picker (SPEC §2 Add/Edit address). This module is the only one that imports
 * maplibre-gl, and it is loaded only when the picker opens (LazyMapPicker), so the library, its worker and its
 * stylesheet stay out of every other screen's download (DESIGN: heavy code loads on demand).
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import './MapPicker.css';
import { type LngLat, Map as MapLibre, Marker, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MAP_CENTER, type Language } from '../../../domain';
import { placeLineIn } from '../../../domain/geo/placeLine';
import type { PlaceAnswer } from '../../../machines/addressForm.machine';
import { Icon } from '../../shared/Icon';
import { useLanguage } from '../../shared/useLanguage';
import { useModalDialog } from '../../shared/useModalDialog';
import { AreaSelect } from './AreaSelect';
import { showAreaLabels } from './areaLabelLayer';
import { currentPosition, LocationError, locationProblemKey } from './currentPosition';
import type { LatLng } from './latLng';
import { mapStyle } from './mapStyle';

// Vite serves the worker as a file of its own; without this the built app fails with "Worker failed to load".
setWorkerUrl(workerUrl);

/** A city-wide view for the default centre; a district for an area chosen by name; a street view for a point. */
const CITY_ZOOM = 10;
const AREA_ZOOM = 13;
const STREET_ZOOM = 15;

/** The marker's place as the address form's machine has named it: being looked up, its answer, or a failure. */
export type MapLine = { kind: 'finding' } | { kind: 'answered'; answer: PlaceAnswer } | { kind: 'failed' };

export interface MapPickerProps {
  /** The point to start from; null opens on the default centre near Kuwait City (SPEC §9). */
  initial: LatLng | null;
  /** The place under the marker, for its newest point only (the machine drops an overtaken lookup's answer). */
  line: MapLine;
  /** The marker was placed or moved: the machine names the point. */
  onMove: (point: LatLng) => void;
  /** Confirm Location: the machine confirms the marker's last point with the place it named for it. */
  onConfirm: () => void;
  onClose: () => void;
}

const toPoint = (lngLat: LngLat): LatLng => {
  const wrapped = lngLat.wrap();
  return { lat: wrapped.lat, lng: wrapped.lng };
};

function lineText(line: MapLine, t: (key: string) => string, lang: Language): string {
  if (line.kind === 'finding') return t('map.findingAddress');
  if (line.kind === 'failed') return t('map.addressOffline');
  if (line.answer.place) return placeLineIn(line.answer.place, lang);
  return line.answer.error ? t('map.addressOffline') : t('map.noAddressHere');
}

export default function MapPicker({ initial, line, onMove, onConfirm, onClose }: MapPickerProps) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const container = useRef<HTMLElement>(null);
  const mapRef = useRef<MapLibre | null>(null);
  const markerRef = useRef<Marker | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useModalDialog(true, confirmRef);
  const [mapState, setMapState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [locating, setLocating] = useState(false);
  const [locationProblem, setLocationProblem] = useState<string | null>(null);
  const [area, setArea] = useState('');
  // `choose` is made once (the map's handlers keep it), so it reaches the parent's newest `onMove` through a ref.
  const latestMove = useRef(onMove);
  latestMove.current = onMove;

  /** The marker moved (tap, drag, my location, an area by name): show the area chosen, if any, and tell the form. */
  const choose = useRef((next: LatLng, chosenArea = '') => {
    setArea(chosenArea);
    latestMove.current(next);
  }).current;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is built once per opening; later props (a new `initial`, the language) must not rebuild it under the shopper's finger.
  useEffect(() => {
    const start = initial ?? DEFAULT_MAP_CENTER;
    // Before the map is built: when it cannot be drawn, Confirm still confirms the starting point.
    onMove(start);
    const element = container.current;
    if (!element) return;
    const { style, local } = mapStyle();
    let map: MapLibre;
    try {
      map = new MapLibre({
        container: element,
        style,
        center: [start.lng, start.lat],
        zoom: initial ? STREET_ZOOM : CITY_ZOOM,
        attributionControl: { compact: true },
      });
    } catch {
      // No WebGL (an old phone, a locked-down browser): say so rather than show an empty box.
      setMapState('failed');
      return;
    }
    const marker = new Marker({ draggable: true, color: '#0b7a5c' })
      .setLngLat([start.lng, start.lat])
      .addTo(map);
    marker.getElement().setAttribute('aria-label', t('map.marker'));
    marker.on('dragend', () => choose(toPoint(marker.getLngLat())));
    map.on('click', (event) => {
      marker.setLngLat(event.lngLat);
      choose(toPoint(event.lngLat));
    });
    let hideLabels = () => {};
    map.once('load', () => {
      setMapState('ready');
      // A configured style names its own streets and places; the local one is named here.
      if (local) hideLabels = showAreaLabels(map, lang);
    });
    map.on('error', () => setMapState((state) => (state === 'loading' ? 'failed' : state)));
    mapRef.current = map;
    markerRef.current = marker;
    return () => {
      mapRef.current = null;
      markerRef.current = null;
      hideLabels();
      map.remove();
    };
  }, []);

  const moveTo = (next: LatLng, zoom?: number, chosenArea?: string) => {
    markerRef.current?.setLngLat([next.lng, next.lat]);
    mapRef.current?.flyTo({ center: [next.lng, next.lat], ...(zoom ? { zoom } : {}) });
    choose(next, chosenArea);
  };

  const goToMyLocation = async () => {
    setLocating(true);
    setLocationProblem(null);
    try {
      moveTo(await currentPosition({ fresh: true }), STREET_ZOOM);
    } catch (error) {
      const problem = error instanceof LocationError ? error.problem : 'unavailable';
      setLocationProblem(t(locationProblemKey[problem]));
    } finally {
      setLocating(false);
    }
  };

  const centreMarker = () => {
    const map = mapRef.current;
    if (map) moveTo(toPoint(map.getCenter()));
  };

  return (
    <dialog
      ref={dialogRef}
      className="map-picker"
      aria-labelledby="map-picker-title"
      aria-describedby="map-picker-help"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <header className="map-picker__header">
        <h2 id="map-picker-title" className="map-picker__title">
          {t('map.title')}
        </h2>
        <button
          type="button"
          className="map-picker__icon-button"
          aria-label={t('map.close')}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
      </header>
      <p id="map-picker-help" className="map-picker__help">
        {t('map.instructions')}
      </p>
      <div className="map-picker__search">
        <AreaSelect
          value={area}
          onChoose={(chosen) => moveTo({ lat: chosen.lat, lng: chosen.lng }, AREA_ZOOM, chosen.id)}
        />
      </div>
      <div className="map-picker__stage">
        <section ref={container} className="map-picker__map" aria-label={t('map.region')} />
        {mapState !== 'ready' && (
          <p className="map-picker__overlay" role={mapState === 'failed' ? 'alert' : 'status'}>
            {mapState === 'failed' ? t('map.loadError') : t('map.loading')}
          </p>
        )}
        <div className="map-picker__tools">
          <button type="button" className="map-picker__tool" onClick={goToMyLocation} disabled={locating}>
            <Icon name="locate" />
            <span>{locating ? t('map.locating') : t('map.myLocation')}</span>
          </button>
          <button
            type="button"
            className="map-picker__tool"
            onClick={centreMarker}
            disabled={mapState !== 'ready'}
          >
            <Icon name="mapPin" />
            <span>{t('map.centreMarker')}</span>
          </button>
        </div>
      </div>
      <footer className="map-picker__footer">
        {locationProblem && (
          <p className="map-picker__problem" role="alert">
            {locationProblem}
          </p>
        )}
        <p className="map-picker__line" role="status" data-testid="map-line">
          {lineText(line, t, lang)}
        </p>
        <button ref={confirmRef} type="button" className="button map-picker__confirm" onClick={onConfirm}>
          {t('map.confirm')}
        </button>
      </footer>
    </dialog>
  );
}
