import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { expect, test } from 'vitest';
import { ResponsesInFlight } from '../../../../../src/lib/server/node/responses-in-flight.ts';

function response(): ServerResponse {
  return new ServerResponse(new IncomingMessage(new Socket()));
}

test('the drain sees each response until it closes, and only those', () => {
  let closed = 0;
  const inFlight = new ResponsesInFlight(() => closed++);
  const [first, second, third, fourth] = [response(), response(), response(), response()];

  inFlight.add(first);
  inFlight.add(second);
  inFlight.add(third);
  second.emit('close');
  expect(inFlight.size).toBe(2);
  expect([...inFlight]).toEqual([first, third]);

  // The slot the second left is taken by the next one.
  inFlight.add(fourth);
  expect(inFlight.size).toBe(3);
  expect(new Set(inFlight)).toEqual(new Set([first, third, fourth]));

  for (const each of [first, third, fourth]) each.emit('close');
  expect(inFlight.size).toBe(0);
  expect([...inFlight]).toEqual([]);
  expect(closed).toBe(4);
});

test('more responses at once than ever before are all counted', () => {
  const inFlight = new ResponsesInFlight();
  const responses = Array.from({ length: 100 }, response);
  for (const each of responses) inFlight.add(each);
  for (const each of responses.slice(0, 50)) each.emit('close');
  const more = Array.from({ length: 80 }, response);
  for (const each of more) inFlight.add(each);

  expect(inFlight.size).toBe(130);
  expect(new Set(inFlight)).toEqual(new Set([...responses.slice(50), ...more]));
});
