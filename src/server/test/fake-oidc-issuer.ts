import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { closeServer, listenOnLoopback } from './local-server';

export const FAKE_CLIENT_ID = 'pillars-test';
const KID = 'test-key';
const issuerKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });

export type Claims = Record<string, unknown>;

/** Who signs in at the fake issuer unless a test says otherwise. */
export const ADA: Claims = {
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

export interface FakeIssuerOptions {
  port?: number;
  endSession?: boolean;
  authMethods?: string[];
  clientId?: string;
}

/**
 * A small OpenID Connect issuer on 127.0.0.1 that checks what a real one would: the redirect URI
 * and the PKCE verifier at the token endpoint, and it signs ID tokens with a key it publishes.
 */
export async function startFakeIssuer(opts: FakeIssuerOptions = {}) {
  const clientId = opts.clientId ?? FAKE_CLIENT_ID;
  const codes = new Map<string, Grant>();
  const accessTokens = new Map<string, string>();
  let issued = 0;
  const state = {
    discoveries: 0,
    tokenRequests: [] as { body: URLSearchParams; authorization: string | undefined }[],
    tokenRefusal: undefined as string | undefined,
    userInfo: {} as Claims,
    /** Every ID token the token endpoint handed out, in order. */
    idTokens: [] as string[],
  };
  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => json(res, 500, { error: 'server_error' }));
  });
  const url = await listenOnLoopback(server, opts.port);

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
    const claims = { iss: url, aud: clientId, iat: now, exp: now + 300, nonce: grant.nonce };
    const accessToken = `at-${accessTokens.size + 1}`;
    accessTokens.set(accessToken, String(grant.claims.sub));
    const idToken = signJwt({ ...claims, ...grant.claims }, grant.signingKey);
    state.idTokens.push(idToken);
    return json(res, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 300,
      id_token: idToken,
    });
  }

  return {
    url,
    clientId,
    state,
    /** What the issuer does once the person has signed in there: remembers the request, issues a code. */
    authorize(authUrl: URL, overrides: { claims?: Claims; signingKey?: KeyObject } = {}): string {
      issued += 1;
      const code = `code-${issued}-${Date.now()}`;
      codes.set(code, {
        codeChallenge: authUrl.searchParams.get('code_challenge') ?? '',
        redirectUri: authUrl.searchParams.get('redirect_uri') ?? '',
        nonce: authUrl.searchParams.get('nonce') ?? '',
        claims: { ...ADA, ...overrides.claims },
        signingKey: overrides.signingKey ?? issuerKeys.privateKey,
      });
      return code;
    },
    close: () => closeServer(server),
  };
}

export type FakeIssuer = Awaited<ReturnType<typeof startFakeIssuer>>;

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function signJwt(payload: Claims, key: KeyObject): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part({ alg: 'RS256', typ: 'JWT', kid: KID })}.${part(payload)}`;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}
