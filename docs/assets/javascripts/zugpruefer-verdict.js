// The verdict: the compact answer that stays in view (the bar), the full answer with its
// checks, links to the rules and the engine's alternatives, and the engine's status line
// (with its retry button). No rule lives here: the words of a verdict (the sentence, each
// check, each alternative, each option's label) come from the engine, rule titles and links
// from the build-time catalogue. A button for one of the engine's alternatives carries its
// action (`data-zp-do`); the page script performs it.

import { data } from "./zugpruefer-data.js";
import { $, app, h, setHidden, setText } from "./zugpruefer-dom.js";
import { ROOT } from "./zugpruefer-start.js";
import { doing } from "./zugpruefer-state.js";
import { TEXT } from "./zugpruefer-text.js";

const verdict = /** @type {HTMLElement} */ (app.querySelector("[data-verdict]"));
const bar = $("bar");
const status = $("status");
const retry = $("retry");
const announce = $("announce");

/** @param {string} text @param {boolean} [failed] */
export function setStatus(text, failed = false) {
  setText(status, text);
  if (status.classList.contains("zp-status--failed") !== failed) status.classList.toggle("zp-status--failed", failed);
  setHidden(retry, !failed);
}

/**
 * Where the bar's button takes the reader: the verdict's reasons, or the part of the question
 * still to choose (the page script performs it: zugpruefer.js).
 * ("help": to the card that would lift what blocks every place of a path card, in the cards).
 * @typedef {"" | "reasons" | "cards" | "help" | "target" | "table"} Go
 */

/** @type {Record<Go, string>} */
const GO_LABEL = { "": "", reasons: TEXT.goReasons, cards: TEXT.goCards, help: TEXT.goCards, target: TEXT.goTarget, table: TEXT.goTable };

/**
 * The bar: a mark and the engine's one sentence, or a neutral line without a mark; its button
 * leads to the reasons of a verdict, or to what is still to choose.
 * @param {string} state "true" | "false" | "error" for a verdict; "loading", "choose", "build", "busy"
 * @param {string} word
 * @param {string} sentence
 * @param {Go} go
 */
function showBar(state, word, sentence, go) {
  bar.dataset.state = state;
  setText($("bar-word"), word);
  setHidden($("bar-word"), !word);
  setText($("bar-sentence"), sentence);
  const button = $("bar-go");
  if (button.dataset.zpGo !== go) button.dataset.zpGo = go;
  setText(button, GO_LABEL[go]);
  setHidden(button, !go);
  barAway();
}

// The bar repeats a verdict (or the start's stage) for a reader who is not looking at it:
// while the full verdict or its loading line is on screen (above the bar's own strip), the bar
// steps aside, so that the stage shows in one place. It keeps its room (CSS), so
// nothing on the page moves when it does.
const BAR_STRIP_PX = 80;
let verdictInView = false;

function barAway() {
  // Only where the full answer's room says the same (a verdict, or the start's stage): a Nein
  // before any verdict (a path card that no place allows) keeps the bar and its button, which
  // leads to the card that would help.
  const same = "allowed" in verdict.dataset || verdict.dataset.state === "loading";
  const away = verdictInView && same;
  if (away !== bar.hasAttribute("data-away")) bar.toggleAttribute("data-away", away);
}

if (typeof IntersectionObserver === "function") {
  new IntersectionObserver(
    (entries) => {
      verdictInView = entries[entries.length - 1].isIntersecting;
      barAway();
    },
    { rootMargin: `0px 0px -${BAR_STRIP_PX}px 0px` },
  ).observe(verdict);
}

let announced = "";

/**
 * Tell a screen reader the verdict once: its sentence, which starts with Ja or Nein.
 * @param {string} fall the fragment value it answers (said again only for another one)
 * @param {string} text
 */
function say(fall, text) {
  if (fall === announced) return;
  announced = fall;
  announce.textContent = text;
  // Said once: then the live region empties, so that reading the page to its end does not
  // meet the verdict's sentence a second time.
  clearTimeout(unsay);
  unsay = setTimeout(() => {
    if (announce.textContent === text) announce.textContent = "";
  }, SAID_MS);
}

