// The calculator "Wer bekommt wie viel Gold?" on the page Rundenende und Wertung.
//
// The reader sets the table (names in seating order, clockwise, each with a role), who reached
// the gold and the reading of the gold count; the page writes the request of docs-dev/contract.md ("Round
// end and gold"), puts it in the link (`#wertung=<base64url of the request JSON, no padding>`,
// the same encoding as the checker's `#fall=`) and asks rules_py.api.score_json in the
// checker's worker. No rule lives here: the answer, every share and every step come from the
// engine; role names, readings, rule titles and links from the build (`#wertung-daten`).
//
// An edition switch (Grundspiel / Saboteur 2) changes the roles offered and, for the expansion,
// asks for the door on the way, who is trapped, the thefts in the order played and the crystals
// (docs-dev/contract.md, "Saboteur 2"); the request, and so the link, carries the edition.
// The expansion's open rules that decide a score have a panel "Hausregeln / Auslegungen" (as
// the checker's): a reading chosen there goes into the request's `rules`, and so into the link
// (none: the engine's defaults); a step of the answer that an Auslegung decided leads there.
//
// Stable hooks for tests: `[data-wertung]` carries data-winners ("goldsucher", "saboteure",
// "niemand", or "error"; with Saboteur 2 "blau", "gruen", "beide") and data-fall (the fragment
// value it answers).

import { copyAddress } from "./zugpruefer-copy.js";
import { Engine, EngineError } from "./zugpruefer-engine.js";
import { h } from "./zugpruefer-dom.js";
import { encodeFall, fallFromHash, readFall } from "./zugpruefer-fall.js";
import { keep, recall } from "./zugpruefer-house.js";
import { TEXT as CHECKER_TEXT } from "./zugpruefer-text.js";
import {
  countsCrystals,
  editionOf,
  expansionOf,
  fromRequest as roundOf,
  putBack,
  roundOfSettings,
  settingsOf,
  switchEdition,
  takeOut,
  toRequest as requestOf,
  toggleTheft,
  validSettings,
  withReading,
} from "./wertung-round.js";
import { TEXT } from "./wertung-text.js";

/**
 * The page's data (sitegen/wertung.py): the roles and readings with their German words, how
 * many may play, the open rule's option name, rule titles and links, the worker's URL, and the
 * first round (answered at build).
 * @typedef {import("./wertung-round.js").RoundData & {rules: Record<string, {href: string, title: string}>,
 *            worker: string, first: unknown}} Data
 * @typedef {import("./wertung-round.js").Round} Round
 * @typedef {import("./wertung-round.js").ScoreRequest} ScoreRequest
 * @typedef {{winners: string | null, answer: string, shares?: Record<string, {text: string}>,
 *            steps?: {rule: string, text: string, option?: {rule: string, value: string, label: string}}[],
 *            thefts?: string[], error: {text: string} | null}} ScoreResponse
 */

const PREFIX = "wertung=";
const ROOT = new URL("../../", import.meta.url); // the site root: assets/javascripts/ → ../../
/** @type {Data} */
const data = JSON.parse(document.getElementById("wertung-daten")?.textContent || "{}");
const root = /** @type {HTMLElement} */ (document.getElementById("wertungsrechner"));
const app = /** @type {HTMLElement} */ (root.querySelector("[data-wt-app]"));
/** A named part of the calculator (`data-wt="NAME"`), typed as the widest of them, a form field.
 * @param {string} name
 * @returns {HTMLInputElement} */
const $ = (name) => /** @type {HTMLInputElement} */ (app.querySelector(`[data-wt="${name}"]`));
const result = /** @type {HTMLElement} */ (app.querySelector("[data-wertung]"));
/** The radio buttons of the gold count's readings. */
const readings = /** @type {NodeListOf<HTMLInputElement>} */ (app.querySelectorAll("[data-wt-reading]"));
/** @param {unknown} v @returns {v is Record<string, any>} */
const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
/** The roles and limits of the round's edition. */
const edition = () => editionOf(round.edition, data);
/** @param {unknown} request */
const fromRequest = (request) => roundOf(request, data);
/** @param {Round} round */
const toRequest = (round) => requestOf(round, data);

// --- the round the controls edit (wertung-round.js: the round ↔ the request) ----------------

let round = fromRequest(data.first);

// --- what this device remembers ----------------------------------------------------------------
//
// The table (names and roles), the edition, the reading of the gold count and the optional rule are
// remembered on this device (localStorage, with the checker's zugpruefer-house.js) as the reader
// changes them, and the calculator starts with them on the next visit. A link to a round brings
// its own. "Gemerkte Einstellungen vergessen" forgets them, and nothing more is remembered until
// the page is opened again.

