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
import { doing, markedCells, placesCard } from "./zugpruefer-state.js";
import { TEXT } from "./zugpruefer-text.js";
import { renderTray } from "./zugpruefer-tray.js";

// What is drawn (not state: the page's drawing of it), kept to redraw only what changes.
let focusCell = /** @type {string | null} */ (null); // the cell that takes Tab (roving tabindex)
let drawn = { size: "", x0: 0, cells: new Map() }; // the grid as built: "x0,x1,y0,y1", its left column, key → button
let shownMove = ""; // the cell of the move last drawn ("" for none)
/** What the box scrolls to after the next drawing: columns the grid grew by on the left, a cell to show. */
let pending = /** @type {{shift: number, show: string | null} | null} */ (null);
let placeLater = false; // placeView waits for a task of its own (the table is not laid out)

// How big a cell is: its width in CSS px, which the reader sets with "Kleiner" and "Größer"
// (null: the whole table spans the box's width, see zugpruefer.css). The first step is the
// floor, 24 px (WCAG 2.2 AA, Target Size), and the fit never goes below it either; 44 px is
// the comfortable target of a finger.
const ZOOM_STEPS = [24, 32, 44, 60, 80];
let zoom = /** @type {number | null} */ (null);

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
    words.push(here.includes(-1) ? TEXT.legalTarget : asChosen ? TEXT.legal : TEXT.legalTurned(rotationWords(here)));
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

/** The cell of the board with this key ("x,y"), if it is drawn. @param {string | null} key */
const cellAt = (key) => (key ? drawn.cells.get(key) || null : null);

/**
 * After a drawing: the box keeps what the reader looked at when the maze grew to the left,
 * and brings the cell of a new move (a link opened, a move the reader did not tap) into view
 * sideways, centred. The page's own scrolling stays as it is. Runs before the next paint,
 * where the sizes are computed anyway; but not while the table is far from the screen and so
 * not laid out (`content-visibility: auto`, as at the page's first drawing): its sizes would
 * lay out its some 80 cells within the frame that draws the rest of the page (traced: one
 * task of about 40 ms of CPU, some 150 ms on a phone slowed 4×). Then it runs in a task of
 * its own after that frame.
 */
function placeView() {
  if (!pending || placeLater) return;
  const box = $("board-scroll");
  if (box.checkVisibility && !box.checkVisibility({ contentVisibilityAuto: true })) {
    placeLater = true;
    setTimeout(() => {
      placeLater = false;
      placeNow();
    });
    return;
  }
  placeNow();
}

function placeNow() {
  const todo = pending;
  pending = null;
  if (!todo) return;
  const box = $("board-scroll");
  if (todo.shift) box.scrollLeft += todo.shift * pitch();
  const cell = cellAt(todo.show);
  if (!cell) return;
  const seen = box.getBoundingClientRect();
  const rect = cell.getBoundingClientRect();
  const head = /** @type {HTMLElement} */ ($("board").querySelector(".zp-axis--row")).getBoundingClientRect();
  if (rect.left >= head.right && rect.right <= seen.right) return;
  box.scrollLeft += rect.left + rect.width / 2 - (head.right + seen.right) / 2;
}