/** How long the live region keeps a verdict's sentence once said (a screen reader has read it). */
const SAID_MS = 7000;
let unsay = /** @type {ReturnType<typeof setTimeout> | undefined} */ (undefined);

/** @typedef {import("./zugpruefer-state.js").Check} Check */
/** @typedef {import("./zugpruefer-state.js").Response} Response */

/** "Auslegung … umstellen": open the panel of house rules and go there. */
function openOptions() {
  const panel = /** @type {HTMLDetailsElement} */ ($("options"));
  panel.open = true;
  panel.scrollIntoView({ block: "start" });
  /** @type {HTMLElement | null} */ (panel.querySelector("summary"))?.focus({ preventScroll: true });
}

/**
 * One check of the verdict with its rule; a check that decides it (the failing one of a Nein,
 * every check of a Ja) names the rule's source and how sure it is, as the registry cites them.
 * A source the check right above names too (several rules rest on the same long list of
 * secondary sources) is not written out again: "wie oben". Only right above: a source named
 * further up, with another in between, is written out again, or "wie oben" would point to
 * the wrong one (a phone review, Saboteur 2's path checks).
 * @param {Check} check
 * @param {boolean} deciding
 * @param {{ source: string }} above the source the check right above named ("" for none)
 */
function checkItem(check, deciding, above) {
  const rule = data.rules[check.rule];
  const source = rule && deciding ? rule.source || "" : "";
  const said = source !== "" && above.source === source;
  above.source = source;
  return h(
    "li",
    { class: check.ok ? "zp-check zp-check--ok" : "zp-check zp-check--failed", "data-code": check.code },
    h("span", { class: "zp-check__mark", "aria-hidden": "true", text: check.ok ? "✓" : "✗" }),
    h("span", { class: "zp-visually-hidden", text: `${check.ok ? TEXT.ok : TEXT.notOk}: ` }),
    h("span", { class: "zp-check__text", text: check.text }),
    check.option
      ? h("button", {
          type: "button",
          class: "zp-check__option",
          "data-option": check.option.rule,
          text: TEXT.changeOption(check.option.label),
          onclick: openOptions,
        })
      : null,
    rule ? h("a", { class: "zp-check__rule", href: new URL(rule.href, ROOT).href }, `${TEXT.rule}: ${rule.title}`) : null,
    rule && source
      ? h(
          "span",
          { class: "zp-check__source", "data-zp-source": check.rule },
          `${TEXT.source}: `,
          said ? TEXT.sameSource : sourceWithLinks(source),
          // The confidence only where the source does not already name it (sitegen/checker.py).
          rule.confidence ? ` · ${TEXT.confidence}: ${rule.confidence}` : null,
        )
      : null,
  );
}

/**
 * A rule's source as the rule boxes show it: the first mention of a source the reader may not
 * know by name ("Regelübersicht", the rulebook) links to where the page Quellen explains it.
 * @param {string} source
 * @returns {(string | HTMLElement)[]}
 */
function sourceWithLinks(source) {
  /** @type {(string | HTMLElement)[]} */
  let parts = [source];
  for (const link of data.source_links || []) {
    const at = parts.findIndex((part) => typeof part === "string" && part.includes(link.name));
    if (at < 0) continue;
    const text = /** @type {string} */ (parts[at]);
    const i = text.indexOf(link.name);
    const a = h("a", { href: new URL(link.href, ROOT).href, title: link.title, text: link.name });
    parts = [...parts.slice(0, at), text.slice(0, i), a, text.slice(i + link.name.length), ...parts.slice(at + 1)];
  }
  return parts.filter((part) => part !== "");
}

/**
 * Draw what the engine said about the fragment value `fall`.
 * @param {string} fall
 * @param {Response} response
 */
