/**
 * zod compiles its object parsers with `new Function` where a page allows it, and finds out by trying once as the
 * first object schema is built: under the shop's Content-Security-Policy (no 'unsafe-eval') the try is refused, and
 * Firefox reports the refusal from the worker on every start. The worker's parsers run without it; imported first
 * by the worker's entry, so no schema is built before.
 */
import { z } from 'zod';

z.config({ jitless: true });
