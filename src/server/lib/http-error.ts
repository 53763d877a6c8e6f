/** An error whose sentence is safe to show the client, with the status it should get. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: { field: string; message: string }[] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    message: string,
    options: { errors?: { field: string; message: string }[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}
