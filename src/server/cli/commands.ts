import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { LIMITS } from '@shared/domain';
import { ADMIN_MESSAGES } from '@shared/contracts/admin';
import { dumpPglite, writePrivateFile } from '../db/backup';
import type { Database } from '../db/client';
import type { AuthCache } from '../infra/auth/auth-cache';
import type { Env } from '../env';
import { createLoginLink, LOGIN_LINK_TTL_MINUTES } from '../modules/auth';
import { addCredits, findUserByEmail, upsertUser } from '../modules/users';

export type CliCommand =
  | {
      name: 'user:create';
      email: string;
      admin: boolean;
      credits?: number | undefined;
      firstName?: string | undefined;
      lastName?: string | undefined;
    }
  | { name: 'login-link'; email: string }
  | { name: 'credits:grant'; email: string; amount: number }
  | { name: 'db:migrate' }
  /** `file` is absolute: the running server may write it, from another working directory. */
  | { name: 'backup'; file: string };

/** What the command line asks for: a command on the database, or one the CLI answers itself. */
export type ParsedCommand =
  CliCommand | { name: 'help' } | { name: 'doctor' } | { name: 'restore'; file: string };

export const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  user:create --email E [--admin] [--credits N] [--first-name F] [--last-name L]
  login-link --email E          print a single-use sign-in URL (the last line)
  credits:grant --email E --amount N
  db:migrate                    apply pending database migrations
  backup FILE                   write a consistent backup of the database to FILE, while the
                                server runs (embedded database: a gzipped copy of its folder;
                                PostgreSQL: pg_dump's custom format, when pg_dump is installed)
  restore FILE                  restore an embedded-database backup into an empty DATA_DIR
                                (server stopped); on PostgreSQL, prints the pg_restore command
  doctor                        check the configuration: data folder, database, mail, sign-in,
                                Circle and the AI provider (exit 1 if a configured one fails)
  help, --help, -h              print this help

The CLI reads .env and the environment like the server. Exit codes: 0 done, 1 failed,
2 bad arguments or configuration.`;

const HELP = new Set(['help', '--help', '-h']);

/** Bad arguments: the CLI prints the message and exits with code 2. */
export class UsageError extends Error {}
/** A command that could not be carried out (exit code 1). */
export class CommandError extends Error {}

const email = z.string().trim().toLowerCase().pipe(z.email());
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

function field<T>(schema: z.ZodType<T>, value: unknown, flag: string): T {
  if (value === undefined) throw new UsageError(`Missing --${flag}`);
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new UsageError(
      `Invalid --${flag}: ${parsed.error.issues[0]?.message ?? 'invalid value'}`,
    );
  }
  return parsed.data;
}

/** Parses `argv` (without node and the script) into a command, or throws a UsageError. */
export function parseCommand(argv: readonly string[]): ParsedCommand {
  const [name, ...rest] = argv;
  if (!name) throw new UsageError(USAGE);
  // `<command> --help` asks for help too, whatever else it carries.
  if (HELP.has(name) || rest.includes('--help') || rest.includes('-h')) return { name: 'help' };
  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: [...rest],
      strict: true,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        admin: { type: 'boolean' },
        credits: { type: 'string' },
        amount: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
    }));
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n\n${USAGE}`);
  }
  const allowed: Record<string, string[]> = {
    'user:create': ['email', 'admin', 'credits', 'first-name', 'last-name'],
    'login-link': ['email'],
    'credits:grant': ['email', 'amount'],
    'db:migrate': [],
    doctor: [],
    backup: [],
    restore: [],
  };
  const flags = allowed[name];
  if (!flags) throw new UsageError(`Unknown command '${name}'.\n\n${USAGE}`);
  const extra = Object.keys(values).filter((k) => !flags.includes(k));
  if (extra.length > 0) throw new UsageError(`'${name}' does not take --${extra.join(', --')}`);
  const takesFile = name === 'backup' || name === 'restore';
  if (takesFile && positionals.length !== 1)
    throw new UsageError(`'${name}' takes one FILE: npm run cli -- ${name} FILE`);
  if (!takesFile && positionals.length > 0)
    throw new UsageError(`'${name}' takes no positional argument ('${positionals.join(' ')}')`);

  switch (name) {
    case 'user:create':
      return {
        name,
        email: field(email, values.email, 'email'),
        admin: values.admin === true,
        credits:
          values.credits === undefined
            ? undefined
            : field(wholeNumber(0, LIMITS.grantMax), values.credits, 'credits'),
        firstName:
          typeof values['first-name'] === 'string' ? values['first-name'].trim() : undefined,
        lastName: typeof values['last-name'] === 'string' ? values['last-name'].trim() : undefined,
      };
    case 'login-link':
      return { name, email: field(email, values.email, 'email') };
    case 'credits:grant':
      return {
        name,
        email: field(email, values.email, 'email'),
        amount: field(wholeNumber(LIMITS.grantMin, LIMITS.grantMax), values.amount, 'amount'),
      };
    case 'doctor':
      return { name };
    case 'backup':
    case 'restore':
      return { name, file: path.resolve(positionals[0]!) };
    default:
      return { name: 'db:migrate' };
  }
}

