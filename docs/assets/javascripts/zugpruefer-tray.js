// The tray above the board: the card in hand and what to do with it, in one place with the
// table (it stays in view while the board scrolls, CSS `position: sticky`). No rule lives here:
// names, pictures, the ways a card lies and which cards look different turned come from the
// engine's catalogue; the buttons carry their actions (`data-zp-do`), the page script does them.
//
// - Placing your card ("Meine Karte legen"): your path card as it lies, and "Drehen".
// - Building the table ("Tisch aufbauen"), nothing selected: the cards to lay (a compact strip
//   of pictures, `[data-zp-build-card]`), the chosen one as it will lie, and "Drehen". With
//   Saboteur 2 the strip adds its cards with two paths, and a ladder, a door of a team's colour
//   or crystals can be put on the card (`[data-zp-build-feature]`), all from the catalogue.
// - Building, a card on the table selected (a tap on it selects it and changes nothing): that
//   card as it lies, with "Drehen", "Verschieben" (then a tap on a free place) and "Entfernen"
//   (with Saboteur 2 also its ladder, door and crystals, `[data-zp-laid-feature]`), in the strip's room
//   (the tray keeps its height while the table is built).

import { cardTile } from "./zugpruefer-controls.js";
import { data } from "./zugpruefer-data.js";
import { $, h, picture, replaceChildren, setAttr, setHidden, setText } from "./zugpruefer-dom.js";
import {
  boardCards,
  buildEntries,
  cardTurns,
  currentMove,
  isExpansion,
  isObject,
  nextTurn,
  pathCardSvg,
  rotationOf,
  state,
} from "./zugpruefer-request.js";
import { doing } from "./zugpruefer-state.js";
import { TEXT } from "./zugpruefer-text.js";

/** @typedef {import("./zugpruefer-state.js").Action} Action */

let stripExpansion = /** @type {boolean | null} */ (null); // the edition the strip was built for

/** The strip of cards to lay on the table: their pictures, their names for screen readers
 * (two rows in the base game, one scrolled sideways with Saboteur 2). */
export function buildBuildPicker() {
  stripExpansion = isExpansion();
  const entries = buildEntries();
  // Two rows for the base game; Saboteur 2's, with its ladder, door and crystals below, one row
  // scrolled sideways (the tray stays low above the board).
  $("build-cards").classList.toggle("zp-cards--one-row", stripExpansion);
  $("build-cards").style.setProperty("--zp-strip-columns", String(stripExpansion ? entries.length : Math.ceil(entries.length / 2)));
  $("build-cards").replaceChildren(
    ...entries.map((/** @type {any} */ c) =>
      cardTile({
        id: c.id,
        label: c.label,
        svg: c.svg[String(data.rotations[0].degrees)],
        group: "path zp-card--small",
        attr: "data-zp-build-card",
        action: { do: "build-card", id: c.id },
      }),
    ),
  );
}

/**
 * A button of the tray.
 * @param {string} key
 * @param {string} text
 * @param {Action} action
 * @param {{pressed?: boolean, label?: string}} [options]
 */
function trayButton(key, text, action, { pressed, label } = {}) {
  return h("button", {
    type: "button",
    class: "zp-toggle zp-tray__button",
    "data-key": key,
    "data-zp-tray": key,
    "data-zp-do": doing(action),
    "aria-pressed": pressed === undefined ? null : pressed ? "true" : "false",
    "aria-label": label || null,
    text,
  });
}

/**
 * Saboteur 2: what a card on the table carries, as toggles: a ladder, a door of each colour
 * (the catalogue's words), and its crystals with "−" and "+" (from none to the catalogue's
 * most); each carries what a tap makes of the card. One row, scrolled sideways when it does
 * not fit, so that the tray stays low above the board.
 * @param {unknown} card
 * @param {"build-feature" | "laid-feature"} kind the card to lay, or the card selected on the table
 */
function featureToggles(card, kind) {
  const features = data.saboteur2.path_features;
  const has = isObject(card) ? card : {};
  const attr = kind === "build-feature" ? "data-zp-build-feature" : "data-zp-laid-feature";
  /** @param {string} id @param {string} text @param {boolean | null} on @param {Action | null} action @param {string} [label] */
  const toggle = (id, text, on, action, label) =>
    h("button", {
      type: "button",
      class: "zp-toggle zp-tray__button zp-tray__feature",
      "data-key": `${kind}:${id}`,
      [attr]: id,
      "aria-pressed": on === null ? null : on ? "true" : "false",
      "aria-disabled": action ? null : "true",
      "aria-label": label || null,
      "data-zp-do": action ? doing(action) : null,
      text,
    });
  const ladder = has.ladder === true;
  const crystals = Number.isInteger(has.crystals) ? has.crystals : 0;
  const most = data.saboteur2.max_crystals;
  /** @param {number} n */
  const setCrystals = (n) => (n < 0 || n > most ? null : /** @type {Action} */ ({ do: kind, key: "crystals", value: n }));
  const counted = features.crystals.find((/** @type {any} */ c) => c.crystals === crystals);
  return h(
    "div",
    { class: "zp-tray__buttons zp-tray__features", role: "group", "aria-label": TEXT.featuresGroup },
    toggle("ladder", features.ladder, ladder, { do: kind, key: "ladder", value: !ladder }),
    features.doors.map((/** @type {any} */ d) =>
      toggle(`door:${d.door}`, d.label, has.door === d.door, {
        do: kind,
        key: "door",
        value: has.door === d.door ? null : d.door,
      }),
    ),
    h(
      "span",
      { class: "zp-tray__crystals", role: "group", "aria-label": TEXT.crystalsGroup },
      toggle("crystals-less", "−", null, setCrystals(crystals - 1), TEXT.crystalsLess),
      h("span", { class: "zp-tray__count", "data-zp-crystals": String(crystals), text: counted ? counted.label : TEXT.noCrystals }),
      toggle("crystals-more", "+", null, setCrystals(crystals + 1), TEXT.crystalsMore),
    ),
  );
}