const SETTINGS_KEY = "saboteur-wertung";
/** The example round (its table is not worth remembering). */
const EXAMPLE = fromRequest(data.first);
let forgotten = false;

/** The settings remembered on this device (wertung-round.js: only those that still fit). */
const rememberedSettings = () => validSettings(recall(SETTINGS_KEY), data);

function rememberRound() {
  if (!forgotten) keep(SETTINGS_KEY, settingsOf(round, data, EXAMPLE));
  renderRemembered();
}

/** The line that says what is remembered, and the button to forget it. */
function renderRemembered() {
  const kept = rememberedSettings();
  /** @type {string[]} */
  const said = [];
  if (kept.names) said.push(TEXT.rememberedNames(kept.names));
  if (kept.edition) said.push(TEXT.rememberedEdition(data.editions[kept.edition] || kept.edition));
  const reading = data.readings.find((r) => r.value === kept.reading);
  if (reading) said.push(reading.label);
  if (kept.optional && data.optional.label) said.push(data.optional.label);
  for (const option of data.saboteur2?.options || []) {
    const value = kept.rules?.[option.rule];
    const chosen = option.values.find((v) => v.value === value);
    if (chosen) said.push(`${option.title}: ${chosen.label}`);
  }
  $("saved").textContent = said.length ? TEXT.remembered(said) : forgotten ? TEXT.forgotten : "";
  $("forget").hidden = !said.length;
}

// --- people removed: their row stays a while, with "Rückgängig" -------------------------------
//
// A removed person's row does not close at once: it keeps its height and says who left, with a
// "Rückgängig" button at its left, so that the rows below stay where they were and nothing comes
// to lie under the finger that tapped "×" (a second tap there used to remove the next person).
// The rows close once the calculator has been left alone for a moment, and never while the
// keyboard's focus is on one of them.

/** @typedef {{before: number, removal: import("./wertung-round.js").Removal, height: number, margin: string}} Gone
 *   before: the index, in round.people, of the person the row stands above (people.length: at
 *   the end); height, margin: the removed row's height and the room below it, kept */
/** @type {Gone[]} the rows of people removed, top to bottom */
let gone = [];
/** How long the calculator must be left alone before the rows of people removed close. */
const GONE_MS = 5000;
/** @type {ReturnType<typeof setTimeout> | undefined} */
let goneTimer;

function settleLater() {
  clearTimeout(goneTimer);
  if (gone.length) goneTimer = setTimeout(settle, GONE_MS);
}

/** The rows of people removed close (not while the focus is on one of them). */
function settle() {
  if (!gone.length) return;
  if (document.activeElement?.closest("[data-wt-gone]")) {
    settleLater();
    return;
  }
  gone = [];
  renderPeople();
}

/** @param {number} i the seat @param {HTMLElement} row */
function removeAt(i, row) {
  const height = row.getBoundingClientRect().height;
  const margin = getComputedStyle(row).marginBottom;
  const { round: next, removal } = takeOut(round, i);
  // Its row goes below the rows already standing above seat i, and those further down move up
  // a person.
  const at = gone.findIndex((g) => g.before > i);
  for (const g of gone) if (g.before > i) g.before -= 1;
  const added = { before: i, removal, height, margin };
  gone.splice(at < 0 ? gone.length : at, 0, added);
  round = next;
  renderControls();
  // The focus goes where the tapped button was: to the row's "Rückgängig".
  const undo = /** @type {HTMLElement | null} */ ($("people").querySelectorAll("[data-wt-gone] button")[gone.indexOf(added)]);
  undo?.focus({ preventScroll: true });
  changed();
  settleLater();
}

/** @param {Gone} row */
function undoRemoval(row) {
  const k = gone.indexOf(row);
  if (k < 0 || round.people.length >= edition().players.max) return;
  round = putBack(round, row.removal, row.before);
  for (const g of gone.slice(k + 1)) g.before += 1;
  gone.splice(k, 1);
  renderControls();
  const name = /** @type {HTMLElement | null} */ ($("people").querySelectorAll(".wt-name")[row.before]);
  name?.focus({ preventScroll: true });
  changed();
  settleLater();
}

