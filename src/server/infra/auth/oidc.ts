import * as client from 'openid-client';

/** What `start()` hands back: the URL to send the browser to, and the secrets to keep until the callback. */
export interface OidcStart {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Who signed in, as the provider vouches for it. `email` is lower-cased and trimmed. */
export interface OidcIdentity {
  email: string;
  emailVerified: boolean | undefined;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
  idToken: string | undefined;
}

/** An OpenID Connect provider, reached through the authorization-code flow with PKCE. */
export interface OidcProvider {
  /** Builds the authorization URL (code flow + PKCE S256, scope 'openid email profile', state and nonce). */
  start(): Promise<OidcStart>;
  /** Exchanges the code from the callback URL; verifies state, nonce and PKCE; answers who signed in. Throws OidcError on any failure. */
  finish(
    callbackUrl: URL,
    expected: { state: string; nonce: string; codeVerifier: string },
  ): Promise<OidcIdentity>;
  /**
   * The provider's end-session URL when it advertises one (RP-initiated logout), else undefined.
   * Also undefined when the provider cannot be reached, so a local sign-out never fails on it.
   */
  logoutUrl(
    idToken: string | undefined,
    postLogoutRedirectUri: string,
  ): Promise<string | undefined>;
}

/** Any failure to start or finish a sign-in with the provider; `cause` holds openid-client's error. */
export class OidcError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OidcError';
  }
}

export interface OidcProviderOptions {
  issuer: string;
  clientId: string;
  clientSecret?: string | undefined;
  redirectUri: string;
  /** Lets an http issuer through; only for tests and local development. */
  allowInsecureRequests?: boolean | undefined;
  /** Per-request timeout; openid-client counts whole seconds, so this is rounded up to one. */
  timeoutMs?: number | undefined;
}

type Claims = Record<string, unknown>;

const SCOPE = 'openid email profile';

/**
 * A provider that discovers the issuer's metadata on first use and keeps it; a failed discovery
 * is forgotten so the next sign-in tries again instead of failing until a restart.
 */
export function createOidcProvider(opts: OidcProviderOptions): OidcProvider {
  let discovered: Promise<client.Configuration> | undefined;

  function getConfig(): Promise<client.Configuration> {
    discovered ??= discover(opts).catch((err: unknown) => {
      discovered = undefined;
      throw toOidcError('discovery failed', err);
    });
    return discovered;
  }

  return {
    async start() {
      const config = await getConfig();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: opts.redirectUri,
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    async finish(callbackUrl, expected) {
      const config = await getConfig();
      try {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          expectedState: expected.state,
          expectedNonce: expected.nonce,
          pkceCodeVerifier: expected.codeVerifier,
        });
        const idClaims: Claims = tokens.claims() ?? {};
        let claims = idClaims;
        if (!text(idClaims.email) && typeof idClaims.sub === 'string') {
          const userInfo = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
          claims = { ...idClaims, ...userInfo };
        }
        return toIdentity(claims, tokens.id_token);
      } catch (err) {
        throw toOidcError('sign-in refused', err);
      }
    },

    async logoutUrl(idToken, postLogoutRedirectUri) {
      const config = await getConfig().catch(() => undefined);
      if (!config?.serverMetadata().end_session_endpoint) return undefined;
      const params: Record<string, string> = { post_logout_redirect_uri: postLogoutRedirectUri };
      if (idToken) params.id_token_hint = idToken;
      return client.buildEndSessionUrl(config, params).href;
    },
  };
}

async function discover(opts: OidcProviderOptions): Promise<client.Configuration> {
  const execute: Array<(config: client.Configuration) => void> = [];
  // Through `execute` so that it covers the discovery request too, not only the later ones.
  if (opts.allowInsecureRequests) execute.push(client.allowInsecureRequests);
  const config = await client.discovery(
    new URL(opts.issuer),
    opts.clientId,
    undefined,
    clientAuth(opts.clientSecret),
    {
      execute,
      ...(opts.timeoutMs ? { timeout: Math.max(1, Math.ceil(opts.timeoutMs / 1000)) } : {}),
    },
  );
  // Over TLS the token response could be trusted as is; checking the ID token's signature
  // against the issuer's JWKS as well costs one cached request and guards a misrouted exchange.
  if (config.serverMetadata().jwks_uri) client.enableNonRepudiationChecks(config);
  return config;
}

/**
 * A public client without a secret. With one, client_secret_basic (the OpenID Connect default)
 * unless the provider lists its methods and basic is not among them.
 */
function clientAuth(secret: string | undefined): client.ClientAuth {
  if (!secret) return client.None();
  const basic = client.ClientSecretBasic(secret);
  const post = client.ClientSecretPost(secret);
  return (as, c, body, headers) => {
    const methods = as.token_endpoint_auth_methods_supported;
    const usePost =
      Array.isArray(methods) &&
      !methods.includes('client_secret_basic') &&
      methods.includes('client_secret_post');
    (usePost ? post : basic)(as, c, body, headers);
  };
}

function toIdentity(claims: Claims, idToken: string | undefined): OidcIdentity {
  const email = text(claims.email)?.toLowerCase();
  if (!email) throw new OidcError('the provider did not share an email address');
  const emailVerified = flag(claims.email_verified);
  // Membership is decided by email, so an address the provider says it has not verified must not
  // let someone in under another person's name.
  if (emailVerified === false) throw new OidcError(`the provider has not verified ${email}`);
  let firstName = text(claims.given_name);
  let lastName = text(claims.family_name);
  const fullName = text(claims.name);
  if (!firstName && !lastName && fullName) {
    const [first = '', ...rest] = fullName.split(/\s+/);
    firstName = first || null;
    lastName = rest.join(' ') || null;
  }
  return { email, emailVerified, firstName, lastName, picture: text(claims.picture), idToken };
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** Some providers send `email_verified` as the string "true" or "false". */
function flag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  return undefined;
}

function toOidcError(context: string, err: unknown): OidcError {
  if (err instanceof OidcError) return err;
  const detail = err instanceof Error ? err.message : String(err);
  // openid-client's own message is generic ("unexpected JWT claim value"); its cause names the claim.
  const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
  // The OAuth error code (invalid_grant, access_denied...) is what tells one failure from another.
  const code =
    err instanceof client.ResponseBodyError || err instanceof client.AuthorizationResponseError
      ? ` (${err.error}${err.error_description ? `: ${err.error_description}` : ''})`
      : '';
  return new OidcError(`OIDC ${context}: ${detail}${cause}${code}`, { cause: err });
}
