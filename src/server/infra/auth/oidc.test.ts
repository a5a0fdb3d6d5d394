import { createHash, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_CLIENT_ID as CLIENT_ID,
  startFakeIssuer,
  type Claims,
  type FakeIssuer,
} from '../../test/fake-oidc-issuer';
import { createOidcProvider, OidcError, type OidcProvider } from './oidc';

const REDIRECT_URI = 'http://localhost:5173/api/login/callback';

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