export function showVerdict(fall, response) {
  const allowed = response.error || response.allowed === null ? "error" : response.allowed ? "true" : "false";
  verdict.dataset.allowed = allowed;
  verdict.dataset.failed = allowed === "false" && response.failed ? response.failed : "";
  verdict.dataset.fall = fall;
  delete verdict.dataset.state;
  verdict.removeAttribute("aria-busy");
  const word = allowed === "true" ? TEXT.yes : allowed === "false" ? TEXT.no : TEXT.unclear;
  const sentence = (response.error ? response.error.text : response.answer) || "";
  // The bar's words: the engine's short form of the verdict (what a Ja allows, the point of a
  // Nein), the sentence itself only where there is none (a message of the page's own).
  const short = (response.error ? response.error.text : response.short) || sentence;
  // The engine's sentence begins with the word ("Nein, …"): the word is shown big
  // as the sentence's own beginning, not once more in front of it.
  const big = h("strong", { class: "zp-verdict__word", text: word });
  const parts = [
    sentence.startsWith(`${word},`) || sentence.startsWith(`${word}.`)
      ? h("p", { class: "zp-verdict__answer" }, h("span", { class: "zp-verdict__sentence" }, big, sentence.slice(word.length)))
      : h("p", { class: "zp-verdict__answer" }, big, h("span", { class: "zp-verdict__sentence", text: sentence })),
  ];
  const alternatives = allowed === "false" && Array.isArray(response.alternatives) ? response.alternatives : [];
  if (alternatives.length) {
    parts.push(
      h(
        "div",
        { class: "zp-alternatives", role: "group", "aria-labelledby": "zp-alt-label" },
        h("p", { id: "zp-alt-label", class: "zp-alternatives__label", text: TEXT.instead }),
        h(
          "ul",
          { class: "zp-alternatives__list" },
          alternatives.map((alt, i) =>
            h(
              "li",
              {},
              h("button", {
                type: "button",
                class: "md-button zp-alternative",
                "data-zp-alternative": String(i),
                "data-zp-do": doing({ do: "alternative", index: i }),
                text: alt.text,
              }),
            ),
          ),
        ),
      ),
    );
  }
  if (allowed === "false" && response.unblock) parts.push(h("p", { class: "zp-unblock", text: response.unblock }));
  // What the situation itself gets wrong (cards on the table that do not fit): a note, whatever the verdict.
  for (const note of response.notes || []) parts.push(h("p", { class: "zp-note", "data-zp-note": note.code, text: note.text }));
  const above = { source: "" };
  const deciding = (response.checks || []).filter((check) => allowed === "true" || (allowed === "false" && !check.ok));
  const checks = (response.checks || []).map((check) => checkItem(check, allowed === "true" || !check.ok, above));
  if (checks.length) parts.push(h("ol", { class: "zp-checks", id: "zp-checks" }, checks));
  verdict.replaceChildren(...parts);
  // The short form starts with Ja or Nein; the bar puts a coloured mark before it, not the word
  // again, and says as much of it as it has room for (fitBar). A verdict that an Auslegung
  // decided (an option on a deciding check: the full answer says "nach der Auslegung …")
  // is marked so there too.
  showBar(allowed, allowed === "true" ? TEXT.yesMark : allowed === "false" ? TEXT.noMark : TEXT.unclearMark, short, "reasons");
  fitBar(short, deciding.some((check) => check.option));
  // The sentence starts with the word; an error's text does not.
  say(fall, allowed === "error" ? `${word}: ${sentence}` : sentence);
}

/** Whether `text` closes every bracket and quote it opens. @param {string} text */
function balanced(text) {
  const count = (/** @type {string} */ c) => text.split(c).length - 1;
  return count("(") === count(")") && count("„") === count("“");
}

const barSentence = $("bar-sentence");
const overflows = () => barSentence.scrollHeight > barSentence.clientHeight + 1;
/** What the bar says whole, fitted anew when its room changes. */
let barFull = { text: "", reading: false };

/** The bar's words, and after them the mark of an Auslegung. @param {string} text @param {boolean} reading */
function fill(text, reading) {
  if (!reading) return setText(barSentence, text);
  barSentence.replaceChildren(`${text} `, h("span", { class: "zp-bar__reading", text: TEXT.reading }));
}

/** Where a clause ends: a sentence's end, ";", ":" or " – " (the engine's texts say their point
 * in their first clause, contract.md). */
const CLAUSE_END = /[.;:!?]$/;

/**
 * The bar's room is two short lines: it says the engine's short form of the verdict (or the
 * page's prompt), and where even that does not fit, its first clauses that fit, else as many
 * of its words as fit (never a cut inside a word, brackets or quotes), and "…". Never a text
 * cut by the box's edge (a phone review read "… auf (…" and "„Welch…"), and a cut after a whole
 * clause before one in mid-thought ("… sobald deine … repariert …"); the whole
 * sentence is in the verdict, for the eye and the screen reader.
 * @param {string} whole
 * @param {boolean} [reading] whether an Auslegung decided the verdict (a mark after the words)
 */
