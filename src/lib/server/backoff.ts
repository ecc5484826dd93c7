/**
 * Paces the tries of background work that keeps failing (the catalog's refreshes while the database is away): while
 * it works, every try may go; once a try failed, one try at a time, each after a pause that doubles from `firstPauseMs`
 * up to `longestPauseMs`. The first try that works ends the pauses.
 */
export interface BackoffOptions {
  firstPauseMs?: number;
  longestPauseMs?: number;
  now?: () => number;
}

const FIRST_PAUSE_MS = 250;
const LONGEST_PAUSE_MS = 2_000;

export interface Backoff {
  /**
   * Whether a try may start now. While backing off, a yes reserves the one try there may be: report how it went with
   * `done`.
   */
  mayTry(): boolean;
  /** How a try went: true (it worked), false (it failed), undefined (it did not get to try). */
  done(worked: boolean | undefined): void;
  /** The pause in force, 0 while things work. */
  pauseMs(): number;
}

export function createBackoff({
  firstPauseMs = FIRST_PAUSE_MS,
  longestPauseMs = LONGEST_PAUSE_MS,
  now = Date.now,
}: BackoffOptions = {}): Backoff {
  let pause = 0;
  let nextTryAt = 0;
  let trying = false;
  return {
    mayTry() {
      if (pause === 0) return true;
      if (trying || now() < nextTryAt) return false;
      trying = true;
      return true;
    },
    done(worked) {
      trying = false;
      if (worked === true) pause = 0;
      if (worked === false) {
        pause = pause === 0 ? firstPauseMs : Math.min(pause * 2, longestPauseMs);
        nextTryAt = now() + pause;
      }
    },
    pauseMs: () => pause,
  };
}
