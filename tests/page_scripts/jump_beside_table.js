// A jump (as a link or a button makes one): scrolls at once so that the board's table starts
// in the middle of the window. Returns the top of what follows the table (CSS pixels, from the
// window's top) right after the jump and in each of the next five animation frames, or null
// when nothing visible follows it.
async () => {
  const table = document.querySelector(".zp-table");
  let after = table.nextElementSibling;
  while (after && !after.getClientRects().length) after = after.nextElementSibling;
  if (!after) return null;
  window.scrollTo(0, scrollY + table.getBoundingClientRect().top - innerHeight / 2);
  const tops = [];
  for (let i = 0; i < 6; i += 1) {
    tops.push(Math.round(after.getBoundingClientRect().top));
    await new Promise((frame) => requestAnimationFrame(frame));
  }
  return tops;
}