/** The row of a person removed: who, and "Rückgängig". @param {Gone} row */
function goneRow(row) {
  const name = row.removal.person.name || TEXT.newPerson(row.removal.seat + 1);
  const li = h(
    "li",
    // Focusable, so that a tap on it keeps the focus here (and the row open), not on the page.
    { class: "wt-gone", "data-wt-gone": "", tabindex: "-1" },
    h("span", { class: "wt-gone__text", text: TEXT.gone(name) }),
    h("button", {
      type: "button",
      class: "wt-undo",
      text: TEXT.undo,
      "aria-label": TEXT.undoLabel(name),
      disabled: round.people.length >= edition().players.max,
      onclick: () => undoRemoval(row),
    }),
  );
  // Through the style object: the site's Content-Security-Policy refuses style attributes.
  li.style.minHeight = `${row.height}px`;
  li.style.marginBottom = row.margin;
  return li;
}

// --- drawing the controls ----------------------------------------------------------------------

function renderEdition() {
  const group = $("edition");
  const editions = [data.edition, data.saboteur2?.edition].filter((e) => typeof e === "string");
  group.replaceChildren(
    h("legend", { text: TEXT.edition }),
    h(
      "span",
      { class: "wt-switch" },
      editions.map((value) =>
        h(
          "label",
          { class: "wt-choice" },
          h("input", {
            type: "radio",
            name: "wt-edition",
            value,
            checked: value === round.edition,
            "data-wt-edition": value,
            onchange: () => {
              round = switchEdition(round, value, data, TEXT.newPerson);
              gone = []; // a removed person's "Rückgängig" belongs to the other game's table
              renderControls();
              changed();
            },
          }),
          ` ${data.editions[value] || value}`,
        ),
      ),
    ),
  );
}

function renderPeople() {
  const list = $("people");
  const many = round.people.length;
  const { roles, players } = edition();
  /** @param {number} i */
  const goneAbove = (i) => gone.filter((g) => g.before === i).map(goneRow);
  list.replaceChildren(
    ...round.people.flatMap((person, i) => [
      ...goneAbove(i),
      h(
        "li",
        { class: asksTool(person) ? "wt-person wt-person--tool" : "wt-person" },
        h("input", {
          type: "text",
          class: "wt-name",
          value: person.name,
          maxlength: data.players.name,
          autocomplete: "off",
          "aria-label": TEXT.name(i + 1),
          "data-index": i,
          oninput: (/** @type {Event} */ event) => {
            round.people[i].name = /** @type {HTMLInputElement} */ (event.target).value;
            renderFinder();
            renderExpansion();
            changed();
          },
        }),
        h(
          "select",
          {
            class: "wt-role",
            "aria-label": TEXT.role(person.name),
            onchange: (/** @type {Event} */ event) => {
              round.people[i].role = /** @type {HTMLSelectElement} */ (event.target).value;
              if (round.optional) renderPeople();
              renderExpansion(); // the crystals are asked only with a role they pay
              changed();
            },
          },
          roles.map((r) => h("option", { value: r.value, selected: r.value === person.role, text: r.label })),
        ),
        asksTool(person)
          ? h(
              "select",
              {
                class: "wt-tool",
                "aria-label": TEXT.tool(person.name),
                onchange: (/** @type {Event} */ event) => {
                  round.people[i].broken = /** @type {HTMLSelectElement} */ (event.target).value;
                  changed();
                },
              },
              [{ value: "", label: TEXT.intact }, ...data.tools.map((t) => ({ value: t.value, label: TEXT.broken(t.label) }))].map((t) =>
                h("option", { value: t.value, selected: t.value === person.broken, text: t.label }),
              ),
            )
          : null,
        h("button", {
          type: "button",
          class: "wt-remove",
          text: "×",
          // No title: Material turns it into a tooltip of its own, which stayed on the page
          // after the button that showed it was gone.
          "aria-label": TEXT.remove(person.name),
          disabled: many <= players.min,
          onclick: (/** @type {Event} */ event) => {
            const row = /** @type {HTMLElement} */ (event.currentTarget).closest("li");
            if (row) removeAt(i, row);
          },
        }),
      ),
    ]),
    ...goneAbove(round.people.length),
  );
  $("add").disabled = many >= players.max;
  $("count").textContent = TEXT.count(many, players.min, players.max);
  renderOptionalNote();
}

/** Whether the person's row asks for a broken tool: with the optional rule (the base game's),
 * for the first role (the Goldsucher: the rule leaves Saboteure alone, as in toRequest).
 * @param {import("./wertung-round.js").Person} person */
function asksTool(person) {
  return round.optional && round.edition === data.edition && person.role === data.roles[0].value;
}

/** The line under the optional rule's checkbox: what its tap changed, and where (the new
 * questions are in the rows of the table, far above on a phone), with a button to go there. */
