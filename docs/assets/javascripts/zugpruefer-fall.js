// `#fall=<base64url of the request JSON, UTF-8, no padding>` (docs-dev/checker-page.md).

export const PREFIX = "fall=";

/** @param {unknown} request @returns {string} */
export function encodeFall(request) {
  const bytes = new TextEncoder().encode(JSON.stringify(request));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

// The JSON text behind a fragment value, or null when it is not base64url of UTF-8 text.
/** @param {string} value @returns {string | null} */
export function decodeFall(value) {
  if (!/^[A-Za-z0-9_-]*$/.test(value) || value.length % 4 === 1) return null;
  const base64 = value.replace(/-/g, "+").replace(/_/g, "/");
  let binary;
  try {
    binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

// The `fall` value of a location hash ("#fall=…"), "" when there is none.
/** @param {string} hash @returns {string} */
export function fallFromHash(hash) {
  const text = hash.startsWith("#") ? hash.slice(1) : hash;
  for (const part of text.split("&")) {
    if (part.startsWith(PREFIX)) return part.slice(PREFIX.length);
  }
  return "";
}
