/** What a journey reads of its Playwright project (playwright.config.ts): the mode, and the API it talks to. */
export interface E2eProjectMetadata {
  mode: 'api' | 'demo';
  /** The demo backend's HTTP origin in real-API mode; undefined in demo mode (the service worker answers). */
  apiUrl?: string;
}
