import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type * as z from 'zod/mini';
import { useHydrated } from '@/lib/use-hydrated';
import { validateForm, type FieldErrors } from '@/lib/validation/form-errors';
import { authErrorMessage } from '../model/auth-errors';

type Values = Record<string, string>;

interface AuthFormOptions<Input extends Values, Output> {
  schema: z.ZodMiniType<Output, Input>;
  initialValues: Input;
  /** Runs with the validated values; a thrown error becomes the form's message. */
  onSubmit: (values: Output) => Promise<void>;
  /** Words for a failure; by default the backend's own (docs/product.md §7.5). */
  errorMessage?: (error: unknown) => string;
}

/**
 * A small controlled form for the account screens: validation with the shared zod schemas,
 * messages beside their fields, focus on the first field in error, one request at a time, and
 * the typed values kept whatever happens.
 */
export function useAuthForm<Input extends Values, Output>({
  schema,
  initialValues,
  onSubmit,
  errorMessage = authErrorMessage,
}: AuthFormOptions<Input, Output>) {
  const [values, setValues] = useState<Input>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Input>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // A second click lands before React re-renders the disabled button; this catches it.
  const inFlight = useRef(false);
  const controls = useRef(new Map<keyof Input, HTMLInputElement>());
  const fieldOrder = Object.keys(initialValues) as (keyof Input & string)[];
  // On a prerendered page the fields take typing once the app's code runs them: text typed into the
  // bare HTML while React adopted the page could be dropped from the form's values or the field
  // (docs/decisions/055-app-code-after-the-first-paint.md).
  const hydrated = useHydrated();

  const input = <Name extends keyof Input & string>(name: Name) => ({
    name,
    value: values[name],
    readOnly: !hydrated,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      // The message was about what was there before; editing is the answer to it.
      setErrors((current) => {
        if (!(name in current)) return current;
        const next = { ...current };
        delete next[name];
        return next;
      });
    },
    ref: (element: HTMLInputElement | null) => {
      if (element) controls.current.set(name, element);
      else controls.current.delete(name);
    },
  });

  /** Runs an action that is not the form's submit (e.g. "Continue with Google") with the same guard. */
  const runExclusive = async (
    action: () => Promise<void>,
    failureMessage?: (error: unknown) => string,
  ) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setFormError(null);
    try {
      await action();
    } catch (error) {
      setFormError((failureMessage ?? errorMessage)(error));
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const result = validateForm(schema, values);
    if (!result.success) {
      // Render the messages first, so the field that gets focus is already described by its error.
      flushSync(() => {
        setErrors(result.errors);
        setFormError(null);
      });
      const first = fieldOrder.find((name) => result.errors[name]);
      if (first) controls.current.get(first)?.focus();
      return;
    }
    setErrors({});
    void runExclusive(() => onSubmit(result.data as Output));
  };

  return { values, errors, formError, setFormError, pending, input, handleSubmit, runExclusive };
}
