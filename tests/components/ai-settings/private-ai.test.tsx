import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { AI_CHOICE_STORAGE_KEY } from '@/lib/ai/choice';
import { PRIVATE_MODEL_FAILURES } from '@/lib/ai/private-download';
import { PRIVATE_MODELS } from '@/lib/ai/private-models';
import {
  installMemoryCaches,
  type MemoryCacheStorage,
} from '../../support/fakes/browser/cache-storage';
import { server } from '../../support/msw/server';
import { renderApp } from '../../support/render';
import { captureWarnings } from '../../support/console-guard';

/**
 * 'Private AI in this browser' in AI settings: the choice, what it says before anything downloads,
 * the download's progress, Cancel, the kept file and its removal, and one sentence for each way it
 * can fail. The model host is faked with msw and the browser's Cache API kept in memory; the
 * engine itself runs in the e2e story (tests/e2e/private-ai.spec.ts).
 */

const MODEL = PRIVATE_MODELS[0]!;
const MODEL_BYTES = 600_000;

/** A GGUF-looking file: the four magic bytes, then zeros. */
const ggufBytes = () => {
  const bytes = new Uint8Array(MODEL_BYTES);
  bytes.set([0x47, 0x47, 0x55, 0x46]);
  return bytes;
};

/** The model host: the file in chunks, each after `release` when held. */
function serveModel({ held = false }: { held?: boolean } = {}) {
  const seen = { requests: 0, release: () => {} };
  const gate = held ? new Promise<void>((resolve) => (seen.release = resolve)) : Promise.resolve();
  server.use(
    http.get(MODEL.url, () => {
      seen.requests += 1;
      const bytes = ggufBytes();
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(bytes.slice(0, 100_000));
          await gate;
          controller.enqueue(bytes.slice(100_000));
          controller.close();
        },
      });
      return new HttpResponse(body, { headers: { 'content-length': String(MODEL_BYTES) } });
    }),
  );
  return seen;
}

const open = () => renderApp({ route: `${paths.aiSettings}?choice=private` });
const downloadAndUse = () => screen.getByRole('button', { name: 'Download and use' });

let caches: MemoryCacheStorage;
let uninstall: () => void;
beforeEach(() => ({ storage: caches, uninstall } = installMemoryCaches()));
afterEach(() => {
  uninstall();
  document.head.querySelector('meta[http-equiv="Content-Security-Policy"]')?.remove();
  for (const name of ['onLine', 'deviceMemory', 'storage'])
    delete (navigator as unknown as Record<string, unknown>)[name];
});

const stubNavigator = (name: string, value: unknown) =>
  Object.defineProperty(navigator, name, { value, configurable: true });

