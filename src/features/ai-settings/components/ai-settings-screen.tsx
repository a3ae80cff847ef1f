import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormMessage } from '@/components/ui/field';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { getEnv } from '@/config/env';
import { paths } from '@/config/paths';
import {
  DEFAULT_AI_CHOICE,
  LOCAL_PRESETS,
  readAiChoice,
  writeAiChoice,
  type AiChoiceKind,
  type LocalPreset,
} from '@/lib/ai/choice';
import { resolveAiConnection, resolveAiEndpoint } from '@/lib/ai/connection';
import { useAiConnectionTestMutation } from '@/lib/api/ai/connection-test-mutation';
import { cn } from '@/lib/cn';
import {
  useBrowserModel,
  type BrowserModelState,
} from '@/features/ai-settings/hooks/use-browser-model';
import {
  CHOICE_LABELS,
  choiceFromForm,
  formFromChoice,
  withPreset,
  type AiSettingsForm,
} from '@/features/ai-settings/model/form';
import { ConnectionTestResult } from './connection-test-result';
import { Icon } from '@/components/ui/icon';

import { EndpointFields, type EndpointField } from './endpoint-fields';

/** What 'Clarity's AI' means in this copy of Clarity, in a person's words. */
function defaultDescription(): string {
  const env = getEnv();
  const connection = resolveAiConnection(env, DEFAULT_AI_CHOICE);
  switch (connection.kind) {
    case 'edge-function':
      return 'The AI service this copy of Clarity provides. Your idea goes through Clarity’s server to it.';
    case 'not-connected':
      return 'This copy of Clarity has no AI of its own, so this means examples only.';
    default: {
      const endpoint = resolveAiEndpoint(env, null, DEFAULT_AI_CHOICE);
      return `The AI service this copy of Clarity is set up with${endpoint ? ` (${new URL(endpoint.baseURL).host})` : ''}.`;
    }
  }
}

const DESCRIPTIONS: Record<Exclude<AiChoiceKind, 'default'>, string> = {
  own: 'Any service that speaks the OpenAI API, with your own key. Your idea goes from this browser straight to that service.',
  local: 'Ollama or LM Studio running on this computer. Your idea does not leave this computer.',
  browser: 'The model that comes with this browser. Your idea does not leave this device.',
  none: 'General examples instead of advice about your idea. Nothing is sent anywhere.',
};

