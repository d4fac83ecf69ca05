/* The index's "Filter pages" field: hides the links whose title does not contain what is typed (ignoring case and
   accents), then the letters and groups left empty, and says how many pages match. The text is kept in the address
   (`?filter=…`) so a filtered index can be shared and survives a reload. Without JavaScript the field stays hidden
   and every link is shown. */
(function () {
  "use strict";

  var T = window.preceptText;  /* the theme's words in the page's language (strings.js) */
  var box = document.querySelector("[data-index-filter]");
  if (!box) { return; }
  var input = box.querySelector("[data-index-filter-input]");
  var status = box.querySelector("[data-index-filter-status]");
  var home = box.closest(".home") || document;
  var entries = [];
  home.querySelectorAll(".home-group .page-index a, .home-group .card-title > a").forEach(function (link) {
    var item = link.closest("li.card") || link.closest("li");
    entries.push({ item: item, text: fold(link.textContent) });
  });
  var sections = Array.prototype.slice.call(home.querySelectorAll(".letter-group, .home-group"));
  var letterLinks = Array.prototype.slice.call(home.querySelectorAll(".letter-bar a"));
  var total = entries.length;
  var number = new Intl.NumberFormat(document.documentElement.lang || undefined);
  var timer = 0;

  function fold(text) {
    return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase().trim();
  }

  function apply() {
    var words = fold(input.value).split(/\s+/).filter(Boolean);
    var shown = 0;
    entries.forEach(function (entry) {
      var match = words.every(function (word) { return entry.text.indexOf(word) !== -1; });
      entry.item.hidden = !match;
      if (match) { shown += 1; }
    });
    /* Letters first: a group is empty when all its letters are. */
    sections.slice().reverse().forEach(function (section) {
      section.hidden = words.length > 0 && !section.querySelector("li:not([hidden])");
    });
    letterLinks.forEach(function (link) {
      var heading = document.getElementById(link.getAttribute("href").slice(1));
      var section = heading && heading.closest(".letter-group");
      link.parentNode.hidden = Boolean(section && section.hidden);
    });
    status.textContent = words.length
      ? T("filterMatches", "{shown} of {total} pages match", { shown: number.format(shown), total: number.format(total) })
      : T(total === 1 ? "pageCountOne" : "pageCount", total === 1 ? "{count} page" : "{count} pages", { count: number.format(total) });
    remember(input.value);
  }

  function remember(text) {
    try {
      var url = new URL(window.location.href);
      if (text.trim()) { url.searchParams.set("filter", text); } else { url.searchParams.delete("filter"); }
      if (url.href !== window.location.href) { window.history.replaceState(window.history.state, "", url.href); }
    } catch (e) {
      /* A browser that refuses leaves the address as it was. */
    }
  }

  function linked() {
    try {
      return new URLSearchParams(window.location.search).get("filter") || "";
    } catch (e) {
      return "";
    }
  }

  input.addEventListener("input", function () {
    window.clearTimeout(timer);
    timer = window.setTimeout(apply, total > 2000 ? 120 : 40);
  });
  input.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && input.value) {
      event.preventDefault();
      input.value = "";
      apply();
    }
  });
  box.hidden = false;
  input.value = linked();
  if (input.value) { apply(); }
})();
