// An init script (runs before any of the page's scripts): records the document's CSP
// violations in window.__cspViolations.
window.__cspViolations = [];
document.addEventListener("securitypolicyviolation", (e) => {
  window.__cspViolations.push(
    `${e.violatedDirective} blocked ${e.blockedURI || "inline"}` +
      ` at ${e.sourceFile || ""}:${e.lineNumber || ""}`,
  );
});
