// The controls above the board: the card picker, the people at the table (with their broken
// tools), the choices under the cards (target, tool, rotation) and the panel of house rules,
// drawn from the request. Each control carries what a tap on it does (`data-zp-do`, an action
// of zugpruefer-state.js); the page script does it. No rule lives here: every choice is
// offered, and the engine says whether it is allowed; rotations, kinds of move and options
// come from its catalogue.

import { data } from "./zugpruefer-data.js";
import { $, app, h, picture, replaceChildren, setAttr, setHidden, setText } from "./zugpruefer-dom.js";
import {
  actionCards,
  brokenOf,
  cardIdOf,
  currentMove,
  DISCARD_TWO,
  inFrontOf,
  isExpansion,
  isObject,
  me,
  moveKind,
  pathCardSvg,
  people,
  rotationOf,
  situation,
  state,
} from "./zugpruefer-request.js";
import { offeredOptions, rememberedRules } from "./zugpruefer-house.js";
import { doing } from "./zugpruefer-state.js";
import { TEXT } from "./zugpruefer-text.js";

/** @typedef {import("./zugpruefer-state.js").Action} Action */

const toolName = Object.fromEntries(data.tools.map((/** @type {any} */ t) => [t.id, t.name]));

/** @param {string} id */
function labelOfCard(id) {
  if (id === "pass") return moveKind("pass")?.name || "";
  if (id === DISCARD_TWO) return moveKind(DISCARD_TWO)?.name || "";
  const card =
    data.path_cards.find((/** @type {any} */ c) => c.id === id) ||
    actionCards().find((/** @type {any} */ c) => c.id === id) ||
    (isExpansion() ? data.saboteur2.path_features.two_paths.find((/** @type {any} */ c) => c.id === id) : null);
  return card ? card.label : "";
}

/** @param {string} name */
const shown = (name) => (name === me() ? data.player : name);

/**
 * The picture of a card that lies in front of a person: a tool's sabotage card, or (Saboteur 2)
 * the expansion's card of that id; null when the data has none.
 * @param {string} id a tool ("lamp") or an expansion card ("theft")
 */
function cardInFrontSvg(id) {
  const sabotage = data.action_cards.find((/** @type {any} */ c) => c.move.play === "sabotage" && c.move.tool === id);
  if (sabotage) return sabotage.svg;
  const card = data.saboteur2 ? data.saboteur2.action_cards.find((/** @type {any} */ c) => c.id === id) : null;
  return card ? card.svg : null;
}

// One row per person, kept while the person stays at the table: a change redraws only the
// toggles that changed, and a new person adds one row (no pictures drawn again).
let personRows = new Map(); // JSON [name, is the player(, Saboteur 2)] → <li>

/**
 * Saboteur 2: the toggles for the expansion's cards in front of a person (Theft, Trapped!).
 * @param {string} name
 * @param {string} heading
 */
function inFrontGroup(name, heading) {
  return h(
    "div",
    { class: "zp-person__tools zp-person__in-front", role: "group", "aria-label": TEXT.inFrontGroup(heading, gameName(true)) },
    data.saboteur2.in_front.map((/** @type {any} */ card) => {
      const svg = cardInFrontSvg(card.id);
      return h(
        "button",
        {
          type: "button",
          class: "zp-toggle zp-toggle--tool",
          "aria-pressed": "false",
          "data-key": `in-front:${name}:${card.id}`,
          "data-zp-in-front": `${name}:${card.id}`,
          "data-zp-do": doing({ do: "in-front", name, card: card.id }),
        },
        svg ? picture(svg, "zp-pic zp-pic--mini") : null,
        h("span", { text: card.name }),
      );
    }),
  );
}

