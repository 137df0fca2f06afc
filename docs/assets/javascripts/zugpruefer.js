// The checker page: controls that write a request, a worker that asks the engine, a verdict.
//
// No rule lives here. Labels and pictures come from the build-time catalogue
// (`#zugpruefer-daten`, made by sitegen/checker.py from rules_py); every verdict, every check
// text and every legal place comes from rules_py in the worker. This file only keeps the
// request (mirrored in `#fall=…`) and draws what the engine says.

import { data } from "./zugpruefer-data.js";
import { h, picture, replaceChildren } from "./zugpruefer-dom.js";
import { decodeFall, encodeFall, fallFromHash } from "./zugpruefer-fall.js";
import {
  boardCards,
  bounds,
  brokenOf,
  cardIdOf,
  currentMove,
  defaultRequest,
  goals,
  isObject,
  me,
  pathCardSvg,
  people,
  situation,
  state,
} from "./zugpruefer-request.js";
import { ROOT, engine } from "./zugpruefer-start.js";
import { TEXT } from "./zugpruefer-text.js";

const app = document.querySelector("[data-zp-app]");
const $ = (name) => app.querySelector(`[data-zp="${name}"]`);
const toolName = Object.fromEntries(data.tools.map((t) => [t.id, t.name]));

function labelOfCard(id) {
  if (id === "pass") return TEXT.pass;
  const card = data.path_cards.find((c) => c.id === id) || data.action_cards.find((c) => c.id === id);
  return card ? card.label : "";
}

// --- writing the request: fragment first, then the engine ------------------------------

function commit() {
  const value = encodeFall(state.request);
  history.replaceState(null, "", `#fall=${value}`);
  show(value, JSON.stringify(state.request));
}

function chooseCard(id) {
  const old = currentMove();
  const others = people().filter((n) => n !== me());
  let move;
  if (id === "pass") {
    move = { play: "pass" };
  } else {
    const path = data.path_cards.find((c) => c.id === id);
    if (path) {
      const keep = old.play === "path" || old.play === "rockfall";
      move = {
        play: "path",
        card: { ...path.card },
        x: keep && Number.isInteger(old.x) ? old.x : 1,
        y: keep && Number.isInteger(old.y) ? old.y : 0,
        rotation: old.play === "path" && [0, 90, 180, 270].includes(old.rotation) ? old.rotation : 0,
      };
    } else {
      const action = data.action_cards.find((c) => c.id === id);
      move = JSON.parse(JSON.stringify(action.move));
      if (move.play === "sabotage") {
        move.target = old.target && old.target !== me() ? old.target : others[0] || "";
      } else if (move.play === "repair") {
        move.target = typeof old.target === "string" && old.target ? old.target : me();
      } else if (move.play === "rockfall") {
        const onBoard = boardCards()[0];
        move.x = Number.isInteger(old.x) ? old.x : onBoard ? onBoard.x : 1;
        move.y = Number.isInteger(old.y) ? old.y : onBoard ? onBoard.y : 0;
      } else if (move.play === "map") {
        const goal = goals()[1] || goals()[0] || { x: 8, y: 0 };
        move.x = goal.x;
        move.y = goal.y;
      }
    }
  }
  state.request.move = move;
  delete state.request.moves;
  commit();
}

function editMove(changes) {
  if (!isObject(state.request.move)) {
    state.request.move = { ...currentMove() };
    delete state.request.moves;
  }
  Object.assign(state.request.move, changes);
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete state.request.move[key];
  commit();
}

function setPlayers(names) {
  situation().players = names;
}

function toggleBroken(name, tool) {
  const sit = situation();
  if (!isObject(sit.broken)) sit.broken = {};
  const list = brokenOf(name);
  const next = list.includes(tool) ? list.filter((t) => t !== tool) : [...list, tool];
  if (next.length) sit.broken[name] = next;
  else delete sit.broken[name];
  setPlayers(people());
  commit();
}

function addPerson(input) {
  const names = people();
  let name = input.value.trim();
  if (!name) {
    let n = names.length + 1;
    while (names.includes(TEXT.newPerson(n))) n += 1;
    name = TEXT.newPerson(n);
  }
  const note = $("people-note");
  if (names.includes(name)) {
    note.textContent = TEXT.nameTaken(name);
    input.focus();
    return;
  }
  note.textContent = "";
  input.value = "";
  setPlayers([...names, name]);
  commit();
}

function removePerson(name) {
  const sit = situation();
  setPlayers(people().filter((n) => n !== name));
  if (isObject(sit.broken)) delete sit.broken[name];
  const move = currentMove();
  if (move.target === name) {
    const others = people().filter((n) => n !== me());
    move.target = move.play === "repair" ? me() : others[0] || "";
  }
  commit();
}

