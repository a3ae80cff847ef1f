#!/usr/bin/env node
/**
 * Writes a tiny GGUF language model for tests and the private-model benchmark: the llama
 * architecture with two layers, a vocabulary of byte-fallback tokens, the printable characters and
 * the pieces of JSON the app's schemas use, and a ChatML chat template. Deterministic (a seeded
 * generator), about 0.6 MB, no dependencies.
 *
 * Its weights are random and small, except for one direction of the embedding that every token
 * shares: the final norm turns it into a near-constant, so the output matrix's column along it acts
 * as a per-token bias. The bias favours whole words and JSON punctuation and keeps byte tokens
 * (which would write broken UTF-8) and control tokens out of the answer. Most strings open with a
 * token that carries a word (`":"Plan`), so a field has letters from its first token and passes the
 * substance check (docs/decisions/094-general-guides-and-answers-with-substance.md); a model of
 * single letters closed its strings first and every answer counted as failed. The text is word
 * salad; under the engine's JSON-schema grammar it is a valid answer of the right shape. The biases
 * are tuned (with the seed) so a guide has a few steps and ends inside its token cap: a change here
 * is checked with tests/e2e/private-ai.spec.ts and `npm run bench:private-model`.
 *
 *   node scripts/write-tiny-gguf.mjs [out-file]   (default: tests/support/fixtures/tiny-model.gguf)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const N_EMBD = 64;
const N_FF = 128;
const N_LAYER = 2;
const N_HEAD = 4;
const N_CTX = 4096;

const CHAT_TEMPLATE =
  "{% for message in messages %}{{ '<|im_start|>' + message['role'] + '\n' + message['content'] + '<|im_end|>' + '\n' }}{% endfor %}" +
  "{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}";

// The keys of the app's JSON schemas, and the punctuation between them, as whole tokens: the
// grammar forces them, and one token each keeps an answer well inside its token cap.
const SCHEMA_WORDS = [
  'problem',
  'targetAudience',
  'uniqueValue',
  'format',
  'challenges',
  'tags',
  'steps',
  'title',
  'description',
  'content',
  'minutes',
  'tools',
  'resources',
  'methods',
  'models',
  'techniques',
  'timeline',
  'subSteps',
  'ranking',
  'id',
  'excitement',
  'effort',
  'energyFit',
  'evidence',
  'reason',
];
/** Plain words the strings are made of (three letters or more: each has substance). */
const WORDS = [
  'people',
  'students',
  'simple',
  'daily',
  'quiz',
  'learn',
  'habit',
  'focus',
  'small',
  'clear',
  'plan',
  'build',
  'test',
  'share',
  'review',
  'notes',
  'goal',
  'time',
  'study',
  'practice',
  'track',
  'progress',
  'feedback',
  'friends',
  'mobile',
  'short',
  'first',
  'better',
  'guide',
  'week',
];
/** [piece, bias]: pieces that go on (a next item, a next field) outweigh those that close. */
const JSON_PIECES = [
  ['{"', 2],
  ['":"', 1.5],
  ['":', 2.5],
  ['":["', 2.5],
  ['":[{"', 2.5],
  ['","', 2.9],
  ['"]', 1.6],
  ['"],"', 2.4],
  ['"]}', 1.6],
  ['"}', 1.6],
  ['},{"', 3.3],
  ['}]', 0.4],
  ['}],"', 0.4],
  ['}]}', 0.4],
  [',"', 2],
  ['}', 1],
  [']', 0.5],
  [',', 0.5],
  ['"', 0.5],
  ['[', 0.5],
  ['{', 0.5],
];

// --- the vocabulary -------------------------------------------------------------------------------
const TYPE = { normal: 1, unknown: 2, control: 3, byte: 6 };
const tokens = [];
const add = (text, type, bias, score = 0) => tokens.push({ text, type, bias, score });
add('<unk>', TYPE.unknown, -30);
add('<s>', TYPE.control, -30);
add('</s>', TYPE.control, -30);
add('<|im_start|>', TYPE.control, -30);
add('<|im_end|>', TYPE.control, 0);
for (let byte = 0; byte < 256; byte++)
  add(`<0x${byte.toString(16).toUpperCase().padStart(2, '0')}>`, TYPE.byte, -30);