export function renderBoard() {
  const area = bounds();
  const move = currentMove();
  const kind = moveKind(move.play);
  const marked = markedCells(state);
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
  const first = !drawn.size;
  if (drawn.size !== size) {
    const shift = first ? 0 : drawn.x0 - area.x0;
    // A cell with the focus goes with the old grid (a card removed at the table's edge shrinks
    // it): the focus goes to the same place in the new one, not to the page's body.
    const had = /** @type {HTMLElement | null} */ (document.activeElement);
    const focused = had && had.getAttribute("role") === "gridcell" && $("board").contains(had) ? `${had.dataset.x},${had.dataset.y}` : null;
    drawn = { size, x0: area.x0, cells: buildGrid(area) };
    if (focused) {
      const start = data.table.start;
      focusCell = drawn.cells.has(focused) ? focused : `${start.x},${start.y}`;
      cellAt(focusCell)?.focus({ preventScroll: true });
    }
    if (shift) pending = { shift, show: pending ? pending.show : null };
  }
  if (!focusCell || !drawn.cells.has(focusCell)) {
    const start = data.table.start;
    const wanted = `${Number.isInteger(move.x) ? move.x : start.x},${Number.isInteger(move.y) ? move.y : start.y}`;
    focusCell = drawn.cells.has(wanted) ? wanted : drawn.cells.keys().next().value;
  }
  // A new move's cell comes into view (one the reader tapped is in view already); at the
  // first drawing, the cell that takes Tab (the move's, or the start card).
  const moveCell = Number.isInteger(move.x) && Number.isInteger(move.y) ? `${move.x},${move.y}` : "";
  // A new move's cell also takes Tab, unless the reader is on the board with the keyboard: a
  // cell focused in another situation (a link opened since) means nothing in this one.
  const onBoard = $("board").contains(document.activeElement);
  if (moveCell && moveCell !== shownMove && !onBoard && drawn.cells.has(moveCell)) focusCell = moveCell;
  if (first || (moveCell && moveCell !== shownMove)) {
    pending = { shift: pending ? pending.shift : 0, show: first ? focusCell : moveCell };
  }
  shownMove = moveCell;
  // At the first drawing the browser has not yet decided whether the table is near the
  // screen (that comes with the frame): its view is placed in a task after that frame.
  if (pending) requestAnimationFrame(first ? () => setTimeout(placeNow) : placeView);
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
  // The hint, the count of what is marked and the legend under the board. A path card that the
  // situation blocks everywhere (the engine's `unblock`: a broken tool) has no place to tap: the
  // tray says so, and what would change it, where it would otherwise ask for a tap.
  const blocked = mode === "move" && marked && legal && legal.unblock && !solid && !turned ? TEXT.blocked(legal.unblock) : "";
  let hint = TEXT.hintNone;
  if (mode === "build") hint = state.selected ? (state.selected.moving ? TEXT.hintMoving : TEXT.hintSelected) : TEXT.hintBuild;
  else if (blocked) hint = blocked;
  else if (move.play === "path") hint = TEXT.hintPath;
  else if (kind && kind.cell) hint = TEXT.hintCell;
  else if (!kind) hint = TEXT.hintChoose;
  setText($("board-hint"), hint);
  const count = $("legal-count");
  const asked = mode === "move" && Boolean(placesCard(move, kind));
  const waiting = asked && !marked && !(legal && legal.error);
  const rotates = move.play === "path";
  // (Blocked, the tray's words say it all: the count would say it a second time below them.)
  setHidden(count, !(marked || waiting) || Boolean(blocked));
  setText(count, marked ? (rotates ? TEXT.legalCount(solid, turned) : TEXT.legalTargets(solid)) : TEXT.legalPending);
  setHidden($("legend"), mode !== "move" || !(kind && kind.cell));
  // The legend names what is marked: a path card's places as it lies or turned, or the cards a
  // rockfall or a map may be played on.
  for (const item of $("legend").querySelectorAll("[data-zp-legend]")) {
    const what = /** @type {HTMLElement} */ (item).dataset.zpLegend;
    setHidden(/** @type {HTMLElement} */ (item), what === "target" ? rotates : what !== "move" && !rotates);
  }
  for (const button of app.querySelectorAll("[data-zp-mode]")) {
    setAttr(button, "aria-pressed", /** @type {HTMLElement} */ (button).dataset.zpMode === mode ? "true" : "false");
  }
  renderTray();
}

/**
 * Where on the table the reader's eyes belong, in the window's CSS px as drawn now: the cell of
 * your move (while placing your card), else the rows of the cards laid; null when there is none.
 * `row` is a row's step: a cell's height and the gap to the next row.
 * @returns {{top: number, bottom: number, row: number} | null}
 */