function renderOptionalNote() {
  const note = $("optional-note");
  const first = /** @type {HTMLElement | null} */ ($("people").querySelector(".wt-tool"));
  if (!round.optional || !first) {
    note.replaceChildren();
    note.hidden = true;
    return;
  }
  note.hidden = false;
  note.replaceChildren(
    h("span", { text: TEXT.toolsAsked(data.roles[0].label) }),
    " ",
    h("button", {
      type: "button",
      class: "wt-jump",
      "data-wt": "to-tools",
      text: TEXT.toTools,
      onclick: () => {
        const tool = /** @type {HTMLElement | null} */ ($("people").querySelector(".wt-tool"));
        if (!tool) return;
        tool.scrollIntoView({ block: "center" });
        tool.focus({ preventScroll: true });
      },
    }),
  );
}

function renderFinder() {
  const select = $("finder");
  const options = [h("option", { value: "", text: TEXT.nobody, selected: round.finder === null })];
  round.people.forEach((person, i) => {
    options.push(h("option", { value: String(i), text: person.name || TEXT.newPerson(i + 1), selected: round.finder === i }));
  });
  select.replaceChildren(...options);
  const last = $("last-card");
  const lastOptions = [h("option", { value: "", text: TEXT.lastUnknown, selected: round.lastCard === null })];
  round.people.forEach((person, i) => {
    lastOptions.push(h("option", { value: String(i), text: person.name || TEXT.newPerson(i + 1), selected: round.lastCard === i }));
  });
  last.replaceChildren(...lastOptions);
}

function renderReading() {
  for (const input of readings) input.checked = input.value === round.reading;
  // The count of gold cards is asked only when the Goldsucher won: with the gold not reached,
  // the Saboteure's shares are fixed values.
  // It is the base game's question: the expansion counts Goldstücke by the number of winners.
  const group = app.querySelector("[data-wt='reading']");
  const base = round.edition === data.edition;
  if (group) /** @type {HTMLElement} */ (group).hidden = round.finder === null || !base;
  // With the gold reached, the finder played the last card: asked only otherwise (both games).
  const lastField = app.querySelector("[data-wt='last-card-field']");
  if (lastField) /** @type {HTMLElement} */ (lastField).hidden = round.finder !== null;
  // The rulebook's optional rule (broken tools) is the base game's.
  const optionalGroup = app.querySelector("[data-wt='optional']");
  if (optionalGroup) /** @type {HTMLElement} */ (optionalGroup).hidden = !base;
  $("optional-rule").checked = round.optional;
}

/** A caption with a link to an open rule's page section, or the caption alone.
 * @param {string} text @param {string} id */
function disputed(text, id) {
  const rule = data.rules[id];
  return rule ? [`${text} `, h("a", { href: new URL(rule.href, ROOT).href, text: TEXT.disputed })] : [text];
}