export interface CommandContext {
  database: Database;
  /** The running server's session cache, when the command runs inside it. */
  authCache?: AuthCache | undefined;
  env: Env;
  sessionSecret: string;
}

/** Runs a parsed command and answers the lines to print. */
export async function runCommand(cmd: CliCommand, ctx: CommandContext): Promise<string[]> {
  const { db } = ctx.database;
  switch (cmd.name) {
    case 'user:create': {
      if (await findUserByEmail(db, cmd.email)) {
        throw new CommandError(`A user with the email ${cmd.email} already exists.`);
      }
      const user = await upsertUser(db, {
        email: cmd.email,
        isAdmin: cmd.admin,
        credits: cmd.credits,
        firstName: cmd.firstName || null,
        lastName: cmd.lastName || null,
      });
      return [
        `Created ${user.isAdmin === 1 ? 'admin' : 'user'} ${user.email} (id ${user.id}) with ${user.credits} credit${user.credits === 1 ? '' : 's'}.`,
      ];
    }
    case 'login-link': {
      const url = await createLoginLink(ctx, db, cmd.email);
      return [
        `Single-use sign-in link for ${cmd.email}, valid for ${LOGIN_LINK_TTL_MINUTES} minutes:`,
        url,
      ];
    }
    case 'credits:grant': {
      const user = await findUserByEmail(db, cmd.email);
      if (!user) throw new CommandError(`No user with the email ${cmd.email}.`);
      const result = await addCredits(db, user.id, cmd.amount, 'grant', null);
      if ('notFound' in result) throw new CommandError(`No user with the email ${cmd.email}.`);
      if ('overLimit' in result)
        throw new CommandError(`${ADMIN_MESSAGES.balanceTooHigh(result.balance)}.`);
      ctx.authCache?.evictUser(user.id);
      return [
        `Granted ${cmd.amount} credit${cmd.amount === 1 ? '' : 's'} to ${cmd.email}. New balance: ${result.balance}.`,
      ];
    }
    case 'db:migrate':
      await ctx.database.migrate();
      return ['Migrations applied; the database is up to date.'];
    case 'backup': {
      const { pglite } = ctx.database;
      if (!pglite) throw new CommandError('On PostgreSQL, back up with pg_dump.');
      const bytes = await dumpPglite(pglite);
      try {
        writePrivateFile(cmd.file, bytes);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
        throw new CommandError(`Cannot write the backup to ${cmd.file} (${code}).`);
      }
      return [
        `Backup of the embedded database written to ${cmd.file} (${(bytes.length / 1024 / 1024).toFixed(1)} MB).`,
        `Restore it into an empty DATA_DIR, server stopped: npm run cli -- restore ${cmd.file}`,
      ];
    }
  }
}
