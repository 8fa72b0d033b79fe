export { createApiClient, DEFAULT_ERROR_MESSAGE } from './client';
export type { ApiClient, ApiClientOptions, RequestOptions } from './client';
export { ApiError, messageFromBody, NETWORK_ERROR_MESSAGE } from './errors';
export { endsSession, leadsToBlankPage, sessionEventByStatus } from './session-events';
export type { SessionEvent } from './session-events';
export { resolveApiBaseUrl } from './config';
export type { RuntimeApiConfig } from './config';