export function tableSpot() {
  const move = currentMove();
  const kind = moveKind(move.play);
  const rect = (/** @type {string} */ key) => cellAt(key)?.getBoundingClientRect() || null;
  // A row's step: a cell and the gap to the next row (the row above then shows whole, not
  // the gap's width of it under the tray).
  const gap = parseFloat(getComputedStyle($("board")).rowGap) || 0;
  if (state.mode === "move" && kind && kind.cell) {
    const cell = rect(`${move.x},${move.y}`);
    if (cell) return { top: cell.top, bottom: cell.bottom, row: cell.height + gap };
  }
  let top = Infinity;
  let bottom = -Infinity;
  let row = 0;
  for (const card of boardCards()) {
    const cell = rect(`${card.x},${card.y}`);
    if (!cell) continue;
    top = Math.min(top, cell.top);
    bottom = Math.max(bottom, cell.bottom);
    row = cell.height + gap;
  }
  return top < bottom ? { top, bottom, row } : null;
}

/** A sign of where the table goes on out of sight (left, right), and the zoom buttons that can
 * do something now: "Kleiner" stops at the floor, "Größer" at the last step. */
function showScrollSign() {
  const box = $("board-scroll");
  const left = box.scrollLeft > 2;
  const right = box.scrollWidth - box.clientWidth - box.scrollLeft > 2;
  const sign = $("board-more");
  const text = TEXT.boardMore(left, right);
  if (sign.dataset.text !== text) {
    sign.dataset.text = text;
    sign.replaceChildren(text);
    if (left) sign.prepend(h("span", { "aria-hidden": "true", text: "← " }));
    if (right) sign.append(h("span", { "aria-hidden": "true", text: " →" }));
  }
  setHidden(sign, !text);
  const width = cellWidth();
  if (!width) return;
  setAttr($("zoom-out"), "aria-disabled", width <= ZOOM_STEPS[0] + 0.5 ? "true" : "false");
  setAttr($("zoom-in"), "aria-disabled", width >= ZOOM_STEPS[ZOOM_STEPS.length - 1] - 0.5 ? "true" : "false");
  setAttr($("zoom-fit"), "aria-disabled", zoom === null ? "true" : "false");
}

/** A cell's width now, in CSS px (0 before the grid is drawn). */
function cellWidth() {
  const cell = $("board").querySelector("[data-x]");
  return cell ? cell.getBoundingClientRect().width : 0;
}

/** From one column to the next, in CSS px (a cell and the gap). */
function pitch() {
  const cell = /** @type {HTMLElement} */ ($("board").querySelector("[data-x]"));
  const next = /** @type {HTMLElement} */ (cell.nextElementSibling);
  return next.getBoundingClientRect().left - cell.getBoundingClientRect().left;
}

/**
 * "Kleiner", "Größer", "Übersicht": the cells' width (a step down or up, or the fit), keeping
 * in place what the reader looks at: the focused cell, else the middle of the box.
 * @param {-1 | 1 | 0} step
 */
function zoomBy(step) {
  const now = cellWidth();
  if (!now) return;
  /** @type {number | null | undefined} */
  let next;
  if (step > 0) next = ZOOM_STEPS.find((w) => w > now + 0.5);
  else if (step < 0) next = [...ZOOM_STEPS].reverse().find((w) => w < now - 0.5);
  else next = null;
  if (next === undefined || next === zoom) return;
  const box = $("board-scroll");
  const grid = $("board");
  const seen = box.getBoundingClientRect();
  const origin = () => /** @type {HTMLElement} */ (grid.querySelector("[data-x]")).getBoundingClientRect().left;
  // The point to keep where it is on screen, as columns from the first one: the cell that
  // takes Tab while it is in view, else the middle of the box.
  const mark = cellAt(focusCell);
  const marked = mark ? mark.getBoundingClientRect() : null;
  const point = marked && marked.left >= seen.left && marked.right <= seen.right ? marked.left + marked.width / 2 : (seen.left + seen.right) / 2;
  const columns = (point - origin()) / pitch();
  zoom = next;
  if (next === null) grid.style.removeProperty("--zp-cell");
  else grid.style.setProperty("--zp-cell", `${next}px`);
  box.scrollLeft += origin() + columns * pitch() - point;
  showScrollSign();
}

