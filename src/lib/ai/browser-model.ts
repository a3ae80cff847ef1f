import type { ChatMessage } from './prompts';

/**
 * The model built into the browser: the Prompt API's `LanguageModel` global, where the browser
 * offers one (docs/decisions/050-ai-settings-a-route-kept-in-the-browser.md). Only what Clarity
 * uses is typed here. The idea never leaves the device.
 */

export type BrowserModelAvailability = 'unavailable' | 'downloadable' | 'downloading' | 'available';

interface BrowserModelSession {
  promptStreaming(
    input: string,
    options?: { responseConstraint?: object; signal?: AbortSignal },
  ): ReadableStream<string>;
  destroy(): void;
}

interface DownloadMonitor {
  addEventListener(
    type: 'downloadprogress',
    listener: (event: Event & { loaded: number }) => void,
  ): void;
}

interface BrowserModelApi {
  availability(): Promise<BrowserModelAvailability>;
  create(options?: {
    initialPrompts?: { role: 'system'; content: string }[];
    signal?: AbortSignal;
    monitor?: (monitor: DownloadMonitor) => void;
  }): Promise<BrowserModelSession>;
}

/** The browser's `LanguageModel`, or null where there is none. */
export function browserModelApi(): BrowserModelApi | null {
  const api = (globalThis as { LanguageModel?: BrowserModelApi }).LanguageModel;
  return api && typeof api.availability === 'function' && typeof api.create === 'function'
    ? api
    : null;
}

export async function browserModelAvailability(): Promise<BrowserModelAvailability> {
  const api = browserModelApi();
  if (!api) return 'unavailable';
  try {
    return await api.availability();
  } catch {
    return 'unavailable';
  }
}

/**
 * Fetches the model onto this device (it needs a click: the browser asks for a person's action
 * before a download); `onProgress` gets 0..1.
 */
export async function downloadBrowserModel(onProgress: (loaded: number) => void): Promise<void> {
  const api = browserModelApi();
  if (!api) throw new Error('This browser has no built-in model.');
  const session = await api.create({
    monitor: (monitor) =>
      monitor.addEventListener('downloadprogress', (event) => onProgress(event.loaded)),
  });
  session.destroy();
}

export interface BrowserPrompt {
  messages: ChatMessage[];
  /** The JSON Schema the answer must follow (structured output); none for JSON mode or text. */
  schema: object | null;
  signal?: AbortSignal;
}

/** Streams one answer's pieces. The system message opens the session; the rest is the prompt. */
export async function* streamBrowserModel({
  messages,
  schema,
  signal,
}: BrowserPrompt): AsyncGenerator<string> {
  const api = browserModelApi();
  if (!api) throw new Error('This browser has no built-in model.');
  const system = messages.filter((message) => message.role === 'system');
  const session = await api.create({
    initialPrompts: system.map((message) => ({ role: 'system', content: message.content })),
    signal,
  });
  try {
    const input = messages
      .filter((message) => message.role !== 'system')
      .map((message) => message.content)
      .join('\n\n');
    const reader = session
      .promptStreaming(input, { ...(schema ? { responseConstraint: schema } : {}), signal })
      .getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      if (value) yield value;
    }
  } finally {
    session.destroy();
  }
}
