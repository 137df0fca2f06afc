// `#fall=<base64url of the request JSON, UTF-8, no padding>` (docs-dev/checker-page.md).

export const PREFIX = "fall=";

/** @param {unknown} request @returns {string} */
export function encodeFall(request) {
  const bytes = new TextEncoder().encode(JSON.stringify(request));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

// A path card's `"dead_end": false` and a laid card's or a path move's `"rotation": 0` are the
// engine's defaults (docs-dev/contract.md, "Situation"): the checker's links leave them out, so
// a table of eight cards does not repeat them eight times (issue 24: a shorter link and QR
// code of the same request). Links that carry them are read as before.
/** @param {unknown} card @returns {unknown} */
function shortCard(card) {
  if (card === null || typeof card !== "object" || Array.isArray(card)) return card;
  const { dead_end: deadEnd, ...rest } = /** @type {Record<string, unknown>} */ (card);
  return deadEnd === false ? rest : card;
}

/** @param {unknown} entry a laid card or a move @returns {unknown} */
function shortPlaced(entry) {
  if (entry === null || typeof entry !== "object" || Array.isArray(entry)) return entry;
  const { rotation, ...rest } = /** @type {Record<string, unknown>} */ (entry);
  /** @type {Record<string, unknown>} */
  const out = rotation === 0 ? rest : { ...entry };
  if ("card" in out) out.card = shortCard(out.card);
  return out;
}

/**
 * The request as the checker's link writes it: the engine's defaults left out (see above).
 * @param {any} request
 * @returns {any}
 */
export function leaveOutDefaults(request) {
  if (request === null || typeof request !== "object" || Array.isArray(request)) return request;
  const out = { ...request };
  const situation = out.situation;
  if (situation && typeof situation === "object" && Array.isArray(situation.board)) {
    out.situation = { ...situation, board: situation.board.map(shortPlaced) };
  }
  if (out.move && typeof out.move === "object" && out.move.play === "path") out.move = shortPlaced(out.move);
  return out;
}

/** The checker's `#fall=` value of a request: `encodeFall` of it, defaults left out. @param {unknown} request */
export function shortFall(request) {
  return encodeFall(leaveOutDefaults(request));
}

// The JSON text behind a fragment value, or null when it is not base64url of UTF-8 text.
/** @param {string} value @returns {string | null} */
export function decodeFall(value) {
  // Padding is not written, but accepted: many encoders add it ("=", or "%3D" in a URL).
  value = value.replace(/(?:=|%3D){1,2}$/i, "");
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

// The `fall` value of a location hash ("#fall=…"), "" when there is none; the Wertung page
// reads its "#wertung=…" with its own prefix.
/** @param {string} hash @param {string} [prefix] @returns {string} */
export function fallFromHash(hash, prefix = PREFIX) {
  const text = hash.startsWith("#") ? hash.slice(1) : hash;
  for (const part of text.split("&")) {
    if (part.startsWith(prefix)) return part.slice(prefix.length);
  }
  return "";
}

// The JSON text behind a fragment value and what it says: {text, request}; request is null
// when the link itself is broken (not base64url, not UTF-8, not JSON, or JSON that is no
// object: a request always is one).
/** @param {string} value @returns {{text: string | null, request: any}} */
export function readFall(value) {
  const text = decodeFall(value);
  try {
    const request = text === null ? null : JSON.parse(text);
    return { text, request: request !== null && typeof request === "object" && !Array.isArray(request) ? request : null };
  } catch {
    return { text, request: null };
  }
}
