/**
 * The map itself (SPEC §2 Add/Edit address): the one module that imports maplibre-gl, loaded only when the picker
 * opens, so the library, its worker and its stylesheet stay out of every other screen's download (DESIGN: heavy
 * code loads on demand). The picker's frame around it (MapPicker) shows at once and drives it through `handle`.
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import { type LngLat, Map as MapLibre, Marker, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import type { Language } from '../../../domain';
import { showAreaLabels } from './areaLabelLayer';
import type { LatLng } from './latLng';
import { mapStyle } from './mapStyle';

// Vite serves the worker as a file of its own; without this the built app fails with "Worker failed to load".
setWorkerUrl(workerUrl);

export type MapState = 'loading' | 'ready' | 'failed';

/** What the frame asks of the map: move the marker (and the view) to a point, and read the view's centre. */
export interface MapHandle {
  moveTo(point: LatLng, zoom?: number): void;
  centre(): LatLng | null;
}

export interface MapCanvasProps {
  start: LatLng;
  zoom: number;
  lang: Language;
  /** The marker's name for screen readers. */
  markerLabel: string;
  /** The shopper placed or dragged the marker. */
  onChoose: (point: LatLng) => void;
  onState: (state: MapState) => void;
  handle: Ref<MapHandle>;
}

const toPoint = (lngLat: LngLat): LatLng => {
  const wrapped = lngLat.wrap();
  return { lat: wrapped.lat, lng: wrapped.lng };
};

export default function MapCanvas({
  start,
  zoom,
  lang,
  markerLabel,
  onChoose,
  onState,
  handle,
}: MapCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibre | null>(null);
  const markerRef = useRef<Marker | null>(null);
  // The map's handlers are made once, so they reach the frame's newest callbacks through a ref.
  const latest = useRef({ onChoose, onState });
  latest.current = { onChoose, onState };

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
    const { style, local } = mapStyle();
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
    marker.on('dragend', () => latest.current.onChoose(toPoint(marker.getLngLat())));
    map.on('click', (event) => {
      marker.setLngLat(event.lngLat);
      latest.current.onChoose(toPoint(event.lngLat));
    });
    let hideLabels = () => {};
    let ready = false;
    map.once('load', () => {
      ready = true;
      latest.current.onState('ready');
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
