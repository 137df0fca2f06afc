// The sizes of the checker's board and its controls, in CSS px as laid out now: the smallest
// cell's width and height, how many cells there are, their columns and rows, and every visible
// control of the table's section (the board's own buttons included) as [name, width, height].
() => {
  const cells = [...document.querySelectorAll("[data-zp='board'] [data-x]")];
  const boxes = cells.map((cell) => cell.getBoundingClientRect());
  const controls = [...document.querySelectorAll(".zp-table button, .zp-table [tabindex='0']")]
    .filter((el) => el.getClientRects().length && getComputedStyle(el).visibility !== "hidden")
    .map((el) => {
      const r = el.getBoundingClientRect();
      return [(el.getAttribute("aria-label") || el.textContent || "").trim().slice(0, 30), r.width, r.height];
    });
  return {
    count: cells.length,
    xs: [...new Set(cells.map((cell) => Number(cell.dataset.x)))].sort((a, b) => a - b),
    ys: [...new Set(cells.map((cell) => Number(cell.dataset.y)))].sort((a, b) => a - b),
    width: Math.min(...boxes.map((r) => r.width)),
    height: Math.min(...boxes.map((r) => r.height)),
    controls,
  };
}
