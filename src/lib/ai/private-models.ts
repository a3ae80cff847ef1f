import type { AppEnv } from '@/config/env';

/**
 * The models 'Private AI in this browser' offers (docs/decisions/067-private-ai-in-the-page.md):
 * small, openly licensed instruct models in GGUF from Hugging Face, run by the page itself. Sizes
 * are the files' as the hub lists them; the download shows the real one as it goes. A deployment
 * may put its own copy first with VITE_PRIVATE_AI_MODEL_URL.
 */

export interface PrivateModel {
  /** The file's address; the browser keeps the file under it, so a new version needs a new one. */
  url: string;
  name: string;
  /** Bytes, for 'about … MB, once' before anything downloads. */
  bytes: number;
  licence: string;
  goodFor: string;
}

const MB = 1_000_000;

export const PRIVATE_MODELS: readonly PrivateModel[] = [
  {
    url: 'https://huggingface.co/mradermacher/SmolLM2-360M-Instruct-GGUF/resolve/main/SmolLM2-360M-Instruct.Q4_K_M.gguf',
    name: 'SmolLM2 360M Instruct',
    bytes: 271 * MB,
    licence: 'Apache 2.0',
    goodFor: 'Any laptop or recent phone: quick, short answers.',
  },
  {
    url: 'https://huggingface.co/Qwen/Qwen2.5-1.5B-Instruct-GGUF/resolve/main/qwen2.5-1.5b-instruct-q4_k_m.gguf',
    name: 'Qwen2.5 1.5B Instruct',
    bytes: 1_120 * MB,
    licence: 'Apache 2.0',
    goodFor: 'Better, more specific answers on a computer with 4 GB of memory to spare.',
  },
];

/** The name a model file at `url` goes by: a listed model's, else the file's own name. */
export function privateModelName(url: string): string {
  const listed = PRIVATE_MODELS.find((model) => model.url === url);
  if (listed) return listed.name;
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').pop() || url);
  } catch {
    return url;
  }
}

/** The models to offer, the deployment's own first when it names one. */
export function privateModelsFor(env: AppEnv): PrivateModel[] {
  const own = env.ai.privateModelUrl;
  if (!own || PRIVATE_MODELS.some((model) => model.url === own)) {
    const listed = [...PRIVATE_MODELS];
    if (own) listed.sort((a, b) => Number(b.url === own) - Number(a.url === own));
    return listed;
  }
  return [
    {
      url: own,
      name: privateModelName(own),
      // Unknown until the download starts; the consent says so.
      bytes: 0,
      licence: 'Chosen by this copy of Clarity',
      goodFor: 'The model this copy of Clarity suggests.',
    },
    ...PRIVATE_MODELS,
  ];
}

/** '270 MB', '1.1 GB': a size in words a person reads at a glance. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1_000 * MB) return `${(bytes / (1_000 * MB)).toFixed(1)} GB`;
  if (bytes >= 10 * MB) return `${Math.round(bytes / MB)} MB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

/** 'about 270 MB, once', rounded down to tens of MB like a person would say it. */
export function aboutSize(bytes: number): string {
  if (bytes <= 0) return 'its size is shown once the download starts';
  const rounded =
    bytes >= 100 * MB && bytes < 1_000 * MB ? Math.floor(bytes / (10 * MB)) * 10 * MB : bytes;
  return `about ${formatBytes(rounded)}, once`;
}
