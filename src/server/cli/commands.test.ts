import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@shared/contracts/admin';
import { LIMITS } from '@shared/domain';
import { creditLedger, users } from '../db/schema';
import { continueLink, cookieFrom, createUser } from '../test/app';
import { useTestApp } from '../test/use-test-app';
import {
  CommandError,
  parseCommand,
  runCommand,
  UsageError,
  USAGE,
  type ParsedCommand,
} from './commands';

describe('parseCommand', () => {
  it('parses user:create with every option, lower-casing the email and trimming names', () => {
    const argv = ['user:create', '--email', ' Ada@Example.COM ', '--admin', '--credits', '5'];
    expect(parseCommand([...argv, '--first-name', ' Ada ', '--last-name', 'Lovelace'])).toEqual({
      name: 'user:create',
      email: 'ada@example.com',
      admin: true,
      credits: 5,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it('parses user:create with only an email as a non-admin with the default credits', () => {
    expect(parseCommand(['user:create', '--email=bob@example.com'])).toEqual({
      name: 'user:create',
      email: 'bob@example.com',
      admin: false,
      credits: undefined,
      firstName: undefined,
      lastName: undefined,
    });
  });

  it('parses login-link, credits:grant and db:migrate', () => {
    expect(parseCommand(['login-link', '--email', 'A@B.co'])).toEqual({
      name: 'login-link',
      email: 'a@b.co',
    });
    expect(parseCommand(['credits:grant', '--email', 'a@b.co', '--amount', '10000'])).toEqual({
      name: 'credits:grant',
      email: 'a@b.co',
      amount: 10000,
    });
    expect(parseCommand(['db:migrate'])).toEqual({ name: 'db:migrate' });
  });

  it('answers the usage as a UsageError when no command is given', () => {
    expect(() => parseCommand([])).toThrow(new UsageError(USAGE));
  });

  it.each([[['--help']], [['help']], [['-h']], [['login-link', '--help']], [['doctor', '-h']]])(
    'reads %j as a request for help',
    (argv) => {
      expect(parseCommand(argv)).toEqual({ name: 'help' });
    },
  );

  it('parses doctor, which takes no flags', () => {
    expect(parseCommand(['doctor'])).toEqual({ name: 'doctor' });
    expect(() => parseCommand(['doctor', '--email', 'a@b.co'])).toThrow(
      "'doctor' does not take --email",
    );
  });

  it('lists every command in the usage', () => {
    for (const name of ['user:create', 'login-link', 'credits:grant', 'db:migrate', 'doctor']) {
      expect(USAGE).toContain(`  ${name}`);
    }
    expect(USAGE).toContain('--help');
  });

  it.each([
    ['an unknown command', ['user:delete', '--email', 'a@b.co'], /Unknown command 'user:delete'/],
    ['a missing --email', ['login-link'], /Missing --email/],
    ['an invalid email', ['login-link', '--email', 'not-an-email'], /Invalid --email/],
    ['--amount 0', ['credits:grant', '--email', 'a@b.co', '--amount', '0'], /Invalid --amount/],
    [
      '--amount abc',
      ['credits:grant', '--email', 'a@b.co', '--amount', 'abc'],
      /Invalid --amount: must be a whole number/,
    ],
    [
      '--amount 10001',
      ['credits:grant', '--email', 'a@b.co', '--amount', '10001'],
      /Invalid --amount/,
    ],
    ['--amount -5', ['credits:grant', '--email', 'a@b.co', '--amount=-5'], /Invalid --amount/],
    ['a missing --amount', ['credits:grant', '--email', 'a@b.co'], /Missing --amount/],
    [
      '--credits 1.5',
      ['user:create', '--email', 'a@b.co', '--credits', '1.5'],
      /Invalid --credits/,
    ],
    ['an unknown flag', ['login-link', '--email', 'a@b.co', '--force'], /Unknown option '--force'/],
    [
      'a flag of another command',
      ['login-link', '--email', 'a@b.co', '--amount', '3'],
      /does not take --amount/,
    ],
    ['a positional argument', ['db:migrate', 'now'], /positional/i],
    ['a string flag without its value', ['login-link', '--email'], /argument missing/i],
  ])('refuses %s with a UsageError', (_label, argv, message) => {
    const error = (() => {
      try {
        parseCommand(argv);
      } catch (err) {
        return err;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toMatch(message);
  });
});

describe('runCommand', () => {
  const t = useTestApp();
  const run = (parsed: ParsedCommand) => {
    if (parsed.name === 'help' || parsed.name === 'doctor' || parsed.name === 'restore')
      throw new Error(`${parsed.name} runs in the CLI only`);
    return runCommand(parsed, {
      database: t.database,
      env: t.ctx.deps.env,
      sessionSecret: t.ctx.deps.sessionSecret,
    });
  };
  const userRow = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
  const ledgerOf = (userId: string) =>
    t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));

  it('creates an admin with credits and names, and records the credits in the ledger', async () => {
    const lines = await run(
      parseCommand([
        'user:create',
        '--email',
        'Grace@Example.com',
        '--admin',
        '--credits',
        '7',
        '--first-name',
        'Grace',
        '--last-name',
        'Hopper',
      ]),
    );
    const row = await userRow('grace@example.com');
    expect(row).toMatchObject({ isAdmin: 1, credits: 7, firstName: 'Grace', lastName: 'Hopper' });
    expect(lines).toEqual([`Created admin grace@example.com (id ${row!.id}) with 7 credits.`]);
    expect(await ledgerOf(row!.id)).toMatchObject([{ delta: 7, reason: 'signup' }]);
  });

  it('creates a plain user with one credit by default, and with none and no ledger row for --credits 0', async () => {
    expect(await run(parseCommand(['user:create', '--email', 'plain@example.com']))).toEqual([
      expect.stringMatching(
        /^Created user plain@example\.com \(id [0-9a-f-]{36}\) with 1 credit\.$/,
      ),
    ]);
    expect(await userRow('plain@example.com')).toMatchObject({
      isAdmin: 0,
      credits: 1,
      firstName: null,
    });

    await run(parseCommand(['user:create', '--email', 'broke@example.com', '--credits', '0']));
    const broke = await userRow('broke@example.com');
    expect(broke?.credits).toBe(0);
    expect(await ledgerOf(broke!.id)).toEqual([]);
  });

  it('refuses to create a user whose email exists, whatever its case, and changes nothing', async () => {
    await createUser(t.database, { email: 'taken@example.com' });
    const attempt = run(parseCommand(['user:create', '--email', 'TAKEN@example.com', '--admin']));
    await expect(attempt).rejects.toBeInstanceOf(CommandError);
    await expect(attempt).rejects.toThrow(
      'A user with the email taken@example.com already exists.',
    );
    expect(await userRow('taken@example.com')).toMatchObject({ isAdmin: 0 });
  });

  it('prints a single-use sign-in link as its last line that signs in through the app', async () => {
    const lines = await run(parseCommand(['login-link', '--email', 'Link@Example.com']));
    expect(lines[0]).toContain('link@example.com');
    const url = new URL(lines.at(-1)!);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:5000/api/login/verify');
    expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // It opens the 'Continue as …' page; pressing Continue (the POST) signs in, once.
    const page = await t.ctx.app.request(`${url.pathname}${url.search}`);
    expect(await page.text()).toContain('Continue as link@example.com');
    const res = await continueLink(t.ctx, url.href);
    expect(res.status).toBe(303);
    const user = await t.ctx.app.request('/api/auth/user', {
      headers: { cookie: cookieFrom(res) },
    });
    expect(await user.json()).toMatchObject({ email: 'link@example.com' });

    expect((await continueLink(t.ctx, url.href)).status).toBe(400);
    expect((await t.ctx.app.request(`${url.pathname}${url.search}`)).status).toBe(400);
  });

  it('grants credits: a ledger row with the reason, and the new balance in its output', async () => {
    const user = await createUser(t.database, { email: 'rich@example.com' });
    const lines = await run(
      parseCommand(['credits:grant', '--email', 'Rich@Example.com', '--amount', '25']),
    );
    expect(lines).toEqual(['Granted 25 credits to rich@example.com. New balance: 26.']);
    expect((await userRow('rich@example.com'))?.credits).toBe(26);
    const ledger = await ledgerOf(user.id);
    expect(ledger.map(({ delta, reason, actorId }) => ({ delta, reason, actorId }))).toEqual(
      expect.arrayContaining([
        { delta: 1, reason: 'signup', actorId: null },
        { delta: 25, reason: 'grant', actorId: null },
      ]),
    );
    expect(ledger).toHaveLength(2);
  });

  it('refuses a grant that would take the balance over the limit, and changes nothing', async () => {
    await createUser(t.database, { email: 'full@example.com', credits: LIMITS.creditBalanceMax });
    const attempt = run(
      parseCommand(['credits:grant', '--email', 'full@example.com', '--amount', '1']),
    );
    await expect(attempt).rejects.toBeInstanceOf(CommandError);
    await expect(attempt).rejects.toThrow(ADMIN_MESSAGES.balanceTooHigh(LIMITS.creditBalanceMax));
    expect((await userRow('full@example.com'))?.credits).toBe(LIMITS.creditBalanceMax);
  });

  it('refuses to grant credits to an unknown email', async () => {
    const attempt = run(
      parseCommand(['credits:grant', '--email', 'ghost@example.com', '--amount', '3']),
    );
    await expect(attempt).rejects.toBeInstanceOf(CommandError);
    await expect(attempt).rejects.toThrow('No user with the email ghost@example.com.');
  });

  it('applies migrations on an up-to-date database without harm', async () => {
    await createUser(t.database, { email: 'kept@example.com', credits: 4 });
    expect(await run(parseCommand(['db:migrate']))).toEqual([
      'Migrations applied; the database is up to date.',
    ]);
    expect(await run(parseCommand(['db:migrate']))).toHaveLength(1);
    expect((await userRow('kept@example.com'))?.credits).toBe(4);
  });
});
