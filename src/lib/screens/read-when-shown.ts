/**
 * Once a painted screen is `shown`, loads the code of its server reads (fetched only now, to keep the first screen
 * light) and runs `read` with it. Offline, or on a page being left, that code may not come: the screen then keeps what
 * the device knows, and reads the server the next time it is opened.
 */
export function readWhenShown<Code>(
  shown: Promise<void>,
  load: () => Promise<Code>,
  read: (code: Code) => unknown,
): void {
  void shown.then(load).then(read, () => undefined);
}
