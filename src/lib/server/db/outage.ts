import { describeFailure, type DatabaseUnavailable, type UnavailableKind } from './unavailable.ts';

/**
 * What this process thinks of its database, and the outage log: one line when the database becomes unavailable (with
 * the cause) and one when it is back (how long it lasted, how many requests were answered 503 meanwhile), instead of
 * a stack trace per refused request. Each kind of unavailability (unavailable.ts) is an episode of its own:
 * - `unreachable` ends with the first query the database answers that was sent SETTLE_MS or more after it started: a
 *   database going away drops its connections one after another over a few milliseconds, and a query that one of
 *   them answered meanwhile proves nothing;
 * - the others (busy, full, read-only, I/O errors) may come and go query by query while other queries succeed, so
 *   they end once QUIET_MS passed without another such failure.
 *
 * Per process: with several instances each logs its own view of the one database (each its own lines, its own
 * counts, its own start and end a little apart), and /readyz answers each instance's own view (health.ts).
 */

/** How long after an unreachable database's first failure a query it answers shows that it is back. */
const SETTLE_MS = 250;

/** How long without another failure of its kind ends a busy, full, read-only or I/O episode. */
const QUIET_MS = 5_000;

interface Episode {
  since: number;
  cause: string;
  refused: number;
  quietTimer?: NodeJS.Timeout;
}

export interface OutageLogOptions {
  /** Where the lines go. */
  log?: (line: string) => void;
  now?: () => number;
  quietMs?: number;
}

/** What an operator reads about each kind, as "The database is …". */
const STATES: Record<UnavailableKind, string> = {
  unreachable: 'unreachable',
  busy: 'busy (a statement, a lock or a connection waited past its bound)',
  full: 'full: it refuses writes',
  'read-only': 'read-only: it refuses writes',
  'io-error': 'failing to read or write its files',
};

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** An outage log of its own (tests); the process's one is `databaseOutage`. */
export function createOutageLog({ log = console.error, now = Date.now, quietMs = QUIET_MS }: OutageLogOptions = {}) {
  const episodes = new Map<UnavailableKind, Episode>();

  function end(kind: UnavailableKind): void {
    const episode = episodes.get(kind);
    if (!episode) return;
    clearTimeout(episode.quietTimer);
    episodes.delete(kind);
    const back = kind === 'unreachable' ? 'reachable again' : `no longer ${kind}`;
    log(
      `Database ${back} after ${seconds(now() - episode.since)}; ${episode.refused} requests were answered 503 meanwhile.`,
    );
  }

  return {
    /** A query failed this way: the episode of its kind starts (one line) or goes on. */
    failed(error: DatabaseUnavailable): void {
      let episode = episodes.get(error.kind);
      if (!episode) {
        episode = { since: now(), cause: describeFailure(error.cause), refused: 0 };
        episodes.set(error.kind, episode);
        log(`Database ${STATES[error.kind]}. Cause: ${episode.cause}. What needs it is answered 503 until it is back.`);
      }
      if (error.kind !== 'unreachable') {
        clearTimeout(episode.quietTimer);
        episode.quietTimer = setTimeout(() => end(error.kind), quietMs);
        episode.quietTimer.unref();
      }
    },

    /** A query sent at `sentAt` was answered: the database is reachable. */
    answered(sentAt: number): void {
      const unreachable = episodes.get('unreachable');
      if (unreachable && sentAt - unreachable.since >= SETTLE_MS) end('unreachable');
    },

    /** A request was answered 503 because of `error`. */
    refused(error: DatabaseUnavailable): void {
      const episode = episodes.get(error.kind);
      if (episode) episode.refused += 1;
    },

    /** The kinds of unavailability in progress, oldest first. */
    current(): UnavailableKind[] {
      return [...episodes.keys()];
    },
  };
}

export type OutageLog = ReturnType<typeof createOutageLog>;

/** The process's outage log. */
export const databaseOutage: OutageLog = createOutageLog();