/** @param {string} name */
function personRow(name) {
  const heading = TEXT.before(shown(name), name === me());
  return h(
    "li",
    { class: "zp-person" },
    h(
      "div",
      { class: "zp-person__head" },
      h("span", { class: "zp-person__name", text: `${heading}:` }),
      name === me()
        ? null
        : h(
            "button",
            {
              type: "button",
              class: "zp-remove",
              "data-key": `remove:${name}`,
              "data-zp-do": doing({ do: "remove", name }),
            },
            h("span", { "aria-hidden": "true", text: "×" }),
            h("span", { class: "zp-visually-hidden", text: TEXT.removePerson(name) }),
          ),
    ),
    h(
      "div",
      { class: "zp-person__tools", role: "group", "aria-label": heading },
      data.tools.map((/** @type {any} */ tool) => {
        const svg = cardInFrontSvg(tool.id);
        return h(
          "button",
          {
            type: "button",
            class: "zp-toggle zp-toggle--tool",
            "aria-pressed": "false",
            "data-key": `broken:${name}:${tool.id}`,
            "data-zp-broken": `${name}:${tool.id}`,
            "data-zp-do": doing({ do: "broken", name, tool: tool.id }),
          },
          svg ? picture(svg, "zp-pic zp-pic--mini") : null,
          h("span", { text: tool.name }),
          h("span", { class: "zp-visually-hidden", text: TEXT.brokenSuffix }),
        );
      }),
    ),
    isExpansion() ? inFrontGroup(name, heading) : null,
  );
}

export function renderPeople() {
  const rows = new Map();
  for (const name of people()) {
    const key = JSON.stringify(isExpansion() ? [name, name === me(), true] : [name, name === me()]);
    const row = personRows.get(key) || personRow(name);
    for (const button of row.querySelectorAll("[data-zp-broken]")) {
      const tool = button.dataset.zpBroken.slice(name.length + 1);
      setAttr(button, "aria-pressed", brokenOf(name).includes(tool) ? "true" : "false");
    }
    for (const button of row.querySelectorAll("[data-zp-in-front]")) {
      const card = button.dataset.zpInFront.slice(name.length + 1);
      setAttr(button, "aria-pressed", inFrontOf(name).includes(card) ? "true" : "false");
    }
    rows.set(key, row);
  }
  personRows = rows;
  // Only the rows that come or go are touched: the others (and the focus in them) stay put.
  const list = $("people");
  const wanted = [...rows.values()];
  const keep = new Set(wanted);
  for (const child of [...list.children]) if (!keep.has(child)) child.remove();
  wanted.forEach((row, i) => {
    if (list.children[i] !== row) list.insertBefore(row, list.children[i] || null);
  });
}

export function renderCards() {
  if (pickerExpansion !== isExpansion()) buildCardPicker();
  const chosen = cardIdOf(currentMove());
  for (const button of app.querySelectorAll("[data-zp-card]")) {
    setAttr(button, "aria-pressed", /** @type {HTMLElement} */ (button).dataset.zpCard === chosen ? "true" : "false");
  }
  // A path card by its full name: with Saboteur 2 that says its ladder, door and crystals too.
  const move = currentMove();
  const named = move.play === "path" ? pathCardSvg(move.card, Number(move.rotation) || 0)?.label : null;
  setText($("chosen"), chosen ? TEXT.chosen(named || labelOfCard(chosen)) : "");
  const notes = [];
  if (!isObject(state.request.move) && Array.isArray(state.request.moves)) notes.push(TEXT.moves(state.request.moves.length));
  if (Array.isArray(situation().hand)) notes.push(TEXT.hand(situation().hand.length));
  setText($("case-note"), notes.join(" "));
  setHidden($("case-note"), notes.length === 0);
}

/**
 * A move in a few concrete words, for "Rückgängig" to say what came back: the card by its
 * name as the picker shows it, how it lies, and its place or whom it goes to
 * (the card's name in quotes, the catalogue's name of its turn, "auf" and its place); "" for
 * no card.
 * @param {unknown} move
 */
export function moveWords(move) {
  if (!isObject(move) || typeof move.play !== "string") return "";
  const id = cardIdOf(move);
  const path = move.play === "path" ? pathCardSvg(move.card, Number(move.rotation) || 0) : null;
  const label = path ? path.label : id ? labelOfCard(id) : "";
  if (!label) return "";
  const turn = move.play === "path" && Number(move.rotation) ? rotationOf(move.rotation)?.name : "";
  const words = [`„${label}“`];
  if (turn) words.push(turn);
  if (Number.isInteger(move.x) && Number.isInteger(move.y)) words.push(`auf ${TEXT.cell(move.x, move.y)}`);
  else if (typeof move.target === "string" && move.target) words.push(TEXT.undoneFor(move.target, move.target === me()));
  return words.join(" ");
}

/**
 * A card of the picker: its picture with its German name under it.
 * @param {{id: string, label: string, svg: string | null, group: string, attr: string, action: Action}} card
 */
