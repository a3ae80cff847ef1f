#!/usr/bin/env node
/**
 * AI layer benchmark (npm run bench:ai). Starts a fake OpenAI-compatible server on 127.0.0.1 that
 * streams a clarification at a fixed token rate, runs the real `clarifyIdea` against it (SDK,
 * streaming, partial JSON, validation), and prints:
 *   1. the time from the first byte of the answer to the first field handed to onPartial, beside
 *      the time the server needed to send that field (the floor), and the lag after it arrived;
 *   2. the validation overhead per response: finding the JSON and normalising it with zod, and the
 *      partial parsing done while the answer streams;
 *   3. for a breakdown (`breakDownStep`), the time from the server sending the token that completes
 *      the first sub-step's JSON to that sub-step on screen: handed to onPartial and rendered by the
 *      app's own `StreamingSubSteps` (React, in jsdom, committed at once) — the app's share of the
 *      wait (target <= 50 ms, median and p95).
 * Settings: BENCH_RUNS (default 10), BENCH_TOKENS_PER_SEC (default 100), BENCH_TOKEN_CHARS (4).
 */
import { createServer as createHttpServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, URL } from 'node:url';
import { JSDOM } from 'jsdom';
import { createServer as createViteServer } from 'vite';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const TOKENS_PER_SEC = Number(process.env.BENCH_TOKENS_PER_SEC ?? 100);
const TOKEN_CHARS = Number(process.env.BENCH_TOKEN_CHARS ?? 4);
const TOKEN_MS = 1000 / TOKENS_PER_SEC;

const answer = JSON.stringify({
  problem:
    'Students cram the night before exams and forget most of what they studied within a week.',
  targetAudience:
    'University students juggling several courses, especially those with ADHD who struggle with long study sessions.',
  uniqueValue:
    'Turns your own lecture notes into five-minute daily quizzes that adapt to what you tend to forget.',
  format: 'A mobile app, because students study in short bursts on their phones between classes.',
  challenges: [
    'Getting students to open the app every day without nagging them',
    'Generating good questions from messy, incomplete notes',
    'Standing out against free flashcard apps',
    'Keeping note uploads private and secure',
  ],
  tags: ['education', 'study', 'spaced repetition', 'adhd'],
});
const tokens = Array.from({ length: Math.ceil(answer.length / TOKEN_CHARS) }, (_, i) =>
  answer.slice(i * TOKEN_CHARS, (i + 1) * TOKEN_CHARS),
);

const breakdownAnswer = JSON.stringify({
  subSteps: [
    { title: 'Open a blank note on your phone', minutes: 2 },
    { title: 'List every feature you imagined for the app', minutes: 10 },
    { title: 'Circle the one feature that helps students most', minutes: 5 },
    { title: 'Cross out everything else for now', minutes: 3 },
  ],
});
const breakdownTokens = Array.from(
  { length: Math.ceil(breakdownAnswer.length / TOKEN_CHARS) },
  (_, i) => breakdownAnswer.slice(i * TOKEN_CHARS, (i + 1) * TOKEN_CHARS),
);

// --- The fake provider ----------------------------------------------------------------------------
/** When the server wrote the token that completed `problem` (its closing quote), per run. */
let problemSentAt = 0;
const problemEnd = answer.indexOf('"', answer.indexOf('"problem":"') + '"problem":"'.length) + 1;
/** When the server wrote the token that completed the first sub-step (its closing brace), per run. */
let subStepSentAt = 0;
const subStepEnd = breakdownAnswer.indexOf('}') + 1;

