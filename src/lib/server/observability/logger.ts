import { hostname } from 'node:os';
import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * The server's JSON log: one object a line on standard output, with the time as ISO 8601 and the instance that wrote
 * it, so that lines from several instances can be merged and told apart. Nothing logged here carries a body, a header
 * or a raw query: callers hand only named fields (request-log.ts redacts the path). No pino `redact` paths: they
 * doubled the cost of a line (docs/performance.md), and no caller hands a header or a body to redact.
 */
export function createLogger(instance: string, destination?: DestinationStream): Logger {
  return pino(
    {
      base: { instance },
      timestamp: isoTimeByMillisecond(),
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? bufferedStdout(),
  );
}

/**
 * pino's `isoTime`, formatted once per millisecond rather than once per line: a busy server writes several lines in
 * the same millisecond, and formatting a date is a good part of a line's cost.
 */
export function isoTimeByMillisecond(now: () => number = Date.now): () => string {
  let formattedAt = Number.NaN;
  let field = '';
  return () => {
    const time = now();
    if (time !== formattedAt) {
      formattedAt = time;
      field = `,"time":"${new Date(time).toISOString()}"`;
    }
    return field;
  };
}

/** Written when 4 KiB are waiting; what is left waiting, within a second. */
const BUFFER_BYTES = 4096;
const FLUSH_MS = 1000;

/**
 * Standard output written in blocks of a few KiB, at least once a second, as nginx buffers its access log: a write
 * per line cost a third of the pages' throughput (docs/performance.md). pino writes what is waiting when the process
 * exits.
 */
function bufferedStdout(): DestinationStream {
  const stdout = pino.destination({ dest: 1, sync: false, minLength: BUFFER_BYTES });
  setInterval(() => stdout.flush(), FLUSH_MS).unref();
  return stdout;
}

/** `host:port`, which tells instances apart on one machine and across machines. */
export function instanceName(port: number | string): string {
  return `${hostname()}:${port}`;
}