/**
 * The card in hand: its picture as it lies, its name, how it lies, the buttons beside it.
 * @param {string} caption what the card is ("Deine Karte", "Zum Hinlegen" …)
 * @param {unknown} card
 * @param {number} rotation
 * @param {Action | null} turn what "Drehen" does (null: the card looks the same turned)
 * @param {HTMLElement[]} more further buttons
 * @param {HTMLElement | null} [below] a row under them (Saboteur 2: ladder and door)
 */
function inHand(caption, card, rotation, turn, more, below = null) {
  const found = pathCardSvg(card, rotation);
  const how = rotationOf(rotation)?.name || "";
  return [
    found ? picture(found.svg, "zp-pic zp-tray__pic") : null,
    h(
      "p",
      { class: "zp-tray__what" },
      h("span", { class: "zp-tray__caption", text: caption }),
      h("strong", { class: "zp-tray__name", text: found ? found.label : "" }),
      h("span", { class: "zp-tray__how", "data-zp-how": String(rotation), text: turn ? how : TEXT.turnsNot(how) }),
    ),
    h(
      "div",
      { class: "zp-tray__buttons" },
      turn ? trayButton("turn", TEXT.turn, turn, { label: TEXT.turnLabel(how) }) : null,
      more,
    ),
    below,
  ];
}

let said = "";

/** Tell a screen reader what the tray now offers (only when that changes). @param {string} text */
function say(text) {
  if (text === said) return;
  said = text;
  setText($("tray-say"), text);
}

let drawnTray = "";

// While the table is built, the tray keeps its height: a tap on a card on the table swaps the
// strip of cards to lay for that card's buttons (and "Fertig" swaps them back), and the board
// below must stay where it was under the reader's finger. The tray keeps the greatest height
// it had since build mode began, at this width; placing your card lets it go.
let held = { width: 0, height: 0 };

/** @param {boolean} building */
function holdHeight(building) {
  const tray = $("tray");
  if (!building) {
    if (held.width) tray.style.minHeight = "";
    held = { width: 0, height: 0 };
    return;
  }
  const width = tray.clientWidth;
  if (width !== held.width) {
    tray.style.minHeight = "";
    held = { width, height: 0 };
  }
  const height = tray.getBoundingClientRect().height;
  if (height > held.height) {
    held.height = height;
    tray.style.minHeight = `${height}px`;
  }
}

/** Draw the tray from the state (after the board: it reads what lies where). */
export function renderTray() {
  const move = currentMove();
  const { mode, build, selected } = state;
  const laid = selected ? boardCards().find((c) => c.x === selected.x && c.y === selected.y) : null;
  const expansion = isExpansion();
  if (stripExpansion !== expansion) buildBuildPicker();
  const key = JSON.stringify([mode, build, selected, laid || null, expansion, mode === "move" ? [move.play, move.card, move.rotation] : null]);
  setHidden($("build"), mode !== "build" || Boolean(laid));
  for (const button of $("build-cards").querySelectorAll("[data-zp-build-card]")) {
    setAttr(button, "aria-pressed", /** @type {HTMLElement} */ (button).dataset.zpBuildCard === build.card ? "true" : "false");
  }
  if (key === drawnTray) {
    holdHeight(mode === "build");
    return;
  }
  drawnTray = key;
  /** @type {any[]} */
  let parts = [];
  if (mode === "build" && laid && selected) {
    const rotation = Number(laid.rotation || 0);
    const turn = cardTurns(laid.card) ? /** @type {Action} */ ({ do: "selected", what: "turn" }) : null;
    parts = inHand(
      TEXT.selectedCaption(selected.x, selected.y),
      laid.card,
      rotation,
      turn,
      [
        trayButton("move", TEXT.moveCard, { do: "selected", what: "move" }, { pressed: selected.moving }),
        trayButton("remove", TEXT.removeCard, { do: "selected", what: "remove" }),
        trayButton("done", TEXT.doneCard, { do: "selected", what: "done" }),
      ],
      expansion ? featureToggles(laid.card, "laid-feature") : null,
    );
    say(selected.moving ? TEXT.hintMoving : TEXT.saySelected(pathCardSvg(laid.card, rotation)?.label || "", selected.x, selected.y));
  } else if (mode === "build") {
    const entry = buildEntries().find((/** @type {any} */ c) => c.id === build.card);
    const turn = entry && entry.turns ? /** @type {Action} */ ({ do: "build-rotation", degrees: nextTurn(build.rotation) }) : null;
    // With Saboteur 2 the card to lay shows the ladder or door it will carry.
    const card = entry && expansion ? { ...entry.card, ...(build.features || {}) } : entry && entry.card;
    const below = expansion ? featureToggles(card, "build-feature") : null;
    parts = entry ? inHand(TEXT.toLay, card, build.rotation, turn, [], below) : [];
    say("");
  } else if (move.play === "path") {
    const rotation = Number(move.rotation || 0);
    const turn = cardTurns(move.card) ? /** @type {Action} */ ({ do: "rotation", degrees: nextTurn(rotation) }) : null;
    parts = inHand(TEXT.yourCard, move.card, rotation, turn, []);
    say("");
  } else {
    say("");
  }
  replaceChildren($("tray-card"), parts);
  setHidden($("tray-card"), parts.length === 0);
  holdHeight(mode === "build");
}
