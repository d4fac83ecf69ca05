/* Precept design reviews, shared: export a checklist's review as Markdown or JSON (format `precept-review`,
   version 1), load such a file back, and carry a review in a link (`#review=<base64url of compact JSON>`), which
   is never applied without asking. Downloads are data: URLs on an <a download>, so they work from file://. The
   verdicts themselves are kept by review.js. */
(function () {
  "use strict";

  var R = window.preceptReview;
  if (!R) { return; }
  var t = R.t, fill = R.fill, el = R.el;

  function words(verdict) { return R.WORDS[verdict || "none"]; }

  // The sentence for one or for several, each translatable ("reviewApplied" and "reviewAppliedOne").
  function counted(key, count, one, other, values) {
    values.count = count;
    return fill(count === 1 ? t(key + "One", one) : t(key, other), values);
  }

  function slug(text) { return (text || "review").replace(/[^\w\u00C0-\uFFFF-]+/g, "-").replace(/^-+|-+$/g, "") || "review"; }

  // The page's address from the site's root (`components/buttons.html`), as the site checklist writes it.
  function pathFromRoot(scope) {
    try {
      var base = new URL(scope.getAttribute("data-root") || "./", window.location.href).href;
      var here = window.location.href.split("#")[0].split("?")[0];
      return here.indexOf(base) === 0 ? here.slice(base.length) : here;
    } catch (e) { return ""; }
  }

  function sectionOf(item) {
    if (item.hasAttribute("data-section")) { return item.getAttribute("data-section"); }
    var heading = item.parentNode.previousElementSibling;
    return heading && heading.classList.contains("checklist-section") ? heading.textContent.trim() : "";
  }

  function ruleOf(item) {
    var id = item.getAttribute("data-rule"), hash = item.getAttribute("data-hash"), state = R.stateOf(id, hash);
    var lead = item.querySelector(".rule-lead");
    return { id: id, section: sectionOf(item), kind: item.getAttribute("data-kind"), lead: lead ? lead.textContent.trim() : "", hash: hash, verdict: state.v, note: state.n };
  }

  /* The review of a checklist in the export format: one page for a page's checklist, every listed page for the site's. */
  function reviewOf(scope) {
    var pages;
    if (scope.hasAttribute("data-checklist")) {
      pages = [{ title: scope.getAttribute("data-title") || document.title, url: pathFromRoot(scope), rules: R.itemsOf(scope).map(ruleOf) }];
    } else {
      pages = Array.prototype.map.call(scope.querySelectorAll(".checklist-page"), function (page) {
        var link = page.querySelector("h2 a");
        return { title: link ? link.textContent.trim() : "", url: page.getAttribute("data-url") || "", rules: R.itemsOf(page).map(ruleOf) };
      });
    }
    return {
      format: "precept-review", version: 1, site: scope.getAttribute("data-site") || "", exported: new Date().toISOString(),
      reviewer: R.reviewer(), pages: pages
    };
  }

  function markdownOf(review, scope) {
    var title = scope.hasAttribute("data-checklist") ? review.pages[0].title : review.site;
    var lines = ["# " + fill(t("reviewMarkdownTitle", "Design review: {title}"), { title: title }), "",
      "- " + t("reviewMarkdownSite", "Site") + ": " + review.site,
      "- " + t("reviewReviewer", "Reviewer") + ": " + (review.reviewer || t("reviewNoReviewer", "not named")),
      "- " + t("reviewMarkdownDate", "Date") + ": " + review.exported.slice(0, 10),
      "- " + t("reviewMarkdownProgress", "Progress") + ": " + R.progressText(R.countsOf(scope), R.itemsOf(scope).length), ""];
    review.pages.forEach(function (page) {
      lines.push("## [" + page.title + "](" + encodeURI(page.url) + ")", "");
      var section = null;
      page.rules.forEach(function (rule) {
        if (rule.section !== section) {
          if (section !== null) { lines.push(""); }
          section = rule.section;
          if (section) { lines.push("### " + section, ""); }
        }
        lines.push("- **" + words(rule.verdict) + "**: " + rule.lead + " (`" + rule.id + "`)");
        if (rule.note) { lines.push("  " + t("reviewNote", "Note") + ": " + rule.note.replace(/\n/g, "\n  ")); }
      });
      lines.push("");
    });
    return lines.join("\n");
  }

  function download(status, name, type, text) {
    var link = el("a", { href: "data:" + type + ";charset=utf-8," + encodeURIComponent(text), download: name, "data-review-download": "", text: name });
    status.textContent = "";
    status.appendChild(document.createTextNode(t("reviewDownloaded", "Downloaded") + " "));
    status.appendChild(link);
    status.appendChild(document.createTextNode("."));
    link.click();
  }

  /* ---- Applying a review from a file or a link ----------------------------------------------------------- */

  // A map without a prototype: an entry named `__proto__` or `constructor` finds nothing in it.
  function itemsById() {
    var map = Object.create(null);
    R.scopes.forEach(function (scope) { R.itemsOf(scope).forEach(function (item) { (map[item.getAttribute("data-rule")] = map[item.getAttribute("data-rule")] || []).push(item); }); });
    return map;
  }

  // What a review may write into this browser's storage, which every site opened from file:// shares: a rule id
  // of this site's form (`page/slug`: no control characters, no segment an object would read as its prototype),
  // a hash as the site writes them, a note of reasonable length. At most MAX_ENTRIES entries from one review.
  var MAX_ENTRIES = 5000, MAX_NOTE = 10000, FORBIDDEN = ["__proto__", "constructor", "prototype"];
  function isEntry(entry) {
    if (!entry || typeof entry.id !== "string" || typeof entry.hash !== "string") { return false; }
    if (entry.id.length > 400 || !/^[^\u0000-\u001f\u007f]+\/[^\u0000-\u001f\u007f]+$/.test(entry.id)) { return false; }
    if (entry.id.split("/").some(function (part) { return !part || FORBIDDEN.indexOf(part) >= 0; })) { return false; }
    if (!/^[0-9a-zA-Z_-]{1,64}$/.test(entry.hash)) { return false; }
    return entry.note === undefined || entry.note === null || (typeof entry.note === "string" && entry.note.length <= MAX_NOTE);
  }

  // entries: {id, hash, verdict, note}. A rule on this page takes the verdict only for its present text; a rule
  // elsewhere is saved with the hash it was reviewed for, which its own page checks when it opens.
  function apply(entries, who) {
    var present = itemsById(), applied = 0, changed = 0, elsewhere = 0;
    entries.slice(0, MAX_ENTRIES).forEach(function (entry) {
      if (!isEntry(entry)) { return; }
      var verdict = R.VERDICTS.indexOf(entry.verdict) >= 0 ? entry.verdict : null, note = typeof entry.note === "string" ? entry.note : "";
      if (!verdict && !note) { return; }
      var items = present[entry.id];
      if (!items) { R.save(entry.id, entry.hash, verdict, note); elsewhere += 1; return; }
      if (items[0].getAttribute("data-hash") !== entry.hash) { changed += 1; return; }
      R.save(entry.id, entry.hash, verdict, note);
      applied += 1;
    });
    R.scopes.forEach(R.refresh);
    var summary = document.querySelector("[data-review-summary]");
    if (summary) { R.siteProgress(summary); }
    if (!R.scopes.length) {
      return counted("reviewSavedForPages", elsewhere, "Saved {count} rule from the review by {who} for its page, which checks it when it opens.",
        "Saved {count} rules from the review by {who} for their pages, which check them when they open.", { who: who || t("reviewNoReviewer", "not named") });
    }
    var parts = [counted("reviewApplied", applied, "Applied {count} rule from the review by {who}.", "Applied {count} rules from the review by {who}.", { who: who || t("reviewNoReviewer", "not named") })];
    if (changed) { parts.push(counted("reviewSkippedChanged", changed, "Skipped {count}: the rule changed since it was reviewed.", "Skipped {count}: the rules changed since they were reviewed.", {})); }
    if (elsewhere) { parts.push(counted("reviewSavedElsewhere", elsewhere, "Saved {count} for a rule on another page.", "Saved {count} for rules on other pages.", {})); }
    return parts.join(" ");
  }

  function entriesOfFile(review) {
    var entries = [];
    review.pages.forEach(function (page) { (page && Array.isArray(page.rules) ? page.rules : []).forEach(function (rule) { if (rule) { entries.push(rule); } }); });
    return entries;
  }

  function loadFile(file, status) {
    var reader = new FileReader();
    reader.onload = function () {
      var review = null;
      try { review = JSON.parse(String(reader.result)); } catch (e) { review = null; }
      if (!review || review.format !== "precept-review" || !Array.isArray(review.pages)) {
        status.textContent = fill(t("reviewNotAReview", "{name} is not a Precept review file."), { name: file.name });
      } else if (review.version !== 1) {
        status.textContent = fill(t("reviewWrongVersion", "{name} is a Precept review of version {version}; this site reads version 1."), { name: file.name, version: review.version });
      } else {
        status.textContent = fill(t("reviewLoaded", "Loaded {name}."), { name: file.name }) + " " + apply(entriesOfFile(review), review.reviewer);
      }
    };
    reader.onerror = function () { status.textContent = fill(t("reviewUnreadable", "{name} could not be read."), { name: file.name }); };
    reader.readAsText(file);
  }

  /* ---- Links ---------------------------------------------------------------------------------------------- */

  function toBase64url(text) {
    var bytes = new TextEncoder().encode(text), binary = "";
    for (var i = 0; i < bytes.length; i++) { binary += String.fromCharCode(bytes[i]); }
    return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  function fromBase64url(text) {
    var binary = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4));
    var bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) { bytes[i] = binary.charCodeAt(i); }
    return new TextDecoder().decode(bytes);
  }

  // Compact: {f, v, s: site, r: reviewer, x: [[id, hash, verdict or "", note], …]} for the rules with a verdict or note.
  function linkOf(scope) {
    var review = reviewOf(scope), rules = [];
    review.pages.forEach(function (page) {
      page.rules.forEach(function (rule) { if (rule.verdict || rule.note) { rules.push([rule.id, rule.hash, rule.verdict || "", rule.note]); } });
    });
    var payload = JSON.stringify({ f: "precept-review", v: 1, s: review.site, r: review.reviewer, x: rules });
    return { count: rules.length, url: window.location.href.split("#")[0] + "#review=" + toBase64url(payload) };
  }

  function linkedReview() {
    var match = /^#review=([A-Za-z0-9_-]+)$/.exec(window.location.hash);
    if (!match) { return null; }
    try {
      var data = JSON.parse(fromBase64url(match[1]));
      if (data.f !== "precept-review" || data.v !== 1 || !Array.isArray(data.x)) { return { error: true }; }
      return {
        reviewer: typeof data.r === "string" ? data.r : "",
        entries: data.x.filter(Array.isArray).map(function (rule) { return { id: rule[0], hash: rule[1], verdict: rule[2], note: rule[3] }; })
      };
    } catch (e) { return { error: true }; }
  }

  function forgetLink() {
    try { window.history.replaceState(window.history.state, "", window.location.href.split("#")[0]); } catch (e) { /* the address keeps it */ }
  }

  function offerLink() {
    var linked = linkedReview();
    var main = document.querySelector("main") || document.body;
    if (!linked || !(R.scopes.length || document.querySelector("[data-review-summary]"))) { return; }
    var text = el("p", { "data-review-banner-text": "" });
    var banner = el("div", { "class": "review-banner", role: "region", "aria-label": t("reviewLinkRegion", "Review in this link"), "data-review-banner": "" }, [text]);
    if (linked.error) {
      text.textContent = t("reviewLinkBroken", "This link carries a review that could not be read: it may have been cut short.");
    } else {
      text.textContent = counted("reviewLinkOffer", linked.entries.length, "This link carries a review of {count} rule by {who}.", "This link carries a review of {count} rules by {who}.", { who: linked.reviewer || t("reviewNoReviewer", "not named") });
      var yes = el("button", { type: "button", "class": "button-secondary", "data-review-banner-apply": "", text: t("reviewApply", "Apply") });
      yes.addEventListener("click", function () {
        text.textContent = apply(linked.entries, linked.reviewer);
        banner.removeChild(actions);
        forgetLink();
      });
      var actions = el("p", { "class": "review-banner-actions" }, [yes, " "]);
      banner.appendChild(actions);
    }
    var no = el("button", { type: "button", "class": "button-secondary", "data-review-banner-dismiss": "", text: t("reviewDismiss", "Dismiss") });
    no.addEventListener("click", function () { banner.parentNode.removeChild(banner); forgetLink(); });
    (banner.querySelector(".review-banner-actions") || banner).appendChild(no);
    main.insertBefore(banner, main.firstChild);
  }

  /* ---- Controls ---------------------------------------------------------------------------------------- */

  var loadCount = 0;

  function initScope(scope) {
    var bar = scope.querySelector("[data-review-bar]");
    if (!bar) { return; }
    var status = el("p", { "class": "review-share-status", role: "status", "data-review-share-status": "" });
    function button(label, name, action) {
      var node = el("button", { type: "button", "class": "button-secondary", text: label });
      node.setAttribute(name, "");
      node.addEventListener("click", action);
      return node;
    }
    var base = slug(scope.hasAttribute("data-checklist") ? scope.getAttribute("data-title") : scope.getAttribute("data-site")) + "-review";
    bar.appendChild(el("div", { "class": "review-share" }, [
      button(t("reviewExportMarkdown", "Export Markdown"), "data-review-export-markdown", function () {
        download(status, base + ".md", "text/markdown", markdownOf(reviewOf(scope), scope));
      }),
      button(t("reviewExportJSON", "Export JSON"), "data-review-export-json", function () {
        download(status, base + ".json", "application/json", JSON.stringify(reviewOf(scope), null, 2) + "\n");
      }),
      button(t("reviewCopyLink", "Copy review link"), "data-review-copy-link", function () {
        var link = linkOf(scope);
        var copy = window.precept && window.precept.copyText ? window.precept.copyText : function (text, done) { done(false); };
        copy(link.url, function (ok) {
          status.textContent = ok
            ? counted("reviewLinkCopied", link.count, "Copied a link carrying {count} reviewed rule.", "Copied a link carrying {count} reviewed rules.", {})
            : t("reviewLinkCopyThis", "Copy this link:") + " ";
          if (!ok) { status.appendChild(el("input", { type: "text", readonly: "", value: link.url, "aria-label": t("reviewCopyLink", "Copy review link") })); }
          status.setAttribute("data-review-link", link.url);
        });
      }),
      loadControl(status)
    ]));
    bar.appendChild(status);
  }

  function loadControl(status) {
    loadCount += 1;
    var input = el("input", { type: "file", id: "review-load-" + loadCount, "class": "visually-hidden", accept: ".json,application/json", "data-review-load": "" });
    input.addEventListener("change", function () { if (input.files && input.files[0]) { loadFile(input.files[0], status); } input.value = ""; });
    return el("label", { "class": "review-load button-secondary", "for": input.id }, [t("reviewLoad", "Load a review…"), input]);
  }

  /* The index of a split checklist lists no rule: it loads a review for every page it names, and says where to export. */
  function initSummary(summary) {
    var status = el("p", { "class": "review-share-status", role: "status", "data-review-share-status": "" });
    summary.appendChild(el("p", { "class": "review-summary-note", text: t("reviewIndexExport", "Each group's checklist exports its own review.") }));
    summary.appendChild(el("div", { "class": "review-share" }, [loadControl(status)]));
    summary.appendChild(status);
  }

  R.scopes.forEach(initScope);
  var summary = document.querySelector("[data-review-summary]");
  if (summary) { initSummary(summary); }
  offerLink();
})();