export function cardTile({ id, label, svg, group, attr, action }) {
  return h(
    "button",
    {
      type: "button",
      class: `zp-card zp-card--${group}`,
      [attr]: id,
      "data-key": `${attr}:${id}`,
      "aria-pressed": "false",
      "data-zp-do": doing(action),
    },
    svg ? picture(svg) : null,
    h("span", { class: "zp-card__name", text: label }),
  );
}

let pickerExpansion = /** @type {boolean | null} */ (null); // the edition the picker was built for

export function buildCardPicker() {
  /** @param {string} id @param {string} label @param {string | null} svg @param {string} group */
  const tile = (id, label, svg, group) =>
    cardTile({ id, label, svg, group, attr: "data-zp-card", action: { do: "card", id } });
  const upright = String(data.rotations[0].degrees);
  pickerExpansion = isExpansion();
  const twoPaths = pickerExpansion ? data.saboteur2.path_features.two_paths : [];
  $("path-cards").replaceChildren(
    ...data.path_cards.map((/** @type {any} */ c) => tile(c.id, c.label, c.svg[upright], "path")),
    ...twoPaths.map((/** @type {any} */ c) => tile(c.id, c.label, c.svg[upright], "path")),
  );
  // With Saboteur 2 the expansion's action cards follow the base game's (with their pictures
  // from the data block, as the base cards), and its turn option beside passing.
  $("action-cards").replaceChildren(
    ...actionCards().map((/** @type {any} */ c) => tile(c.id, c.label, c.svg || null, c.svg ? "action" : "action zp-card--text")),
  );
  const pass = tile("pass", moveKind("pass")?.name || "", null, "pass");
  if (pickerExpansion) $("pass-card").replaceChildren(pass, tile(DISCARD_TWO, moveKind(DISCARD_TWO)?.name || "", null, "pass"));
  else $("pass-card").replaceChildren(pass);
}

let drawnEdition = /** @type {boolean | null} */ (null);

/** A game's German name from the page's data: the expansion's, or the base game's.
 * @param {boolean} expansion @returns {string} */
function gameName(expansion) {
  return data.editions[expansion ? data.saboteur2.edition : data.edition];
}

/** The switch between the base game and Saboteur 2 (`[data-zp-edition]`, `aria-pressed`). */
export function renderEdition() {
  const box = document.querySelector("[data-zp='edition']");
  if (!box || !data.saboteur2) return;
  const expansion = isExpansion();
  if (drawnEdition === expansion) return;
  drawnEdition = expansion;
  const here = document.querySelector("[data-zp='edition-here']");
  if (here) {
    const arrow = h("span", { class: "zp-edition-here__arrow", "aria-hidden": "true", text: TEXT.upArrow });
    here.replaceChildren(`${TEXT.editionHere(gameName(expansion))} `, arrow);
  }
  // The way back to the table (shown after the jump from it) stays through every redraw.
  const back = box.querySelector("[data-zp='edition-back']");
  replaceChildren(box, [
    h("span", { id: "zp-edition-label", class: "zp-choices__label", text: TEXT.editionQuestion }),
    ...[false, true].map((choice) =>
      h("button", {
        type: "button",
        class: "zp-toggle",
        "aria-pressed": choice === expansion ? "true" : "false",
        "data-zp-edition": choice ? data.saboteur2.edition : data.edition,
        "data-zp-do": doing({ do: "edition", expansion: choice }),
        text: gameName(choice),
      }),
    ),
    back,
  ]);
}

/**
 * @param {string} label
 * @param {boolean} pressed
 * @param {string} key
 * @param {Action} action
 * @param {string | null} [svg] a picture of the card the choice names, before its name
 */
function choiceButton(label, pressed, key, action, svg = null) {
  const common = {
    type: "button",
    "aria-pressed": pressed ? "true" : "false",
    "data-key": key,
    "data-zp-do": doing(action),
  };
  if (!svg) return h("button", { ...common, class: "zp-toggle", text: label });
  return h(
    "button",
    { ...common, class: "zp-toggle zp-toggle--tool" },
    picture(svg, "zp-pic zp-pic--mini"),
    h("span", { text: label }),
  );
}

/** The rotations to offer for your card: each of the catalogue's names once. */
function offeredRotations() {
  /** @type {any[]} */
  const offered = [];
  for (const turn of data.rotations) if (!offered.some((t) => t.name === turn.name)) offered.push(turn);
  return offered;
}

