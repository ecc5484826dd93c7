// What the operators' commands (scripts/catalog.ts, scripts/integration.ts) share: how a wrong invocation is told
// apart from a failure, and how they end.
import { seedDemoCatalogOnOpen } from '../src/lib/catalog/seed.server.ts';
import { closeConnection } from '../src/lib/server/db/index.ts';

/** A command line the command cannot run: its message is printed with the usage, and the exit code is 2. */
export class UsageError extends Error {}

/**
 * Runs `run` on the command's arguments, then closes the database and exits with its code: 2 with the usage for a
 * UsageError, 1 with the message for any other failure.
 */
export async function runOperatorCommand(run: (args: string[]) => Promise<number>, usage: string): Promise<never> {
  let code: number;
  // As the server would, so that a command run before its first start finds the same catalog.
  seedDemoCatalogOnOpen();
  try {
    code = await run(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${usage}`);
      code = 2;
    } else {
      console.error(`The command failed: ${error instanceof Error ? error.message : String(error)}`);
      code = 1;
    }
  }
  await closeConnection();
  process.exit(code);
}
