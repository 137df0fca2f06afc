// Whether the board's cell at [x, y] can be seen whole: inside the board's box and beside its
// row numbers (which stay at the box's left edge), inside the window, below Material's header
// and the tray (which sticks above the board while the table scrolls), and above the checker's
// answer bar. Returns {seen, cell, box, top} (rectangles for the message; `top`: where the free
// view of the board begins).
([x, y]) => {
  const rect = (el) => el.getBoundingClientRect();
  const cell = rect(document.querySelector(`[data-zp='board'] [data-x="${x}"][data-y="${y}"]`));
  const box = rect(document.querySelector("[data-zp='board-scroll']"));
  const numbers = rect(document.querySelector("[data-zp='board'] .zp-axis--row"));
  const header = rect(document.querySelector(".md-header"));
  const bar = rect(document.querySelector("[data-zp='bar']"));
  const trayElement = document.querySelector("[data-zp='tray']");
  const tray = trayElement && trayElement.getClientRects().length ? rect(trayElement) : null;
  const top = Math.max(0, header.bottom, tray ? tray.bottom : 0);
  const slack = 0.5;
  const seen =
    cell.left >= Math.max(box.left, numbers.right) - slack &&
    cell.right <= Math.min(box.right, innerWidth) + slack &&
    cell.top >= top - slack &&
    cell.bottom <= Math.min(innerHeight, bar.top) + slack;
  const round = (r) => [r.left, r.top, r.right, r.bottom].map(Math.round);
  return { seen, cell: round(cell), box: round(box), top };
}
