// The build-time catalogue of the checker page (made by sitegen/checker.py from rules_py):
// card labels and pictures, rule titles and links, where Pyodide lives.

/** @type {any} */
export const data = JSON.parse(document.getElementById("zugpruefer-daten")?.textContent || "{}");