const seen = new Set(tokens.map((token) => token.text));
const addText = (text, bias, score) => {
  if (seen.has(text)) return;
  seen.add(text);
  add(text, TYPE.normal, bias, score);
};
for (const [piece, bias] of JSON_PIECES) addText(piece, bias, piece.length);
// Whole words, so a string says something: one opens a string with a word (the answer's fields
// then have letters from their first token), another goes on inside it.
const capital = (word) => word[0].toUpperCase() + word.slice(1);
for (const word of WORDS) {
  addText(`":"${capital(word)}`, 2, 0);
  addText(`":["${capital(word)}`, 2, 0);
  addText(`","${capital(word)}`, 0.6, 0);
  addText(`\u2581${word}`, 2, 0);
}
for (const word of SCHEMA_WORDS) addText(word, 0, word.length);
// The SentencePiece tokenizer writes a space as '▁'.
addText('\u2581', 1, 0);
for (let code = 33; code < 127; code++) {
  const char = String.fromCharCode(code);
  const bias = /[a-z]/.test(char) ? 1 : /[0-9]/.test(char) ? 1 : /[A-Z]/.test(char) ? 0 : -4;
  addText(char, bias, 0);
}
const EOS_ID = tokens.findIndex((token) => token.text === '<|im_end|>');
const N_VOCAB = tokens.length;

// --- the weights -----------------------------------------------------------------------------------
let state = 0x2f6b1d3;
const random = () => {
  // mulberry32: small, seeded, the same numbers on every machine.
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296 - 0.5;
};
const randomMatrix = (count, scale) => Float32Array.from({ length: count }, () => random() * scale);
const ones = (count) => new Float32Array(count).fill(1);

const embeddings = randomMatrix(N_EMBD * N_VOCAB, 0.04);
const output = randomMatrix(N_EMBD * N_VOCAB, 0.02);
// After the final RMS norm the shared direction is about sqrt(N_EMBD) long.
const normed = Math.sqrt(N_EMBD);
tokens.forEach((token, id) => {
  embeddings[id * N_EMBD] = 1;
  output[id * N_EMBD] = token.bias / normed;
});

/** [name, shape (innermost first, as ggml writes it), data] */
const tensors = [
  ['token_embd.weight', [N_EMBD, N_VOCAB], embeddings],
  ['output_norm.weight', [N_EMBD], ones(N_EMBD)],
  ['output.weight', [N_EMBD, N_VOCAB], output],
];
for (let layer = 0; layer < N_LAYER; layer++) {
  const blk = (name) => `blk.${layer}.${name}.weight`;
  tensors.push(
    [blk('attn_norm'), [N_EMBD], ones(N_EMBD)],
    [blk('attn_q'), [N_EMBD, N_EMBD], randomMatrix(N_EMBD * N_EMBD, 0.04)],
    [blk('attn_k'), [N_EMBD, N_EMBD], randomMatrix(N_EMBD * N_EMBD, 0.04)],
    [blk('attn_v'), [N_EMBD, N_EMBD], randomMatrix(N_EMBD * N_EMBD, 0.04)],
    [blk('attn_output'), [N_EMBD, N_EMBD], randomMatrix(N_EMBD * N_EMBD, 0.04)],
    [blk('ffn_norm'), [N_EMBD], ones(N_EMBD)],
    [blk('ffn_gate'), [N_EMBD, N_FF], randomMatrix(N_EMBD * N_FF, 0.04)],
    [blk('ffn_up'), [N_EMBD, N_FF], randomMatrix(N_EMBD * N_FF, 0.04)],
    [blk('ffn_down'), [N_FF, N_EMBD], randomMatrix(N_FF * N_EMBD, 0.04)],
  );
}

