/** The kinds of refusal a use case makes, which the API answers with one status each (http.ts, apiCall). */
export type DomainErrorKind = 'invalid' | 'not-found' | 'conflict';

/**
 * A use case's refusal in the domain's words: its kind, a code a client can act on, and a message a person can read.
 * The domain never names an HTTP status; apiCall maps the kind to one.
 */
export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  readonly code: string;

  // Plain fields rather than parameter properties, as http.ts's ApiProblem (Node's type stripping loads these files).
  constructor(kind: DomainErrorKind, code: string, message: string) {
    super(message);
    this.kind = kind;
    this.code = code;
  }
}
