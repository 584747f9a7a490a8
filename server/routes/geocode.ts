// Reverse geocoding for the map picker (SPEC §7 Maps service; DESIGN: answered offline from the gazetteer in
// src/domain/geo, so the reference backend needs no maps provider). Public: a guest's map needs it as much as a
// customer's, and it reveals nothing about anyone.
import { Hono } from 'hono';
import { z } from 'zod';
import { reverseGeocode } from '../geo/reverse-geocode';
import { parseInput } from '../http/errors';
import { languageOf } from '../http/language';

/** A plain decimal ("29.3759", "-0.5"): no exponent, hex, blank or Infinity, which Number() would accept. */
const decimal = z
  .string()
  .regex(/^-?\d{1,3}(\.\d{1,15})?$/)
  .transform(Number);

export const latitude = decimal.refine((value) => value >= -90 && value <= 90);
export const longitude = decimal.refine((value) => value >= -180 && value <= 180);

export function geocodeRoutes() {
  return new Hono().get('/geocode/reverse', (c) => {
    const lat = parseInput(latitude, c.req.query('lat'), 'invalidCoordinates');
    const lng = parseInput(longitude, c.req.query('lng'), 'invalidCoordinates');
    // Places do not move: a shopper dragging the marker back and forth is answered from the browser cache.
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('Vary', 'Accept-Language');
    return c.json(reverseGeocode(lat, lng, languageOf(c)));
  });
}
