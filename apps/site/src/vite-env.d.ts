/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The real API's base URL; unset means demo mode. */
  readonly VITE_API_BASE_URL?: string;
}
