import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import { AppError } from '../http/errors';

export interface AccessClaims {
  userId: number;
  /** The session (console_sessions.id) the token belongs to: the token dies with it. */
  sessionId: string;
}

export interface RefreshClaims extends AccessClaims {
  jti: string;
}

const ISSUER = 'sideline';

/** Signs and reads the console's JWTs (HS256). Lifetimes in seconds, from ACCESS_TOKEN_TTL and REFRESH_TOKEN_TTL. */
/** Verified access tokens kept (TokenService.verified); emptied when full. */
const VERIFIED_MAX = 10_000;

export class TokenService {
  private readonly key: Uint8Array<ArrayBuffer>;
  /** The key imported once for jose (given the bytes, it imported them again on every call: a third of a token check). */
  private readonly hmacKey: Promise<CryptoKey>;
  constructor(
    secret: string,
    readonly accessTtl: number,
    readonly refreshTtl: number,
  ) {
    this.key = new TextEncoder().encode(secret);
    this.hmacKey = crypto.subtle.importKey('raw', this.key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  async signAccess(claims: AccessClaims): Promise<string> {
    return new SignJWT({ typ: 'access', sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.accessTtl)
      .sign(await this.hmacKey);
  }

  /** A refresh token lives as long as its session (`expiresAt`, refreshTtl after the sign-in). */
  async signRefresh(claims: RefreshClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({ typ: 'refresh', sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setJti(claims.jti)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(await this.hmacKey);
  }

  /**
   * The user id of an access token of ours, expired or not; null for anything else. Synchronous on
   * purpose (the per-user request limit asks it on every call): jose checks tokens with WebCrypto, on
   * the thread pool that password hashing keeps busy during a sign-in flood. Not a sign-in: the guard
   * still verifies the token (expiry, issuer) and its session.
   */
  accessSubject(token: string): number | null {
    const [header, payload, signature] = token.split('.');
    if (!header || !payload || !signature) return null;
    const expected = createHmac('sha256', this.key).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { typ?: unknown; sub?: unknown };
      const id = Number(claims.sub);
      return claims.typ === 'access' && Number.isInteger(id) ? id : null;
    } catch {
      return null;
    }
  }

  /**
   * An expired access token is T001; anything unreadable, forged or of the wrong kind is T002. One
   * signed before sessions existed (no `sid`) is T001 too: the console refreshes it without a sign-in.
   */
  async verifyAccess(token: string): Promise<AccessClaims> {
    const known = this.verified.get(token);
    if (known && known.exp > Math.floor(Date.now() / 1000)) return known.claims;
    const payload = await this.read(token, 'T001');
    if (payload.typ !== 'access') throw new AppError('T002');
    if (typeof payload.sid !== 'string') throw new AppError('T001');
    const claims = { userId: Number(payload.sub), sessionId: payload.sid };
    if (typeof payload.exp === 'number') {
      if (this.verified.size >= VERIFIED_MAX) this.verified.clear();
      this.verified.set(token, { claims, exp: payload.exp });
    }
    return claims;
  }

  /**
   * Access tokens whose signature was checked, with their expiry: every call of a signed-in console
   * presents the same token for its lifetime, and its claims depend only on the token and the secret.
   * A token is read again once expired (T001 then); forged or altered ones never enter.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; exp: number }>();

  /**
   * An expired refresh token is T004; an unreadable one T002. One signed before sessions existed (no
   * `sid`) belongs to the session its migration made of it, whose id is the token's (0019).
   */
  async verifyRefresh(token: string): Promise<RefreshClaims> {
    const payload = await this.read(token, 'T004');
    if (payload.typ !== 'refresh' || typeof payload.jti !== 'string') throw new AppError('T002');
    return { userId: Number(payload.sub), sessionId: typeof payload.sid === 'string' ? payload.sid : payload.jti, jti: payload.jti };
  }

  private async read(token: string, expiredCode: 'T001' | 'T004') {
    try {
      const { payload } = await jwtVerify(token, await this.hmacKey, { issuer: ISSUER, algorithms: ['HS256'] });
      if (!payload.sub || !Number.isInteger(Number(payload.sub))) throw new AppError('T002');
      return payload;
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (err instanceof errors.JWTExpired) throw new AppError(expiredCode);
      throw new AppError('T002');
    }
  }
}