function ChoiceOption({
  kind,
  checked,
  description,
  onSelect,
}: {
  kind: AiChoiceKind;
  checked: boolean;
  description: string;
  onSelect: (kind: AiChoiceKind) => void;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={cn(
        'rounded-control border-line hover:border-brand-300 grid cursor-pointer grid-cols-[auto_1fr] gap-x-3 gap-y-1 border p-4 transition-colors',
        checked && 'border-brand-600 bg-brand-50',
      )}
    >
      <input
        id={id}
        type="radio"
        name="ai-choice"
        value={kind}
        checked={checked}
        onChange={() => onSelect(kind)}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-description`}
        className="accent-brand-600 mt-1 size-4 shrink-0"
      />
      <span id={`${id}-label`} className="text-ink font-semibold">
        {CHOICE_LABELS[kind]}
      </span>
      <span id={`${id}-description`} className="text-ink-muted col-start-2 text-sm">
        {description}
      </span>
    </label>
  );
}

/** A command or a name to type; a long one (a command with this site's address) may wrap anywhere. */
function Code({ children, long = false }: { children: ReactNode; long?: boolean }) {
  return (
    <code
      className={cn(
        'bg-surface-sunken text-ink rounded px-1.5 py-0.5 font-mono text-sm',
        long ? 'break-all' : 'whitespace-nowrap',
      )}
    >
      {children}
    </code>
  );
}

/** The one setting each program needs before a web page may talk to it (CORS), plainly. */
function CorsNote({ preset }: { preset: LocalPreset }) {
  const origin = window.location.origin;
  return (
    <div className="rounded-control border-brand-200 bg-brand-50 text-brand-900 flex flex-col gap-2 border p-4 text-sm">
      <p className="font-semibold">One setting first</p>
      {preset === 'ollama' ? (
        <>
          <p>
            Ollama only answers web pages it is told to trust. Quit Ollama, then start it from a
            terminal with this site allowed:
          </p>
          <p>
            <Code long>OLLAMA_ORIGINS={origin} ollama serve</Code>
          </p>
          <p>
            Or set <Code>OLLAMA_ORIGINS</Code> to <Code long>{origin}</Code> in your system’s
            environment variables and restart Ollama. The model’s name is the one{' '}
            <Code>ollama list</Code> shows.
          </p>
        </>
      ) : (
        <p>
          In LM Studio, open the Developer tab, turn on <strong>Enable CORS</strong> in the server
          settings, and start the server. The model’s name is the one LM Studio shows for the loaded
          model.
        </p>
      )}
    </div>
  );
}

function BrowserModelStatus({ model }: { model: BrowserModelState }) {
  const { availability, progress, error, download } = model;
  if (availability === null)
    return <p className="text-ink-muted text-sm">Checking the built-in model…</p>;
  if (availability === 'unavailable')
    return (
      <FormMessage tone="info">
        This browser cannot run its built-in model on this device.
      </FormMessage>
    );
  if (availability === 'available')
    return (
      <p className="text-success-700 text-sm font-medium">
        The built-in model is ready on this device.
      </p>
    );
  return (
    <div className="flex flex-col gap-3">
      <p className="text-ink-muted text-sm">
        The browser has to download the model once before it can be used. It is large: use a good
        connection.
      </p>
      {progress !== null ? (
        <Progress
          value={Math.round(progress * 100)}
          label="Downloading the built-in model"
          valueText={`${Math.round(progress * 100)}%`}
        />
      ) : null}
      <div aria-live="polite" className="text-ink-muted text-sm">
        {progress !== null ? `Downloading… ${Math.round(progress * 100)}%` : null}
      </div>
      {error ? <FormMessage>{error}</FormMessage> : null}
      <Button
        variant="outline"
        className="self-start"
        onClick={download}
        disabled={progress !== null}
      >
        Download the model
      </Button>
    </div>
  );
}

/**
 * 'AI settings' (docs/decisions/050-ai-settings-a-route-kept-in-the-browser.md): where this
 * browser sends ideas. The choice and any key stay in this browser; a key goes to its own address
 * only.
 */
export function AiSettingsScreen() {
  const navigate = useNavigate();
  const browserModel = useBrowserModel();
  const [form, setForm] = useState<AiSettingsForm>(() => formFromChoice(readAiChoice()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const test = useAiConnectionTestMutation();
  const ids = { own: useId(), local: useId() };

  const deploymentConnected =
    resolveAiConnection(getEnv(), DEFAULT_AI_CHOICE).kind !== 'not-connected';
  const kinds: AiChoiceKind[] = [
    'default',
    'own',
    'local',
    // Offered only where the browser has one (or where it was chosen before and is now gone).
    ...(browserModel.supported || form.kind === 'browser' ? (['browser'] as const) : []),
    'none',
  ];
  const canTest =
    form.kind === 'own' ||
    form.kind === 'local' ||
    (form.kind === 'browser' && browserModel.availability === 'available') ||
    (form.kind === 'default' && deploymentConnected);

  const update = (next: AiSettingsForm) => {
    setForm(next);
    setSaved(null);
    test.reset();
  };
  const setOwn = (field: EndpointField, value: string) =>
    update({ ...form, own: { ...form.own, [field]: value } });
  // The local form has no key field to change.
  const setLocal = (field: EndpointField, value: string) =>
    update({ ...form, local: { ...form.local, [field]: value } });

  /** The form's choice if it is complete; else its errors are shown and focus goes to the first. */
  const checkedChoice = () => {
    const result = choiceFromForm(form);
    if (result.ok) {
      setErrors({});
      return result.choice;
    }
    setErrors({ [result.field]: result.message });
    document
      .getElementById(`${form.kind === 'own' ? ids.own : ids.local}-${result.field}`)
      ?.focus();
    return null;
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const choice = checkedChoice();
    if (!choice) return;
    try {
      writeAiChoice(choice);
      setSaved(`Saved. New ideas go to: ${CHOICE_LABELS[choice.kind]}.`);
    } catch (error) {
      console.warn('Clarity: the AI settings could not be kept.', error);
      setSaved(null);
      setErrors({
        form: 'This browser does not let Clarity keep settings, so the choice was not saved.',
      });
    }
  };

  const runTest = () => {
    const choice = checkedChoice();
    if (choice) test.mutate(choice);
  };

  const location = useLocation();
  // Back to the page of the app this was opened from; opened first (a link from elsewhere, a new
  // tab), home instead of out of the app.
  const goBack = () => (location.key !== 'default' ? navigate(-1) : navigate(paths.home));

  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 focus:outline-none sm:py-12"
    >
      <div>
        <Button variant="ghost" onClick={goBack} className="-ml-3">
          <Icon name="chevron-left" />
          Back
        </Button>
      </div>
      <header className="flex flex-col gap-2">
        <h1 className="font-display text-ink text-3xl font-bold sm:text-4xl">AI settings</h1>
        <p className="text-ink-muted">
          Choose where your ideas are sent to be clarified. This choice is kept in this browser
          only.
        </p>
      </header>

      <Card className="p-5 sm:p-6">
        <form onSubmit={save} noValidate className="flex flex-col gap-6">
          <fieldset className="flex flex-col gap-3">
            <legend className="text-ink mb-3 text-lg font-semibold">
              Where your ideas are sent
            </legend>
            {kinds.map((kind) => (
              <ChoiceOption
                key={kind}
                kind={kind}
                checked={form.kind === kind}
                description={kind === 'default' ? defaultDescription() : DESCRIPTIONS[kind]}
                onSelect={(next) => {
                  setErrors({});
                  update({ ...form, kind: next });
                }}
              />
            ))}
          </fieldset>

          {form.kind === 'own' ? (
            <div className="flex flex-col gap-4">
              <EndpointFields
                idPrefix={ids.own}
                values={form.own}
                errors={errors}
                onChange={setOwn}
                baseUrlHint="Usually ends in /v1, for example https://api.openai.com/v1."
                baseUrlPlaceholder="https://api.openai.com/v1"
                modelPlaceholder="gpt-4o-mini"
              />
            </div>
          ) : null}

          {form.kind === 'local' ? (
            <div className="flex flex-col gap-4">
              <fieldset className="flex flex-col gap-2">
                <legend className="text-ink mb-2 text-sm font-semibold">Which program</legend>
                <div className="flex flex-wrap gap-3">
                  {(Object.keys(LOCAL_PRESETS) as LocalPreset[]).map((preset) => (
                    <label
                      key={preset}
                      className={cn(
                        'rounded-control border-line min-h-target flex cursor-pointer items-center gap-2 border px-4',
                        form.local.preset === preset && 'border-brand-600 bg-brand-50',
                      )}
                    >
                      <input
                        type="radio"
                        name="local-preset"
                        value={preset}
                        checked={form.local.preset === preset}
                        onChange={() => update({ ...form, local: withPreset(form.local, preset) })}
                        className="accent-brand-600 size-4"
                      />
                      {LOCAL_PRESETS[preset].label}
                    </label>
                  ))}
                </div>
              </fieldset>
              <CorsNote preset={form.local.preset} />
              <EndpointFields
                idPrefix={ids.local}
                values={form.local}
                errors={errors}
                onChange={setLocal}
                modelPlaceholder={LOCAL_PRESETS[form.local.preset].model}
              />
            </div>
          ) : null}

          {form.kind === 'browser' ? <BrowserModelStatus model={browserModel} /> : null}

          {errors.form ? <FormMessage>{errors.form}</FormMessage> : null}

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {canTest ? (
              <Button type="button" variant="outline" onClick={runTest} disabled={test.isPending}>
                {test.isPending ? <Spinner className="size-4" /> : null}
                Test connection
              </Button>
            ) : null}
            <Button type="submit">Save</Button>
          </div>

          <div aria-live="polite" className="flex flex-col gap-3 empty:hidden">
            {saved ? <p className="text-success-700 text-sm font-medium">{saved}</p> : null}
            <ConnectionTestResult test={test} />
          </div>
        </form>
      </Card>

      <p className="text-ink-muted text-sm">
        {/* The privacy page says, for each choice, where an idea goes and what is kept where. */}
        <Link
          to={paths.privacy}
          className="text-brand-700 font-medium underline underline-offset-4"
        >
          Privacy: where your ideas go
        </Link>
      </p>
    </main>
  );
}
