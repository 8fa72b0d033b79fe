import { serverTextOr } from '@betkit/domain';

/** A failed call, normalised: the HTTP status (0 when no answer came) and a message to show. */
export class ApiError extends Error {
  /** HTTP status, or 0 for a network failure, a timeout or an abort. */
  readonly status: number;
  /** The answer's body when it had one (an odds-change array, for example). */
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** Not in spec: the message for a call that got no answer (network down or timed out). */
export const NETWORK_ERROR_MESSAGE = '서버와 연결할 수 없습니다. 잠시 후 다시 시도해주세요.';

/** The server's own text when it sent one, else the caller's default for that call. */
export function messageFromBody(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    // NestJS-style validation answers carry a list of messages; the first is shown.
    return serverTextOr(Array.isArray(message) && typeof message[0] === 'string' ? message[0] : message, fallback);
  }
  return serverTextOr(body, fallback);
}
