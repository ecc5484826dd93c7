import { hostname } from 'node:os';
import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * The server's JSON log: one object a line on standard output, with the time as ISO 8601 and the instance that wrote
 * it, so that lines from several instances can be merged and told apart. Nothing logged here carries a body, a header
 * or a raw query: callers hand only the fields below (request-log.ts redacts the path).
 */
export function createLogger(instance: string, destination?: DestinationStream): Logger {
  return pino(
    {
      base: { instance },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Belt and braces: no caller logs these, and a future one that hands a request or its headers still must not.
      redact: {
        paths: ['authorization', '*.authorization', '*.headers', 'headers', 'body', '*.body'],
        censor: '[redacted]',
      },
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}

/** `host:port`, which tells instances apart on one machine and across machines. */
export function instanceName(port: number | string): string {
  return `${hostname()}:${port}`;
}
