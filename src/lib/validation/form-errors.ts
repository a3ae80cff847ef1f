import type * as z from 'zod/mini';

/** One message per field: the first rule it broke, in the order the schema lists them. */
export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

export type FormValidation<Input, Output> =
  { success: true; data: Output } | { success: false; errors: FieldErrors<Input> };

/** Validates a form's values and keeps, per field, the first message (a field shows one at a time). */
export function validateForm<Schema extends z.ZodMiniType>(
  schema: Schema,
  values: z.input<Schema>,
): FormValidation<z.input<Schema>, z.output<Schema>> {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return { success: false, errors: errors as FieldErrors<z.input<Schema>> };
}
