import { AI_CHOICE_STORAGE_KEY } from '@/lib/ai/choice';
import type { MemoryCacheStorage } from '../browser/cache-storage';
import { taskOf, tokens, type AiRequestBody } from './fake-ai';

/**
 * The engine of 'Private AI in this browser' (@wllama/wllama), faked at its boundary for the
 * component tests: jsdom cannot run its WebAssembly or its worker. A test file replaces the package
 * with this module (`vi.mock('@wllama/wllama', () => import('…/fakes/ai/wllama'))`); everything of
 * ours — the kept model file, the task request, the prompts, the schema, reading the answer — runs
 * as in a browser. It streams chunks shaped as the engine's (llama.cpp's OpenAI-compatible
 * `chat.completion.chunk`): the text in pieces, then one chunk with no text and the finish reason.
 * The real engine runs in the e2e story (tests/e2e/private-ai.spec.ts).
 */

/** What the page asked of the engine, with the task it is (read as the fake AI reads a request). */
interface EngineRequest {
  task: ReturnType<typeof taskOf>;
  body: AiRequestBody;
}

/** One answer: its text and why it ended ('length': the token cap was reached). */
export interface EngineAnswer {
  text: string;
  finish?: 'stop' | 'length';
}

type EngineAnswerFor = (request: EngineRequest, index: number) => EngineAnswer;

interface ChatOptions {
  messages: { role: string; content: string }[];
  max_tokens: number;
  temperature: number;
  stream: boolean;
  abortSignal?: AbortSignal;
  response_format?: AiRequestBody['response_format'];
}

export const fakeEngine = {
  /** The files loaded, by size in bytes. */
  loads: [] as number[],
  requests: [] as EngineRequest[],
  answers: [] as EngineAnswerFor[],
  /** The test's answers, used in order (the last one repeats). */
  answerWith(...answers: EngineAnswerFor[]) {
    this.answers = answers;
  },
  reset() {
    this.loads = [];
    this.requests = [];
    this.answers = [];
  },
};

const chunk = (content: string | null, finish: string | null) => ({
  id: 'chatcmpl-wllama',
  object: 'chat.completion.chunk',
  created: 1_700_000_000,
  model: 'tiny.gguf',
  choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
});

class FakeAbortError extends Error {
  override name = 'WllamaAbortError';
}

async function* answerStream(answer: EngineAnswer, signal: AbortSignal | undefined) {
  for (const piece of tokens(answer.text, 12)) {
    // The engine hands pieces over from its worker: one turn of the event loop each.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (signal?.aborted) throw new FakeAbortError('aborted');
    yield chunk(piece, null);
  }
  yield chunk(null, answer.finish ?? 'stop');
}

export class Wllama {
  constructor(_paths: unknown, _config?: unknown) {}

  setCompat(_compat: unknown): void {}

  async loadModel(files: Blob[], _options?: unknown): Promise<void> {
    fakeEngine.loads.push(files.reduce((bytes, file) => bytes + file.size, 0));
  }

  async exit(): Promise<void> {}

  async createChatCompletion(options: ChatOptions) {
    const body: AiRequestBody = {
      model: 'tiny.gguf',
      temperature: options.temperature,
      max_tokens: options.max_tokens,
      stream: options.stream,
      messages: options.messages,
      response_format: options.response_format,
    };
    const request = { task: taskOf(body), body };
    fakeEngine.requests.push(request);
    const index = fakeEngine.requests.length - 1;
    const answer = fakeEngine.answers[Math.min(index, fakeEngine.answers.length - 1)];
    if (!answer) throw new Error('fake engine: the test gave no answer');
    return answerStream(answer(request, index), options.abortSignal);
  }
}

/** The size of the model file `keepAndChoosePrivateModel` keeps. */
export const PRIVATE_MODEL_TEST_BYTES = 1_000;

/**
 * A person who downloaded the model at `url` earlier and chose it: a GGUF-looking file (its four
 * magic bytes, then zeros) kept where the app keeps it, and the choice in this browser.
 */
export async function keepAndChoosePrivateModel(storage: MemoryCacheStorage, url: string) {
  const bytes = new Uint8Array(PRIVATE_MODEL_TEST_BYTES);
  bytes.set([0x47, 0x47, 0x55, 0x46]);
  await (await storage.open('clarity-private-ai')).put(url, new Response(bytes));
  localStorage.setItem(AI_CHOICE_STORAGE_KEY, JSON.stringify({ kind: 'private', modelUrl: url }));
}