let drawnTarget = /** @type {string | null} */ (null); // what the choices under the cards were built for

export function renderTarget() {
  const move = currentMove();
  const key = JSON.stringify([move.play, move.target, move.tools, move.fix, move.rotation, me(), people(),
    isExpansion(), move.discard, move.remove, isExpansion() ? move.card : null,
    move.play === DISCARD_TWO ? [brokenOf(me()), inFrontOf(me())] : null]);
  if (key === drawnTarget) return;
  drawnTarget = key;
  const kind = moveKind(move.play);
  const parts = [];
  if (kind && kind.target) {
    const names = people(); // every person, yourself included: the engine judges the target
    parts.push(
      h(
        "div",
        { class: "zp-choices", role: "group", "aria-labelledby": "zp-target-label" },
        h("span", {
          id: "zp-target-label",
          class: "zp-choices__label",
          text: TEXT.targetQuestion,
        }),
        names.map((name) =>
          choiceButton(TEXT.target(shown(name), name === me()), move.target === name, `target:${name}`, {
            do: "target",
            name,
          }),
        ),
      ),
    );
  }
  if (Array.isArray(move.tools) && move.tools.length > 1) {
    parts.push(
      h(
        "div",
        { class: "zp-choices", role: "group", "aria-labelledby": "zp-fix-label" },
        h("span", { id: "zp-fix-label", class: "zp-choices__label", text: TEXT.fixQuestion }),
        choiceButton(TEXT.fixAny, !move.fix, "fix:", { do: "fix", tool: null }),
        move.tools.map((/** @type {string} */ tool) =>
          choiceButton(TEXT.fix(toolName[tool] || tool), move.fix === tool, `fix:${tool}`, { do: "fix", tool }),
        ),
      ),
    );
  }
  if (move.play === "path") {
    const now = rotationOf(move.rotation || 0);
    parts.push(
      h(
        "div",
        { class: "zp-choices", role: "group", "aria-labelledby": "zp-rotation-label" },
        h("span", { id: "zp-rotation-label", class: "zp-choices__label", text: TEXT.rotationQuestion }),
        offeredRotations().map((turn) =>
          choiceButton(turn.name, Boolean(now && now.name === turn.name), `rotation:${turn.degrees}`, {
            do: "rotation",
            degrees: turn.degrees,
          }),
        ),
      ),
    );
  }
  if (isExpansion() && move.play === "path" && isObject(move.card)) parts.push(...featureChoices(move.card));
  if (isExpansion() && move.play === "pass") {
    // Saboteur 2: passing discards one to three cards (the catalogue's counts); none named is one.
    const count = Number.isInteger(move.discard) ? move.discard : data.saboteur2.pass_discard[0].discard;
    parts.push(
      h(
        "div",
        { class: "zp-choices", role: "group", "aria-labelledby": "zp-discard-label" },
        h("span", { id: "zp-discard-label", class: "zp-choices__label", text: TEXT.discardQuestion }),
        data.saboteur2.pass_discard.map((/** @type {any} */ choice) =>
          choiceButton(choice.label, count === choice.discard, `discard:${choice.discard}`, {
            do: "discard",
            count: choice.discard,
          }),
        ),
      ),
    );
  }
  if (isExpansion() && move.play === DISCARD_TWO) {
    parts.push(
      h(
        "div",
        { class: "zp-choices", role: "group", "aria-labelledby": "zp-take-away-label" },
        h("span", { id: "zp-take-away-label", class: "zp-choices__label", text: TEXT.takeAwayQuestion }),
        // Each with the picture of the card it removes, as in the rows of the people.
        removableMineFirst().map((/** @type {any} */ card) =>
          choiceButton(
            card.name,
            move.remove === card.id,
            `take-away:${card.id}`,
            { do: "take-away", card: card.id },
            cardInFrontSvg(card.id),
          ),
        ),
      ),
    );
  }
  replaceChildren($("target"), parts);
  setHidden($("target"), parts.length === 0);
}

/**
 * Saboteur 2: the cards "Zwei Karten abwerfen" may remove (the catalogue's), those that lie in
 * front of you first, each group in the catalogue's order.
 * @returns {any[]}
 */
