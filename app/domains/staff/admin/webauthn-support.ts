import { useSyncExternalStore } from "react";

const subscribe = () => () => {};
/** The check of @simplewebauthn/browser's browserSupportsWebAuthn, without loading the library. */
const browserSupportsWebAuthn = () => typeof window.PublicKeyCredential === "function";
const unknownOnTheServer = () => undefined;

/**
 * Whether this browser can use passkeys: undefined on the server and until hydration (so the first
 * paint matches the server's HTML), then the browser's answer. Browsers expose WebAuthn only in a
 * secure context (HTTPS, or localhost).
 */
export function useWebAuthnSupport(): boolean | undefined {
  return useSyncExternalStore<boolean | undefined>(subscribe, browserSupportsWebAuthn, unknownOnTheServer);
}
