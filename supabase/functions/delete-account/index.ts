import { createRemoteJWKSet, jwtVerify } from 'jose';
import { createHandler, goTrueAccounts, hs256Verifier, restAttemptLimiter } from './handler.ts';

/**
 * Wires the `delete-account` Edge Function from its environment. Secrets (`supabase secrets set ...`):
 *   AI_ALLOWED_ORIGINS    comma-separated app origins for CORS, default * (shared with `ai`)
 *   AI_JWT_SECRET         the project's JWT secret (HS256); without it tokens are checked against
 *                         the project's JWKS (asymmetric signing keys)
 *   AI_CLIENT_IP_HEADER   the header holding the client's address, default cf-connecting-ip
 *                         (shared with `ai`), for the limit of password attempts per address
 * SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY are provided by the platform.
 */

const required = (name: string): string => {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`The delete-account function needs the secret ${name}.`);
  return value;
};

const supabaseUrl = required('SUPABASE_URL');
const jwtSecret = Deno.env.get('AI_JWT_SECRET') ?? Deno.env.get('SUPABASE_JWT_SECRET');
const jwks = createRemoteJWKSet(new URL(`${supabaseUrl}/auth/v1/.well-known/jwks.json`));

Deno.serve(
  createHandler({
    allowedOrigins: (Deno.env.get('AI_ALLOWED_ORIGINS') ?? '*')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    verifyJwt: jwtSecret
      ? hs256Verifier(jwtSecret)
      : async (token) => (await jwtVerify(token, jwks)).payload,
    accounts: goTrueAccounts(
      supabaseUrl,
      required('SUPABASE_ANON_KEY'),
      required('SUPABASE_SERVICE_ROLE_KEY'),
    ),
    attempts: restAttemptLimiter(supabaseUrl, required('SUPABASE_SERVICE_ROLE_KEY')),
    clientIpHeader: Deno.env.get('AI_CLIENT_IP_HEADER') || undefined,
  }),
);
