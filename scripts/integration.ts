// `npm run integration -- create NAME --restaurants 1,2 [--webhook URL] [--json]`, `list [--json]`, `revoke ID`: the
// operator's commands for the credentials restaurant systems call the partner API with (src/lib/partner/). The
// database is the server's (DATABASE_URL, read and checked as the server reads it), created and migrated if need be.
// Exit codes: 0 done, 1 failed (an unknown integration, the database), 2 a usage error.
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { getDb } from '../src/lib/server/db/index.ts';
import {
  createIntegration,
  listIntegrations,
  revokeIntegration,
  type IntegrationSummary,
} from '../src/lib/partner/integrations.server.ts';
import { NewIntegrationSchema } from '../src/lib/partner/partner-contract.ts';
import { runOperatorCommand, UsageError } from './operator-command.ts';

const USAGE = `Usage:
  npm run integration -- create NAME --restaurants 1,2 [--webhook URL] [--json]
  npm run integration -- list [--json]
  npm run integration -- revoke ID`;

function parse(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: { restaurants: { type: 'string' }, webhook: { type: 'string' }, json: { type: 'boolean' } },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function describe(integration: IntegrationSummary): string {
  const state = integration.revokedAt ? `revoked ${integration.revokedAt}` : 'active';
  const webhook = integration.webhookUrl ? `webhook ${integration.webhookUrl}` : 'no webhook';
  return `${integration.id}\t${integration.name}\trestaurants ${integration.restaurantIds.join(',')}\t${webhook}\t${state}`;
}

async function run(args: string[]): Promise<number> {
  const { positionals, values } = parse(args);
  const [command, ...rest] = positionals;
  if (command === 'create') {
    if (rest.length !== 1) throw new UsageError('create takes one NAME (quote a name with spaces).');
    if (values.restaurants === undefined) throw new UsageError('create needs --restaurants, e.g. --restaurants 1,2.');
    const ids = values.restaurants.split(',').map((id) => id.trim());
    if (!ids.every((id) => /^\d{1,9}$/.test(id))) {
      throw new UsageError('--restaurants must be restaurant ids separated by commas, e.g. --restaurants 1,2.');
    }
    const restaurantIds = ids.map(Number);
    const input = v.safeParse(NewIntegrationSchema, {
      name: rest[0],
      restaurantIds,
      ...(values.webhook === undefined ? {} : { webhookUrl: values.webhook }),
    });
    if (!input.success) {
      const issue = input.issues[0];
      const field = { name: 'NAME', restaurantIds: '--restaurants', webhookUrl: '--webhook' }[
        String(issue.path?.[0]?.key) as 'name'
      ];
      throw new UsageError(`${field ?? 'The input'} ${issue.message}.`);
    }
    const made = await createIntegration(await getDb(), input.output);
    if (values.json) console.log(JSON.stringify(made));
    else {
      console.log(`Integration ${made.id} "${made.name}" made for restaurants ${made.restaurantIds.join(', ')}.`);
      console.log('Its secret (shown this once; send it as Authorization: Bearer <secret>):');
      console.log(`  ${made.secret}`);
      console.log('Its webhook signing key (for the standardwebhooks package: new Webhook(key)):');
      console.log(`  ${made.webhookSigningKey}`);
    }
    return 0;
  }
  if (command === 'list') {
    if (rest.length > 0) throw new UsageError('list takes no arguments.');
    const integrations = await listIntegrations(await getDb());
    if (values.json) console.log(JSON.stringify(integrations));
    else if (integrations.length === 0) console.log('No integrations yet.');
    else for (const integration of integrations) console.log(describe(integration));
    return 0;
  }
  if (command === 'revoke') {
    const [id] = rest;
    if (rest.length !== 1 || !/^[1-9][0-9]{0,8}$/.test(id ?? ''))
      throw new UsageError('revoke takes one integration ID.');
    const outcome = await revokeIntegration(await getDb(), Number(id));
    if (outcome === 'unknown') {
      console.error(`There is no integration ${id}.`);
      return 1;
    }
    console.log(outcome === 'revoked' ? `Integration ${id} revoked.` : `Integration ${id} was already revoked.`);
    return 0;
  }
  throw new UsageError(command === undefined ? 'Name a command.' : `Unknown command "${command}".`);
}

await runOperatorCommand(run, USAGE);