// Saboteur 2's questions: the door on the way (only once the gold was reached), who is trapped,
// who has a Theft card in front of them (tapped in the order played), the crystals counted.
function renderExpansion() {
  const box = $("s2");
  const s2 = expansionOf(round.edition, data);
  box.hidden = !s2;
  if (!s2) {
    box.replaceChildren();
    return;
  }
  const nameOf = (/** @type {number} */ i) => round.people[i].name || TEXT.newPerson(i + 1);
  const door = h(
    "p",
    { class: "wt-field", hidden: round.finder === null },
    h("label", { for: "wt-door", text: TEXT.door }),
    h(
      "select",
      {
        id: "wt-door",
        "data-wt": "door",
        onchange: (/** @type {Event} */ event) => {
          const value = /** @type {HTMLSelectElement} */ (event.target).value;
          round.door = value === "" ? null : value;
          changed();
        },
      },
      h("option", { value: "", text: TEXT.noDoor, selected: round.door === null }),
      s2.doors.map((d) => h("option", { value: d.value, text: TEXT.doorName(d.label), selected: d.value === round.door })),
    ),
  );
  const trapped = h(
    "fieldset",
    { class: "wt-group", "data-wt": "trapped" },
    h("legend", { text: TEXT.trapped }),
    h(
      "span",
      { class: "wt-ticks" },
      round.people.map((_, i) =>
        h(
          "label",
          { class: "wt-choice wt-tick" },
          h("input", {
            type: "checkbox",
            value: String(i),
            checked: round.trapped.includes(i),
            onchange: (/** @type {Event} */ event) => {
              const on = /** @type {HTMLInputElement} */ (event.target).checked;
              round.trapped = on ? [...round.trapped.filter((j) => j !== i), i].sort((a, b) => a - b) : round.trapped.filter((j) => j !== i);
              changed();
            },
          }),
          ` ${nameOf(i)}`,
        ),
      ),
    ),
  );
  const theft = h(
    "fieldset",
    { class: "wt-group", "data-wt": "theft" },
    h("legend", { text: TEXT.theft }),
    h(
      "span",
      { class: "wt-ticks" },
      round.people.map((_, i) => {
        const place = round.theft.indexOf(i);
        return h(
          "label",
          { class: "wt-choice wt-tick" },
          h("input", {
            type: "checkbox",
            value: String(i),
            checked: place >= 0,
            onchange: (/** @type {Event} */ event) => {
              round.theft = toggleTheft(round.theft, i, /** @type {HTMLInputElement} */ (event.target).checked);
              renderExpansion();
              changed();
            },
          }),
          ` ${nameOf(i)}`,
          h("span", { class: "wt-place", "data-wt-place": "", text: place >= 0 ? TEXT.theftPlace(place + 1) : "" }),
        );
      }),
    ),
  );
  const crystalsOption = concerning(s2, "crystals");
  const crystals = h(
    "p",
    { class: "wt-field", hidden: !countsCrystals(round, data) },
    h("label", { for: "wt-crystals" }, ...(crystalsOption ? disputed(TEXT.crystals, crystalsOption.rule) : [TEXT.crystals])),
    h(
      "select",
      {
        id: "wt-crystals",
        "data-wt": "crystals",
        onchange: (/** @type {Event} */ event) => {
          round.crystals = Number(/** @type {HTMLSelectElement} */ (event.target).value);
          changed();
        },
      },
      Array.from({ length: s2.max_crystals + 1 }, (_, n) => h("option", { value: String(n), text: String(n), selected: n === round.crystals })),
    ),
    crystalsOption ? optionNote(crystalsOption, TEXT.crystalsCounted) : null,
  );
  box.replaceChildren(door, trapped, theft, crystals);
}

/** The open rule whose reading decides what the request's `key` means (the catalogue's
 * `concerns`: the crystals' question has one), if any.
 * @param {import("./wertung-round.js").Expansion} s2 @param {string} key */
function concerning(s2, key) {
  return (s2.options || []).find((o) => o.concerns === key) ?? null;
}

/** Under a question whose meaning an open rule decides (the crystals'): the reading chosen in
 * the panel, in `words`, with the way to switch it.
 * @param {import("./wertung-round.js").Option} option @param {(label: string) => string} words */
function optionNote(option, words) {
  const value = round.rules[option.rule] ?? option.default;
  const label = option.values.find((v) => v.value === value)?.label ?? value;
  return h(
    "span",
    { class: "wt-note wt-option-note", "data-wt": `${option.concerns}-counted` },
    `${words(label)} `,
    h("button", {
      type: "button",
      class: "wt-change-option",
      "data-option": option.rule,
      text: CHECKER_TEXT.changeOption(label),
      onclick: () => openOptions(option.rule),
    }),
  );
}

// --- the panel "Hausregeln / Auslegungen" (Saboteur 2) -----------------------------------------

/** One row per open rule of the expansion that decides a score: its title and readings from the
 * page's data, the default marked as in the checker; shown only with the expansion. */
function renderOptions() {
  const panel = /** @type {HTMLDetailsElement} */ (/** @type {unknown} */ ($("options")));
  const s2 = expansionOf(round.edition, data);
  const options = s2?.options || [];
  panel.hidden = !options.length;
  if (!options.length) return;
  let changedCount = 0;
  const rows = options.map((option) => {
    const value = round.rules[option.rule] ?? option.default;
    if (value !== option.default) changedCount += 1;
    return h(
      "fieldset",
      { class: "wt-group wt-option", "data-option": option.rule },
      h("legend", { text: option.title }),
      option.values.map((choice) =>
        h(
          "label",
          { class: "wt-choice" },
          h("input", {
            type: "radio",
            name: `wt-option-${option.rule}`,
            value: choice.value,
            checked: choice.value === value,
            onchange: () => {
              round.rules = withReading(round.rules, option.rule, choice.value, data);
              renderOptions();
              renderExpansion();
              changed();
            },
          }),
          ` ${choice.value === option.default ? CHECKER_TEXT.optionDefault(choice.label) : choice.label}`,
        ),
      ),
    );
  });
  $("option-rows").replaceChildren(...rows);
  $("options-changed").textContent = changedCount ? CHECKER_TEXT.optionsChanged(changedCount) : "";
}

