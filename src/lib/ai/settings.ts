import * as z from 'zod/mini';
import { RESPONSE_FORMATS, type ResponseFormatMode } from './tasks';

/**
 * `VITE_AI_RESPONSE_FORMAT`: how the answer's JSON is requested (RESPONSE_FORMATS in ./tasks).
 * `json_schema` (structured outputs, strict) is the default; providers that lack it can be told
 * `json_object` (JSON mode) or `text` (the prompt alone asks for JSON). Independently, a 400 that names the response format downgrades once per page load
 * (json_schema → json_object → text), so a provider that lacks the feature still works unconfigured.
 */

const responseFormatSchema = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
  z.union([z.literal(''), z.undefined(), z.enum(RESPONSE_FORMATS)]),
);

class AiSettingsError extends Error {
  override name = 'AiSettingsError';
}

export function parseResponseFormat(raw: unknown): ResponseFormatMode {
  const result = responseFormatSchema.safeParse(raw);
  if (!result.success) {
    throw new AiSettingsError(
      `Invalid environment variable VITE_AI_RESPONSE_FORMAT: must be one of ${RESPONSE_FORMATS.join(', ')}`,
    );
  }
  return result.data || 'json_schema';
}

export const configuredResponseFormat = (): ResponseFormatMode =>
  parseResponseFormat(import.meta.env.VITE_AI_RESPONSE_FORMAT);
