// Writing the request: what a control changes in it, then the fragment (`#fall=…`) and the
// engine. No rule lives here: this file only records what the reader chose; whether the move
// is allowed, and why, always comes from the engine.

import { data } from "./zugpruefer-data.js";
import { $ } from "./zugpruefer-dom.js";
import { encodeFall } from "./zugpruefer-fall.js";
import {
  boardCards,
  brokenOf,
  currentMove,
  goals,
  isObject,
  me,
  people,
  situation,
  state,
} from "./zugpruefer-request.js";
import { TEXT } from "./zugpruefer-text.js";

// What answers a written request (the page script's `show`): the fragment value, the JSON text.
/** @type {(fall: string, text: string) => void} */
let answer = () => {};

export function onCommit(show) {
  answer = show;
}

export function commit() {
  const value = encodeFall(state.request);
  history.replaceState(null, "", `#fall=${value}`);
  answer(value, JSON.stringify(state.request));
}

export function chooseCard(id) {
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

export function editMove(changes) {
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

export function toggleBroken(name, tool) {
  const sit = situation();
  if (!isObject(sit.broken)) sit.broken = {};
  const list = brokenOf(name);
  const next = list.includes(tool) ? list.filter((t) => t !== tool) : [...list, tool];
  if (next.length) sit.broken[name] = next;
  else delete sit.broken[name];
  setPlayers(people());
  commit();
}

export function addPerson(input) {
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

export function removePerson(name) {
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

// `rotation`: how the board's build mode lays a new card (the board keeps that choice).
export function boardEdit(x, y, rotation) {
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
    sit.board = [...board, { x, y, card: { ...card.card }, rotation }];
  }
  commit();
}
