/* German stemming for Material's search: sitegen/search_worker.js, copied next to Material's
   worker by sitegen/search.py with that worker's file name filled in (see there for why). */
(function () {
  "use strict";
  var here = typeof document !== "undefined" && document.currentScript
    ? document.currentScript.src
    : self.location.href;
  /* Material loads the language's stemmer scripts only when the index's data arrives, one
     more round trip after its own worker. Over HTTP they come with it, in one call (fetched
     side by side, run in order: Material's worker defines `lunr` first), and Material's later
     call skips what is already there. From a folder (the iframe-worker shim) nothing changes. */
  function start() {
    var scripts = [new URL("__MATERIAL_SEARCH_WORKER__", here).href];
    var importAll = self.importScripts;
    if (/^https?:/.test(here)) {
      var early = {};
      ["__LUNR_SCRIPTS__"].forEach(function (name) {
        var url = new URL(name, here).href;
        early[url] = true;
        scripts.push(url);
      });
      self.importScripts = function () {
        var rest = Array.prototype.filter.call(arguments, function (url) {
          return !early[new URL(url, self.location.href).href];
        });
        return rest.length ? importAll.apply(self, rest) : undefined;
      };
    }
    return Promise.resolve(importAll.apply(self, scripts)).then(patch);
  }
  /* Over HTTP Material's worker and lunr are loaded with the first message, the index's data
     (SETUP): the page sends it only once the reader opens the search (sitegen/search_page.js
     holds Material's request for the data until then), so a page whose reader never searches
     loads neither. The message is handed on once they are there. From a folder (the
     iframe-worker shim) they load at once, as before; Material itself sends the data only
     when the search opens there. */
  if (!/^https?:/.test(here)) {
    start();
    return;
  }
  var loaded = false;
  var held = null;
  /* Registered before Material's own listener, so it sees each message first. */
  self.addEventListener("message", function (event) {
    if (loaded) { return; }
    event.stopImmediatePropagation();
    if (held) {
      held.push(event.data);
      return;
    }
    held = [event.data];
    start().then(function () {
      loaded = true;
      held.forEach(function (data) {
        self.dispatchEvent(new MessageEvent("message", { data: data }));
      });
      held = null;
    });
  });
  function patch() {
    if (typeof lunr === "undefined" || lunr.Index.prototype.__saboteurStem) { return; }
    var query = lunr.Index.prototype.query;
    lunr.Index.prototype.query = function (build) {
      return query.call(this, function (q) {
        build.call(q, q);
        var extra = [];
        q.clauses.forEach(function (clause) {
          var term = String(clause.term);
          if (clause.usePipeline === false && /\*$/.test(term) && !/^\*/.test(term) &&
              clause.presence !== lunr.Query.presence.PROHIBITED) {
            extra.push({
              fields: clause.fields,
              boost: clause.boost,
              term: term.replace(/\*+$/, ""),
              usePipeline: true,
              wildcard: lunr.Query.wildcard.NONE,
              presence: lunr.Query.presence.OPTIONAL
            });
          }
        });
        extra.forEach(function (clause) { q.clause(clause); });
      });
    };
    /* Material marks a typed word "Es fehlt" unless an index term that matched starts with it
       as typed. The index holds stems ("kaputtes" is "kaputt"), so "kaputte" never does, even
       when its stem (the clause added above) matched. A word whose stem is among a result's
       matched terms gets an entry of its own, without positions: Material counts it as found
       and has nothing more to highlight. */
    var search = lunr.Index.prototype.search;
    lunr.Index.prototype.search = function (queryString) {
      var results = search.call(this, queryString);
      var pipeline = this.pipeline;
      var parsed = new lunr.Query(this.fields);
      new lunr.QueryParser(queryString, parsed).parse();
      var words = [];
      parsed.clauses.forEach(function (clause) {
        if (clause.presence === lunr.Query.presence.PROHIBITED) { return; }
        var word = String(clause.term).replace(/^\*/, "").replace(/\*$/, "");
        var stem = pipeline.runString(word)[0];
        if (word && stem && stem !== word) { words.push([word, String(stem)]); }
      });
      results.forEach(function (result) {
        var metadata = result.matchData.metadata;
        var terms = Object.keys(metadata);
        words.forEach(function (pair) {
          var typed = terms.some(function (term) { return term.indexOf(pair[0]) === 0; });
          if (!typed && terms.indexOf(pair[1]) >= 0) { metadata[pair[0]] = {}; }
        });
      });
      return results;
    };
    lunr.Index.prototype.__saboteurStem = true;
  }
})();
