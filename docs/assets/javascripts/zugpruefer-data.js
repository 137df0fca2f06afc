// The build-time catalogue of the checker page (`#zugpruefer-daten`, made by sitegen/checker.py
// from rules_py): the player's name, where start and goals lie, rotations, kinds of move, open rules,
// tools, card labels and pictures, rule titles and links. (Where Pyodide lives is the worker's
// URL, on the page's script tag.) Without a page (under Node, in the unit tests) it is empty
// until the test fills it in.

/** @type {any} */
export const data = JSON.parse(globalThis.document?.getElementById("zugpruefer-daten")?.textContent || "{}");