describe('Private AI in this browser', () => {
  it('says what will happen before anything downloads: the model, its size, this device, slower', async () => {
    const host = serveModel();
    open();
    expect(await screen.findByRole('radio', { name: 'Private AI in this browser' })).toBeChecked();
    const models = within(screen.getByRole('group', { name: 'Which model' }));
    expect(models.getByRole('radio', { name: 'SmolLM2 360M Instruct' })).toBeChecked();
    expect(models.getByRole('radio', { name: 'Qwen2.5 1.5B Instruct' })).toBeVisible();
    expect(models.getByText(/271 MB · Apache 2.0 · Any laptop/)).toBeVisible();
    expect(models.getByRole('radio', { name: 'A model file from an address' })).toBeVisible();
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          /^SmolLM2 360M Instruct downloads to this browser, about 270 MB, once, and stays there for your next visits\. It runs on this device: your idea never leaves it\. It is slower than a hosted AI/.test(
            element.textContent ?? '',
          ),
      ),
    ).toBeVisible();
    expect(downloadAndUse()).toBeEnabled();
    // No Save: 'Download and use' is this choice's save, and nothing was asked of the host.
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(host.requests).toBe(0);
    expect(localStorage.getItem(AI_CHOICE_STORAGE_KEY)).toBeNull();
  });

  it('opened from the offer beside AI not connected, the page scrolls to what downloading means and its button', async () => {
    // jsdom has no layout: where the page scrolls is what scrollIntoView was asked of.
    const scrolledTo: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolledTo.push(this);
    });
    const { user } = renderApp({ route: paths.home });
    await user.click(await screen.findByRole('button', { name: /try it now/i }));
    await user.click(await screen.findByRole('link', { name: 'Use Private AI in this browser' }));

    expect(await screen.findByRole('radio', { name: 'Private AI in this browser' })).toBeChecked();
    // The consent and its button first, the progress and 'Back to your idea' below them: the
    // offer's presses need no scrolling (decision 094).
    await waitFor(() =>
      expect(
        scrolledTo.some(
          (element) =>
            element.contains(downloadAndUse()) &&
            /downloads to this browser/.test(element.textContent ?? ''),
        ),
      ).toBe(true),
    );
  });

  it('downloads with a progress bar, MB done and time left, keeps the model, uses it, and removes it saying how much that freed', async () => {
    const host = serveModel({ held: true });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Download and use' }));

    const bar = await screen.findByRole('progressbar', {
      name: 'Downloading SmolLM2 360M Instruct',
    });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '17'));
    expect(bar.getAttribute('aria-valuetext')).toMatch(/^0\.1 MB of 0\.6 MB · /);
    expect(screen.getByText(/^0\.1 MB of 0\.6 MB · /)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();

    host.release();
    expect(
      await screen.findByText(
        'Ready: SmolLM2 360M Instruct is kept in this browser (0.6 MB). New ideas go to: Private AI in this browser.',
      ),
    ).toBeVisible();
    expect(JSON.parse(localStorage.getItem(AI_CHOICE_STORAGE_KEY)!)).toEqual({
      kind: 'private',
      modelUrl: MODEL.url,
    });
    expect(caches.keptUrls()).toEqual([MODEL.url]);

    await user.click(screen.getByRole('button', { name: 'Remove the downloaded model' }));
    // It says which AI answers now (none in this test's build) and offers to choose one.
    expect(
      await screen.findByText(/^Removed the downloaded model: 0\.6 MB freed\./),
    ).toHaveTextContent('No AI is connected now: new ideas get general pointers.');
    await user.click(screen.getByRole('button', { name: 'Choose an AI' }));
    expect(screen.getAllByRole('radio')[0]).toHaveFocus();
    expect(caches.keptUrls()).toEqual([]);
    // Without its file the choice cannot answer: back to this copy's own AI.
    expect(localStorage.getItem(AI_CHOICE_STORAGE_KEY)).toBeNull();
    expect(host.requests).toBe(1);
  });

  it('a kept model is not downloaded again: it is used at once', async () => {
    const host = serveModel();
    await (await caches.open('clarity-private-ai')).put(MODEL.url, new Response(ggufBytes()));
    const { user } = open();
    expect(
      await screen.findByText('SmolLM2 360M Instruct is kept in this browser (0.6 MB).'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Use this model' }));
    expect(await screen.findByText(/^Ready: SmolLM2 360M Instruct is kept/)).toBeVisible();
    expect(host.requests).toBe(0);
  });

  it('Cancel stops the download: nothing is kept and the choice is unchanged', async () => {
    serveModel({ held: true });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Download and use' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(downloadAndUse()).toBeEnabled();
    expect(caches.keptUrls()).toEqual([]);
    expect(localStorage.getItem(AI_CHOICE_STORAGE_KEY)).toBeNull();
  });

  const failures: [string, () => void, keyof typeof PRIVATE_MODEL_FAILURES][] = [
    ['offline', () => stubNavigator('onLine', false), 'offline'],
    [
      'an address that answers with a web page',
      () => {
        server.use(
          http.get(MODEL.url, () => HttpResponse.text('<!doctype html><title>Hi</title>')),
        );
      },
      'not-gguf',
    ],
    [
      'no file at the address',
      () => {
        server.use(http.get(MODEL.url, () => new HttpResponse(null, { status: 404 })));
      },
      'not-found',
    ],
    [
      'not enough space',
      () => {
        stubNavigator('storage', { estimate: async () => ({ quota: 100e6, usage: 20e6 }) });
      },
      'space',
    ],
    ['too little memory', () => stubNavigator('deviceMemory', 0.25), 'memory'],
    [
      'a host the site’s policy does not allow',
      () => {
        const meta = document.createElement('meta');
        meta.httpEquiv = 'Content-Security-Policy';
        meta.content = "default-src 'self'; connect-src 'self'";
        document.head.append(meta);
      },
      'blocked',
    ],
    [
      'a server error',
      () => {
        server.use(http.get(MODEL.url, () => new HttpResponse(null, { status: 500 })));
      },
      'failed',
    ],
  ];

  it.each(failures)(
    'says why in one sentence when %s, and offers the other choices',
    async (_, arrange, reason) => {
      const warnings = captureWarnings();
      serveModel();
      arrange();
      const { user } = open();
      await user.click(await screen.findByRole('button', { name: 'Download and use' }));
      expect(
        await screen.findByText(
          `${PRIVATE_MODEL_FAILURES[reason]} You can try again, or choose another AI above.`,
        ),
      ).toBeVisible();
      expect(downloadAndUse()).toBeEnabled();
      expect(caches.keptUrls()).toEqual([]);
      expect(localStorage.getItem(AI_CHOICE_STORAGE_KEY)).toBeNull();
      expect(warnings).toHaveBeenCalledWith(
        'Clarity: the private model could not be downloaded.',
        expect.any(Error),
      );
    },
  );

  it('a model file from an address: a wrong one is refused, a .gguf address downloads', async () => {
    const address = 'http://localhost:8080/models/my-model.gguf';
    server.use(
      http.get(address, () =>
        HttpResponse.arrayBuffer(ggufBytes().buffer, {
          headers: { 'content-length': String(MODEL_BYTES) },
        }),
      ),
    );
    const { user } = open();
    await user.click(await screen.findByRole('radio', { name: 'A model file from an address' }));
    const field = screen.getByLabelText('Address of the .gguf file');
    await user.type(field, 'https://example.com/model.zip');
    await user.click(downloadAndUse());
    expect(
      await screen.findByText(
        'Enter the https:// address of a .gguf file, such as https://example.com/model.gguf.',
      ),
    ).toBeVisible();
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, address);
    await user.click(downloadAndUse());
    expect(await screen.findByText(/^Ready: my-model\.gguf is kept in this browser/)).toBeVisible();
    expect(JSON.parse(localStorage.getItem(AI_CHOICE_STORAGE_KEY)!)).toEqual({
      kind: 'private',
      modelUrl: address,
    });
  });
});
