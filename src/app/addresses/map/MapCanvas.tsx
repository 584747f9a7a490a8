/**
 * The map itself (SPEC §2 Add/Edit address): the one module that imports maplibre-gl, loaded only when the picker
 * opens, so the library, its worker and its stylesheet stay out of every other screen's download (DESIGN: heavy
 * code loads on demand). The picker's frame around it (MapPicker) shows at once and drives it through `handle`.
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import { addProtocol, type LngLat, Map as MapLibre, Marker, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { Protocol } from 'pmtiles';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import type { Language } from '../../../domain';
import { streetAt } from '../../../domain/geo/streetAt';
import { showAreaLabels } from './areaLabelLayer';
import type { LatLng } from './latLng';
import { mapStyle } from './mapStyle';

// Vite serves the worker as a file of its own; without this the built app fails with "Worker failed to load".
setWorkerUrl(workerUrl);

// A street style's tiles in one PMTiles archive on the operator's storage (`pmtiles://https://…`, docs/DEPLOY.md):
// the archive's reader is fetched the first time MapLibre asks for such a URL, so no other map downloads it.
let pmtiles: Promise<Protocol> | undefined;
addProtocol('pmtiles', async (request, abort) => {
  pmtiles ??= import('pmtiles').then((loaded) => new loaded.Protocol());
  return (await pmtiles).tile(request, abort);
});

/**
 * How far from the pin's point, in pixels, a drawn street still counts as under it when none is drawn right there:
 * a pin dropped on a street's edge names that street, and two streets never both fit.
 */
const PIN_REACH = 4;

export type MapState = 'loading' | 'ready' | 'failed';

/** What the frame asks of the map: move the marker (and the view) to a point, and read the view's centre. */
export interface MapHandle {
  moveTo(point: LatLng, zoom?: number): void;
  centre(): LatLng | null;
}

export interface MapCanvasProps {
  /** The server's street style (configuredStyle.ts); null: the map's own outlines. */
  styleUrl: string | null;
  start: LatLng;
  zoom: number;
  lang: Language;
  /** The marker's name for screen readers. */
  markerLabel: string;
  /** The shopper placed or dragged the marker. */
  onChoose: (point: LatLng) => void;
  /**
   * The street a street style draws under the marker at `point` (null: none), read when the marker is placed and
   * whenever the map settles (another zoom draws other streets); never with the map's own outlines, which have none.
   */
  onStreet: (point: LatLng, street: string | null) => void;
  onState: (state: MapState) => void;
  handle: Ref<MapHandle>;
}

const toPoint = (lngLat: LngLat): LatLng => {
  const wrapped = lngLat.wrap();
  return { lat: wrapped.lat, lng: wrapped.lng };
};

export default function MapCanvas({
  styleUrl,
  start,
  zoom,
  lang,
  markerLabel,
  onChoose,
  onStreet,
  onState,
  handle,
}: MapCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibre | null>(null);
  const markerRef = useRef<Marker | null>(null);
  // The map's handlers are made once, so they reach the frame's newest callbacks through a ref.
  const latest = useRef({ onChoose, onStreet, onState, lang });
  latest.current = { onChoose, onStreet, onState, lang };

  useImperativeHandle(handle, () => ({
    moveTo(point, nextZoom) {
      markerRef.current?.setLngLat([point.lng, point.lat]);
      mapRef.current?.flyTo({ center: [point.lng, point.lat], ...(nextZoom ? { zoom: nextZoom } : {}) });
    },
    centre: () => (mapRef.current ? toPoint(mapRef.current.getCenter()) : null),
  }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is built once per opening; later props (a new start, the language) must not rebuild it under the shopper's finger.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const { style, local } = mapStyle(styleUrl, lang);
    let map: MapLibre;
    try {
      map = new MapLibre({
        container: element,
        style,
        center: [start.lng, start.lat],
        zoom,
        attributionControl: { compact: true },
      });
    } catch {
      // No WebGL (an old phone, a locked-down browser): say so rather than show an empty box.
      latest.current.onState('failed');
      return;
    }
    const marker = new Marker({ draggable: true, color: '#0b7a5c' })
      .setLngLat([start.lng, start.lat])
      .addTo(map);
    marker.getElement().setAttribute('aria-label', markerLabel);
    let ready = false;
    const readStreet = () => {
      if (local || !ready) return;
      const { x, y } = map.project(marker.getLngLat());
      const drawn = (features: ReturnType<MapLibre['queryRenderedFeatures']>) =>
        features.map((feature) => ({
          layerType: feature.layer.type,
          sourceLayer: feature.sourceLayer,
          properties: feature.properties,
        }));
      const { lang } = latest.current;
      const street =
        streetAt(drawn(map.queryRenderedFeatures([x, y])), lang) ??
        streetAt(
          drawn(
            map.queryRenderedFeatures([
              [x - PIN_REACH, y - PIN_REACH],
              [x + PIN_REACH, y + PIN_REACH],
            ]),
          ),
          lang,
        );
      latest.current.onStreet(toPoint(marker.getLngLat()), street);
    };
    marker.on('dragend', () => {
      latest.current.onChoose(toPoint(marker.getLngLat()));
      readStreet();
    });
    map.on('click', (event) => {
      marker.setLngLat(event.lngLat);
      latest.current.onChoose(toPoint(event.lngLat));
      readStreet();
    });
    // After a flight to a point, a zoom, or tiles arriving: what is drawn under the pin now.
    map.on('idle', readStreet);
    let hideLabels = () => {};
    map.once('load', () => {
      ready = true;
      latest.current.onState('ready');
      readStreet();
      // A configured style names its own streets and places; the local one is named here.
      if (local) hideLabels = showAreaLabels(map, lang);
    });
    map.on('error', () => {
      if (!ready) latest.current.onState('failed');
    });
    mapRef.current = map;
    markerRef.current = marker;
    return () => {
      mapRef.current = null;
      markerRef.current = null;
      hideLabels();
      map.remove();
    };
  }, []);

  return <div ref={container} className="map-picker__canvas" />;
}
