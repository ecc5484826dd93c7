// The server under abuse: a flood of unique addresses, and thousands of idle or half-sent connections, each measured
// by what a visitor of /restaurants sees meanwhile and by the server's resident memory.
import net from 'node:net';
import { DURATION_S, load, residentMb } from './server-load.mjs';

/** Unique addresses in the flood, and the connections sending them. */
export const FLOOD_URLS = 20_000;
export const FLOOD_CONNECTIONS = 300;
/** A visitor amid the flood: a few connections, as a handful of shoppers would have open. */
export const VISITOR_CONNECTIONS = 5;
/** Idle and half-sent connections held open while the visitor shops. */
export const SLOW_CONNECTIONS = 2_000;

/**
 * wrk's `request()` for the flood: each request a new address from FLOOD_URLS, of the kinds a crawler or an attacker
 * sends (search terms nobody searched before, tracking parameters, restaurant ids and order numbers that do not exist,
 * paths that do not exist).
 */
const FLOOD_SCRIPT = `
local kinds = { "/restaurants?q=term%d", "/?x=%d", "/restaurants?utm_source=%d", "/restaurants/%d", "/order-details/%d", "/no-such-page-%d" }
local counter = 0
request = function()
  counter = counter + 1
  local n = counter % ${FLOOD_URLS}
  return wrk.format(nil, string.format(kinds[(n % #kinds) + 1], 100000 + n))
end
`;

/** Samples the server's resident memory every 100 ms until stopped; answers the highest. */
function sampleMemory(pid) {
  let highest = residentMb(pid).now;
  const timer = setInterval(() => (highest = Math.max(highest, residentMb(pid).now)), 100);
  return () => {
    clearInterval(timer);
    return highest;
  };
}

const visitor = (name) => ({
  name,
  kind: 'page',
  path: '/restaurants',
  connections: VISITOR_CONNECTIONS,
  warmUp: false,
});

/**
 * The flood at FLOOD_CONNECTIONS for the visitor's run and a second either side, while VISITOR_CONNECTIONS ask for
 * /restaurants: the visitor's latency, the flood's throughput, and the server's memory at its highest meanwhile.
 */
export async function floodFigures(origin, pid) {
  const stopSampling = sampleMemory(pid);
  const flood = load(origin, {
    name: `${FLOOD_URLS} unique URLs`,
    kind: 'flood',
    path: '/',
    connections: FLOOD_CONNECTIONS,
    requestScript: FLOOD_SCRIPT,
    durationS: DURATION_S + 2,
    warmUp: false,
  });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const during = await load(origin, visitor('/restaurants amid the flood'));
  const floodRow = await flood;
  return { flood: floodRow, visitor: during, peakMb: stopSampling(), afterMb: residentMb(pid).now };
}

/** How long the slow connections are given to be let go after the visitor's run: three times the header limit. */
export const LET_GO_WITHIN_MS = 30_000;

/**
 * SLOW_CONNECTIONS held open (half of them silent, half having sent part of their headers, as slowloris does) while a
 * visitor's VISITOR_CONNECTIONS connections ask for /restaurants; then how many the server let go with a 408 (the others
 * it closed without one, or left open LET_GO_WITHIN_MS after the run, when the bench closes them).
 */
export async function slowConnectionFigures(origin, pid) {
  const { hostname, port } = new URL(origin);
  const opened = Date.now();
  const sockets = [];
  const ends = [];
  // A hundred at a time: thousands at once overflow the server's listen queue, and the kernel then drops connections
  // the client believes open, which a silent client never finds out about.
  for (let index = 0; index < SLOW_CONNECTIONS; index += 1) {
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => undefined);
    const connected = new Promise((resolve) => socket.on('connect', resolve).on('close', resolve));
    if (index % 2) socket.on('connect', () => socket.write('GET /restaurants HTTP/1.1\r\nHost: x\r\nX-Slow: '));
    sockets.push(socket);
    ends.push(
      new Promise((closed) =>
        socket.on('close', () => closed({ timedOut: answer.startsWith('HTTP/1.1 408'), ms: Date.now() - opened })),
      ),
    );
    if (index % 100 === 99) {
      await connected;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  const stopSampling = sampleMemory(pid);
  // The visitor's few connections, as amid the flood: 300 busy connections are a load of their own on two cores.
  const during = await load(origin, visitor(`/restaurants with ${SLOW_CONNECTIONS} slow connections open`));
  const deadline = setTimeout(() => {
    for (const socket of sockets) if (!socket.destroyed) socket.destroy();
  }, LET_GO_WITHIN_MS);
  const closed = await Promise.all(ends);
  clearTimeout(deadline);
  const letGo = closed.filter(({ timedOut }) => timedOut);
  return {
    visitor: during,
    peakMb: stopSampling(),
    letGoWith408: letGo.length,
    notLetGo: closed.length - letGo.length,
    lastClosedAfterS: Number((Math.max(0, ...letGo.map(({ ms }) => ms)) / 1000).toFixed(1)),
  };
}
