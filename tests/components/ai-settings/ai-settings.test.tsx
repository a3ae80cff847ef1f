import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { AI_CHOICE_STORAGE_KEY } from '@/lib/ai/choice';
import { resetFormatDowngrade } from '@/lib/ai/complete';
import { server } from '../../support/msw/server';
import { errorAnswer, streamedAnswer, tokens } from '../../support/fakes/ai/fake-ai';
import { aiCompletions } from '../../support/fakes/ai/msw';
import { validClarification } from '../../support/fixtures/ai';
import { renderApp } from '../../support/render';
import { captureWarnings } from '../../support/console-guard';

// The SDK loads on the first test; a busy machine needs a moment.
configure({ asyncUtilTimeout: 10_000 });

const OWN_BASE = 'https://own-ai.test/v1';
const OWN_COMPLETIONS = `${OWN_BASE}/chat/completions`;

const open = () => renderApp({ route: paths.aiSettings });

async function chooseOwnService(user: ReturnType<typeof open>['user'], key = 'my-own-key') {
  await user.click(await screen.findByRole('radio', { name: 'My own AI service' }));
  await user.type(screen.getByLabelText('Address (base URL)'), OWN_BASE);
  await user.type(screen.getByLabelText('Model'), 'gpt-4o-mini');
  if (key) await user.type(screen.getByLabelText('API key (optional)'), key);
}

const testConnection = (user: ReturnType<typeof open>['user']) =>
  user.click(screen.getByRole('button', { name: 'Test connection' }));

/** The answer's status area, where the test's outcome is said. */
const failure = () => screen.findByText(/^Failed:/);

afterEach(() => {
  resetFormatDowngrade();
  document.head.querySelector('meta[http-equiv="Content-Security-Policy"]')?.remove();
  delete (globalThis as { LanguageModel?: unknown }).LanguageModel;
});