/** @param {KeyboardEvent} event */
function boardKeys(event) {
  const cell = /** @type {HTMLElement | null} */ (/** @type {HTMLElement} */ (event.target).closest("[data-x]"));
  if (!cell) return;
  /** @type {Record<string, number[]>} */
  const steps = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  const step = steps[event.key];
  /** @type {HTMLElement | null} */
  let next = null;
  if (step) {
    next = $("board").querySelector(`[data-x="${Number(cell.dataset.x) + step[0]}"][data-y="${Number(cell.dataset.y) + step[1]}"]`);
  } else if (event.key === "Home" || event.key === "End") {
    // The ARIA grid's keys: Home and End to the row's first and last cell, with Ctrl (or ⌘)
    // to the first cell of the first row and the last cell of the last row.
    const cells = [...(event.ctrlKey || event.metaKey ? $("board") : /** @type {HTMLElement} */ (cell.parentElement)).querySelectorAll("[data-x]")];
    next = /** @type {HTMLElement | undefined} */ (event.key === "Home" ? cells[0] : cells[cells.length - 1]) || null;
  }
  if (!next || next === cell) {
    if (next) event.preventDefault();
    return;
  }
  event.preventDefault();
  cell.tabIndex = -1;
  next.tabIndex = 0;
  // In view, also beside the row numbers, under the page's header and above the answer bar
  // (the box's and the page's scroll padding, the cell's scroll margin).
  next.focus({ preventScroll: true });
  next.scrollIntoView({ block: "nearest", inline: "nearest" });
}

/** What the board does by itself: keyboard moves between cells, the cell that takes Tab, the
 * sign where the table goes on, its size. */
export function wireBoard() {
  const grid = $("board");
  /** @type {[string, -1 | 1 | 0][]} */
  const zooms = [
    ["zoom-out", -1],
    ["zoom-in", 1],
    ["zoom-fit", 0],
  ];
  for (const [name, step] of zooms) $(name).addEventListener("click", () => zoomBy(step));
  grid.addEventListener("keydown", boardKeys);
  grid.addEventListener("focusin", (event) => {
    const cell = /** @type {HTMLElement | null} */ (/** @type {HTMLElement} */ (event.target).closest("[data-x]"));
    if (!cell) return;
    // The focused cell is the one that takes Tab (roving tabindex), however it got the focus.
    const old = cellAt(focusCell);
    if (old && old !== cell) old.tabIndex = -1;
    cell.tabIndex = 0;
    focusCell = `${cell.dataset.x},${cell.dataset.y}`;
    // Tab or Shift+Tab from outside the board: the browser's own focus scroll leaves a cell
    // that is partly in the box where it is (after zooming in, the goal at the box's right
    // edge stayed cut off). It comes into view whole, as a cell the arrow keys move to.
    const from = /** @type {Element | null} */ (event.relatedTarget);
    if (from && !grid.contains(from) && cell.matches(":focus-visible")) cell.scrollIntoView({ block: "nearest", inline: "nearest" });
  });
  // The sign follows the table's size after each reflow (a ResizeObserver reads sizes that are
  // already computed): asking for them right after drawing forced a reflow inside the task
  // that drew the board, the longest task of the page's start.
  const watch = new ResizeObserver(showScrollSign);
  watch.observe($("board-scroll"));
  watch.observe($("board"));
  $("board-scroll").addEventListener("scroll", showScrollSign, { passive: true });
  // The tray sticks above the board while the page scrolls: a cell the keyboard moves to must
  // come into view below it, whatever the tray holds now (the cells' scroll margin reads it).
  const tray = $("tray");
  new ResizeObserver(() => {
    grid.style.setProperty("--zp-tray-height", `${tray.getBoundingClientRect().height}px`);
  }).observe(tray);
}