/** "Auslegung … umstellen": the panel opens and comes into view, the focus on the rule's
 * reading chosen now. @param {string} rule */
function openOptions(rule) {
  const panel = /** @type {HTMLDetailsElement} */ (/** @type {unknown} */ ($("options")));
  panel.open = true;
  panel.scrollIntoView({ block: "start" });
  /** @type {HTMLInputElement | null} */ (panel.querySelector(`[data-option="${rule}"] input:checked`))?.focus({ preventScroll: true });
}

function renderControls() {
  root.dataset.edition = round.edition; // the stylesheet lays out the expansion's longer rows
  renderEdition();
  renderPeople();
  renderFinder();
  renderReading();
  renderExpansion();
  renderOptions();
}

function addPerson() {
  const { roles, players } = edition();
  if (round.people.length >= players.max) return;
  const taken = new Set(round.people.map((p) => p.name));
  let n = round.people.length + 1;
  while (taken.has(TEXT.newPerson(n))) n += 1;
  round.people.push({ name: TEXT.newPerson(n), role: roles[0].value, broken: "" });
  renderControls();
  changed();
  const inputs = /** @type {NodeListOf<HTMLInputElement>} */ ($("people").querySelectorAll(".wt-name"));
  inputs[inputs.length - 1].select();
}

// --- the answer -------------------------------------------------------------------------------

/** @param {string} text @param {boolean} [failed] */
function setStatus(text, failed = false) {
  const status = $("status");
  status.textContent = text;
  status.classList.toggle("wt-status--failed", failed);
}

/** @param {string} id */
function ruleLink(id) {
  const rule = data.rules[id];
  return rule ? h("a", { href: new URL(rule.href, ROOT).href }, rule.title) : null;
}

/** @param {string} fall @param {ScoreResponse} response */
function showResult(fall, response) {
  result.dataset.winners = response.error ? "error" : response.winners || "niemand";
  result.dataset.fall = fall;
  result.removeAttribute("aria-busy");
  const text = response.error ? response.error.text : response.answer;
  $("answer").replaceChildren(h("strong", { text }));
  const more = [];
  const shares = isObject(response.shares) ? response.shares : {};
  const request = (() => {
    try {
      return /** @type {ScoreRequest} */ (JSON.parse(currentText));
    } catch {
      return /** @type {Partial<ScoreRequest>} */ ({});
    }
  })();
  if (!response.error && Array.isArray(request.players)) {
    const roleLabel = Object.fromEntries(editionOf(request.edition || data.edition || "", data).roles.map((r) => [r.value, r.label]));
    const roles = request.roles || {};
    const trapped = Array.isArray(request.trapped) ? request.trapped : [];
    more.push(
      h(
        "table",
        { class: "wt-seats" },
        h("caption", { text: TEXT.seats }),
        h("thead", {}, h("tr", {}, [TEXT.person, TEXT.roleHead, TEXT.gets].map((t) => h("th", { scope: "col", text: t })))),
        h(
          "tbody",
          {},
          request.players.map((name) =>
            h(
              "tr",
              { class: roles[name] === "saboteur" ? "wt-seat--saboteur" : "wt-seat--goldsucher", "data-person": name },
              h(
                "th",
                { scope: "row" },
                name,
                name === request.finder ? h("span", { class: "wt-finder", text: TEXT.finder }) : null,
                trapped.includes(name) ? h("span", { class: "wt-finder", text: TEXT.trappedMark }) : null,
              ),
              h("td", { text: roleLabel[roles[name]] || "" }),
              h("td", { text: shares[name] ? shares[name].text : "" }),
            ),
          ),
        ),
      ),
    );
  }
  // The expansion's thefts: who steals, in order (whom they rob is their choice).
  if (!response.error && Array.isArray(response.thefts) && expansionOf(request.edition, data)) {
    more.push(
      h("p", { class: "wt-thefts", "data-wt": "thefts", text: response.thefts.length ? TEXT.thefts(response.thefts) : TEXT.noThefts }),
    );
  }
  if (Array.isArray(response.steps) && response.steps.length) {
    more.push(
      h(
        "details",
        { class: "sab-checks-details wt-steps-details", open: true },
        h("summary", { text: TEXT.steps }),
        h(
          "ol",
          { class: "wt-steps" },
          response.steps.map((step) =>
            h(
              "li",
              { "data-rule": step.rule },
              `${step.text} `,
              ruleLink(step.rule),
              // A step an Auslegung decided leads to the panel where it is switched.
              step.option && (expansionOf(request.edition, data)?.options || []).some((o) => o.rule === step.option?.rule)
                ? h("button", {
                    type: "button",
                    class: "wt-change-option",
                    "data-option": step.option.rule,
                    text: CHECKER_TEXT.changeOption(step.option.label),
                    onclick: () => openOptions(/** @type {{rule: string}} */ (step.option).rule),
                  })
                : null,
            ),
          ),
        ),
      ),
    );
  }
  $("more").replaceChildren(...more);
}

