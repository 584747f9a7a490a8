// The server's log (docs/API.md, "Logs and metrics"): one JSON line per record on stdout through pino, for whatever
// collects a container's output. Each line names the instance, so the lines of several instances can be told apart.
// What goes in is chosen field by field (server/http/request-record.ts, server/http/handle-errors.ts): never a
// phone, a token, a code, a name, an address or an e-mail.
import { type DestinationStream, type Logger, pino } from 'pino';
import type { ErrorLogger } from './http/handle-errors';
import type { RequestRecord } from './http/request-record';

export type { Logger };

export function createLogger(
  { level, instance }: { level: string; instance: string },
  // Written in the background in chunks, so a rush's log costs the event loop little; flushed on shutdown.
  destination: DestinationStream = pino.destination({ dest: 1, sync: false, minLength: 4096 }),
): Logger {
  return pino(
    {
      level,
      base: { instance },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

/** The access log: one line per request. */
export const logRequest = (logger: Logger) => (record: RequestRecord) => logger.info(record, 'request');

/** A fault's record (a 500): its facts as fields. */
export const logFault =
  (logger: Logger): ErrorLogger =>
  (message, record) =>
    logger.error(record, message);
