// The board, drawn from the checker's state: the grid of cells (built again only when the part
// of the table to show changes), what each cell shows, its legend, and keyboard moves between
// cells. Each cell and each button of the build panel carries what a tap does (`data-zp-do`);
// the page script does it. No rule lives here: the legal places it marks come from the engine
// (`state.legal`, `state.alternatives`), where start and goals lie and the rotations from the
// engine's catalogue.

import { data } from "./zugpruefer-data.js";
import { $, app, h, picture, replaceChildren, setAttr, setHidden, setText } from "./zugpruefer-dom.js";
import {
  boardCards,
  bounds,
  currentMove,
  goals,
  moveKind,
  pathCardSvg,
  rotationOf,
  state,
} from "./zugpruefer-request.js";
import { doing, markedCells } from "./zugpruefer-state.js";
import { TEXT } from "./zugpruefer-text.js";
import { renderTray } from "./zugpruefer-tray.js";

// What is drawn (not state: the page's drawing of it), kept to redraw only what changes.
let focusCell = /** @type {string | null} */ (null); // the cell that takes Tab (roving tabindex)
let drawn = { size: "", cells: new Map() }; // the grid as built: "x0,x1,y0,y1" and key → button

/**
 * The catalogue's words for a set of rotations, joined with "oder".
 * @param {number[]} degrees
 */
function rotationWords(degrees) {
  /** @type {string[]} */
  const names = [];
  for (const d of degrees) {
    const turn = rotationOf(d);
    if (turn && !names.includes(turn.name)) names.push(turn.name);
  }
  return names.join(TEXT.or);
}

/**
 * What one cell of the table shows: its classes, its words for screen readers, its picture.
 * @param {number} x
 * @param {number} y
 * @param {any} view
 */
function cellState(x, y, view) {
  const key = `${x},${y}`;
  const { move, onBoard, rotation, cards, goalAt, marked } = view;
  const words = [TEXT.cell(x, y)];
  const classes = ["zp-cell"];
  let pic = null;
  const table = cards.get(key);
  const goal = goalAt.get(key);
  const start = data.table.start;
  if (x === start.x && y === start.y) {
    pic = { svg: data.start_picture.svg, cls: "zp-pic" };
    words.push(data.start_picture.label);
    classes.push("zp-cell--start");
  } else if (goal) {
    const kind = goal.revealed ? (goal.kind === "gold" ? "gold" : "stone") : "hidden";
    pic = { svg: data.goal_pictures[kind].svg, cls: "zp-pic" };
    words.push(data.goal_pictures[kind].label);
    classes.push("zp-cell--goal");
  } else if (table) {
    const found = pathCardSvg(table.card, table.rotation || 0);
    const turn = rotationOf(table.rotation || 0);
    if (found) {
      pic = { svg: found.svg, cls: "zp-pic" };
      words.push(turn ? `${found.label}, ${turn.name}` : found.label);
    }
    classes.push("zp-cell--card");
    // Build mode: a tap selects the card (the tray offers turning, moving, removing it).
    const selected = state.mode === "build" && state.selected && state.selected.x === x && state.selected.y === y;
    if (selected) classes.push("zp-cell--selected");
    if (state.mode === "build") words.push(selected ? TEXT.builtCardSelected : TEXT.builtCardTap);
  } else {
    words.push(TEXT.empty);
  }
  if (onBoard && move.x === x && move.y === y) {
    classes.push("zp-cell--move");
    words.push(TEXT.yourMove);
    const ghost = move.play === "path" ? pathCardSvg(move.card, rotation) : null;
    if (ghost) pic = { svg: ghost.svg, cls: "zp-pic zp-pic--ghost" };
  }
  /** @type {number[] | undefined} */
  const here = marked ? marked.get(key) : undefined;
  if (here) {
    const asChosen = here.includes(rotation) || here.includes(-1);
    classes.push(asChosen ? "zp-cell--legal" : "zp-cell--legal-turned");
    words.push(asChosen ? TEXT.legal : TEXT.legalTurned(rotationWords(here)));
  }
  return {
    className: classes.join(" "),
    label: words.join(", "),
    pic,
    legal: here ? (here.includes(-1) ? "" : here.join(" ")) : null,
  };
}

/**
 * The grid of buttons, built again only when the part of the table to show changes.
 * @param {{x0: number, x1: number, y0: number, y1: number}} area
 */
function buildGrid({ x0, x1, y0, y1 }) {
  const cells = new Map();
  // Column and row numbers, as the engine names places: (x, y), x to the goals, y downwards.
  const header = [h("span", { role: "columnheader", class: "zp-axis zp-axis--corner" })];
  for (let x = x0; x <= x1; x += 1) header.push(h("span", { role: "columnheader", class: "zp-axis", text: String(x) }));
  const rows = [h("div", { role: "row", class: "zp-row" }, header)];
  for (let y = y0; y <= y1; y += 1) {
    const row = [h("span", { role: "rowheader", class: "zp-axis zp-axis--row", text: String(y) })];
    for (let x = x0; x <= x1; x += 1) {
      const key = `${x},${y}`;
      const button = h(
        "button",
        // A focusable grid cell (ARIA grid pattern); a native button, so Enter and Space work.
        {
          type: "button",
          role: "gridcell",
          "data-x": x,
          "data-y": y,
          "data-key": `cell:${key}`,
          "data-zp-do": doing({ do: "cell", x, y }),
          tabindex: "-1",
        },
        h("span", { class: "zp-visually-hidden" }),
      );
      /** @type {any} */ (button).zp = {};
      cells.set(key, button);
      row.push(button);
    }
    rows.push(h("div", { role: "row", class: "zp-row" }, row));
  }
  const grid = $("board");
  grid.style.setProperty("--zp-cols", String(x1 - x0 + 1));
  replaceChildren(grid, rows);
  return cells;
}

