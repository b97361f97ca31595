/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_CONSOLE_CLIENT_ID?: string;
  readonly VITE_CONSOLE_CLIENT_SECRET?: string;
}
