// The board: the grid of cells (built again only when the part of the table to show changes),
// what each cell shows, keyboard moves between cells, and what a click on a cell does.
// No rule lives here: the legal places it marks come from the engine (`setLegal`).

import { data } from "./zugpruefer-data.js";
import { $, app, h, picture, replaceChildren, setAttr, setHidden, setText } from "./zugpruefer-dom.js";
import { boardEdit, editMove } from "./zugpruefer-edit.js";
import { boardCards, bounds, currentMove, goals, pathCardSvg } from "./zugpruefer-request.js";
import { TEXT } from "./zugpruefer-text.js";

let mode = "move"; // "move": the board picks where the card goes; "build": the board is edited
let buildRotation = 0;
let legal = null; // {fall, list: [{x, y, rotation}]} from the engine, for the current path card
let focusCell = null; // the board cell that takes Tab (roving tabindex)
let drawn = { size: "", cells: new Map() }; // the grid as built: "x0,x1,y0,y1" and key → button
let currentFall = () => ""; // the fragment value the page now asks about (set by wireBoard)

// The page script hands over what the engine found (or null when the request changes).
export function setLegal(value) {
  legal = value;
}

// What one cell of the table shows: its classes, its words for screen readers, its picture.
function cellState(x, y, view) {
  const key = `${x},${y}`;
  const { move, onBoard, rotation, cards, goalAt, legalHere } = view;
  const words = [TEXT.cell(x, y)];
  const classes = ["zp-cell"];
  let pic = null;
  const table = cards.get(key);
  const goal = goalAt.get(key);
  if (x === data.start.x && y === data.start.y) {
    pic = { svg: data.start.svg, cls: "zp-pic" };
    words.push(data.start.label);
    classes.push("zp-cell--start");
  } else if (goal) {
    const kind = goal.revealed ? (goal.kind === "gold" ? "gold" : "stone") : "hidden";
    pic = { svg: data.goal_pictures[kind].svg, cls: "zp-pic" };
    words.push(data.goal_pictures[kind].label);
    classes.push("zp-cell--goal");
  } else if (table) {
    const turn = (((table.rotation || 0) % 360) + 360) % 360;
    const found = pathCardSvg(table.card, turn);
    if (found) {
      pic = { svg: found.svg, cls: found.turned ? "zp-pic zp-pic--flip" : "zp-pic" };
      words.push(`${found.label}, ${TEXT.rotation[turn === 270 ? 90 : turn] || ""}`);
    }
    classes.push("zp-cell--card");
  } else {
    words.push(TEXT.empty);
  }
  if (onBoard && move.x === x && move.y === y) {
    classes.push("zp-cell--move");
    words.push(TEXT.yourMove);
    const ghost = move.play === "path" ? pathCardSvg(move.card, rotation) : null;
    if (ghost) pic = { svg: ghost.svg, cls: `zp-pic zp-pic--ghost${ghost.turned ? " zp-pic--flip" : ""}` };
  }
  const legalRotations = legalHere ? legalHere.get(key) : undefined;
  if (legalRotations) {
    const here = legalRotations.includes(rotation);
    classes.push(here ? "zp-cell--legal" : "zp-cell--legal-turned");
    words.push(here ? TEXT.legal : TEXT.legalTurned);
  }
  return {
    className: classes.join(" "),
    label: words.join(", "),
    pic,
    legal: legalRotations ? legalRotations.join(" ") : null,
  };
}