const sse = (content) =>
  `data: ${JSON.stringify({ id: 'bench', object: 'chat.completion.chunk', created: 0, model: 'bench', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;

const server = createHttpServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    const breakdown = body.includes('step_breakdown');
    const pieces = breakdown ? breakdownTokens : tokens;
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    let i = 0;
    let sent = 0;
    const started = performance.now();
    const tick = () => {
      // A fixed rate, measured from the start so timer drift does not pile up.
      while (i < pieces.length && performance.now() - started >= i * TOKEN_MS) {
        response.write(sse(pieces[i]));
        sent += pieces[i].length;
        if (!breakdown && problemSentAt === 0 && sent >= problemEnd)
          problemSentAt = performance.now();
        if (breakdown && subStepSentAt === 0 && sent >= subStepEnd)
          subStepSentAt = performance.now();
        i++;
      }
      if (i < pieces.length) setTimeout(tick, 1);
      else response.end('data: [DONE]\n\n');
    };
    tick();
  });
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${server.address().port}/v1`;

// --- The real AI layer, loaded through Vite (TypeScript, the @/ alias) ----------------------------
const vite = await createViteServer({
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false },
  resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
});
const ai = await vite.ssrLoadModule('/src/lib/ai/index.ts');
const { parseEnv } = await vite.ssrLoadModule('/src/config/env-schema.ts');
const normalize = await vite.ssrLoadModule('/src/lib/ai/normalize.ts');
const partial = await vite.ssrLoadModule('/src/lib/ai/partial.ts');
const { clarificationFallback } = await vite.ssrLoadModule('/src/lib/ai/fallbacks.ts');
const env = parseEnv({ VITE_AI_BASE_URL: baseUrl });

// The first byte of the answer's body, as the SDK's fetch receives it.
let firstByteAt = 0;
const realFetch = globalThis.fetch;
globalThis.fetch = async (...args) => {
  const response = await realFetch(...args);
  const marker = new TransformStream({
    transform(chunk, controller) {
      if (firstByteAt === 0) firstByteAt = performance.now();
      controller.enqueue(chunk);
    },
  });
  return new Response(response.body.pipeThrough(marker), response);
};

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95), min: sorted[0], max: sorted.at(-1) };
};
const ms = (value) => `${value.toFixed(1)} ms`;
const us = (value) => `${(value * 1000).toFixed(1)} µs`;

const toFirstField = [];
const floor = [];
const lag = [];
const total = [];
for (let run = 0; run < RUNS; run++) {
  firstByteAt = 0;
  problemSentAt = 0;
  let firstPartialAt = 0;
  const started = performance.now();
  const result = await ai.clarifyIdea('an app that helps students prepare for exams', {
    env,
    onPartial: () => {
      if (firstPartialAt === 0) firstPartialAt = performance.now();
    },
  });
  if (result.source !== 'ai') throw new Error(`run ${run}: fell back (${result.error})`);
  total.push(performance.now() - started);
  toFirstField.push(firstPartialAt - firstByteAt);
  floor.push(problemSentAt - firstByteAt);
  lag.push(firstPartialAt - problemSentAt);
}

// Validation: the final read of a complete answer, many times.
const ITERATIONS = 2000;
const fallback = clarificationFallback();
const fenced = `Here you go:\n\`\`\`json\n${answer}\n\`\`\``;
const timeIt = (fn) => {
  for (let i = 0; i < 200; i++) fn();
  const start = performance.now();
  for (let i = 0; i < ITERATIONS; i++) fn();
  return (performance.now() - start) / ITERATIONS;
};
const validateBare = timeIt(() =>
  normalize.normalizeClarification(normalize.extractJson(answer), fallback),
);
const validateFenced = timeIt(() =>
  normalize.normalizeClarification(normalize.extractJson(fenced), fallback),
);
// Streaming: the partial parses one answer costs, token by token, as the emitter runs them.
const streamingParse = timeIt(() => {
  let text = '';
  const emit = partial.createPartialEmitter(partial.partialClarification, () => undefined);
  for (const token of tokens) {
    text += token;
    emit(text, token);
  }
});

// Breakdown: the first sub-step on screen, rendered by the app's component into a jsdom page.
const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>');
for (const name of ['window', 'document', 'navigator', 'HTMLElement', 'Node', 'MutationObserver'])
  Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true });
