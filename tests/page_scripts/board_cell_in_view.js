// Whether the board's cell in column `x` of row 0 lies inside the board's scroll box and is at
// least 24 CSS pixels wide and high (a phone's finger).
(x) => {
  const rect = (s) => document.querySelector(s).getBoundingClientRect();
  const box = rect("[data-zp='board-scroll']");
  const cell = rect(`[data-x="${x}"][data-y="0"]`);
  return cell.left >= box.left && cell.right <= box.right && cell.width >= 24 && cell.height >= 24;
}