/** @param {string} fall @param {string} text */
function showLocalError(fall, text) {
  currentText = "";
  showResult(fall, { winners: null, shares: {}, steps: [], answer: text, error: { text } });
}

// --- asking the engine ----------------------------------------------------------------------

const engine = new Engine({ workerURL: new URL(data.worker, ROOT) });
let currentText = "";
let asked = 0;

// A running engine answers within milliseconds; longer, and the answer shown (on a first visit
// the example round's, rendered at build) no longer belongs to the round in the form: it gives
// way to a note until the engine has answered.
const ANSWER_WAIT_MS = 50;

function showPending() {
  result.dataset.winners = "pending";
  $("answer").replaceChildren(h("strong", { text: engine.isRunning ? TEXT.computing : TEXT.waiting }));
  $("more").replaceChildren();
}

/** @param {string} fall @param {string} text */
async function ask(fall, text) {
  const number = ++asked;
  currentText = text;
  result.setAttribute("aria-busy", "true");
  const answer = engine.call("score", text);
  answer.catch(() => {}); // handled below
  const early = await Promise.race([
    answer.then(
      () => true,
      () => true,
    ),
    new Promise((resolve) => setTimeout(() => resolve(false), ANSWER_WAIT_MS)),
  ]);
  if (number !== asked) return;
  if (!early) showPending();
  try {
    const response = JSON.parse(await answer);
    if (number !== asked) return;
    showResult(fall, response);
    remember(fall, response);
    setStatus(CHECKER_TEXT.ready);
  } catch (error) {
    if (number !== asked) return;
    const kind = error instanceof EngineError ? error.kind : undefined;
    const message = kind === "timeout" ? TEXT.timeout : kind === "start" ? CHECKER_TEXT.startFailed() : CHECKER_TEXT.engineFailed;
    setStatus(message, true);
    if (result.dataset.winners === "pending") {
      result.dataset.winners = "error";
      result.removeAttribute("aria-busy");
      $("answer").replaceChildren(h("strong", { text: message }));
    }
  }
}

// A change of the controls: the link follows (without a new history entry), then the answer.
/** The note that the round shown is an example goes once the round is the reader's own. */
function ownRound() {
  const note = app.querySelector("[data-wt='example-note']");
  if (note) /** @type {HTMLElement} */ (note).hidden = true;
}

function changed() {
  ownRound();
  rememberRound();
  const request = toRequest(round);
  const fall = encodeFall(request);
  history.replaceState(entry(fall), "", `#${PREFIX}${fall}`);
  ask(fall, JSON.stringify(request));
}

// --- the history entry ------------------------------------------------------------------------
//
// The link holds the round; the history entry (`history.state`) holds that the calculator has
// been here, and the engine's answer to the round once there is one. Back, Forward and a reload
// come to an entry that has it: the round and its answer are shown at once (no engine needed
// until the reader changes something), and the page is not scrolled to the calculator, so that
// the browser can put it back where the reader was (say, at a step whose rule link they
// followed). A link just opened (an example's "Im Rechner öffnen", one pasted in) has no such
// entry: the calculator comes into view.

const STATE = "wertung";

/** The state of this history entry for the round `fall`, with the engine's answer if known.
 * @param {string} fall @param {ScoreResponse} [response] */
function entry(fall, response) {
  return { [STATE]: { fall, worker: data.worker, ...(response ? { response } : {}) } };
}

/** Whether the calculator has written this history entry before (a return to it). */
function visited() {
  return isObject(history.state) && isObject(history.state[STATE]);
}

/** The engine's answer kept in this history entry for the round `fall`, if any (from the same
 * engine: after an update of the site, it asks again). @param {string} fall
 * @returns {ScoreResponse | null} */
function remembered(fall) {
  const kept = visited() ? history.state[STATE] : null;
  return kept && kept.fall === fall && kept.worker === data.worker && isObject(kept.response) ? kept.response : null;
}

/** Keeps the engine's answer in the history entry of its round (if the link still shows it).
 * @param {string} fall @param {ScoreResponse} response */
