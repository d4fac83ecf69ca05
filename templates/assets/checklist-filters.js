/* The site checklist's filters: rule kind, platform and verdict. The choice is kept in the address
   (`?kind=must,avoid&platform=ios&verdict=fail`; a filter left at "all" is not written) so it survives a reload
   and can be shared. Verdicts come from review.js (`data-verdict` on each rule, redrawn on `precept-review-change`).
   Without JavaScript every rule is shown. */
(function () {
  "use strict";

  var scope = document.querySelector("[data-site-checklist]");
  var form = scope && scope.querySelector("[data-checklist-filters]");
  if (!form) { return; }
  var kinds = Array.prototype.slice.call(form.querySelectorAll("input[name=kind]"));
  var platform = form.querySelector("select[name=platform]");
  var verdict = form.querySelector("select[name=verdict]");
  var status = form.querySelector("[data-filter-status]");
  var number = new Intl.NumberFormat(document.documentElement.lang || undefined);
  var T = window.preceptText;  /* the theme's words in the page's language (strings.js) */

  function chosenKinds() {
    var all = kinds.every(function (box) { return box.checked; });
    return all ? [] : kinds.filter(function (box) { return box.checked; }).map(function (box) { return box.value; });
  }

  function apply() {
    var shownKinds = {};
    kinds.forEach(function (box) { shownKinds[box.value] = box.checked; });
    var wanted = platform ? platform.value.toLowerCase() : "";
    var wantedVerdict = verdict ? verdict.value : "";
    var shown = 0;
    scope.querySelectorAll(".checklist-page").forEach(function (page) {
      var pageMatches = !wanted || (page.getAttribute("data-platforms") || "").split(" ").indexOf(wanted) >= 0;
      var visible = 0;
      page.querySelectorAll(".rule-item").forEach(function (item) {
        var show = pageMatches && shownKinds[item.getAttribute("data-kind")] !== false &&
          (!wantedVerdict || (item.getAttribute("data-verdict") || "none") === wantedVerdict);
        item.hidden = !show;
        if (show) { visible += 1; }
      });
      page.querySelectorAll(".rule-list").forEach(function (list) {
        var any = !!list.querySelector(".rule-item:not([hidden])");
        list.hidden = !any;
        var heading = list.previousElementSibling;
        if (heading && heading.classList.contains("checklist-section")) { heading.hidden = !any; }
      });
      page.hidden = visible === 0;
      shown += visible;
    });
    if (status) {
      status.textContent = shown === 1 ? T("filterRuleShown", "{count} rule shown", { count: number.format(shown) })
        : T("filterRulesShown", "{count} rules shown", { count: number.format(shown) });
    }
  }

  function remember() {
    try {
      var url = new URL(window.location.href);
      var picked = chosenKinds();
      if (picked.length || kinds.every(function (box) { return !box.checked; })) { url.searchParams.set("kind", picked.join(",")); } else { url.searchParams.delete("kind"); }
      if (platform && platform.value) { url.searchParams.set("platform", platform.value); } else { url.searchParams.delete("platform"); }
      if (verdict && verdict.value) { url.searchParams.set("verdict", verdict.value); } else { url.searchParams.delete("verdict"); }
      if (url.href !== window.location.href) { window.history.replaceState(window.history.state, "", url.href); }
    } catch (e) { /* a browser that refuses leaves the address as it was */ }
  }

  function restore() {
    var params;
    try { params = new URLSearchParams(window.location.search); } catch (e) { return; }
    if (params.has("kind")) {
      var listed = params.get("kind").split(",");
      kinds.forEach(function (box) { box.checked = listed.indexOf(box.value) >= 0; });
    }
    function select(control, value) {
      if (!control || value === null) { return; }
      var known = Array.prototype.some.call(control.options, function (option) { return option.value === value; });
      if (known) { control.value = value; }
    }
    select(platform, params.get("platform"));
    select(verdict, params.get("verdict"));
  }

  form.addEventListener("change", function () { apply(); remember(); });
  form.addEventListener("submit", function (event) { event.preventDefault(); });
  var print = form.querySelector("[data-print]");
  if (print) { print.addEventListener("click", function () { window.print(); }); }
  // A verdict given while "Fail" is shown hides the rule only on the next change of filter, so it does not jump away.
  document.addEventListener("precept-review-change", function () { if (!verdict || !verdict.value) { apply(); } });
  restore();
  apply();
})();
