// Whether the board's cell at [x, y] can be seen whole: inside the board's box and beside its
// row numbers (which stay at the box's left edge), inside the window, below Material's header
// and above the checker's answer bar. Returns {seen, cell, box} (rectangles for the message).
([x, y]) => {
  const rect = (el) => el.getBoundingClientRect();
  const cell = rect(document.querySelector(`[data-zp='board'] [data-x="${x}"][data-y="${y}"]`));
  const box = rect(document.querySelector("[data-zp='board-scroll']"));
  const numbers = rect(document.querySelector("[data-zp='board'] .zp-axis--row"));
  const header = rect(document.querySelector(".md-header"));
  const bar = rect(document.querySelector("[data-zp='bar']"));
  const slack = 0.5;
  const seen =
    cell.left >= Math.max(box.left, numbers.right) - slack &&
    cell.right <= Math.min(box.right, innerWidth) + slack &&
    cell.top >= Math.max(0, header.bottom) - slack &&
    cell.bottom <= Math.min(innerHeight, bar.top) + slack;
  const round = (r) => [r.left, r.top, r.right, r.bottom].map(Math.round);
  return { seen, cell: round(cell), box: round(box) };
}
