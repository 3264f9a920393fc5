import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

export type Claims = Record<string, unknown>;

/**
 * A local OpenID provider for tests: keys generated here, a JWKS endpoint, and a Google-style token
 * endpoint that trades codes registered with `issueCode` for ID tokens.
 */
export async function startIdentityProvider() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, string>();

  const server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/jwks') {
      res.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const token = codes.get(form.get('code') ?? '');
      const ok = token && form.get('client_secret') === 'google-secret' && form.get('redirect_uri') === 'postmessage';
      res.statusCode = ok ? 200 : 400;
      res.end(JSON.stringify(ok ? { id_token: token, access_token: 'x', token_type: 'Bearer' } : { error: 'invalid_grant' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function sign(claims: Claims, options: { key?: CryptoKey; expiresIn?: string | number } = {}) {
    const { iss, aud, ...rest } = claims;
    return new SignJWT(rest)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(String(iss))
      .setAudience(aud as string)
      .setSubject(String(claims.sub))
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '10m')
      .sign(options.key ?? privateKey);
  }

  return {
    jwksUrl: `${base}/jwks`,
    tokenUrl: `${base}/token`,
    sign,
    /** Signed by a key that is not in the JWKS. */
    signWithStranger: (claims: Claims) => sign(claims, { key: stranger.privateKey }),
    /** An unsigned token (`alg: none`). */
    unsigned(claims: Claims) {
      const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
      const now = Math.floor(Date.now() / 1000);
      return `${part({ alg: 'none', typ: 'JWT' })}.${part({ ...claims, iat: now, exp: now + 600 })}.`;
    },
    issueCode(idToken: string): string {
      const code = `code-${codes.size + 1}-${Math.random().toString(36).slice(2)}`;
      codes.set(code, idToken);
      return code;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
