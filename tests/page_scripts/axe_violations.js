// axe-core's violations of the given WCAG tags in `root` (a selector; the whole document
// without one), one line each: rule, impact, help, the first three elements and why the first
// one fails. axe must already be in the page (evaluate its source: the CSP forbids inline
// scripts, and add_script_tag would add one).
async ({ tags, root }) => {
  const context = root ? document.querySelector(root) : document;
  const r = await axe.run(context, {
    runOnly: { type: "tag", values: tags },
    resultTypes: ["violations"],
  });
  const why = (n) => [...n.any, ...n.all, ...n.none].map((c) => c.message).slice(0, 1);
  return r.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ` +
      v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(" | ") +
      ` [${v.nodes.length} element(s); first: ${why(v.nodes[0])}]`,
  );
}
