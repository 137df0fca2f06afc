// The buttons (up to five) whose visible label sticks out of the button's own box: a word wider
// than its button (a grid cell a third of a phone wide) spills over the border even when the
// page itself does not scroll sideways (sideways_overflow.js would not see it). Text only for
// screen readers (clipped away) does not count.
() => {
  const clipped = (node, button) => {
    for (let el = node.parentElement; el && el !== button.parentElement; el = el.parentElement) {
      if (getComputedStyle(el).clipPath !== "none") return true;
    }
    return false;
  };
  const found = [];
  for (const button of document.querySelectorAll("button")) {
    if (!button.getClientRects().length) continue;
    const box = button.getBoundingClientRect();
    const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
    let over = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.data.trim() || clipped(node, button)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.width > 0) over = Math.max(over, r.right - box.right, box.left - r.left);
      }
    }
    if (over > 0.5) found.push(`${button.textContent.trim()}: ${over.toFixed(1)} px`);
  }
  return found.slice(0, 5);
}
