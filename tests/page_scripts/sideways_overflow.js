// null, or how wide the page is and which elements (up to five) stick out of the window's
// width (a phone's viewport that would scroll sideways).
() => {
  const root = document.documentElement;
  if (root.scrollWidth <= root.clientWidth) return null;
  const wide = [...document.body.querySelectorAll("*")]
    .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
    .slice(0, 5)
    .map(
      (el) =>
        el.tagName.toLowerCase() +
        (el.id ? "#" + el.id : "") +
        (el.className && el.className.baseVal === undefined
          ? "." + String(el.className).trim().split(/\s+/).join(".")
          : ""),
    );
  return `scrollWidth ${root.scrollWidth} > ${root.clientWidth}: ${wide.join(", ")}`;
}