export function renderBoard() {
  const area = bounds();
  const move = currentMove();
  const kind = moveKind(move.play);
  const marked = markedCells(state, move);
  const { mode, legal } = state;
  const view = {
    move,
    onBoard: Boolean(kind && kind.cell) && mode === "move",
    rotation: rotationOf(move.rotation || 0)?.degrees ?? 0,
    cards: new Map(boardCards().map((c) => [`${c.x},${c.y}`, c])),
    goalAt: new Map(goals().map((g) => [`${g.x},${g.y}`, g])),
    marked,
  };
  const size = `${area.x0},${area.x1},${area.y0},${area.y1}`;
  if (drawn.size !== size) drawn = { size, cells: buildGrid(area) };
  if (!focusCell || !drawn.cells.has(focusCell)) {
    const start = data.table.start;
    const wanted = `${Number.isInteger(move.x) ? move.x : start.x},${Number.isInteger(move.y) ? move.y : start.y}`;
    focusCell = drawn.cells.has(wanted) ? wanted : drawn.cells.keys().next().value;
  }
  let solid = 0;
  let turned = 0;
  for (const [key, button] of drawn.cells) {
    const [x, y] = key.split(",").map(Number);
    const next = cellState(x, y, view);
    if (next.className.includes("zp-cell--legal-turned")) turned += 1;
    else if (next.className.includes("zp-cell--legal")) solid += 1;
    const last = button.zp;
    if (last.className !== next.className) button.className = next.className;
    if (last.label !== next.label) button.lastElementChild.textContent = next.label;
    if (last.legal !== next.legal) {
      if (next.legal === null) button.removeAttribute("data-legal");
      else button.dataset.legal = next.legal;
    }
    const lastPic = last.pic ? `${last.pic.cls}|${last.pic.svg}` : "";
    const nextPic = next.pic ? `${next.pic.cls}|${next.pic.svg}` : "";
    if (lastPic !== nextPic) {
      if (last.pic) button.firstElementChild.remove();
      if (next.pic) button.prepend(picture(next.pic.svg, next.pic.cls));
    }
    const tabIndex = key === focusCell ? 0 : -1;
    if (button.tabIndex !== tabIndex) button.tabIndex = tabIndex;
    button.zp = next;
  }
  // The hint, the count of what is marked and the legend under the board.
  let hint = TEXT.hintNone;
  if (mode === "build") hint = state.selected ? (state.selected.moving ? TEXT.hintMoving : TEXT.hintSelected) : TEXT.hintBuild;
  else if (move.play === "path") hint = TEXT.hintPath;
  else if (kind && kind.cell) hint = TEXT.hintCell;
  else if (!kind) hint = TEXT.hintChoose;
  setText($("board-hint"), hint);
  const count = $("legal-count");
  const waiting = mode === "move" && move.play === "path" && !marked && !(legal && legal.error);
  setHidden(count, !(marked || waiting));
  setText(count, marked ? TEXT.legalCount(solid, turned) : TEXT.legalPending);
  setHidden($("legend"), mode !== "move" || !(kind && kind.cell));
  for (const button of app.querySelectorAll("[data-zp-mode]")) {
    setAttr(button, "aria-pressed", /** @type {HTMLElement} */ (button).dataset.zpMode === mode ? "true" : "false");
  }
  renderTray();
}

/** A sign that the table goes on to the right, shown while part of it is out of sight. */
function showScrollSign() {
  const box = $("board-scroll");
  const more = box.scrollWidth - box.clientWidth - box.scrollLeft > 2;
  setHidden($("board-more"), !more);
}

/** @param {KeyboardEvent} event */
function boardKeys(event) {
  const cell = /** @type {HTMLElement | null} */ (/** @type {HTMLElement} */ (event.target).closest("[data-x]"));
  if (!cell) return;
  /** @type {Record<string, number[]>} */
  const steps = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  const step = steps[event.key];
  if (!step) return;
  const next = /** @type {HTMLElement | null} */ (
    $("board").querySelector(`[data-x="${Number(cell.dataset.x) + step[0]}"][data-y="${Number(cell.dataset.y) + step[1]}"]`)
  );
  if (!next) return;
  event.preventDefault();
  cell.tabIndex = -1;
  next.tabIndex = 0;
  next.focus();
}

/** What the board does by itself: keyboard moves between cells, the cell that takes Tab, the
 * sign that the table goes on to the right. */
export function wireBoard() {
  const grid = $("board");
  grid.addEventListener("keydown", boardKeys);
  grid.addEventListener("focusin", (event) => {
    const cell = /** @type {HTMLElement | null} */ (/** @type {HTMLElement} */ (event.target).closest("[data-x]"));
    if (cell) focusCell = `${cell.dataset.x},${cell.dataset.y}`;
  });
  // The sign follows the table's size after each reflow (a ResizeObserver reads sizes that are
  // already computed): asking for them right after drawing forced a reflow inside the task
  // that drew the board, the longest task of the page's start.
  const watch = new ResizeObserver(showScrollSign);
  watch.observe($("board-scroll"));
  watch.observe($("board"));
  $("board-scroll").addEventListener("scroll", showScrollSign, { passive: true });
}
