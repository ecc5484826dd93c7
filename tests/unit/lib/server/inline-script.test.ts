import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { expect, test } from 'vitest';
import { inlineScript } from '../../../../src/lib/server/inline-script.ts';

/** Stands for a page's inline script: it leaves what it was given where the test can read it. */
function record(note: string, times: number, options: { loud: boolean }) {
  (globalThis as unknown as { heard: string }).heard = `${options.loud ? note.toUpperCase() : note} x${times}`;
}

/** Runs `code` as a page would, in a context of its own, and returns what it left. */
function run(code: string): unknown {
  const page: { heard?: string } = {};
  runInNewContext(code, page);
  return page.heard;
}

test('the script calls the function with the arguments it was given', () => {
  expect(run(inlineScript(record, 'hello', 2, { loud: true }).code)).toBe('HELLO x2');
});

test('no argument can close the script element, and the function still gets it as it was', () => {
  const { code } = inlineScript(record, '</script><script>alert(1)</script>', 1, { loud: false });
  expect(code.toLowerCase()).not.toContain('</script');
  expect(run(code)).toBe('</script><script>alert(1)</script> x1');
});

test("the hash is the one a browser computes over the script's text, and changes with its arguments", () => {
  const { code, hash } = inlineScript(record, 'hello', 2, { loud: true });
  expect(hash).toBe(`sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`);
  expect(inlineScript(record, 'hello', 3, { loud: true }).hash).not.toBe(hash);
});

/** Stands for a function an inline script is given: it refers to nothing outside itself. */
function shout(note: string) {
  return `${note.toUpperCase()}!`;
}

test('a function among the arguments is written from its source, and the script can call it', () => {
  const callWith = (speak: (note: string) => string, note: string) => {
    (globalThis as unknown as { heard: string }).heard = speak(note);
  };
  expect(run(inlineScript(callWith, shout, 'hello').code)).toBe('HELLO!');
});