globalThis.IS_REACT_ACT_ENVIRONMENT = false;
const React = await import('react');
const { flushSync } = await import('react-dom');
const { createRoot } = await import('react-dom/client');
const { StreamingSubSteps } = await vite.ssrLoadModule(
  '/src/features/journey/components/step-work.tsx',
);
const clarified = {
  problem: 'Students cram the night before exams.',
  targetAudience: 'University students.',
  uniqueValue: 'Daily five-minute quizzes from their own notes.',
  format: 'A mobile app.',
  challenges: ['Daily habit', 'Good questions', 'Free competitors'],
};
// In the app React and the walkthrough are running before any breakdown: render once untimed so
// the first run does not time module compilation and React's first mount.
{
  const warm = document.createElement('div');
  const root = createRoot(warm);
  flushSync(() =>
    root.render(
      React.createElement(StreamingSubSteps, { subSteps: [{ title: 'Warm up', minutes: 1 }] }),
    ),
  );
  root.unmount();
}
const toScreen = [];
const toHandOn = [];
for (let run = 0; run < RUNS; run++) {
  subStepSentAt = 0;
  let onScreenAt = 0;
  let handedAt = 0;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const result = await ai.breakDownStep(
    {
      ideaText: 'an app that helps students prepare for exams',
      clarified,
      step: { title: 'Define the core feature', bullets: ['List features', 'Keep one'] },
      size: 'small',
    },
    {
      env,
      onPartial: (partial) => {
        if (onScreenAt !== 0 || !partial.subSteps?.length) return;
        handedAt = performance.now();
        flushSync(() =>
          root.render(React.createElement(StreamingSubSteps, { subSteps: partial.subSteps })),
        );
        if (container.querySelector('[data-streamed-sub-step]')) onScreenAt = performance.now();
      },
    },
  );
  if (!result.subSteps) throw new Error(`breakdown run ${run}: failed (${result.error})`);
  if (onScreenAt === 0) throw new Error(`breakdown run ${run}: no sub-step was rendered`);
  toScreen.push(onScreenAt - subStepSentAt);
  toHandOn.push(handedAt - subStepSentAt);
  root.unmount();
  container.remove();
}

const s = (values) => {
  const { median, p95, min, max } = stats(values);
  return `median ${ms(median)}, p95 ${ms(p95)} (min ${ms(min)}, max ${ms(max)})`;
};
console.log(
  `AI benchmark — ${RUNS} clarifications, ${tokens.length} tokens of ${TOKEN_CHARS} chars at ${TOKENS_PER_SEC} tokens/s (${answer.length} chars)`,
);
console.log(`node ${process.version}, ${process.platform}/${process.arch}`);
console.log('');
console.log('First byte → first field handed to onPartial (problem):');
console.log(`  measured                         ${s(toFirstField)}`);
console.log(`  floor: server sent that field     ${s(floor)}`);
console.log(`  lag after the field arrived       ${s(lag)}`);
console.log(`Whole call (request → validated result): ${s(total)}`);
console.log('');
console.log(`Validation per response (${ITERATIONS} iterations):`);
console.log(`  find JSON + zod normalise, bare JSON      ${us(validateBare)}`);
console.log(`  find JSON + zod normalise, fenced + prose ${us(validateFenced)}`);
console.log(
  `  partial parsing while streaming (${tokens.length} tokens) ${us(streamingParse)} per response`,
);

console.log('');
console.log(`Breakdown — ${RUNS} runs, ${breakdownTokens.length} tokens:`);
console.log('First sub-step: server sent its closing brace → on screen (target <= 50 ms):');
console.log(`  handed to onPartial               ${s(toHandOn)}`);
console.log(`  rendered (StreamingSubSteps)      ${s(toScreen)}`);
const breakdownP95 = stats(toScreen).p95;
console.log(
  breakdownP95 <= 50
    ? `  within the target (p95 ${ms(breakdownP95)})`
    : `  OVER the target (p95 ${ms(breakdownP95)})`,
);

globalThis.fetch = realFetch;
await vite.close();
server.close();
