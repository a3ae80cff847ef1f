/**
 * The page scripts/bench-private-model.mjs drives in headless Chromium, through the dev server: the
 * app's own modules, timed. Each measure is a function on `window` the script calls.
 */
import { clarifyIdea } from '@/lib/ai';
import { writeAiChoice } from '@/lib/ai/choice';
import { downloadModel, removeKeptModels } from '@/lib/ai/private-download';
import { loadPrivateModel, streamPrivateModel } from '@/lib/ai/private-engine';
import { smallModelMessages } from '@/lib/ai/prompts';
import { chatRequest } from '@/lib/ai/tasks';

const IDEA = 'An app that helps students prepare for exams with short daily quizzes';

const bench = {
  async clear() {
    await removeKeptModels();
  },
  /** Download, compile and load: what a first 'Download and use' and first answer wait for. */
  async coldLoad(url: string) {
    const start = performance.now();
    await downloadModel(url, {});
    await loadPrivateModel(url);
    return performance.now() - start;
  },
  /** A later visit: the kept file, the engine compiled again, the model loaded. */
  async cachedLoad(url: string) {
    const start = performance.now();
    await loadPrivateModel(url);
    return performance.now() - start;
  },
  /** From the request to the first field of a clarification on screen (the model loaded). */
  async firstField(url: string) {
    writeAiChoice({ kind: 'private', modelUrl: url });
    const start = performance.now();
    let first: number | null = null;
    const result = await clarifyIdea(IDEA, {
      onPartial: (partial) => {
        if (first === null && Object.keys(partial).length > 0) first = performance.now() - start;
      },
    });
    return { firstField: first, whole: performance.now() - start, source: result.source };
  },
  /** Tokens per second while answering a clarification (one streamed piece is one token). */
  async tokensPerSecond(url: string) {
    const chat = chatRequest({ task: 'clarify', idea: IDEA }, url);
    const format = 'response_format' in chat ? chat.response_format : undefined;
    let tokens = 0;
    let firstAt = 0;
    const start = performance.now();
    for await (const _piece of streamPrivateModel({
      url,
      messages: smallModelMessages(chat.messages),
      schema: format?.type === 'json_schema' ? (format.json_schema?.schema ?? null) : null,
      maxTokens: chat.max_tokens,
    })) {
      if (tokens === 0) firstAt = performance.now();
      tokens += 1;
    }
    const end = performance.now();
    return {
      tokens,
      promptMs: firstAt - start,
      perSecond: tokens > 1 ? ((tokens - 1) * 1000) / (end - firstAt) : 0,
    };
  },
  isolated: () => crossOriginIsolated,
};

(window as unknown as { bench: typeof bench }).bench = bench;
document.body.dataset.ready = 'true';