function removableMineFirst() {
  const mine = [...brokenOf(me()), ...inFrontOf(me())];
  const all = data.saboteur2.removable;
  return [...all.filter((/** @type {any} */ c) => mine.includes(c.id)), ...all.filter((/** @type {any} */ c) => !mine.includes(c.id))];
}

/**
 * Saboteur 2: what your path card carries (ladder, door, crystals), from the catalogue.
 * @param {Record<string, any>} card
 */
function featureChoices(card) {
  const features = data.saboteur2.path_features;
  /** @param {string} id @param {string} label @param {any[]} buttons */
  const group = (id, label, buttons) =>
    h(
      "div",
      { class: "zp-choices", role: "group", "aria-labelledby": id },
      h("span", { id, class: "zp-choices__label", text: label }),
      buttons,
    );
  const crystals = Number.isInteger(card.crystals) ? card.crystals : 0;
  return [
    group("zp-ladder-label", TEXT.ladderQuestion, [
      choiceButton(TEXT.without, !card.ladder, "ladder:no", { do: "feature", key: "ladder", value: false }),
      choiceButton(features.ladder, card.ladder === true, "ladder:yes", { do: "feature", key: "ladder", value: true }),
    ]),
    group("zp-door-label", TEXT.doorQuestion, [
      choiceButton(TEXT.without, !card.door, "door:", { do: "feature", key: "door", value: null }),
      ...features.doors.map((/** @type {any} */ d) =>
        choiceButton(d.label, card.door === d.door, `door:${d.door}`, { do: "feature", key: "door", value: d.door }),
      ),
    ]),
    group(
      "zp-crystals-label",
      TEXT.crystalsQuestion,
      Array.from({ length: data.saboteur2.max_crystals + 1 }, (_, n) =>
        choiceButton(String(n), crystals === n, `crystals:${n}`, { do: "feature", key: "crystals", value: n }),
      ),
    ),
  ];
}

let drawnOptions = "";

/** The panel "Hausregeln / Auslegungen": one row of choices per open rule of the catalogue. */
export function renderOptions() {
  const panel = $("options");
  const expansion = isExpansion();
  const options = offeredOptions(data, expansion);
  if (!options.length) {
    setHidden(panel, true);
    return;
  }
  setHidden(panel, false);
  // In the Saboteur 2 mode: where the expansion's readings of the score are switched.
  setHidden($("options-score"), !expansion);
  renderRemembered();
  const rules = isObject(situation().rules) ? situation().rules : {};
  const key = JSON.stringify([expansion, rules]);
  if (key === drawnOptions) return;
  drawnOptions = key;
  let changed = 0;
  const rows = options.map((/** @type {any} */ option) => {
    const value = typeof rules[option.rule] === "string" ? rules[option.rule] : option.default;
    if (value !== option.default) changed += 1;
    const id = `zp-option-${option.rule}`;
    return h(
      "div",
      { class: "zp-choices zp-option", role: "group", "aria-labelledby": id },
      h("span", { id, class: "zp-choices__label", text: option.title }),
      option.values.map((/** @type {any} */ choice) =>
        choiceButton(
          choice.value === option.default ? TEXT.optionDefault(choice.label) : choice.label,
          value === choice.value,
          `option:${option.rule}:${choice.value}`,
          { do: "option", rule: option.rule, value: choice.value },
        ),
      ),
    );
  });
  replaceChildren($("option-rows"), rows);
  setText($("options-changed"), changed ? TEXT.optionsChanged(changed) : "");
}

let forgotten = false;
/** "Gemerkte Einstellungen vergessen" was tapped: say so until something is remembered again. */
export function noteForgotten() {
  forgotten = true;
  renderRemembered();
}

/** What this device remembers of the house rules (zugpruefer-house.js), and how to forget it. */
function renderRemembered() {
  const options = offeredOptions(data, null);
  const kept = rememberedRules(options);
  const said = options
    .filter((/** @type {any} */ o) => o.rule in kept)
    .map((/** @type {any} */ o) => `${o.title}: ${o.values.find((/** @type {any} */ v) => v.value === kept[o.rule])?.label ?? kept[o.rule]}`);
  if (said.length) forgotten = false;
  setText($("options-saved"), said.length ? TEXT.optionsRemembered(said) : forgotten ? TEXT.optionsForgotten : "");
  setHidden($("options-forget"), !said.length);
}