// The grid of buttons, built again only when the part of the table to show changes.
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
        { type: "button", role: "gridcell", "data-x": x, "data-y": y, "data-key": `cell:${key}`, tabindex: "-1" },
        h("span", { class: "zp-visually-hidden" }),
      );
      button.zp = {};
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
  const showLegal = move.play === "path" && mode === "move" && legal && legal.fall === currentFall();
  let legalHere = null;
  if (showLegal) {
    legalHere = new Map();
    for (const p of legal.list) {
      const key = `${p.x},${p.y}`;
      legalHere.set(key, [...(legalHere.get(key) || []), p.rotation]);
    }
  }
  const view = {
    move,
    onBoard: (move.play === "path" || move.play === "rockfall" || move.play === "map") && mode === "move",
    rotation: move.rotation || 0,
    cards: new Map(boardCards().map((c) => [`${c.x},${c.y}`, c])),
    goalAt: new Map(goals().map((g) => [`${g.x},${g.y}`, g])),
    legalHere,
  };
  const size = `${area.x0},${area.x1},${area.y0},${area.y1}`;
  if (drawn.size !== size) drawn = { size, cells: buildGrid(area) };
  if (!focusCell || !drawn.cells.has(focusCell)) {
    const wanted = `${Number.isInteger(move.x) ? move.x : 1},${Number.isInteger(move.y) ? move.y : 0}`;
    focusCell = drawn.cells.has(wanted) ? wanted : drawn.cells.keys().next().value;
  }
  for (const [key, button] of drawn.cells) {
    const [x, y] = key.split(",").map(Number);
    const next = cellState(x, y, view);
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
  // Hints under the board
  let hint = TEXT.hintNone;
  if (mode === "build") hint = TEXT.hintBuild;
  else if (move.play === "path") hint = TEXT.hintPath;
  else if (move.play === "rockfall" || move.play === "map") hint = TEXT.hintCell;
  setText($("board-hint"), hint);
  const count = $("legal-count");
  if (mode === "move" && move.play === "path" && !(showLegal && legal.error)) {
    setHidden(count, false);
    setText(
      count,
      showLegal ? TEXT.legalCount(legal.list.filter((p) => p.rotation === view.rotation).length) : TEXT.legalPending,
    );
  } else {
    setHidden(count, true);
  }
  for (const button of /** @type {NodeListOf<HTMLElement>} */ (app.querySelectorAll("[data-zp-mode]"))) {
    setAttr(button, "aria-pressed", button.dataset.zpMode === mode ? "true" : "false");
  }
  setHidden($("build"), mode !== "build");
  for (const button of /** @type {NodeListOf<HTMLElement>} */ (app.querySelectorAll("[data-zp-build-rotation]"))) {
    setAttr(button, "aria-pressed", Number(button.dataset.zpBuildRotation) === buildRotation ? "true" : "false");
  }
}

function cellClicked(x, y) {
  if (mode === "build") {
    boardEdit(x, y, buildRotation);
    return;
  }
  const move = currentMove();
  if (move.play === "path" || move.play === "rockfall" || move.play === "map") editMove({ x, y });
}

function boardKeys(event) {
  const cell = /** @type {HTMLElement | null} */ (event.target.closest("[data-x]"));
  if (!cell) return;
  const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[event.key];
  if (!step) return;
  const next = /** @type {HTMLElement | null} */ ($("board").querySelector(
    `[data-x="${Number(cell.dataset.x) + step[0]}"][data-y="${Number(cell.dataset.y) + step[1]}"]`,
  ));
  if (!next) return;
  event.preventDefault();
  cell.tabIndex = -1;
  next.tabIndex = 0;
  next.focus();
}

// `fall`: a function that gives the fragment value the page now asks about (legal places
// found for another one are not shown).
export function wireBoard({ fall }) {
  currentFall = fall;
  const grid = $("board");
  grid.addEventListener("keydown", boardKeys);
  grid.addEventListener("click", (event) => {
    const cell = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest("[data-x]"));
    if (cell) cellClicked(Number(cell.dataset.x), Number(cell.dataset.y));
  });
  grid.addEventListener("focusin", (event) => {
    const cell = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest("[data-x]"));
    if (cell) focusCell = `${cell.dataset.x},${cell.dataset.y}`;
  });
  for (const button of /** @type {NodeListOf<HTMLElement>} */ (app.querySelectorAll("[data-zp-mode]"))) {
    button.addEventListener("click", () => {
      mode = button.dataset.zpMode;
      renderBoard();
    });
  }
  for (const button of /** @type {NodeListOf<HTMLElement>} */ (app.querySelectorAll("[data-zp-build-rotation]"))) {
    button.addEventListener("click", () => {
      buildRotation = Number(button.dataset.zpBuildRotation);
      renderBoard();
    });
  }
}
