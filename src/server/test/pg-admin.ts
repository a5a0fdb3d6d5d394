import pg from 'pg';

/** Runs `run` on a fresh client of the PostgreSQL server at `url` (to create or drop a test database), then closes it. */
export async function withPgClient<T>(
  url: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
