import type { Wllama } from '@wllama/wllama';
import { AI_TEMPERATURE } from '@/config/constants';
import { AiAbortError } from './errors';
import type { ChatMessage } from './prompts';
import { keptModelFile, PrivateModelError } from './private-download';

/**
 * The engine of 'Private AI in this browser': llama.cpp compiled to WebAssembly (@wllama/wllama),
 * imported on demand so that neither its code nor its WebAssembly reaches anyone who did not choose
 * it (docs/decisions/067-private-ai-in-the-page.md). Its .wasm is a file of this build (hashed,
 * long-cached); the compat build it would otherwise fetch from a CDN is switched off. One engine per
 * page: a second one would fetch and compile the WebAssembly again.
 *
 * It uses WebGPU where the browser offers it, else WebAssembly with one thread per two cores when
 * the page is cross-origin isolated (docs/decisions/068-cross-origin-isolation.md), else one thread.
 */

/** Room for the longest prompt (a guide's, about 1,000 tokens) and its answer (1,200 tokens). */
const CONTEXT_TOKENS = 4096;
/** The same seed every time: the same idea gets the same answer, and tests can rely on it. */
const SEED = 42;

let engine: Promise<Wllama> | null = null;
let loadedUrl: string | null = null;
let loading: Promise<void> | null = null;

async function createEngine(): Promise<Wllama> {
  const [{ Wllama }, { default: wasmUrl }] = await Promise.all([
    import('@wllama/wllama'),
    import('@wllama/wllama/esm/wasm/wllama.wasm?url'),
  ]);
  const wllama = new Wllama({ default: wasmUrl }, { suppressNativeLog: true });
  wllama.setCompat(null);
  return wllama;
}

const getEngine = () => (engine ??= createEngine());

const isMemoryError = (error: unknown) =>
  error instanceof RangeError ||
  (error instanceof Error && /memory|alloc|OOM/i.test(`${error.name} ${error.message}`));

/** Loads the kept model at `url` (never downloads: that needs a person's consent). */
export async function loadPrivateModel(url: string): Promise<void> {
  if (loadedUrl === url) return;
  if (loading) await loading.catch(() => undefined);
  if (loadedUrl === url) return;
  loading = (async () => {
    const file = await keptModelFile(url);
    if (!file) throw new PrivateModelError('not-kept');
    const wllama = await getEngine();
    if (loadedUrl) {
      loadedUrl = null;
      await wllama.exit();
    }
    try {
      await wllama.loadModel([file], { n_ctx: CONTEXT_TOKENS, seed: SEED });
    } catch (error) {
      console.warn('Clarity: the private model could not be started.', error);
      await wllama.exit().catch(() => undefined);
      throw new PrivateModelError(isMemoryError(error) ? 'memory' : 'failed');
    }
    loadedUrl = url;
  })();
  try {
    await loading;
  } finally {
    loading = null;
  }
}

/** Unloads the model (before its file is removed). */
export async function unloadPrivateModel(): Promise<void> {
  if (!engine || !loadedUrl) return;
  loadedUrl = null;
  await (await engine).exit();
}

export interface PrivatePrompt {
  url: string;
  messages: ChatMessage[];
  /** The JSON Schema the grammar holds the answer to; null for free text. */
  schema: object | null;
  maxTokens: number;
  signal?: AbortSignal;
}

/** Thrown when the answer reached its token cap: a cut-off answer is a failure, not a result. */
class PrivateAnswerCutOffError extends Error {
  override name = 'PrivateAnswerCutOffError';
  constructor() {
    super('The private model’s answer was cut off before it finished');
  }
}

/** Streams one answer's pieces, the JSON Schema enforced by the engine's grammar. */
export async function* streamPrivateModel({
  url,
  messages,
  schema,
  maxTokens,
  signal,
}: PrivatePrompt): AsyncGenerator<string> {
  await loadPrivateModel(url);
  if (signal?.aborted) throw new AiAbortError();
  const wllama = await getEngine();
  const stream = await wllama.createChatCompletion({
    messages,
    max_tokens: maxTokens,
    temperature: AI_TEMPERATURE,
    seed: SEED,
    stream: true,
    abortSignal: signal,
    ...(schema
      ? { response_format: { type: 'json_schema', json_schema: { name: 'answer', schema } } }
      : {}),
  });
  try {
    for await (const chunk of stream) {
      const choice = chunk.choices[0];
      const piece = choice?.delta?.content;
      if (piece) yield piece;
      if (choice?.finish_reason === 'length') throw new PrivateAnswerCutOffError();
    }
  } catch (error) {
    if (signal?.aborted) throw new AiAbortError();
    throw error;
  }
}
