import { Field, Input } from '@/components/ui/field';

export type EndpointField = 'baseUrl' | 'model' | 'apiKey';

/**
 * The address, model and (for a service of one's own) key of an OpenAI-compatible endpoint: the
 * same fields for 'My own AI service' and 'A model on this computer'. Each input's id is
 * `{idPrefix}-{field}`, so a form error can move focus to it.
 */
export function EndpointFields({
  idPrefix,
  values,
  errors,
  onChange,
  baseUrlHint,
  baseUrlPlaceholder,
  modelPlaceholder,
}: {
  idPrefix: string;
  /** The key's field is shown only when the values carry one. */
  values: { baseUrl: string; model: string; apiKey?: string };
  errors: Partial<Record<EndpointField, string>>;
  onChange: (field: EndpointField, value: string) => void;
  baseUrlHint?: string;
  baseUrlPlaceholder?: string;
  modelPlaceholder: string;
}) {
  const typed = { autoComplete: 'off', spellCheck: false } as const;
  return (
    <>
      <Field
        id={`${idPrefix}-baseUrl`}
        label="Address (base URL)"
        hint={baseUrlHint}
        error={errors.baseUrl}
      >
        {(control) => (
          <Input
            {...control}
            {...typed}
            type="url"
            inputMode="url"
            placeholder={baseUrlPlaceholder}
            value={values.baseUrl}
            onChange={(event) => onChange('baseUrl', event.target.value)}
          />
        )}
      </Field>
      <Field id={`${idPrefix}-model`} label="Model" error={errors.model}>
        {(control) => (
          <Input
            {...control}
            {...typed}
            placeholder={modelPlaceholder}
            value={values.model}
            onChange={(event) => onChange('model', event.target.value)}
          />
        )}
      </Field>
      {values.apiKey !== undefined ? (
        <Field
          id={`${idPrefix}-apiKey`}
          label="API key (optional)"
          hint="Kept in this browser only, and sent only to the address above — never to Clarity’s servers."
          error={errors.apiKey}
        >
          {(control) => (
            <Input
              {...control}
              {...typed}
              type="password"
              value={values.apiKey}
              onChange={(event) => onChange('apiKey', event.target.value)}
            />
          )}
        </Field>
      ) : null}
    </>
  );
}
