import { createRemoteJWKSet, jwtVerify } from 'jose';
import { DEFAULT_CLIENT_IP_HEADER } from './client-address.ts';
import {
  createHandler,
  hs256Verifier,
  RATE_LIMIT_PER_HOUR,
  TOTAL_BUDGET_PER_HOUR,
  VISITOR_BUDGET_PER_HOUR,
} from './handler.ts';
import { createDatabaseRateLimiter } from './rate-limit.ts';

/**
 * Wires the `ai` Edge Function from its environment. Secrets (`supabase secrets set ...`):
 *   OPENAI_API_KEY              the provider key (required)
 *   AI_BASE_URL                 OpenAI-compatible upstream, default https://api.openai.com/v1
 *   AI_MODEL                    the model every task uses, default gpt-4o-mini
 *   AI_ALLOWED_ORIGINS          comma-separated app origins for CORS, default *
 *   AI_JWT_SECRET               the project's JWT secret (HS256); without it tokens are checked
 *                               against the project's JWKS (asymmetric signing keys)
 *   AI_CLIENT_IP_HEADER         the header the edge proxy sets to the client's address, default
 *                               cf-connecting-ip (docs/decisions/032-limits-that-hold.md)
 *   AI_RATE_LIMIT_PER_HOUR      per signed-in user and per visitor address (IPv6: /64), default 30
 *   AI_VISITOR_BUDGET_PER_HOUR  all visitors together, default 300
 *   AI_TOTAL_BUDGET_PER_HOUR    everyone together, default 1000
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
const count = (name: string, fallback: number): number => {
  const raw = Deno.env.get(name);
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`The ai function's ${name} must be a whole number, got "${raw}".`);
  }
  return value;
};

const supabaseUrl = required('SUPABASE_URL');
const jwtSecret = Deno.env.get('AI_JWT_SECRET') ?? Deno.env.get('SUPABASE_JWT_SECRET');
const jwks = createRemoteJWKSet(new URL(`${supabaseUrl}/auth/v1/.well-known/jwks.json`));

Deno.serve(
  createHandler({
    upstreamBaseUrl: Deno.env.get('AI_BASE_URL') ?? 'https://api.openai.com/v1',
    providerKey: required('OPENAI_API_KEY'),
    model: Deno.env.get('AI_MODEL')?.trim() || 'gpt-4o-mini',
    allowedOrigins: list('AI_ALLOWED_ORIGINS', '*'),
    verifyJwt: jwtSecret
      ? hs256Verifier(jwtSecret)
      : async (token) => (await jwtVerify(token, jwks)).payload,
    rateLimiter: createDatabaseRateLimiter(supabaseUrl, required('SUPABASE_SERVICE_ROLE_KEY')),
    clientIpHeader: (
      Deno.env.get('AI_CLIENT_IP_HEADER')?.trim() || DEFAULT_CLIENT_IP_HEADER
    ).toLowerCase(),
    perCallerPerHour: count('AI_RATE_LIMIT_PER_HOUR', RATE_LIMIT_PER_HOUR),
    visitorBudgetPerHour: count('AI_VISITOR_BUDGET_PER_HOUR', VISITOR_BUDGET_PER_HOUR),
    totalBudgetPerHour: count('AI_TOTAL_BUDGET_PER_HOUR', TOTAL_BUDGET_PER_HOUR),
  }),
);
