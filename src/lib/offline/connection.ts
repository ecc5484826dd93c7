/**
 * Whether the device says it has no connection. Only a browser that says so counts: where there is no such answer
 * (a test in Node), calls are tried and fail as they would.
 */
export function isOffline(): boolean {
  return globalThis.navigator?.onLine === false;
}
