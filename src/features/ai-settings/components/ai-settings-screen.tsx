import { useId, useState, type FormEvent } from 'react';
import {
  Link,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormMessage } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { getEnv } from '@/config/env';
import { paths } from '@/config/paths';
import {
  DEFAULT_AI_CHOICE,
  LOCAL_PRESETS,
  readAiChoice,
  writeAiChoice,
  type AiChoiceKind,
} from '@/lib/ai/choice';
import { resolveAiConnection } from '@/lib/ai/connection';
import { useAiConnectionTestMutation } from '@/lib/api/ai/connection-test-mutation';
import { useBrowserModel } from '@/features/ai-settings/hooks/use-browser-model';
import {
  CHOICE_LABELS,
  choiceFromForm,
  formFromChoice,
  withPreset,
  type AiSettingsForm,
} from '@/features/ai-settings/model/form';
import { Icon } from '@/components/ui/icon';
import { BrowserModelStatus } from './browser-model-status';
import { ChoiceOption } from './choice-option';
import { ConnectionTestResult } from './connection-test-result';
import { choiceDescription } from '@/features/ai-settings/model/descriptions';
import { EndpointFields, type EndpointField } from './endpoint-fields';
import { CorsNote, LocalProgramPicker } from './local-program';
import { PrivateAiPanel } from './private-ai-panel';

/**
 * 'AI settings' (docs/decisions/050-ai-settings-a-route-kept-in-the-browser.md): where this
 * browser sends ideas. The choice and any key stay in this browser; a key goes to its own address
 * only.
 */
export function AiSettingsScreen() {
  const navigate = useNavigate();
  const browserModel = useBrowserModel();
  const [searchParams] = useSearchParams();
  // '?choice=private': opened from the offer beside a notice that no AI answered, with that
  // choice shown and brought into view (not on Back, which returns to where the page was left).
  const navigationType = useNavigationType();
  const offered = searchParams.get('choice') === 'private';
  const arrivedFromOffer = offered && navigationType !== 'POP';
  const [form, setForm] = useState<AiSettingsForm>(() => {
    const form = formFromChoice(readAiChoice());
    return offered ? { ...form, kind: 'private' } : form;
  });
  const stored = readAiChoice();
  const privateUrl = stored.kind === 'private' ? stored.modelUrl : null;
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
    'private',
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
                description={choiceDescription(kind)}
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
              <LocalProgramPicker
                value={form.local.preset}
                onChange={(preset) => update({ ...form, local: withPreset(form.local, preset) })}
              />
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

          {form.kind === 'private' ? (
            <PrivateAiPanel
              initialUrl={privateUrl}
              bringIntoView={arrivedFromOffer}
              {...(offered ? { onBack: goBack } : {})}
            />
          ) : null}

          {errors.form ? <FormMessage>{errors.form}</FormMessage> : null}

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {canTest ? (
              <Button type="button" variant="outline" onClick={runTest} disabled={test.isPending}>
                {test.isPending ? <Spinner className="size-4" /> : null}
                Test connection
              </Button>
            ) : null}
            {/* 'Download and use' is the private choice's own save. */}
            {form.kind === 'private' ? null : <Button type="submit">Save</Button>}
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
