import * as z from 'zod/mini';

/**
 * The environment contract (docs/decisions/004-environment-parsed-once-at-start.md). It is parsed
 * once, when Vite starts (dev server, build, tests): a malformed value stops the start with a
 * message naming the variable, and the parsed result is what the browser gets (`getEnv()` in
 * ./env.ts). Parsing at start rather than in the browser keeps zod out of the first page load and
 * means a broken configuration never ships. Empty strings count as "not set", so a copied
 * `.env.example` behaves like no `.env` at all.
 */

const optional = <T extends z.ZodMiniType>(schema: T) =>
  z.optional(
    z.pipe(
      z.transform((value: unknown) =>
        typeof value === 'string' && value.trim() === '' ? undefined : value,
      ),
      z.optional(schema),
    ),
  );

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

const httpUrl = z.pipe(
  z.string().check(z.trim(), z.refine(isHttpUrl, 'must be an http(s) URL')),
  z.transform((value: string) => value.replace(/\/+$/, '')),
);

const rawEnvSchema = z.object({
  VITE_SUPABASE_URL: optional(httpUrl),
  VITE_SUPABASE_ANON_KEY: optional(
    z.string().check(z.trim(), z.minLength(20, 'looks too short to be a Supabase anon key')),
  ),
  VITE_OPENAI_API_KEY: optional(z.string().check(z.trim(), z.minLength(1))),
  VITE_AI_BASE_URL: optional(httpUrl),
  VITE_PRIVATE_AI_MODEL_URL: optional(
    z.pipe(httpUrl, z.string().check(z.regex(/\.gguf$/i, 'must be the address of a .gguf file'))),
  ),
  VITE_AI_MODEL: optional(
    z
      .string()
      .check(z.trim(), z.regex(/^[\w.:/-]{1,100}$/, 'must be a model name such as gpt-4o-mini')),
  ),
});

export const DEFAULT_AI_MODEL = 'gpt-4o-mini';

export type BackendMode = 'supabase' | 'local';

export interface AppEnv {
  mode: BackendMode;
  supabase: { url: string; anonKey: string } | null;
  ai: {
    /** Only for development: a key that ships inside the browser bundle. */
    browserKey: string | null;
    /** Set explicitly by VITE_AI_BASE_URL; null means "not configured". */
    baseUrl: string | null;
    model: string;
    /**
     * VITE_PRIVATE_AI_MODEL_URL: the model 'Private AI in this browser' offers first, for a
     * deployment that hosts its own; null means the first of the list in src/lib/ai/private-models.ts.
     */
    privateModelUrl: string | null;
  };
}

class EnvError extends Error {
  override name = 'EnvError';
}

export function parseEnv(raw: Record<string, unknown>): AppEnv {
  const result = rawEnvSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    throw new EnvError(
      `Invalid environment variable ${variable}: ${issue?.message ?? 'malformed value'}`,
    );
  }
  const vars = result.data;
  const hasUrl = vars.VITE_SUPABASE_URL !== undefined;
  const hasKey = vars.VITE_SUPABASE_ANON_KEY !== undefined;
  // Half a Supabase configuration is almost always a typo; silently falling back to local mode
  // would hide the user's ideas in the browser instead of their project.
  if (hasUrl !== hasKey) {
    const missing = hasUrl ? 'VITE_SUPABASE_ANON_KEY' : 'VITE_SUPABASE_URL';
    throw new EnvError(
      `Invalid environment variable ${missing}: it must be set together with ${hasUrl ? 'VITE_SUPABASE_URL' : 'VITE_SUPABASE_ANON_KEY'} (or leave both empty for local mode)`,
    );
  }
  return {
    mode: hasUrl && hasKey ? 'supabase' : 'local',
    supabase:
      vars.VITE_SUPABASE_URL && vars.VITE_SUPABASE_ANON_KEY
        ? { url: vars.VITE_SUPABASE_URL, anonKey: vars.VITE_SUPABASE_ANON_KEY }
        : null,
    ai: {
      browserKey: vars.VITE_OPENAI_API_KEY ?? null,
      baseUrl: vars.VITE_AI_BASE_URL ?? null,
      model: vars.VITE_AI_MODEL ?? DEFAULT_AI_MODEL,
      privateModelUrl: vars.VITE_PRIVATE_AI_MODEL_URL ?? null,
    },
  };
}
