// Every visible text in #zugpruefer (screen-reader-only text aside) set smaller than 11 CSS
// pixels, as "<size>px: <the text's start>".
() => {
  const found = [];
  const walker = document.createTreeWalker(
    document.querySelector("#zugpruefer"),
    NodeFilter.SHOW_TEXT,
  );
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const el = node.parentElement;
    if (!node.textContent.trim() || !el.getClientRects().length) continue;
    if (el.closest(".zp-visually-hidden")) continue;
    const size = parseFloat(getComputedStyle(el).fontSize);
    if (size < 11) found.push(`${size}px: ${node.textContent.trim().slice(0, 40)}`);
  }
  return found;
}