describe('AI settings', () => {
  it('offers every choice but the browser’s model where the browser has none, and says where a key goes', async () => {
    const { user } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'AI settings' })).toBeVisible();
    const choices = within(screen.getByRole('group', { name: 'Where your ideas are sent' }));
    expect(choices.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'default',
      'own',
      'local',
      'private',
      'none',
    ]);
    // A build with no AI configured: the default means the examples, and there is nothing to test.
    expect(choices.getByRole('radio', { name: 'Clarity’s AI' })).toBeChecked();
    expect(screen.getByText(/has no AI of its own, so this means examples only/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Test connection' })).not.toBeInTheDocument();

    await user.click(choices.getByRole('radio', { name: 'My own AI service' }));
    expect(
      screen.getByText(
        'Kept in this browser only, and sent only to the address above — never to Clarity’s servers.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Privacy: where your ideas go' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('tests and saves my own service: the key goes to that address alone', async () => {
    const ai = aiCompletions('ok', OWN_COMPLETIONS);
    server.use(ai.handler);
    const { user } = open();
    await chooseOwnService(user);
    await testConnection(user);

    expect(await screen.findByText(/^Connected: gpt-4o-mini answered in/)).toBeVisible();
    expect(screen.getByText('Structured answers work.')).toBeVisible();
    expect(ai.requests).toHaveLength(1);
    expect(ai.requests[0]!.headers.get('authorization')).toBe('Bearer my-own-key');
    // The same request an idea makes: the clarification's prompts and strict schema.
    expect(ai.requests[0]!.body.response_format?.json_schema?.name).toBe('clarified_idea');
    expect(ai.requests[0]!.body.messages.at(-1)!.content).toContain('<idea>');
    // Tested, not yet kept.
    expect(localStorage.getItem(AI_CHOICE_STORAGE_KEY)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. New ideas go to: My own AI service.')).toBeVisible();
    expect(JSON.parse(localStorage.getItem(AI_CHOICE_STORAGE_KEY)!)).toEqual({
      kind: 'own',
      baseUrl: OWN_BASE,
      model: 'gpt-4o-mini',
      apiKey: 'my-own-key',
    });
  });

  it('says when structured output is missing and JSON mode is used instead', async () => {
    const warnings = captureWarnings();
    const ai = aiCompletions(
      [
        () =>
          new Response('{"error":{"message":"response_format json_schema is not supported"}}', {
            status: 400,
            headers: { 'content-type': 'application/json' },
          }),
        () => streamedAnswer(tokens(JSON.stringify(validClarification), 30)),
      ],
      OWN_COMPLETIONS,
    );
    server.use(ai.handler);
    const { user } = open();
    await chooseOwnService(user, '');
    await testConnection(user);

    expect(await screen.findByText(/Structured answers are not offered/)).toHaveTextContent(
      'JSON mode',
    );
    expect(ai.requests.map((request) => request.body.response_format?.type)).toEqual([
      'json_schema',
      'json_object',
    ]);
    // No key typed: no Authorization header at all.
    expect(ai.requests[1]!.headers.get('authorization')).toBeNull();
    expect(warnings).toHaveBeenCalledWith(
      'Clarity: the AI provider rejected response_format "json_schema"; using "json_object" from now on.',
    );
  });

  it('says a refused key, an unknown model and a wrong address apart', async () => {
    const warnings = captureWarnings();
    const { user } = open();
    await chooseOwnService(user);

    server.use(http.post(OWN_COMPLETIONS, () => errorAnswer(401)));
    await testConnection(user);
    expect(await failure()).toHaveTextContent(
      'The service refused the request (401). Check the API key.',
    );

    server.use(
      http.post(OWN_COMPLETIONS, () =>
        HttpResponse.json(
          { error: { message: 'The model `gpt-4o-mini` does not exist', code: 'model_not_found' } },
          { status: 404 },
        ),
      ),
    );
    await testConnection(user);
    expect(await screen.findByText(/does not know the model “gpt-4o-mini”/)).toBeVisible();

    server.use(http.post(OWN_COMPLETIONS, () => new HttpResponse(null, { status: 404 })));
    await testConnection(user);
    expect(
      await screen.findByText(
        /Nothing was found at https:\/\/own-ai\.test\/v1\/chat\/completions \(404\)/,
      ),
    ).toBeVisible();
    expect(warnings).toHaveBeenCalledTimes(3);
    expect(warnings).toHaveBeenCalledWith(
      'Clarity: the AI connection test failed.',
      expect.any(Error),
    );
  });

  it('tells nothing answering from a service that refuses web pages (CORS)', async () => {
    const warnings = captureWarnings();
    const { user } = open();
    await chooseOwnService(user);

    // The browser reports both alike (a failed fetch); a plain probe tells them apart.
    server.use(
      http.post(OWN_COMPLETIONS, () => HttpResponse.error()),
      http.get(OWN_BASE, () => HttpResponse.error()),
    );
    await testConnection(user);
    expect(await failure()).toHaveTextContent(
      'Nothing answered at https://own-ai.test. Check the address.',
    );

    server.use(http.get(OWN_BASE, () => new HttpResponse('hello')));
    await testConnection(user);
    expect(
      await screen.findByText(/does not accept requests from web pages \(CORS\)/),
    ).toBeVisible();
    expect(warnings).toHaveBeenCalledWith(
      'Clarity: the AI connection test failed.',
      expect.any(Error),
    );
  });

  it('says so, and sends nothing, when the page’s security rules block the address', async () => {
    const meta = document.createElement('meta');
    meta.httpEquiv = 'Content-Security-Policy';
    meta.content = "default-src 'self'; connect-src 'self' https: http://localhost:*";
    document.head.append(meta);
    const ai = aiCompletions('ok', 'http://192.168.1.20:8080/v1/chat/completions');
    server.use(ai.handler);
    const { user } = open();
    await user.click(await screen.findByRole('radio', { name: 'My own AI service' }));
    await user.type(screen.getByLabelText('Address (base URL)'), 'http://192.168.1.20:8080/v1');
    await user.type(screen.getByLabelText('Model'), 'm');
    await testConnection(user);

    expect(await failure()).toHaveTextContent(
      'This site’s security rules do not allow connecting to http://192.168.1.20:8080, so nothing was sent.',
    );
    expect(ai.requests).toHaveLength(0);
  });

  it('refuses an address that is not one, at the field', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('radio', { name: 'My own AI service' }));
    await user.type(screen.getByLabelText('Address (base URL)'), 'api.openai.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const address = screen.getByLabelText('Address (base URL)');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(/Enter an address that starts with http/);
    expect(address).toHaveFocus();
    expect(localStorage.getItem(AI_CHOICE_STORAGE_KEY)).toBeNull();
  });

  it('a model on this computer: each program’s CORS setting, its address, and no key', async () => {
    const ai = aiCompletions('ok', 'http://localhost:1234/v1/chat/completions');
    server.use(ai.handler);
    const { user } = open();
    await user.click(await screen.findByRole('radio', { name: 'A model on this computer' }));
    expect(screen.getByRole('radio', { name: 'Ollama' })).toBeChecked();
    expect(screen.getByLabelText('Address (base URL)')).toHaveValue('http://localhost:11434/v1');
    expect(screen.getByText(`OLLAMA_ORIGINS=${window.location.origin} ollama serve`)).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'LM Studio' }));
    expect(screen.getByLabelText('Address (base URL)')).toHaveValue('http://localhost:1234/v1');
    expect(screen.getByText('Enable CORS')).toBeVisible();
    await user.type(screen.getByLabelText('Model'), 'qwen2.5-7b-instruct');
    await testConnection(user);

    expect(await screen.findByText(/^Connected: gpt-4o-mini answered in/)).toBeVisible();
    expect(ai.requests[0]!.headers.get('authorization')).toBeNull();
    expect(ai.requests[0]!.body.model).toBe('qwen2.5-7b-instruct');
  });

  it('the browser’s built-in model: downloaded with progress, then answering through its JSON constraint', async () => {
    const prompts: { input: string; constraint: unknown; system: string }[] = [];
    let state = 'downloadable';
    (globalThis as { LanguageModel?: unknown }).LanguageModel = {
      availability: () => Promise.resolve(state),
      create: (options: {
        initialPrompts?: { content: string }[];
        monitor?: (target: EventTarget) => void;
      }) => {
        const monitor = new EventTarget();
        options.monitor?.(monitor);
        for (const loaded of [0.5, 1]) {
          monitor.dispatchEvent(Object.assign(new Event('downloadprogress'), { loaded }));
        }
        state = 'available';
        return Promise.resolve({
          destroy: () => undefined,
          promptStreaming: (input: string, opts: { responseConstraint?: unknown }) => {
            prompts.push({
              input,
              constraint: opts.responseConstraint,
              system: options.initialPrompts?.[0]?.content ?? '',
            });
            return new ReadableStream<string>({
              start(controller) {
                for (const piece of tokens(JSON.stringify(validClarification), 20))
                  controller.enqueue(piece);
                controller.close();
              },
            });
          },
        });
      },
    };
    const { user } = open();
    await user.click(await screen.findByRole('radio', { name: 'Built into this browser' }));
    expect(await screen.findByText(/has to download the model once/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Test connection' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download the model' }));
    expect(await screen.findByText('The built-in model is ready on this device.')).toBeVisible();
    await testConnection(user);

    expect(await screen.findByText(/^Connected: built-in browser model answered in/)).toBeVisible();
    expect(screen.getByText('Structured answers work.')).toBeVisible();
    expect(prompts).toHaveLength(1);
    expect(prompts[0]!.input).toContain('<idea>');
    expect(prompts[0]!.constraint).toMatchObject({ type: 'object', required: expect.any(Array) });
    expect(prompts[0]!.system).not.toBe('');
  });

  it('no AI: saved, nothing to test, and the journey says so with a way back here', async () => {
    const { user, router } = open();
    await user.click(await screen.findByRole('radio', { name: 'No AI (examples only)' }));
    expect(screen.queryByRole('button', { name: 'Test connection' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. New ideas go to: No AI (examples only).')).toBeVisible();

    await router.navigate(paths.home);
    await user.click(await screen.findByRole('button', { name: /try it now/i }));
    expect(screen.getByRole('link', { name: 'AI settings' })).toHaveAttribute(
      'href',
      paths.aiSettings,
    );
    await user.type(screen.getByRole('textbox', { name: 'Share Your Idea' }), 'A plant diary');
    await user.click(screen.getByRole('button', { name: "Let's go!" }));
    const notice = await screen.findByText(/The AI is not connected/);
    await user.click(
      within(notice.closest('[role="status"]')!).getByRole('link', { name: 'AI settings' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.aiSettings));
    expect(await screen.findByRole('radio', { name: 'No AI (examples only)' })).toBeChecked();
  });

  it('Back returns to the idea input it was opened from, even with nothing typed yet', async () => {
    const { user, router } = renderApp({ route: paths.home });
    await user.click(await screen.findByRole('button', { name: /try it now/i }));
    const inputHeading = { level: 1, name: "What's on your mind?" } as const;
    expect(await screen.findByRole('heading', inputHeading)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'AI settings' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', inputHeading)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Share Your Idea' })).toHaveValue('');

    // The browser's own Back does the same.
    await user.click(screen.getByRole('link', { name: 'AI settings' }));
    await screen.findByRole('heading', { level: 1, name: 'AI settings' });
    await router.navigate(-1);
    expect(await screen.findByRole('heading', inputHeading)).toBeInTheDocument();
    // And Back from there is the landing page, as before.
    await router.navigate(-1);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'From Chaos to Clarity.' }),
    ).toBeInTheDocument();
  });
});
