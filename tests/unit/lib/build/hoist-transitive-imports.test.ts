import { expect, test } from 'vitest';
import {
  type BundleFile,
  hoistTransitiveImports,
  staticImportClosure,
} from '../../../../src/lib/build/hoist-transitive-imports.ts';

function chunk(fileName: string, imports: string[], isEntry = false): BundleFile {
  const code = `${imports.map((imported) => `import{a}from"./${imported.split('/').pop()}";`).join('')}run();`;
  return { type: 'chunk', fileName, isEntry, imports, code };
}

/** A chain three requests deep, as the header script was before it became one file: entry, `customer`, `atom`. */
function headerBundle(): Record<string, BundleFile> {
  return {
    '_astro/header.js': chunk('_astro/header.js', ['_astro/customer.js'], true),
    '_astro/customer.js': chunk('_astro/customer.js', ['_astro/atom.js']),
    '_astro/atom.js': chunk('_astro/atom.js', []),
    '_astro/style.css': { type: 'asset' },
  };
}

test('an entry also imports the chunks it needed only through another, after its own imports', () => {
  const bundle = headerBundle();

  hoistTransitiveImports(bundle);

  expect(bundle['_astro/header.js']).toMatchObject({
    code: 'import{a}from"./customer.js";run();\nimport "./atom.js";\n',
    imports: ['_astro/customer.js', '_astro/atom.js'],
  });
});

test('chunks that are not entries, and entries that already import all they need, are left as they were', () => {
  const bundle = headerBundle();
  const customer = structuredClone(bundle['_astro/customer.js']);
  bundle['_astro/direct.js'] = chunk('_astro/direct.js', ['_astro/atom.js'], true);
  const direct = structuredClone(bundle['_astro/direct.js']);

  hoistTransitiveImports(bundle);

  expect(bundle['_astro/customer.js']).toEqual(customer);
  expect(bundle['_astro/direct.js']).toEqual(direct);
});

test('the closure follows every path once, survives import cycles and never names the entry itself', () => {
  const bundle: Record<string, BundleFile> = {
    'entry.js': chunk('entry.js', ['a.js', 'b.js'], true),
    'a.js': chunk('a.js', ['c.js', 'entry.js']),
    'b.js': chunk('b.js', ['c.js', 'd.js']),
    'c.js': chunk('c.js', ['b.js']),
    'd.js': chunk('d.js', []),
  };

  expect(staticImportClosure(bundle, 'entry.js')).toEqual(['a.js', 'b.js', 'c.js', 'd.js']);
});

test('a chunk in another folder is imported by its path relative to the entry', () => {
  const bundle: Record<string, BundleFile> = {
    '_astro/entry.js': chunk('_astro/entry.js', ['_astro/a.js'], true),
    '_astro/a.js': chunk('_astro/a.js', ['vendor/b.js']),
    'vendor/b.js': chunk('vendor/b.js', []),
  };

  hoistTransitiveImports(bundle);

  expect(bundle['_astro/entry.js']).toMatchObject({
    code: expect.stringMatching(/\nimport "\.\.\/vendor\/b\.js";\n$/),
  });
});
