/**
 * The API's error shape (docs/rules.md R1.6; docs/architecture.md § Request path): status 4xx/5xx
 * with
 * `{ message, errors? }`, the message already in the request's language.
 */
export type FieldErrors = Record<string, string[]>;

/**
 * An empty {@link FieldErrors} without a prototype, so a field named by the client
 * (`constructor`, `__proto__`, `toString`) is a plain key and `(errors[f] ??= []).push(…)` cannot
 * reach Object.prototype (found by the API fuzz test: such a key answered 500).
 */
export function fieldErrors(): FieldErrors {
  return Object.create(null) as FieldErrors;
}

/** An error answered as `{ message, errors }` with `statusCode`. */
export class ApiError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: FieldErrors,
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 422 with one message per field; the first field's message is the overall message. */
export function validationError(errors: FieldErrors, message?: string): ApiError {
  const first = Object.values(errors)[0]?.[0] ?? 'Invalid data';
  return new ApiError(422, message ?? first, errors);
}
