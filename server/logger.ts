// The server's log (docs/API.md, "Logs and metrics"): one JSON line per record on stdout through pino, for whatever
// collects a container's output. Each line names the instance, so the lines of several instances can be told apart.
// What goes in is chosen field by field (server/http/request-record.ts, server/http/handle-errors.ts): never a
// phone, a token, a code, a name, an address or an e-mail.
import { type DestinationStream, type Logger, pino } from 'pino';
import type { ErrorLogger } from './http/handle-errors';
import type { RequestRecord } from './http/request-record';

export type { Logger };

/**
 * The longest a line waits in the buffer. A quiet server's line must be on stdout within a second of its reply:
 * that line may be the one that explains a crash (a SIGKILL or an out-of-memory kill runs no exit handler), or
 * someone may be looking for it by its X-Request-Id.
 */
const logFlushMs = 250;

export function createLogger(
  { level, instance }: { level: string; instance: string },
  // Written in the background in chunks, so a rush's log costs the event loop little (docs/BUDGETS.md, "Load");
  // flushed every `logFlushMs` whatever the chunk holds, and by pino when the process exits.
  destination: DestinationStream = pino.destination({
    dest: 1,
    sync: false,
    minLength: 4096,
    periodicFlush: logFlushMs,
  }),
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