// --- the file ----------------------------------------------------------------------------------------
const GGUF = { u32: 4, i32: 5, f32: 6, bool: 7, string: 8, array: 9 };
const ALIGNMENT = 32;
const chunks = [];
const u32 = (value) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value);
  chunks.push(buffer);
};
const u64 = (value) => {
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64LE(BigInt(value));
  chunks.push(buffer);
};
const string = (value) => {
  const bytes = Buffer.from(value, 'utf8');
  u64(bytes.length);
  chunks.push(bytes);
};
const scalar = {
  u32,
  i32: (value) => {
    const buffer = Buffer.alloc(4);
    buffer.writeInt32LE(value);
    chunks.push(buffer);
  },
  f32: (value) => {
    const buffer = Buffer.alloc(4);
    buffer.writeFloatLE(value);
    chunks.push(buffer);
  },
  bool: (value) => chunks.push(Buffer.from([value ? 1 : 0])),
  string,
};

const metadata = [
  ['general.architecture', 'string', 'llama'],
  ['general.name', 'string', 'clarity-tiny-test-model'],
  ['general.license', 'string', 'MIT'],
  ['general.alignment', 'u32', ALIGNMENT],
  ['llama.context_length', 'u32', N_CTX],
  ['llama.embedding_length', 'u32', N_EMBD],
  ['llama.block_count', 'u32', N_LAYER],
  ['llama.feed_forward_length', 'u32', N_FF],
  ['llama.attention.head_count', 'u32', N_HEAD],
  ['llama.attention.head_count_kv', 'u32', N_HEAD],
  ['llama.rope.dimension_count', 'u32', N_EMBD / N_HEAD],
  ['llama.attention.layer_norm_rms_epsilon', 'f32', 1e-5],
  ['llama.vocab_size', 'u32', N_VOCAB],
  ['tokenizer.ggml.model', 'string', 'llama'],
  ['tokenizer.ggml.tokens', ['string'], tokens.map((token) => token.text)],
  ['tokenizer.ggml.scores', ['f32'], tokens.map((token) => token.score)],
  ['tokenizer.ggml.token_type', ['i32'], tokens.map((token) => token.type)],
  ['tokenizer.ggml.bos_token_id', 'u32', 1],
  ['tokenizer.ggml.eos_token_id', 'u32', EOS_ID],
  ['tokenizer.ggml.unknown_token_id', 'u32', 0],
  ['tokenizer.ggml.add_bos_token', 'bool', false],
  ['tokenizer.ggml.add_eos_token', 'bool', false],
  // Otherwise the tokenizer puts a space before the prompt and every answer.
  ['tokenizer.ggml.add_space_prefix', 'bool', false],
  ['tokenizer.chat_template', 'string', CHAT_TEMPLATE],
];

chunks.push(Buffer.from('GGUF', 'ascii'));
u32(3);
u64(tensors.length);
u64(metadata.length);
for (const [key, type, value] of metadata) {
  string(key);
  if (Array.isArray(type)) {
    u32(GGUF.array);
    u32(GGUF[type[0]]);
    u64(value.length);
    for (const item of value) scalar[type[0]](item);
  } else {
    u32(GGUF[type]);
    scalar[type](value);
  }
}
const aligned = (size) => Math.ceil(size / ALIGNMENT) * ALIGNMENT;
let offset = 0;
for (const [name, shape, data] of tensors) {
  string(name);
  u32(shape.length);
  for (const dim of shape) u64(dim);
  u32(0); // F32
  u64(offset);
  offset = aligned(offset + data.byteLength);
}
const header = Buffer.concat(chunks);
const parts = [header, Buffer.alloc(aligned(header.length) - header.length)];
for (const [, , data] of tensors) {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  parts.push(bytes, Buffer.alloc(aligned(bytes.length) - bytes.length));
}
const file = Buffer.concat(parts);

const target = resolve(process.argv[2] ?? 'tests/support/fixtures/tiny-model.gguf');
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, file);
console.log(`Wrote ${target}: ${(file.length / 1024).toFixed(0)} KB, ${N_VOCAB} tokens.`);
