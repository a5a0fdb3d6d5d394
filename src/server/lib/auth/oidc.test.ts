import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOidcProvider, OidcError, type OidcProvider } from './oidc';

const CLIENT_ID = 'pillars-test';
const REDIRECT_URI = 'http://localhost:5173/api/login/callback';
const KID = 'test-key';
const issuerKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });

type Claims = Record<string, unknown>;

const ADA: Claims = {
  sub: 'user-ada',
  email: '  Ada@Example.COM ',
  email_verified: true,
  given_name: 'Ada',
  family_name: 'Lovelace',
  picture: 'https://img.example/ada.png',
};

interface Grant {
  codeChallenge: string;
  redirectUri: string;
  nonce: string;
  claims: Claims;
  signingKey: KeyObject;
}

interface FakeIssuerOptions {
  port?: number;
  endSession?: boolean;
  authMethods?: string[];
}

/** A small OpenID Connect issuer on 127.0.0.1 that checks what a real one would. */
async function startFakeIssuer(opts: FakeIssuerOptions = {}) {
  const codes = new Map<string, Grant>();
  const accessTokens = new Map<string, string>();
  const state = {
    discoveries: 0,
    tokenRequests: [] as { body: URLSearchParams; authorization: string | undefined }[],
    tokenRefusal: undefined as string | undefined,
    userInfo: {} as Claims,
  };
  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => json(res, 500, { error: 'server_error' }));
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', url).pathname;
    if (path === '/.well-known/openid-configuration') {
      state.discoveries += 1;
      return json(res, 200, {
        issuer: url,
        authorization_endpoint: `${url}/authorize`,
        token_endpoint: `${url}/token`,
        userinfo_endpoint: `${url}/userinfo`,
        jwks_uri: `${url}/jwks`,
        ...(opts.endSession === false ? {} : { end_session_endpoint: `${url}/logout` }),
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: opts.authMethods ?? ['none', 'client_secret_basic'],
      });
    }
    if (path === '/jwks') {
      const jwk = issuerKeys.publicKey.export({ format: 'jwk' });
      return json(res, 200, { keys: [{ ...jwk, kid: KID, alg: 'RS256', use: 'sig' }] });
    }
    if (path === '/token' && req.method === 'POST') return token(req, res);
    if (path === '/userinfo') {
      const sub = accessTokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!sub) return json(res, 401, { error: 'invalid_token' });
      return json(res, 200, { sub, ...state.userInfo });
    }
    return json(res, 404, { error: 'not_found' });
  }

  async function token(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const body = new URLSearchParams(raw);
    const authorization = req.headers.authorization;
    state.tokenRequests.push({ body, authorization });
    const refuse = (reason: string) => {
      state.tokenRefusal = reason;
      return json(res, 400, { error: 'invalid_grant', error_description: reason });
    };
    if (body.get('grant_type') !== 'authorization_code') return refuse('grant_type');
    const grant = codes.get(body.get('code') ?? '');
    codes.delete(body.get('code') ?? '');
    if (!grant) return refuse('unknown code');
    if (body.get('redirect_uri') !== grant.redirectUri) return refuse('redirect_uri');
    const verifier = body.get('code_verifier') ?? '';
    if (createHash('sha256').update(verifier).digest('base64url') !== grant.codeChallenge) {
      return refuse('code_verifier');
    }
    const now = Math.floor(Date.now() / 1000);
    const claims = { iss: url, aud: CLIENT_ID, iat: now, exp: now + 300, nonce: grant.nonce };
    const accessToken = `at-${accessTokens.size + 1}`;
    accessTokens.set(accessToken, String(grant.claims.sub));
    return json(res, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 300,
      id_token: signJwt({ ...claims, ...grant.claims }, grant.signingKey),
    });
  }

  return {
    url,
    state,
    /** What the issuer does once the person has signed in there: remembers the request, issues a code. */
    authorize(authUrl: URL, overrides: { claims?: Claims; signingKey?: KeyObject } = {}): string {
      const code = `code-${codes.size + 1}-${Date.now()}`;
      codes.set(code, {
        codeChallenge: authUrl.searchParams.get('code_challenge') ?? '',
        redirectUri: authUrl.searchParams.get('redirect_uri') ?? '',
        nonce: authUrl.searchParams.get('nonce') ?? '',
        claims: { ...ADA, ...overrides.claims },
        signingKey: overrides.signingKey ?? issuerKeys.privateKey,
      });
      return code;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type FakeIssuer = Awaited<ReturnType<typeof startFakeIssuer>>;

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function signJwt(payload: Claims, key: KeyObject): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part({ alg: 'RS256', typ: 'JWT', kid: KID })}.${part(payload)}`;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}

function providerFor(issuer: { url: string }, clientSecret?: string): OidcProvider {
  return createOidcProvider({
    issuer: issuer.url,
    clientId: CLIENT_ID,
    clientSecret,
    redirectUri: REDIRECT_URI,
    allowInsecureRequests: true,
    timeoutMs: 5_000,
  });
}

/** Plays the browser: follows the authorization URL to the issuer and comes back with a code. */
async function signIn(
  provider: OidcProvider,
  issuer: FakeIssuer,
  overrides?: { claims?: Claims; signingKey?: KeyObject },
) {
  const start = await provider.start();
  const authUrl = new URL(start.url);
  const callback = new URL(REDIRECT_URI);
  callback.searchParams.set('code', issuer.authorize(authUrl, overrides));
  callback.searchParams.set('state', authUrl.searchParams.get('state') ?? '');
  return { start, authUrl, callback };
}

describe('OIDC provider', () => {
  let issuer: FakeIssuer;
  let provider: OidcProvider;

  beforeEach(async () => {
    issuer = await startFakeIssuer();
    provider = providerFor(issuer);
  });
  afterEach(() => issuer.close());

  it('starts a code flow with PKCE S256, state and nonce', async () => {
    const { start, authUrl } = await signIn(provider, issuer);
    expect(authUrl.origin + authUrl.pathname).toBe(`${issuer.url}/authorize`);
    const params = Object.fromEntries(authUrl.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state: start.state,
      nonce: start.nonce,
    });
    const challenge = createHash('sha256').update(start.codeVerifier).digest('base64url');
    expect(params.code_challenge).toBe(challenge);
  });

  it('signs a person in with their lower-cased email and names, discovering the issuer once', async () => {
    const { start, callback } = await signIn(provider, issuer);
    const identity = await provider.finish(callback, start);
    expect(identity).toMatchObject({
      email: 'ada@example.com',
      emailVerified: true,
      firstName: 'Ada',
      lastName: 'Lovelace',
      picture: 'https://img.example/ada.png',
    });
    expect(identity.idToken?.split('.')).toHaveLength(3);
    expect(issuer.state.discoveries).toBe(1);
    expect(issuer.state.tokenRequests[0]?.body.get('client_id')).toBe(CLIENT_ID);
  });

  it('refuses a callback whose state does not match, without redeeming the code', async () => {
    const { start, callback } = await signIn(provider, issuer);
    const error = await provider
      .finish(callback, { ...start, state: 'another-state' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OidcError);
    expect(issuer.state.tokenRequests).toHaveLength(0);
  });

  it('refuses an ID token carrying another nonce', async () => {
    const { start, callback } = await signIn(provider, issuer, { claims: { nonce: 'replayed' } });
    const error = await provider.finish(callback, start).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OidcError);
    expect((error as OidcError).message).toMatch(/"nonce" claim/);
  });

  it('refuses an ID token signed by a key the issuer does not publish', async () => {
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const { start, callback } = await signIn(provider, issuer, { signingKey: forger });
    const error = await provider.finish(callback, start).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OidcError);
    expect((error as OidcError).message).toMatch(/signature verification failed/);
  });

  it('refuses a code the token endpoint rejects with invalid_grant', async () => {
    const { start, callback } = await signIn(provider, issuer);
    callback.searchParams.set('code', 'forged-code');
    await expect(provider.finish(callback, start)).rejects.toThrow(/invalid_grant/);
    expect(issuer.state.tokenRefusal).toBe('unknown code');
  });

  it('refuses when the code verifier does not match the challenge sent at the start', async () => {
    const { start, callback } = await signIn(provider, issuer);
    const other = await provider.start();
    const error = await provider
      .finish(callback, { ...start, codeVerifier: other.codeVerifier })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OidcError);
    expect(issuer.state.tokenRefusal).toBe('code_verifier');
  });

  it('asks the userinfo endpoint for the email when the ID token has none', async () => {
    issuer.state.userInfo = {
      email: 'Grace@Example.com',
      email_verified: true,
      name: 'Grace Hopper',
    };
    const noEmail = {
      email: undefined,
      email_verified: undefined,
      given_name: undefined,
      family_name: undefined,
    };
    const { start, callback } = await signIn(provider, issuer, { claims: noEmail });
    expect(await provider.finish(callback, start)).toMatchObject({
      email: 'grace@example.com',
      emailVerified: true,
      firstName: 'Grace',
      lastName: 'Hopper',
    });
  });

  it('refuses a sign-in when neither the ID token nor userinfo has an email', async () => {
    const { start, callback } = await signIn(provider, issuer, { claims: { email: undefined } });
    await expect(provider.finish(callback, start)).rejects.toThrow(/did not share an email/);
  });

  it('refuses an email the provider says it has not verified', async () => {
    const { start, callback } = await signIn(provider, issuer, {
      claims: { email_verified: false },
    });
    await expect(provider.finish(callback, start)).rejects.toThrow(/not verified ada@example.com/);
  });

  it('splits the full name when given and family names are missing', async () => {
    const claims = {
      given_name: undefined,
      family_name: undefined,
      name: ' Grace  Brewster Hopper ',
    };
    const { start, callback } = await signIn(provider, issuer, { claims });
    const identity = await provider.finish(callback, start);
    expect([identity.firstName, identity.lastName]).toEqual(['Grace', 'Brewster Hopper']);
  });

  it('authenticates a confidential client with client_secret_basic by default', async () => {
    const confidential = providerFor(issuer, 's3cret/+');
    const { start, callback } = await signIn(confidential, issuer);
    await confidential.finish(callback, start);
    const { body, authorization = '' } = issuer.state.tokenRequests[0] ?? {};
    const [scheme = '', credentials = ''] = authorization.split(' ');
    const decoded = Buffer.from(credentials, 'base64')
      .toString()
      .split(':')
      .map(decodeURIComponent);
    expect([scheme, ...decoded]).toEqual(['Basic', CLIENT_ID, 's3cret/+']);
    expect(body?.has('client_secret')).toBe(false);
  });

  it('builds an end-session URL with the ID token hint and where to return', async () => {
    const url = new URL((await provider.logoutUrl('the-id-token', 'http://localhost:5173/')) ?? '');
    expect(url.origin + url.pathname).toBe(`${issuer.url}/logout`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id_token_hint: 'the-id-token',
      post_logout_redirect_uri: 'http://localhost:5173/',
      client_id: CLIENT_ID,
    });
  });
});

describe('OIDC provider availability', () => {
  it('has no end-session URL when the provider advertises none', async () => {
    const issuer = await startFakeIssuer({ endSession: false });
    try {
      expect(await providerFor(issuer).logoutUrl('t', 'http://localhost:5173/')).toBeUndefined();
    } finally {
      await issuer.close();
    }
  });

  it('sends the client secret in the body to a provider that only accepts client_secret_post', async () => {
    const issuer = await startFakeIssuer({ authMethods: ['client_secret_post'] });
    try {
      const confidential = providerFor(issuer, 's3cret');
      const { start, callback } = await signIn(confidential, issuer);
      await confidential.finish(callback, start);
      const { body, authorization } = issuer.state.tokenRequests[0] ?? {};
      expect(authorization).toBeUndefined();
      expect(body?.get('client_secret')).toBe('s3cret');
    } finally {
      await issuer.close();
    }
  });

  it('fails to start while the issuer is down and retries discovery once it is back', async () => {
    const placeholder = await startFakeIssuer();
    const port = Number(new URL(placeholder.url).port);
    await placeholder.close();
    const provider = providerFor(placeholder);

    await expect(provider.start()).rejects.toBeInstanceOf(OidcError);
    expect(await provider.logoutUrl(undefined, 'http://localhost:5173/')).toBeUndefined();

    const issuer = await startFakeIssuer({ port });
    try {
      const { url } = await provider.start();
      expect(url.startsWith(`${issuer.url}/authorize?`)).toBe(true);
    } finally {
      await issuer.close();
    }
  });
});
