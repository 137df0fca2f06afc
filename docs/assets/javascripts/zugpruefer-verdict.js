// The verdict: the answer with its checks and links to the rules, the short summaries beside
// the controls, and the engine's status line (with its retry button). No rule lives here: the
// words of a verdict (the sentence, each check) come from the engine, rule titles and links
// from the build-time catalogue.

import { data } from "./zugpruefer-data.js";
import { $, app, h, setHidden, setText } from "./zugpruefer-dom.js";
import { ROOT } from "./zugpruefer-start.js";
import { TEXT } from "./zugpruefer-text.js";

const verdict = /** @type {HTMLElement} */ (app.querySelector("[data-verdict]"));
const status = $("status");
const retry = $("retry");

export function setStatus(text, failed = false) {
  setText(status, text);
  if (status.classList.contains("zp-status--failed") !== failed) status.classList.toggle("zp-status--failed", failed);
  setHidden(retry, !failed);
}

export function showVerdict(fall, response) {
  const allowed = response.error || response.allowed === null ? "error" : response.allowed ? "true" : "false";
  verdict.dataset.allowed = allowed;
  verdict.dataset.failed = allowed === "false" && response.failed ? response.failed : "";
  verdict.dataset.fall = fall;
  verdict.removeAttribute("aria-busy");
  const word = allowed === "true" ? TEXT.yes : allowed === "false" ? TEXT.no : TEXT.unclear;
  const sentence = response.error ? response.error.text : response.answer;
  const checks = (response.checks || []).map((check) => {
    const rule = data.rules[check.rule];
    return h(
      "li",
      { class: check.ok ? "zp-check zp-check--ok" : "zp-check zp-check--failed", "data-code": check.code },
      h("span", { class: "zp-check__mark", "aria-hidden": "true", text: check.ok ? "✓" : "✗" }),
      h("span", { class: "zp-visually-hidden", text: `${check.ok ? TEXT.ok : TEXT.notOk}: ` }),
      h("span", { class: "zp-check__text", text: check.text }),
      rule
        ? h(
            "a",
            { class: "zp-check__rule", href: new URL(rule.href, ROOT).href },
            `${TEXT.rule}: ${rule.title}`,
          )
        : null,
    );
  });
  const parts = [
    h(
      "p",
      { class: "zp-verdict__answer" },
      h("strong", { class: "zp-verdict__word", text: word }),
      h("span", { class: "zp-verdict__sentence", text: sentence || "" }),
    ),
  ];
  if (checks.length) parts.push(h("ol", { class: "zp-checks" }, checks));
  verdict.replaceChildren(...parts);
  for (const summary of /** @type {NodeListOf<HTMLElement>} */ (app.querySelectorAll("[data-zp-summary]"))) {
    summary.dataset.allowed = allowed;
    summary.hidden = false;
    summary.querySelector("strong").textContent = word;
  }
}

export function showLocalError(fall, text) {
  showVerdict(fall, { allowed: null, failed: null, checks: [], answer: text, error: { text } });
}

export function pending() {
  verdict.setAttribute("aria-busy", "true");
  for (const summary of /** @type {NodeListOf<HTMLElement>} */ (app.querySelectorAll("[data-zp-summary]"))) delete summary.dataset.allowed;
  for (const name of ["allowed", "failed", "fall"]) delete verdict.dataset[name];
}

// Whether the status line reports a failure (then only a retry clears it).
export function statusFailed() {
  return status.classList.contains("zp-status--failed");
}

// The fragment value whose verdict is shown ("" or undefined while none is).
export function shownFall() {
  return verdict.dataset.fall;
}

export function onRetry(listener) {
  retry.addEventListener("click", listener);
}
