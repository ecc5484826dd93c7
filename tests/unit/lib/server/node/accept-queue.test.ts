import { expect, test } from 'vitest';
import { acceptQueueLength, queuedOnPort } from '../../../../../src/lib/server/node/accept-queue.ts';

// Lines as Linux writes them, every listener first: port 5322 is 14CA, 4321 is 10E1; state 0A is LISTEN, 01
// ESTABLISHED, 03 SYN_RECV.
const TCP = `  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 0100007F:14CA 00000000:0000 0A 00000000:00000003 00:00000000 00000000     0        0 999155 1 0000000096451879 100 0 0 10 0
   1: 00000000:14CA 00000000:0000 0A 00000000:00000002 00:00000000 00000000     0        0 999156 1 0000000096451880 100 0 0 10 0
   2: 0100007F:10E1 00000000:0000 0A 00000000:00000007 00:00000000 00000000     0        0 999157 1 0000000096451881 100 0 0 10 0
   3: 0100007F:14CA 0100007F:D2F0 01 00000000:00000040 00:00000000 00000000     0        0 999158 1 0000000096451882 20 4 30 10 -1
   4: 0100007F:14CA 0100007F:D2F2 03 00000000:00000000 00:00000000 00000000     0        0 0 0 0000000000000000
`;

/** The text in pieces of `size` characters, counting how many were asked for. */
function inPieces(text: string, size: number) {
  const asked = { count: 0 };
  function* pieces() {
    for (let at = 0; at < text.length; at += size) {
      asked.count += 1;
      yield text.slice(at, at + size);
    }
  }
  return { pieces: pieces(), asked };
}

test("reads the queue of the port's listener, whatever the pieces the text comes in", () => {
  for (const size of [7, 128, 100_000]) {
    expect(queuedOnPort(inPieces(TCP, size).pieces, 5322)).toBe(3);
    expect(queuedOnPort(inPieces(TCP, size).pieces, 4321)).toBe(7);
    expect(queuedOnPort(inPieces(TCP, size).pieces, 8080)).toBe(0);
  }
});

test("asks for no more of the table than the listener's line, or the listeners' end", () => {
  const lineEnd = (at: number) => TCP.indexOf('\n', TCP.indexOf(`   ${at}: `)) + 1;
  const found = inPieces(TCP, 10);
  expect(queuedOnPort(found.pieces, 5322)).toBe(3);
  expect(found.asked.count).toBe(Math.ceil(lineEnd(0) / 10));
  const missing = inPieces(TCP + '   5: …\n'.repeat(10_000), 10);
  expect(queuedOnPort(missing.pieces, 8080)).toBe(0);
  expect(missing.asked.count).toBe(Math.ceil(lineEnd(3) / 10));
});

test("reads the table of the listener's address family; a system without it does not tell", () => {
  const paths: string[] = [];
  const read = (path: string) => (paths.push(path), [TCP]);
  expect(acceptQueueLength(5322, 'IPv4', read)).toBe(3);
  expect(acceptQueueLength(5322, 'IPv6', read)).toBe(3);
  expect(paths).toEqual(['/proc/net/tcp', '/proc/net/tcp6']);
  expect(
    acceptQueueLength(5322, 'IPv4', () => {
      throw new Error('ENOENT');
    }),
  ).toBeUndefined();
});