function boardEdit(x, y) {
  // The start and the goal cards lie where they lie.
  if ((x === data.start.x && y === data.start.y) || goals().some((g) => g.x === x && g.y === y)) return;
  const sit = situation();
  const board = boardCards();
  const here = board.findIndex((c) => c.x === x && c.y === y);
  if (here >= 0) {
    sit.board = board.filter((_, i) => i !== here);
  } else {
    const id = $("build-card").value;
    const card = data.path_cards.find((c) => c.id === id);
    if (!card) return;
    sit.board = [...board, { x, y, card: { ...card.card }, rotation: buildRotation }];
  }
  commit();
}

// --- drawing the controls from the request ---------------------------------------------

let mode = "move"; // "move": the board picks where the card goes; "build": the board is edited
let buildRotation = 0;
let legal = null; // {fall, list: [{x, y, rotation}]} from the engine, for the current path card

// Write to the page only what changes: an unchanged part costs the browser no new drawing.
function setAttr(el, name, value) {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

function setHidden(el, hidden) {
  if (el.hidden !== hidden) el.hidden = hidden;
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

function renderPeople() {
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

function renderCards() {
  const chosen = cardIdOf(currentMove());
  for (const button of app.querySelectorAll("[data-zp-card]")) {
    setAttr(button, "aria-pressed", button.dataset.zpCard === chosen ? "true" : "false");
  }
  setText($("chosen"), chosen ? TEXT.chosen(labelOfCard(chosen)) : "");
  const notes = [];
  if (!isObject(state.request.move) && Array.isArray(state.request.moves)) notes.push(TEXT.moves(state.request.moves.length));
  if (Array.isArray(situation().hand)) notes.push(TEXT.hand(situation().hand.length));
  setText($("case-note"), notes.join(" "));
  setHidden($("case-note"), notes.length === 0);
}

function buildCardPicker() {
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

function renderTarget() {
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

let focusCell = null; // the board cell that takes Tab (roving tabindex)
let drawn = { size: "", cells: new Map() }; // the grid as built: "x0,x1,y0,y1" and key → button

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

function renderBoard() {
  const area = bounds();
  const move = currentMove();
  const showLegal = move.play === "path" && mode === "move" && legal && legal.fall === currentFall;
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
  for (const button of app.querySelectorAll("[data-zp-mode]")) {
    setAttr(button, "aria-pressed", button.dataset.zpMode === mode ? "true" : "false");
  }
  setHidden($("build"), mode !== "build");
  for (const button of app.querySelectorAll("[data-zp-build-rotation]")) {
    setAttr(button, "aria-pressed", Number(button.dataset.zpBuildRotation) === buildRotation ? "true" : "false");
  }
}

function cellClicked(x, y) {
  if (mode === "build") {
    boardEdit(x, y);
    return;
  }
  const move = currentMove();
  if (move.play === "path" || move.play === "rockfall" || move.play === "map") editMove({ x, y });
}

function boardKeys(event) {
  const cell = event.target.closest("[data-x]");
  if (!cell) return;
  const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[event.key];
  if (!step) return;
  const next = $("board").querySelector(
    `[data-x="${Number(cell.dataset.x) + step[0]}"][data-y="${Number(cell.dataset.y) + step[1]}"]`,
  );
  if (!next) return;
  event.preventDefault();
  cell.tabIndex = -1;
  next.tabIndex = 0;
  next.focus();
}

function renderControls() {
  renderPeople();
  renderCards();
  renderTarget();
  renderBoard();
}

// --- the verdict ------------------------------------------------------------------------

const verdict = app.querySelector("[data-verdict]");
const status = $("status");
const retry = $("retry");
let currentFall = "";
let currentText = "";
let asked = 0;

function setStatus(text, failed = false) {
  setText(status, text);
  if (status.classList.contains("zp-status--failed") !== failed) status.classList.toggle("zp-status--failed", failed);
  setHidden(retry, !failed);
}

function showVerdict(fall, response) {
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
  for (const summary of app.querySelectorAll("[data-zp-summary]")) {
    summary.dataset.allowed = allowed;
    summary.hidden = false;
    summary.querySelector("strong").textContent = word;
  }
}

function showLocalError(fall, text) {
  showVerdict(fall, { allowed: null, failed: null, checks: [], answer: text, error: { text } });
}

function pending() {
  verdict.setAttribute("aria-busy", "true");
  for (const summary of app.querySelectorAll("[data-zp-summary]")) delete summary.dataset.allowed;
  for (const name of ["allowed", "failed", "fall"]) delete verdict.dataset[name];
}

function engineTrouble(error) {
  letSearchStart();
  const text = error.kind === "timeout" ? TEXT.timeout : error.kind === "start" ? TEXT.startFailed : TEXT.engineFailed;
  setStatus(text, true);
}

// How long a change waits for a running engine's verdict before it redraws the controls alone.
const ANSWER_WAIT_MS = 50;

const later = (ms) => new Promise((resolve) => setTimeout(() => resolve(false), ms));

// Yield to the browser between two pieces of drawing (no task too long for a slow phone).
function pause() {
  if (globalThis.scheduler && typeof scheduler.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve));
}

// The first drawing of the controls, a section at a time.
async function renderControlsInSteps() {
  renderPeople();
  await pause();
  renderCards();
  renderTarget();
  await pause();
  renderBoard();
}

// Ask the engine about `text` (the request JSON), answering the fragment value `fall`.
// The questions go out before anything is redrawn. Once the engine runs it answers within a
// few milliseconds: then the verdict and the controls are drawn together, in one frame, rather
// than the controls in one frame and the verdict a frame later. While it starts (or if it is
// slow), the controls are drawn at once and the verdict follows.
async function show(fall, text, { inSteps = false } = {}) {
  currentFall = fall;
  currentText = text;
  const number = ++asked;
  const move = currentMove();
  const wantsPlaces = move.play === "path" && isObject(move.card);
  const running = engine.isRunning;
  // Both questions go out at once; the verdict is drawn as soon as it is there.
  const answer = engine.call("check", text);
  const places = wantsPlaces
    ? engine.call("placements", JSON.stringify({ situation: situation(), card: move.card })).catch(() => null)
    : Promise.resolve(null);
  answer.catch(() => {}); // handled below
  let drawn = false;
  const draw = async () => {
    if (drawn) return;
    drawn = true;
    if (inSteps) await renderControlsInSteps();
    else renderControls();
  };
  try {
    if (running && !inSteps) {
      const settled = answer.then(
        () => true,
        () => true,
      );
      const early = await Promise.race([settled, later(ANSWER_WAIT_MS)]);
      if (number !== asked) return; // a newer question is on its way
      if (!early) {
        pending();
        await draw();
      }
    } else {
      pending();
      await draw();
    }
    const response = JSON.parse(await answer);
    if (number !== asked) return;
    showVerdict(fall, response);
    await draw();
    if (!status.classList.contains("zp-status--failed") && engineReady) setStatus(TEXT.ready);
    const found = await places;
    if (number !== asked) return;
    if (found) {
      const parsed = JSON.parse(found);
      legal = { fall, list: parsed.error ? [] : parsed.placements, error: Boolean(parsed.error) };
    }
    renderBoard();
  } catch (error) {
    if (number !== asked) return;
    engineTrouble(error);
    await draw();
  }
}

function fromHash(options = {}) {
  const value = fallFromHash(location.hash);
  if (!value) {
    show(encodeFall(state.request), JSON.stringify(state.request), options);
    return;
  }
  if (value === currentFall && verdict.dataset.fall === value) return;
  const text = decodeFall(value);
  let parsed = null;
  try {
    parsed = text === null ? null : JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (parsed === null) {
    // Not base64url, not UTF-8 or not JSON: the link itself is broken.
    currentFall = value;
    asked += 1;
    showLocalError(value, TEXT.badLink);
    if (options.inSteps) renderControlsInSteps();
    else renderControls();
    return;
  }
  // The controls follow a request they can read; the engine always gets the text as it came,
  // so that it, not this page, says what is wrong with the request.
  if (isObject(parsed)) state.request = parsed;
  legal = null;
  show(value, text, options);
}

// --- start ------------------------------------------------------------------------------

let engineReady = false;

// Material's search builds its index in a worker of its own; on this page that worker waits
// (`?warten=<channel>` in its URL, see overrides/zugpruefer.html and sitegen/search.py) so that
// Pyodide has the processor to itself. It may start once the engine runs, when the engine
// fails, or as soon as the reader opens the search: then the page says "los" on the channel,
// now and to a worker that asks ("wartet") later, having started after that moment.
const searchChannel = (() => {
  try {
    const config = JSON.parse(document.getElementById("__config").textContent);
    const name = new URL(config.search, document.baseURI).searchParams.get("warten");
    return name && typeof BroadcastChannel === "function" ? new BroadcastChannel(name) : null;
  } catch {
    return null;
  }
})();
let searchMayStart = false;
if (searchChannel) {
  searchChannel.onmessage = (event) => {
    if (searchMayStart && event.data === "wartet") searchChannel.postMessage("los");
  };
}

function letSearchStart() {
  if (!searchChannel || searchMayStart) return;
  searchMayStart = true;
  searchChannel.postMessage("los");
}

function progress(stage) {
  engineReady = stage === "ready";
  if (engineReady) letSearchStart();
  setStatus(stage === "ready" ? TEXT.ready : stage === "engine" ? TEXT.engine : TEXT.loading);
}

// Copy the link of the situation. Browsers offer the clipboard API only on https:// and
// localhost; a phone at the table that opens http://192.168.…:8000 gets the old way, and if
// that fails too, the link selected in a field to copy by hand.
async function copyLink() {
  if (!fallFromHash(location.hash)) history.replaceState(null, "", `#fall=${encodeFall(state.request)}`);
  const note = $("copy-note");
  const field = $("copy-field");
  field.value = location.href;
  try {
    await navigator.clipboard.writeText(location.href);
    field.hidden = true;
    note.textContent = TEXT.copied;
    return;
  } catch {
    // fall through to the old way
  }
  field.hidden = false;
  field.select();
  let copied = false;
  try {
    copied = document.execCommand("copy");
  } catch {
    copied = false;
  }
  field.hidden = copied;
  note.textContent = copied ? TEXT.copied : TEXT.copyFailed;
  if (!copied) field.select();
}

function wire() {
  const grid = $("board");
  grid.addEventListener("keydown", boardKeys);
  grid.addEventListener("click", (event) => {
    const cell = event.target.closest("[data-x]");
    if (cell) cellClicked(Number(cell.dataset.x), Number(cell.dataset.y));
  });
  grid.addEventListener("focusin", (event) => {
    const cell = event.target.closest("[data-x]");
    if (cell) focusCell = `${cell.dataset.x},${cell.dataset.y}`;
  });
  $("add-person").addEventListener("submit", (event) => {
    event.preventDefault();
    addPerson($("new-name"));
  });
  for (const button of app.querySelectorAll("[data-zp-mode]")) {
    button.addEventListener("click", () => {
      mode = button.dataset.zpMode;
      renderBoard();
    });
  }
  for (const button of app.querySelectorAll("[data-zp-build-rotation]")) {
    button.addEventListener("click", () => {
      buildRotation = Number(button.dataset.zpBuildRotation);
      renderBoard();
    });
  }
  retry.addEventListener("click", () => {
    setStatus(TEXT.loading);
    engine.restart().catch(() => {});
    show(currentFall, currentText);
  });
  $("copy").addEventListener("click", copyLink);
  // The answer is far below the controls on a phone: jump there without touching the fragment.
  for (const button of app.querySelectorAll("[data-zp-to-verdict]")) {
    button.addEventListener("click", () => {
      const heading = document.getElementById("zp-h-result");
      heading.scrollIntoView({ block: "start" });
      heading.focus({ preventScroll: true });
    });
  }
  $("reset").addEventListener("click", () => {
    state.request = defaultRequest();
    legal = null;
    commit();
  });
  window.addEventListener("hashchange", () => fromHash());
  document.getElementById("__search")?.addEventListener("change", letSearchStart);
  document.querySelector(".md-search")?.addEventListener("focusin", letSearchStart);
}

// Material mounts its own parts of the page (tooltips, links, table of contents …) when its
// documented `document$` fires; the controls are built after that, in tasks of their own,
// rather than in the same long task (and without Material's tooltips on every card).
function materialMounted() {
  const document$ = globalThis.document$;
  if (!document$ || typeof document$.subscribe !== "function") return Promise.resolve();
  return Promise.race([
    new Promise((resolve) => {
      let subscription = null;
      let done = false;
      subscription = document$.subscribe(() => {
        done = true;
        if (subscription) subscription.unsubscribe();
        resolve();
      });
      if (done) subscription.unsubscribe(); // it had fired already (it replays)
    }),
    later(2000), // never wait long for someone else's script
  ]);
}

// The page's first drawing: the question to the engine goes out first, then the controls
// are built a section at a time, so that no single task keeps the page from answering.
async function begin() {
  wire();
  await materialMounted();
  await pause();
  buildCardPicker();
  await pause();
  fromHash({ inSteps: true });
}

if (location.protocol === "file:") {
  // Pyodide cannot run from file:// (zugpruefer-datei.js shows the explanation).
  document.documentElement.classList.add("zp-file");
} else {
  app.hidden = false;
  engine.onProgress = progress;
  progress(engine.stage);
  engine.start().catch((error) => engineTrouble(error));
  begin();
}
