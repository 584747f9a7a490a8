import type { Map as MapLibre } from 'maplibre-gl';
import type { Language } from '../../../domain';
import { type AreaLabel, areaLabels } from '../../../domain/geo/areaMap';

/** Below this zoom a governorate's name comes before its areas'; above it the areas win the space. */
const AREAS_FIRST_ZOOM = 10;
/** Zoomed in this far the map shows streets' worth of one area: governorate names would only repeat. */
const NO_REGIONS_ZOOM = 12;
/** Towns are too many to name while the whole Gulf is in view. */
const FIRST_AREA_ZOOM = 6;
/** Room kept around a name, in pixels, so two names never touch. */
const GAP = 6;
/** A name hangs this far below its place, so the pin dropped on the place does not cover it. */
const DROP = 4;

type Item = { label: AreaLabel; element: HTMLElement; width: number; height: number };
type Box = { left: number; top: number; right: number; bottom: number };

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The areas' and governorates' names over a local map, in the screen's language. HTML rather than a symbol layer:
 * MapLibre draws text only from SDF glyph files and shapes Arabic only with its RTL plugin, neither of which the
 * shop can serve offline, while the browser shapes and renders both scripts with the shop's own fonts. A name is
 * shown where it fits: a greedy pass, in priority order, skips any name that would overlap one already placed.
 */
export function showAreaLabels(map: MapLibre, lang: Language): () => void {
  const layer = document.createElement('div');
  layer.className = 'map-labels';
  // Positions come from map.project, which counts from the left whatever the page's direction.
  layer.dir = 'ltr';
  // The area list beside the map says the same to a screen reader; the names here are for the eye.
  layer.setAttribute('aria-hidden', 'true');
  const items: Item[] = areaLabels().map((label) => {
    const element = document.createElement('span');
    element.className = `map-label map-label--${label.kind}`;
    // No dir of its own: the layer's ltr keeps inset-inline-start on the left; the text's bidi is isolated in CSS.
    element.lang = lang;
    element.textContent = label[lang];
    layer.append(element);
    return { label, element, width: 0, height: 0 };
  });
  map.getContainer().append(layer);
  for (const item of items) {
    item.width = item.element.offsetWidth + GAP;
    item.height = item.element.offsetHeight + GAP;
  }

  const place = () => {
    const zoom = map.getZoom();
    const { clientWidth, clientHeight } = map.getContainer();
    const regionsFirst = zoom < AREAS_FIRST_ZOOM;
    const ranked = [...items].sort(
      (a, b) => Number(a.label.kind === 'region') - Number(b.label.kind === 'region'),
    );
    if (regionsFirst) ranked.reverse();
    const taken: Box[] = [];
    for (const item of ranked) {
      const wanted = item.label.kind === 'region' ? zoom < NO_REGIONS_ZOOM : zoom >= FIRST_AREA_ZOOM;
      const { x, y } = map.project([item.label.lng, item.label.lat]);
      const box = {
        left: x - item.width / 2,
        right: x + item.width / 2,
        top: y + DROP - GAP / 2,
        bottom: y + DROP - GAP / 2 + item.height,
      };
      const onScreen = box.right > 0 && box.left < clientWidth && box.bottom > 0 && box.top < clientHeight;
      const shown = wanted && onScreen && !taken.some((other) => overlaps(box, other));
      item.element.hidden = !shown;
      if (!shown) continue;
      taken.push(box);
      item.element.style.transform = `translate(${x}px, ${y + DROP}px) translate(-50%, 0)`;
    }
  };

  map.on('move', place);
  map.on('resize', place);
  place();
  return () => {
    map.off('move', place);
    map.off('resize', place);
    layer.remove();
  };
}
