// The buttons (up to five) whose visible label breaks inside a word: a word laid out on two
// lines ("Spitzhack" / "e"), as `overflow-wrap: anywhere` does when a bold label has no room.
// A break at a hyphen the word itself has ("Sabotage-Karte") is a break between words.
// Text only for screen readers (clipped away) does not count.
() => {
  const found = [];
  for (const button of document.querySelectorAll("button")) {
    if (!button.getClientRects().length) continue;
    const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement && getComputedStyle(node.parentElement).clipPath !== "none") continue;
      for (const match of node.data.matchAll(/[^\s-]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) found.push(`${button.textContent.trim()}: ${match[0]}`);
      }
    }
  }
  return found.slice(0, 5);
}