function remember(fall, response) {
  if (fallFromHash(location.hash, PREFIX) === fall) history.replaceState(entry(fall, response), "", location.href);
}

// The round in the link, if any: the controls follow it, the engine gets its text as it came.
function fromHash() {
  const value = fallFromHash(location.hash, PREFIX);
  if (!value) return false; // a link to a section of the page, or none at all
  ownRound();
  if (value === result.dataset.fall) return true;
  const { text, request: parsed } = readFall(value);
  if (parsed === null) {
    asked += 1;
    renderControls();
    showLocalError(value, TEXT.badLink);
    return true;
  }
  round = fromRequest(parsed);
  gone = [];
  renderControls();
  const kept = remembered(value);
  if (kept) {
    asked += 1; // an answer still on its way belongs to another round
    currentText = /** @type {string} */ (text);
    showResult(value, kept);
    return true;
  }
  ask(value, /** @type {string} */ (text));
  return true;
}

// --- copying the link -------------------------------------------------------------------------

// The round shown first is not in the address yet: it goes there before the address is copied.
function copyRound() {
  if (!fallFromHash(location.hash, PREFIX)) {
    const fall = encodeFall(toRequest(round));
    history.replaceState(entry(fall), "", `#${PREFIX}${fall}`);
  }
  return copyAddress($("copy-field"), $("copy-note"));
}

// --- start ------------------------------------------------------------------------------------

// The engine (Pyodide, several megabytes) starts only when it is needed: a link to a round, or
// the reader touching the calculator; the first round's answer was rendered at build.
function startEngine() {
  if (engine.ready || engine.isRunning) return;
  setStatus(CHECKER_TEXT.loading);
  engine.start().catch(() => setStatus(CHECKER_TEXT.startFailed(), true));
}

if (location.protocol !== "file:") {
  /** @type {HTMLElement} */ (root.querySelector("[data-wt-off]")).hidden = true;
  app.hidden = false;
  engine.onProgress = (stage) =>
    setStatus(stage === "ready" ? CHECKER_TEXT.ready : stage === "engine" ? CHECKER_TEXT.engine : CHECKER_TEXT.loading);
  app.addEventListener("focusin", startEngine);
  app.addEventListener("pointerdown", startEngine);
  // The rows of people removed wait until the reader has left the calculator alone a moment.
  for (const type of ["pointerdown", "keydown", "focusin"]) app.addEventListener(type, () => settleLater());
  $("add").addEventListener("click", addPerson);
  $("finder").addEventListener("change", () => {
    const chosen = $("finder").value;
    round.finder = chosen === "" ? null : Number(chosen);
    renderReading();
    renderExpansion();
    changed();
  });
  $("last-card").addEventListener("change", () => {
    const chosen = $("last-card").value;
    round.lastCard = chosen === "" ? null : Number(chosen);
    changed();
  });
  $("optional-rule").addEventListener("change", () => {
    // The new questions go into the rows above: the checkbox stays under the finger (the page
    // scrolls by what the rows grew or shrank), and the line under it says what changed.
    const box = $("optional-rule");
    const before = box.getBoundingClientRect().top;
    round.optional = box.checked;
    renderPeople();
    const moved = box.getBoundingClientRect().top - before;
    if (moved) window.scrollBy(0, moved);
    changed();
  });
  for (const input of readings) {
    input.addEventListener("change", () => {
      round.reading = input.value;
      changed();
    });
  }
  $("copy").addEventListener("click", copyRound);
  $("forget").addEventListener("click", () => {
    keep(SETTINGS_KEY, null);
    forgotten = true;
    renderRemembered();
  });
  // A link to a round (an example's "Im Rechner öffnen", or one pasted in) opens the calculator.
  // Back or Forward to an entry the calculator wrote leaves the scrolling to the browser.
  window.addEventListener("hashchange", () => {
    const back = visited();
    if (fromHash() && !back) root.scrollIntoView({ block: "start" });
  });
  renderControls();
  currentText = JSON.stringify(toRequest(round)); // the first round, answered at build
  const back = visited();
  if (fromHash()) {
    if (!back) root.scrollIntoView({ block: "start" });
  } else {
    // Opened without a round in the link: the settings remembered on this device, if any (the
    // answer is then the engine's, not the example's rendered at build).
    const kept = rememberedSettings();
    if (Object.keys(kept).length) {
      round = roundOfSettings(kept, round, data, TEXT.newPerson);
      renderControls();
      ownRound();
      startEngine();
      const request = toRequest(round);
      ask(encodeFall(request), JSON.stringify(request));
    }
  }
  renderRemembered();
}
