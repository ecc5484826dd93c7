import { expect, test } from 'vitest';
import { acceptQueueLength, queuedOnPort } from '../../../../../src/lib/server/node/accept-queue.ts';

// Lines as Linux writes them: port 5322 is 14CA, 4321 is 10E1; state 0A is LISTEN, 03 SYN_RECV, 01 ESTABLISHED.
const TCP = `  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 0100007F:14CA 00000000:0000 0A 00000000:00000003 00:00000000 00000000     0        0 999155 1 0000000096451879 100 0 0 10 0
   1: 0100007F:10E1 00000000:0000 0A 00000000:00000007 00:00000000 00000000     0        0 999156 1 0000000096451880 100 0 0 10 0
   2: 0100007F:14CA 0100007F:D2F0 01 00000000:00000040 00:00000000 00000000     0        0 999157 1 0000000096451881 20 4 30 10 -1
   3: 0100007F:14CA 0100007F:D2F2 03 00000000:00000000 00:00000000 00000000     0        0 0 0 0000000000000000
`;
const TCP6 = `  sl  local_address                         remote_address                        st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 00000000000000000000000000000000:14CA 00000000000000000000000000000000:0000 0A 00000000:00000002 00:00000000 00000000     0        0 999158 1 0000000096451882 100 0 0 10 0
`;

test('counts the connections waiting on every listener of the port and those half-open, not the established', () => {
  expect(queuedOnPort(TCP, 5322)).toBe(4);
  expect(queuedOnPort(TCP, 4321)).toBe(7);
  expect(queuedOnPort(TCP, 8080)).toBe(0);
  expect(acceptQueueLength(5322, (path) => (path.endsWith('6') ? TCP6 : TCP))).toBe(6);
});

test('a system without IPv6 still tells; one without either table does not', () => {
  const noIpv6 = (path: string) => {
    if (path.endsWith('6')) throw new Error('ENOENT');
    return TCP;
  };
  expect(acceptQueueLength(5322, noIpv6)).toBe(4);
  expect(
    acceptQueueLength(5322, () => {
      throw new Error('ENOENT');
    }),
  ).toBeUndefined();
});