function fitBar(whole, reading = false) {
  barFull = { text: whole, reading };
  fill(whole, reading);
  if (!overflows()) return;
  const words = whole.split(" ");
  const text = (/** @type {number} */ n) => `${words.slice(0, n).join(" ").replace(/[,;:]$/, "")} …`;
  // A clause's end first, the longest with room: after a word that ends a clause, or before a dash.
  for (let n = words.length - 1; n >= 1; n--) {
    const head = words.slice(0, n).join(" ");
    if (!balanced(head) || !(CLAUSE_END.test(head) || words[n] === "–")) continue;
    fill(text(n), reading);
    if (!overflows()) return;
  }
  // The cuts to try, shortest first: after a word that leaves no bracket or quote open.
  const cuts = [];
  for (let n = 2; n < words.length; n++) if (balanced(words.slice(0, n).join(" "))) cuts.push(n);
  let best = cuts.length ? cuts[0] : words.length;
  let low = 0;
  let high = cuts.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    fill(text(cuts[mid]), reading);
    if (overflows()) high = mid - 1;
    else {
      best = cuts[mid];
      low = mid + 1;
    }
  }
  fill(text(best), reading);
}

// A turned phone gives the bar another room: what it says is fitted anew.
addEventListener("resize", () => {
  if (barFull.text && bar.dataset.state !== "loading") fitBar(barFull.text, barFull.reading);
});

/** @param {string} fall @param {string} text */
export function showLocalError(fall, text) {
  showVerdict(fall, { allowed: null, failed: null, checks: [], answer: text, error: { text } });
}

/**
 * No verdict to show: the engine is loading, the reader has not chosen yet, or is building
 * the table. The hooks lose data-allowed (no verdict is shown) and say which state it is.
 * @param {"loading" | "choose" | "build" | "busy"} state
 * @param {string} text
 * @param {Go} [go] the part still to choose, which the bar's button leads to
 * @param {string} [short] what the bar says (its room is two short lines), else `text`
 * @param {boolean} [nein] the bar says a Nein (the engine's, "Nein, …"), with its mark: a path
 *   card that no place allows, as any place would be answered (a broken tool blocks them all)
 */
export function showNeutral(state, text, go = "", short = text, nein = false) {
  for (const name of ["allowed", "failed", "fall"]) delete verdict.dataset[name];
  verdict.dataset.state = state;
  verdict.removeAttribute("aria-busy");
  verdict.replaceChildren(h("p", { class: "zp-verdict__answer" }, h("span", { class: "zp-verdict__sentence", text })));
  showBar(nein ? "false" : state, nein ? TEXT.noMark : "", short, go);
  // A prompt, too, is cut only between words ("… wen du meinst …"), never by the box's edge
  // (a phone review read "„Welch…").
  if (state === "loading") barFull = { text: "", reading: false };
  else fitBar(short);
  announced = "";
  announce.textContent = "";
}

/** A question is on its way: no earlier verdict stays in view (the controls may show another
 * situation now, and a worker that hangs would leave it there): "Wird geprüft …", or the
 * loading line while the engine starts. */
export function pending() {
  if (verdict.dataset.state !== "loading") showNeutral("busy", TEXT.checking);
  verdict.setAttribute("aria-busy", "true");
  bar.dataset.busy = "true";
}

/** The answer has arrived (or the question was dropped). */
export function settled() {
  delete bar.dataset.busy;
}

/** Whether the status line reports a failure (then only a retry clears it). */
export function statusFailed() {
  return status.classList.contains("zp-status--failed");
}

/** The fragment value whose verdict is shown ("" or undefined while none is). */
export function shownFall() {
  return verdict.dataset.fall;
}

/** The bar's height, for keeping what the reader just used above it. */
export function barTop() {
  return bar.getBoundingClientRect().top;
}

/** While the engine loads, the bar follows its progress. @param {string} text */
export function showLoading(text) {
  if (bar.dataset.state === "loading") setText($("bar-sentence"), text);
}
