// The controls above the board: the card picker, the people at the table (with their broken
// tools) and the choices under the cards (target, tool, rotation), drawn from the request.
// No rule lives here: every choice is offered, and the engine says whether it is allowed.

import { data } from "./zugpruefer-data.js";
import { $, app, h, picture, replaceChildren, setAttr, setHidden, setText } from "./zugpruefer-dom.js";
import { chooseCard, editMove, removePerson, toggleBroken } from "./zugpruefer-edit.js";
import { brokenOf, cardIdOf, currentMove, isObject, me, people, situation, state } from "./zugpruefer-request.js";
import { TEXT } from "./zugpruefer-text.js";

const toolName = Object.fromEntries(data.tools.map((t) => [t.id, t.name]));

function labelOfCard(id) {
  if (id === "pass") return TEXT.pass;
  const card = data.path_cards.find((c) => c.id === id) || data.action_cards.find((c) => c.id === id);
  return card ? card.label : "";
}

// One row per person, kept while the person stays at the table: a change redraws only the
// toggles that changed, and a new person adds one row (no pictures drawn again).
let personRows = new Map(); // JSON [name, is "du"] → <li>

function personRow(name) {
  const heading = TEXT.before(name === me() ? "du" : name);
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
              title: TEXT.removePerson(name),
              onclick: () => removePerson(name),
            },
            h("span", { "aria-hidden": "true", text: "×" }),
            h("span", { class: "zp-visually-hidden", text: TEXT.removePerson(name) }),
          ),
    ),
    h(
      "div",
      { class: "zp-person__tools", role: "group", "aria-label": heading },
      data.tools.map((tool) => {
        const card = data.action_cards.find((c) => c.move.play === "sabotage" && c.move.tool === tool.id);
        return h(
          "button",
          {
            type: "button",
            class: "zp-toggle zp-toggle--tool",
            "aria-pressed": "false",
            "data-key": `broken:${name}:${tool.id}`,
            "data-zp-broken": `${name}:${tool.id}`,
            onclick: () => toggleBroken(name, tool.id),
          },
          card ? picture(card.svg, "zp-pic zp-pic--mini") : null,
          h("span", { text: tool.name }),
          h("span", { class: "zp-visually-hidden", text: TEXT.brokenSuffix }),
        );
      }),
    ),
  );
}

export function renderPeople() {
  const rows = new Map();
  for (const name of people()) {
    const key = JSON.stringify([name, name === me()]);
    const row = personRows.get(key) || personRow(name);
    for (const button of row.querySelectorAll("[data-zp-broken]")) {
      const tool = button.dataset.zpBroken.slice(name.length + 1);
      setAttr(button, "aria-pressed", brokenOf(name).includes(tool) ? "true" : "false");
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
  const chosen = cardIdOf(currentMove());
  for (const button of /** @type {NodeListOf<HTMLElement>} */ (app.querySelectorAll("[data-zp-card]"))) {
    setAttr(button, "aria-pressed", button.dataset.zpCard === chosen ? "true" : "false");
  }
  setText($("chosen"), chosen ? TEXT.chosen(labelOfCard(chosen)) : "");
  const notes = [];
  if (!isObject(state.request.move) && Array.isArray(state.request.moves)) notes.push(TEXT.moves(state.request.moves.length));
  if (Array.isArray(situation().hand)) notes.push(TEXT.hand(situation().hand.length));
  setText($("case-note"), notes.join(" "));
  setHidden($("case-note"), notes.length === 0);
}

export function buildCardPicker() {
  const tile = (id, label, svg, group) =>
    h(
      "button",
      {
        type: "button",
        class: `zp-card zp-card--${group}`,
        "data-zp-card": id,
        "data-key": `card:${id}`,
        "aria-pressed": "false",
        title: label,
        onclick: () => chooseCard(id),
      },
      svg ? picture(svg) : h("span", { class: "zp-card__text", "aria-hidden": "true", text: label }),
      h("span", { class: "zp-visually-hidden", text: label }),
    );
  $("path-cards").replaceChildren(...data.path_cards.map((c) => tile(c.id, c.label, c.svg["0"], "path")));
  $("action-cards").replaceChildren(...data.action_cards.map((c) => tile(c.id, c.label, c.svg, "action")));
  $("pass-card").replaceChildren(tile("pass", TEXT.pass, null, "pass"));
  const select = $("build-card");
  select.replaceChildren(...data.path_cards.map((c) => h("option", { value: c.id, text: c.label })));
}

function choiceButton(label, pressed, key, onclick) {
  return h("button", {
    type: "button",
    class: "zp-toggle",
    "aria-pressed": pressed ? "true" : "false",
    "data-key": key,
    text: label,
    onclick,
  });
}

let drawnTarget = null; // what the choices under the cards were built for

export function renderTarget() {
  const move = currentMove();
  const key = JSON.stringify([move.play, move.target, move.tools, move.fix, move.rotation, me(), people()]);
  if (key === drawnTarget) return;
  drawnTarget = key;
  const parts = [];
  if (move.play === "sabotage" || move.play === "repair") {
    const names = people(); // every person, yourself included: the engine judges the target
    parts.push(
      h(
        "div",
        { class: "zp-choices", role: "group", "aria-labelledby": "zp-target-label" },
        h("span", { id: "zp-target-label", class: "zp-choices__label", text: TEXT.targetQuestion }),
        names.map((name) =>
          choiceButton(TEXT.target(name === me() ? "du" : name), move.target === name, `target:${name}`, () => editMove({ target: name })),
        ),
      ),
    );
  }
  if (move.play === "repair" && Array.isArray(move.tools) && move.tools.length > 1) {
    parts.push(
      h(
        "div",
        { class: "zp-choices", role: "group", "aria-labelledby": "zp-fix-label" },
        h("span", { id: "zp-fix-label", class: "zp-choices__label", text: TEXT.fixQuestion }),
        choiceButton(TEXT.fixAny, !move.fix, "fix:", () => editMove({ fix: undefined })),
        move.tools.map((tool) =>
          choiceButton(TEXT.fix(toolName[tool] || tool), move.fix === tool, `fix:${tool}`, () => editMove({ fix: tool })),
        ),
      ),
    );
  }
  if (move.play === "path") {
    parts.push(
      h(
        "div",
        { class: "zp-choices", role: "group", "aria-labelledby": "zp-rotation-label" },
        h("span", { id: "zp-rotation-label", class: "zp-choices__label", text: TEXT.rotationQuestion }),
        [0, 180, 90].map((r) =>
          choiceButton(TEXT.rotation[r], (move.rotation || 0) === r, `rotation:${r}`, () => editMove({ rotation: r })),
        ),
      ),
    );
  }
  replaceChildren($("target"), parts);
  setHidden($("target"), parts.length === 0);
}
