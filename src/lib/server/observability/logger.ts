import { hostname } from 'node:os';
import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * The server's JSON log: one object a line on standard output, with the time as ISO 8601 and the instance that wrote
 * it, so that lines from several instances can be merged and told apart. Nothing logged here carries a body, a header
 * or a raw query: callers hand only named fields (request-log.ts redacts the path), so pino's costly `redact` paths
 * are not needed (docs/decisions/038-observability.md).
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
const BLOCK_CHARS = 4096;
const FLUSH_MS = 1000;

/**
 * Standard output written in blocks of a few KiB, at least once a second, as nginx buffers its access log: a write
 * per line is costly for a line per request. What is waiting is written when the process exits.
 */
function bufferedStdout(): DestinationStream {
  const stdout = new LineBlocks(pino.destination({ dest: 1, sync: false, minLength: 0 }), (text) =>
    pino.destination({ dest: 1, sync: true }).write(text),
  );
  setInterval(() => stdout.flush(), FLUSH_MS).unref();
  process.once('exit', () => stdout.flushSync());
  return stdout;
}

/** What the blocks are written to: sonic-boom, as pino.destination makes it. */
type BlockStream = Pick<ReturnType<typeof pino.destination>, 'write' | 'flushSync'>;

/**
 * Lines gathered into blocks before they reach sonic-boom, whose own gathering (`minLength`) measures the bytes of the
 * whole block on every line and so makes V8 copy the growing text each time (docs/decisions/038-observability.md).
 */
export class LineBlocks implements DestinationStream {
  readonly #out: BlockStream;
  readonly #writeSync: (text: string) => void;
  readonly #blockChars: number;
  #waiting = '';

  /** `writeSync` writes to the same place as `out` before it returns: for what is waiting as the process exits. */
  constructor(out: BlockStream, writeSync: (text: string) => void, blockChars = BLOCK_CHARS) {
    this.#out = out;
    this.#writeSync = writeSync;
    this.#blockChars = blockChars;
  }

  write(line: string): void {
    this.#waiting += line;
    if (this.#waiting.length >= this.#blockChars) this.flush();
  }

  /** Hands what is waiting to the stream, which writes it without blocking. */
  flush(): void {
    if (this.#waiting === '') return;
    this.#out.write(this.#waiting);
    this.#waiting = '';
  }

  /**
   * Writes everything, waiting in the stream or here, before returning: for the process's last moment. What waits here
   * is not handed to the stream, which would start a write on libuv's threads that an exiting process does not wait for.
   */
  flushSync(): void {
    this.#out.flushSync();
    if (this.#waiting !== '') this.#writeSync(this.#waiting);
    this.#waiting = '';
  }
}

/** `host:port`, which tells instances apart on one machine and across machines. */
export function instanceName(port: number | string): string {
  return `${hostname()}:${port}`;
}
