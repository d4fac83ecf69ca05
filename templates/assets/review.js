/* Precept design reviews: a rule checklist carries a verdict per rule (Pass, Fail or N/A, three toggle buttons) and a
   note, saved in this browser as `precept-review:<rule id>` = {"h": text hash, "v": "pass"|"fail"|"na"|null,
   "n": note}. A verdict counts only while the rule's text hash is the one it was given for; when the rule changes
   the verdict is dropped (the note kept) and the rule says so. The old checkbox state (`precept-rule:<id>` = hash)
   reads as Pass. Also: progress on each checklist and, on the index of a split checklist, for the whole site; the
   reviewer's name; reset with a confirm step and undo. Export, load and links are in review-share.js, filters in
   checklist-filters.js. No network; works from file://; without JavaScript the rules stay readable. */
(function () {
  "use strict";

  var t = window.preceptText;  /* the theme's words in the page's language (strings.js) */
  function fill(text, values) {
    return text.replace(/\{(\w+)\}/g, function (all, name) { return values[name] !== undefined ? String(values[name]) : all; });
  }

  var PREFIX = "precept-review:", OLD_PREFIX = "precept-rule:", REVIEWER_KEY = "precept-reviewer";
  var VERDICTS = ["pass", "fail", "na"];
  // Not the kinds' symbols (a Must rule is ✓): a ballot box for Pass and Fail, a dashed circle for N/A.
  var ICONS = { pass: "☑", fail: "☒", na: "◌", none: "○" };
  var WORDS = {
    pass: t("reviewPass", "Pass"), fail: t("reviewFail", "Fail"), na: t("reviewNotApplicable", "N/A"),
    none: t("reviewNotReviewed", "Not reviewed")
  };

  function storage() { try { return window.localStorage; } catch (e) { return null; } }
  function get(key) { var s = storage(); try { return s ? s.getItem(key) : null; } catch (e) { return null; } }
  function put(key, value) {
    var s = storage();
    try { if (!s) { return; } if (value === null) { s.removeItem(key); } else { s.setItem(key, value); } } catch (e) { /* full or off */ }
  }

  /* The saved record of a rule, whatever its hash: {h, v, n} or null. The checkbox of earlier versions becomes a
     Pass given for the hash it saved, written in the new form. */
  function record(id) {
    var raw = get(PREFIX + id);
    if (raw !== null) {
      try {
        var value = JSON.parse(raw);
        if (value && typeof value === "object") {
          return { h: String(value.h || ""), v: VERDICTS.indexOf(value.v) >= 0 ? value.v : null, n: typeof value.n === "string" ? value.n : "" };
        }
      } catch (e) { /* unreadable: as if never reviewed */ }
      return null;
    }
    var old = get(OLD_PREFIX + id);
    if (old === null) { return null; }
    var migrated = { h: old, v: "pass", n: "" };
    put(PREFIX + id, JSON.stringify(migrated));
    put(OLD_PREFIX + id, null);
    return migrated;
  }

  /* What a rule shows: its verdict for this text, its note, and whether a verdict was dropped because the text changed. */
  function stateOf(id, hash) {
    var saved = record(id);
    if (!saved) { return { v: null, n: "", changed: false }; }
    if (saved.h !== hash) { return { v: null, n: saved.n, changed: saved.v !== null }; }
    return { v: saved.v, n: saved.n, changed: false };
  }

  function save(id, hash, verdict, note) {
    if (!verdict && !note) { put(PREFIX + id, null); return; }
    put(PREFIX + id, JSON.stringify({ h: hash, v: verdict || null, n: note || "" }));
  }

  function el(tag, attributes, children) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) {
      if (name === "text") { node.textContent = attributes[name]; } else { node.setAttribute(name, attributes[name]); }
    });
    (children || []).forEach(function (child) { node.appendChild(typeof child === "string" ? document.createTextNode(child) : child); });
    return node;
  }

  function announce(text) { if (window.precept && window.precept.announce) { window.precept.announce(text); } }

  /* ---- A page's checklist, built from the JSON it carries (RuleChecklistData in Precept) ------------------ */

  // The heading a rule of the page body sits under, for exports ("" before the first heading).
  function sectionInBody(anchor) {
    var target = document.getElementById(anchor);
    if (!target) { return ""; }
    var headings = document.querySelectorAll(".content h2, .content h3");
    var found = "";
    for (var i = 0; i < headings.length; i++) {
      if (headings[i].compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) {
        var copy = headings[i].cloneNode(true);
        copy.querySelectorAll(".heading-anchor").forEach(function (anchor) { anchor.parentNode.removeChild(anchor); });
        found = copy.textContent.trim();
      }
    }
    return found;
  }

  function buildRuleList(scope) {
    var list = scope.querySelector("[data-rule-list]");
    var source = scope.querySelector("script[data-rules]");
    if (!list || !source || list.children.length) { return; }
    var data;
    try { data = JSON.parse(source.textContent); } catch (e) { return; }
    var kinds = data.kinds || {};
    (data.rules || []).forEach(function (rule) {
      var slug = rule[0], kind = rule[2], lead = rule[3], names = kinds[kind] || ["", kind];
      var item = el("li", {
        "class": "rule-item", "data-kind": kind, "data-rule": rule[4] || data.page + "/" + slug, "data-hash": rule[1],
        "data-section": sectionInBody("rule-" + slug)
      }, [
        el("p", { "class": "rule-text" }, [
          el("span", { "class": "rule-kind" }, [el("span", { "class": "rule-kind-icon", "aria-hidden": "true", text: names[0] }), " " + names[1]]),
          " ", el("a", { "class": "rule-lead", href: "#rule-" + slug, text: lead })
        ])
      ]);
      list.appendChild(item);
    });
  }

  /* ---- One rule's verdict buttons, badge and note ------------------------------------------------------- */

  var noteCount = 0;

  function renderItem(item) {
    var state = stateOf(item.getAttribute("data-rule"), item.getAttribute("data-hash"));
    var verdict = state.v || "none";
    item.setAttribute("data-verdict", verdict);
    item.querySelectorAll("[data-verdict-button]").forEach(function (button) {
      button.setAttribute("aria-pressed", button.getAttribute("data-verdict-button") === state.v ? "true" : "false");
    });
    var badge = item.querySelector("[data-verdict-badge]");
    badge.className = "verdict-badge review-verdict-" + verdict;
    badge.firstChild.textContent = ICONS[verdict];
    badge.lastChild.textContent = WORDS[verdict];
    item.querySelector("[data-rule-changed]").hidden = !state.changed;
    var area = item.querySelector("textarea");
    if (document.activeElement !== area) { area.value = state.n; }
    var box = item.querySelector("[data-note]");
    var toggle = item.querySelector("[data-note-toggle]");
    if (state.n) { box.hidden = false; }
    toggle.hidden = !box.hidden;
    toggle.setAttribute("aria-expanded", box.hidden ? "false" : "true");
  }

  function decorate(item) {
    if (item.querySelector("[data-verdict-badge]")) { return; }
    var lead = (item.querySelector(".rule-lead") || item).textContent.trim();
    var text = item.querySelector(".rule-text") || item;
    text.appendChild(document.createTextNode(" "));
    text.appendChild(el("span", { "data-verdict-badge": "" }, [el("span", { "aria-hidden": "true" }), el("span")]));
    var buttons = VERDICTS.map(function (verdict) {
      return el("button", { type: "button", "class": "verdict-button", "data-verdict-button": verdict, "aria-pressed": "false" },
        [el("span", { "aria-hidden": "true", text: ICONS[verdict] }), " " + WORDS[verdict]]);
    });
    noteCount += 1;
    var noteId = "review-note-" + noteCount;
    buttons.push(el("button", { type: "button", "class": "note-toggle", "data-note-toggle": "", "aria-expanded": "false", "aria-controls": noteId + "-box", text: t("reviewAddNote", "Add note") }));
    // After the text: the order the row shows them in.
    text.parentNode.insertBefore(el("div", { "class": "review-controls", role: "group", "aria-label": fill(t("reviewVerdictFor", "Verdict: {lead}"), { lead: lead }) }, buttons), text.nextSibling);
    item.appendChild(el("p", { "class": "rule-changed", "data-rule-changed": "", hidden: "" }, [
      el("span", { "aria-hidden": "true", text: "⟳ " }),
      t("reviewRuleChanged", "Rule changed since reviewed: its verdict was cleared, the note kept.")
    ]));
    item.appendChild(el("div", { "class": "rule-note", id: noteId + "-box", "data-note": "", hidden: "" }, [
      el("label", { "for": noteId, text: t("reviewNote", "Note") }), el("textarea", { id: noteId, rows: "2" })
    ]));
  }

  /* Sets a rule's verdict and note (undefined keeps the current one) for its present text, and redraws. */
  function setReview(item, verdict, note) {
    var id = item.getAttribute("data-rule"), hash = item.getAttribute("data-hash");
    var state = stateOf(id, hash);
    save(id, hash, verdict === undefined ? state.v : verdict, note === undefined ? state.n : note);
    renderItem(item);
  }

  /* ---- Progress ---------------------------------------------------------------------------------------- */

  var number = new Intl.NumberFormat(document.documentElement.lang || undefined);

  function progressText(counts, total) {
    var reviewed = counts.pass + counts.fail + counts.na;
    return fill(t("reviewProgress", "{reviewed} of {total} reviewed · {pass} pass · {fail} fail · {na} N/A"), {
      reviewed: number.format(reviewed), total: number.format(total), pass: number.format(counts.pass),
      fail: number.format(counts.fail), na: number.format(counts.na)
    });
  }

  function itemsOf(scope) { return Array.prototype.slice.call(scope.querySelectorAll(".rule-item[data-rule]")); }

  function countsOf(scope) {
    var counts = { pass: 0, fail: 0, na: 0, none: 0 };
    itemsOf(scope).forEach(function (item) { counts[item.getAttribute("data-verdict") || "none"] += 1; });
    return counts;
  }

  function updateProgress(scope) {
    var out = scope.querySelector("[data-review-progress]");
    if (out) { out.textContent = progressText(countsOf(scope), itemsOf(scope).length); }
    var details = scope.querySelector("[data-review-details]");
    if (details) { syncDetails(scope, details); }
    document.dispatchEvent(new CustomEvent("precept-review-change"));
  }

  /* A page's checklist is a disclosure, closed for readers: it opens while a rule of it has a saved verdict or note
     (its summary then shows the progress), when a link leads into it, and for printing. */
  /* It opens by itself when the page loads with a review saved and when a review starts (nothing saved before,
     something now: a link's review applied, say), never again after the reader has closed it. */
  function syncDetails(scope, details) {
    var items = itemsOf(scope), counts = countsOf(scope);
    var out = details.querySelector("[data-review-details-progress]");
    if (out) { out.textContent = counts.none < items.length ? " · " + progressText(counts, items.length) : ""; }
    var saved = items.some(function (item) { var id = item.getAttribute("data-rule"); return get(PREFIX + id) !== null || get(OLD_PREFIX + id) !== null; });
    if (saved && !details.hasAttribute("data-review-was-saved")) { details.open = true; }
    if (saved) { details.setAttribute("data-review-was-saved", ""); } else { details.removeAttribute("data-review-was-saved"); }
  }

  function followLinksInto(scope, details) {
    function follow(hash) {
      var id = hash.slice(1);
      try { id = decodeURIComponent(id); } catch (e) { /* a malformed escape: look the id up as written */ }
      var target = id && document.getElementById(id);
      if (target && scope.contains(target)) { details.open = true; }
    }
    follow(location.hash);
    window.addEventListener("hashchange", function () { follow(location.hash); });
    document.addEventListener("click", function (event) {
      var link = event.target.closest ? event.target.closest("a[href^='#']") : null;
      if (link) { follow(link.getAttribute("href")); }
    });
    var wasOpen = false;
    window.addEventListener("beforeprint", function () { wasOpen = details.open; details.open = true; });
    window.addEventListener("afterprint", function () { details.open = wasOpen; });
  }

  /* The index of a split checklist knows every rule's hash (its first 8 digits) and counts the saved verdicts
     given for a present text, without listing any rule. */
  function siteProgress(summary) {
    var source = summary.querySelector("script[data-review-hashes]");
    var hashes;
    try { hashes = JSON.parse(source.textContent).split(" ").filter(Boolean); } catch (e) { return; }
    var present = {};
    hashes.forEach(function (hash) { present[hash] = true; });
    var counts = { pass: 0, fail: 0, na: 0 };
    var s = storage();
    for (var i = 0; s && i < s.length; i++) {
      var key = s.key(i), value = get(key);
      if (key.indexOf(PREFIX) === 0) {
        try { value = JSON.parse(value); } catch (e) { value = null; }
        if (value && VERDICTS.indexOf(value.v) >= 0 && present[String(value.h).slice(0, 8)]) { counts[value.v] += 1; }
      } else if (key.indexOf(OLD_PREFIX) === 0 && value && present[value.slice(0, 8)]) {
        counts.pass += 1;
      }
    }
    summary.querySelector("[data-review-progress]").textContent = progressText(counts, hashes.length);
  }

  /* ---- Reviewer and reset ------------------------------------------------------------------------------ */

  function reviewer() { return get(REVIEWER_KEY) || ""; }

  function reviewerField() {
    var input = el("input", { type: "text", id: "review-reviewer", autocomplete: "name", "data-reviewer": "" });
    input.value = reviewer();
    input.addEventListener("input", function () { put(REVIEWER_KEY, input.value.trim() ? input.value : null); });
    return el("p", { "class": "review-reviewer" }, [el("label", { "for": "review-reviewer", text: t("reviewReviewer", "Reviewer") }), " ", input]);
  }

  function resetControls(scope) {
    var start = el("button", { type: "button", "class": "button-secondary", "data-review-reset": "", text: t("reviewReset", "Reset…") });
    var yes = el("button", { type: "button", "class": "button-secondary", "data-review-reset-confirm": "", text: t("reviewResetConfirm", "Clear review") });
    var no = el("button", { type: "button", "class": "button-secondary", "data-review-reset-cancel": "", text: t("reviewCancel", "Cancel") });
    var question = el("p", { "class": "review-confirm" }, [el("span", { "data-review-reset-question": "" })]);
    question.appendChild(document.createTextNode(" "));
    question.appendChild(yes);
    question.appendChild(no);
    var confirm = el("div", { "class": "review-confirm-box", role: "group", "aria-label": t("reviewReset", "Reset…"), hidden: "" }, [question]);
    var undo = el("button", { type: "button", "class": "button-secondary", "data-review-undo": "", text: t("reviewUndo", "Undo") });
    var done = el("p", { "class": "review-undone", "data-review-reset-done": "", hidden: "" }, [el("span", { role: "status" }), " ", undo]);
    var saved = null, timer = 0;
    start.addEventListener("click", function () {
      var count = itemsOf(scope).filter(function (item) { return get(PREFIX + item.getAttribute("data-rule")) !== null; }).length;
      question.firstChild.textContent = fill(t("reviewResetQuestion", "Clear the verdicts and notes of all {count} rules here?"), { count: number.format(itemsOf(scope).length) }) +
        (count ? "" : " " + t("reviewResetNothing", "(Nothing is saved yet.)"));
      confirm.hidden = false;
      yes.focus();
    });
    no.addEventListener("click", function () { confirm.hidden = true; start.focus(); });
    yes.addEventListener("click", function () {
      saved = itemsOf(scope).map(function (item) { var id = item.getAttribute("data-rule"); return [id, get(PREFIX + id)]; });
      saved.forEach(function (entry) { put(PREFIX + entry[0], null); put(OLD_PREFIX + entry[0], null); });
      refresh(scope);
      confirm.hidden = true;
      done.hidden = false;
      done.firstChild.textContent = t("reviewResetDone", "Review cleared.");
      undo.focus();
      window.clearTimeout(timer);
      timer = window.setTimeout(function () { done.hidden = true; saved = null; }, 15000);
    });
    undo.addEventListener("click", function () {
      if (saved) { saved.forEach(function (entry) { put(PREFIX + entry[0], entry[1]); }); }
      saved = null;
      window.clearTimeout(timer);
      done.hidden = true;
      refresh(scope);
      announce(t("reviewRestored", "Review restored"));
      start.focus();
    });
    return [start, confirm, done];
  }

  /* ---- Wiring ------------------------------------------------------------------------------------------ */

  function refresh(scope) {
    itemsOf(scope).forEach(renderItem);
    updateProgress(scope);
  }

  /* The site checklist writes no id per rule: a rule is its page's `data-page`, `/` and the slug of its link
     (`#rule-<slug>`), the id the page's own checklist saves it under. A template may still write `data-rule`. */
  function nameRules(scope) {
    scope.querySelectorAll(".rule-item:not([data-rule])").forEach(function (item) {
      var page = item.closest("[data-page]"), link = item.querySelector("a.rule-lead");
      var href = link ? link.getAttribute("href") || "" : "", at = href.indexOf("#rule-");
      if (!page || at < 0) { return; }
      var slug = href.slice(at + 6);
      try { slug = decodeURIComponent(slug); } catch (e) { /* written as is */ }
      item.setAttribute("data-rule", page.getAttribute("data-page") + "/" + slug);
    });
  }

  function initScope(scope) {
    var details = scope.querySelector("[data-review-details]");
    if (details) { followLinksInto(scope, details); }
    buildRuleList(scope);
    nameRules(scope);
    itemsOf(scope).forEach(decorate);
    var bar = scope.querySelector("[data-review-bar]");
    if (bar) {
      bar.appendChild(el("p", { "class": "checklist-progress", "data-review-progress": "", "aria-live": "polite" }));
      bar.appendChild(reviewerField());
      resetControls(scope).forEach(function (node) { bar.appendChild(node); });
      bar.hidden = false;
    }
    scope.addEventListener("click", function (event) {
      var button = event.target.closest ? event.target.closest("[data-verdict-button], [data-note-toggle]") : null;
      if (!button) { return; }
      var item = button.closest(".rule-item");
      if (button.hasAttribute("data-note-toggle")) {
        item.querySelector("[data-note]").hidden = false;
        renderItem(item);
        item.querySelector("textarea").focus();
        return;
      }
      var verdict = button.getAttribute("data-verdict-button");
      setReview(item, button.getAttribute("aria-pressed") === "true" ? null : verdict);
      updateProgress(scope);
    });
    scope.addEventListener("input", function (event) {
      if (event.target.tagName !== "TEXTAREA" || !event.target.closest(".rule-note")) { return; }
      setReview(event.target.closest(".rule-item"), undefined, event.target.value);
    });
    refresh(scope);
  }

  var scopes = Array.prototype.slice.call(document.querySelectorAll("[data-checklist], [data-site-checklist]"));

  window.preceptReview = {
    t: t, fill: fill, el: el, announce: announce, VERDICTS: VERDICTS, ICONS: ICONS, WORDS: WORDS, PREFIX: PREFIX,
    scopes: scopes, itemsOf: itemsOf, stateOf: stateOf, save: save, setReview: setReview, refresh: refresh,
    countsOf: countsOf, progressText: progressText, reviewer: reviewer, siteProgress: siteProgress
  };

  function init() {
    scopes.forEach(initScope);
    var summary = document.querySelector("[data-review-summary]");
    if (summary) {
      summary.appendChild(reviewerField());
      siteProgress(summary);
      summary.hidden = false;
    }
    window.addEventListener("storage", function (event) {
      if (event.key && (event.key.indexOf(PREFIX) === 0 || event.key.indexOf(OLD_PREFIX) === 0)) {
        scopes.forEach(refresh);
        if (summary) { siteProgress(summary); }
      }
    });
  }

  init();
})();
