/**
 * The full-screen map location picker (SPEC §2 Add/Edit address). Its frame (title, help, the area list, the tools,
 * the place line and Confirm) is light and shows the moment the picker opens; the map inside it (MapCanvas, with
 * maplibre-gl) loads on demand, with "Loading map…" in its place meanwhile, and a message if it cannot load
 * (offline before it was ever opened, or no WebGL): Confirm then still confirms the starting point.
 */
import './MapPicker.css';
import { Component, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { DEFAULT_MAP_CENTER, type Language } from '../../../domain';
import { placeLineIn, streetAndPlace } from '../../../domain/geo/placeLine';
import type { PlaceAnswer } from '../../../machines/addressForm.machine';
import { useTranslation } from '../../i18n/translation';
import { Icon } from '../../shared/Icon';
import { useLanguage } from '../../shared/useLanguage';
import { useModalDialog } from '../../shared/useModalDialog';
import { AreaSelect } from './AreaSelect';
import { configuredStyleUrl } from './configuredStyle';
import { currentPosition, LocationError, locationProblemKey } from './currentPosition';
import type { LatLng } from './latLng';
import type { MapHandle, MapState } from './MapCanvas';

const loadMapCanvas = () => import('./MapCanvas');
const MapCanvas = lazy(loadMapCanvas);

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
  /** The street a street map drew under the marker where it is now, as the machine keeps it for Confirm. */
  street: string | null;
  /** The marker was placed or moved: the machine names the point. */
  onMove: (point: LatLng) => void;
  /** The street map read the street under the marker at `point` (null: none drawn there). */
  onStreet: (point: LatLng, street: string | null) => void;
  /** Confirm Location: the machine confirms the marker's last point with the place it named for it. */
  onConfirm: () => void;
  onClose: () => void;
}

/** The marker's place, led by its street when a street map drew one there: what Confirm puts in the form. */
function lineText(line: MapLine, street: string | null, t: (key: string) => string, lang: Language): string {
  if (line.kind === 'finding') return t('map.findingAddress');
  if (line.kind === 'failed') return street ?? t('map.addressOffline');
  if (line.answer.place) return streetAndPlace(street, placeLineIn(line.answer.place, lang), lang);
  if (street) return street;
  return line.answer.error ? t('map.addressOffline') : t('map.noAddressHere');
}

/** The map's code could not be fetched: the frame says so and stays usable. */
class ChunkBoundary extends Component<{ onFailed: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFailed();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function MapPicker({ initial, line, street, onMove, onStreet, onConfirm, onClose }: MapPickerProps) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const map = useRef<MapHandle>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useModalDialog(true, confirmRef);
  const [start] = useState(() => initial ?? DEFAULT_MAP_CENTER);
  const [mapState, setMapState] = useState<MapState>('loading');
  const [locating, setLocating] = useState(false);
  const [locationProblem, setLocationProblem] = useState<string | null>(null);
  const [area, setArea] = useState('');
  /** The server's street style: undefined while it is asked, null for the map's own outlines. */
  const [styleUrl, setStyleUrl] = useState<string | null>();

  useEffect(() => {
    let open = true;
    // Asked beside the map's code, so neither waits for the other; a failed chunk shows in ChunkBoundary.
    loadMapCanvas().catch(() => undefined);
    configuredStyleUrl().then((url) => {
      if (open) setStyleUrl(url);
    });
    return () => {
      open = false;
    };
  }, []);

  /** The marker moved (tap, drag, my location, an area by name): show the area chosen, if any, and tell the form. */
  const choose = (next: LatLng, chosenArea = '') => {
    setArea(chosenArea);
    onMove(next);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening, before the map is drawn: when it cannot be, Confirm still confirms the starting point.
  useEffect(() => onMove(start), []);

  const moveTo = (next: LatLng, zoom?: number, chosenArea?: string) => {
    map.current?.moveTo(next, zoom);
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
    const centre = map.current?.centre();
    if (centre) moveTo(centre);
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
        <section className="map-picker__map" aria-label={t('map.region')}>
          <ChunkBoundary onFailed={() => setMapState('failed')}>
            <Suspense fallback={null}>
              {styleUrl !== undefined && (
                <MapCanvas
                  styleUrl={styleUrl}
                  handle={map}
                  start={start}
                  zoom={initial ? STREET_ZOOM : CITY_ZOOM}
                  lang={lang}
                  markerLabel={t('map.marker')}
                  onChoose={(point) => choose(point)}
                  onStreet={onStreet}
                  onState={setMapState}
                />
              )}
            </Suspense>
          </ChunkBoundary>
        </section>
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
          {lineText(line, street, t, lang)}
        </p>
        <button ref={confirmRef} type="button" className="button map-picker__confirm" onClick={onConfirm}>
          {t('map.confirm')}
        </button>
      </footer>
    </dialog>
  );
}
