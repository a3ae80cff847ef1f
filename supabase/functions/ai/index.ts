import { createRemoteJWKSet, jwtVerify } from 'jose';
import { createHandler, hs256Verifier } from './handler.ts';
import { createDatabaseRateLimiter } from './rate-limit.ts';

/**
 * Wires the `ai` Edge Function from its environment. Secrets (`supabase secrets set ...`):
 *   OPENAI_API_KEY        the provider key (required)
 *   AI_BASE_URL           OpenAI-compatible upstream, default https://api.openai.com/v1
 *   AI_ALLOWED_MODELS     comma-separated, default gpt-4o-mini
 *   AI_ALLOWED_ORIGINS    comma-separated app origins for CORS, default *
 *   AI_JWT_SECRET         the project's JWT secret (HS256); without it tokens are checked against
 *                         the project's JWKS (asymmetric signing keys)
 * SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided by the platform.
 */

const required = (name: string): string => {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`The ai function needs the secret ${name}.`);
  return value;
};
const list = (name: string, fallback: string) =>
  (Deno.env.get(name) ?? fallback)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const supabaseUrl = required('SUPABASE_URL');
const jwtSecret = Deno.env.get('AI_JWT_SECRET') ?? Deno.env.get('SUPABASE_JWT_SECRET');
const jwks = createRemoteJWKSet(new URL(`${supabaseUrl}/auth/v1/.well-known/jwks.json`));

Deno.serve(
  createHandler({
    upstreamBaseUrl: Deno.env.get('AI_BASE_URL') ?? 'https://api.openai.com/v1',
    providerKey: required('OPENAI_API_KEY'),
    allowedModels: list('AI_ALLOWED_MODELS', 'gpt-4o-mini'),
    allowedOrigins: list('AI_ALLOWED_ORIGINS', '*'),
    verifyJwt: jwtSecret
      ? hs256Verifier(jwtSecret)
      : async (token) => (await jwtVerify(token, jwks)).payload,
    rateLimiter: createDatabaseRateLimiter(supabaseUrl, required('SUPABASE_SERVICE_ROLE_KEY')),
  }),
);
