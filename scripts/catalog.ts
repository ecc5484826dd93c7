// `npm run catalog -- import FILE [--apply]`, `export [FILE]`: the operator's commands for the catalog as a file of
// restaurants in the partner API's push format (src/lib/catalog/catalog-file.server.ts). The database is the
// server's (DATABASE_URL, read and checked as the server reads it), created and migrated if need be. An import prints
// what it would change and changes nothing without --apply; with it, the whole file is stored in one transaction.
// Exit codes: 0 done, 1 failed (an invalid file, the database), 2 a usage error.
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { exportCatalog, importCatalog, type CatalogImport } from '../src/lib/catalog/catalog-file.server.ts';
import { MenuInvalid } from '../src/lib/catalog/catalog-errors.server.ts';
import type { MenuChange } from '../src/lib/catalog/menu-contract.ts';
import { getConnection } from '../src/lib/server/db/index.ts';
import { runOperatorCommand, UsageError } from './operator-command.ts';

const USAGE = `Usage:
  npm run catalog -- import FILE [--apply]
  npm run catalog -- export [FILE]`;

function parse(args: string[]) {
  try {
    return parseArgs({ args, allowPositionals: true, options: { apply: { type: 'boolean' } } });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

const names = (dishes: { id: number; name: string }[]) => dishes.map(({ id, name }) => `${name} (${id})`).join(', ');
const dollars = (amount: number) => `$${amount.toFixed(2)}`;

/** The lines that tell an operator what an import of one restaurant changes. */
function describeChange(change: CatalogImport['changes'][number]): string[] {
  const { dishes } = change;
  const lines = [`Restaurant ${change.restaurantId} (${change.name}): ${change.restaurant}`];
  if (change.restaurant === 'changed' && change.fields.length > 0) lines.push(`  fields: ${change.fields.join(', ')}`);
  if (dishes.added.length > 0) lines.push(`  dishes added: ${names(dishes.added)}`);
  if (dishes.removed.length > 0) lines.push(`  dishes removed: ${names(dishes.removed)}`);
  if (dishes.soldOut.length > 0) lines.push(`  sold out: ${names(dishes.soldOut)}`);
  if (dishes.backOnSale.length > 0) lines.push(`  back on sale: ${names(dishes.backOnSale)}`);
  for (const { id, name, from, to } of dishes.priceChanges) {
    lines.push(`  price: ${name} (${id}) ${dollars(from)} → ${dollars(to)}`);
  }
  const named = new Set([...dishes.soldOut, ...dishes.backOnSale, ...dishes.priceChanges].map(({ id }) => id));
  const otherwise = dishes.changed.filter(({ id }) => !named.has(id));
  if (otherwise.length > 0) lines.push(`  dishes otherwise changed: ${names(otherwise)}`);
  return lines;
}

function describeImport({ changes, notInFile }: CatalogImport, applied: boolean): string[] {
  const count = (state: MenuChange['restaurant']) => changes.filter((change) => change.restaurant === state).length;
  const lines = changes.filter((change) => change.restaurant !== 'unchanged').flatMap(describeChange);
  for (const { id, name } of notInFile) lines.push(`Restaurant ${id} (${name}): not in the file, kept`);
  const summary = `${count('added')} added, ${count('changed')} changed, ${count('unchanged')} unchanged, ${notInFile.length} not in the file (kept).`;
  const nothing = count('added') + count('changed') === 0;
  if (applied) lines.push(nothing ? `Nothing changed: ${summary}` : `Applied: ${summary}`);
  else
    lines.push(
      nothing ? `Nothing would change: ${summary}` : `Would change: ${summary} Run again with --apply to apply.`,
    );
  return lines;
}

async function run(args: string[]): Promise<number> {
  const { positionals, values } = parse(args);
  const [command, ...rest] = positionals;
  if (command === 'import') {
    const [path] = rest;
    if (rest.length !== 1 || path === undefined) throw new UsageError('import takes one FILE.');
    let file: unknown;
    try {
      file = JSON.parse(await readFile(path, 'utf8'));
    } catch (error) {
      console.error(`Cannot read ${path} as JSON: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    }
    const apply = values.apply === true;
    try {
      const report = await importCatalog(await getConnection(), file, { apply });
      for (const line of describeImport(report, apply)) console.log(line);
      return 0;
    } catch (error) {
      if (!(error instanceof MenuInvalid)) throw error;
      const count = error.issues.length === 1 ? 'an error' : `${error.issues.length} errors`;
      console.error(`${path} has ${count}, so nothing was changed:`);
      for (const { path: at, message } of error.issues) console.error(`  ${at || '(the file)'}: ${message}`);
      return 1;
    }
  }
  if (command === 'export') {
    if (values.apply) throw new UsageError('export takes no --apply.');
    if (rest.length > 1) throw new UsageError('export takes at most one FILE.');
    const text = `${JSON.stringify(await exportCatalog((await getConnection()).db), null, 2)}\n`;
    const [path] = rest;
    if (path === undefined) process.stdout.write(text);
    else {
      await writeFile(path, text);
      console.error(`Catalog written to ${path}.`);
    }
    return 0;
  }
  throw new UsageError(command === undefined ? 'Name a command.' : `Unknown command "${command}".`);
}

await runOperatorCommand(run, USAGE);
