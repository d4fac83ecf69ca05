/* Precept guidelines behaviour: appearance and contrast, copying text, and rule checklists (the specification
   tables' menus, details and color-vision preview are in swatches.js). No dependencies, no network; works from file://. */
(function () {
  "use strict";

  /* The theme's words in the page's language (the layout's precept-strings block); English when missing. */
  var S = {};
  try { S = JSON.parse(document.getElementById("precept-strings").textContent) || {}; } catch (e) { S = {}; }
  function T(key, english, values) {
    var text = S[key] || english;
    for (var name in values) { text = text.split("{" + name + "}").join(values[name]); }
    return text;
  }

  var root = document.documentElement;

  function store(key, value) {
    try {
      if (value === null) { window.localStorage.removeItem(key); } else { window.localStorage.setItem(key, value); }
    } catch (e) { /* storage may be unavailable (privacy settings); the page still works */ }
  }

  function read(key) {
    try { return window.localStorage.getItem(key); } catch (e) { return null; }
  }

  function matches(query) {
    return !!(window.matchMedia && window.matchMedia(query).matches);
  }

  function announce(text) {
    var region = document.querySelector("[data-announcer]");
    if (!region) { return; }
    region.textContent = "";
    window.setTimeout(function () { region.textContent = text; }, 30);
  }

  /* ---- Appearance: light/dark × standard/increased contrast -------------------------------- */

  var contrastOrder = ["auto", "standard", "more"];
  var contrastNames = { auto: T("contrastAuto", "Auto"), standard: T("contrastStandard", "Standard"), more: T("contrastIncreased", "Increased") };

  function contrastSetting() {
    var value = read("precept-contrast");
    return value === "standard" || value === "more" ? value : "auto";
  }

  function updateAppearance() {
    var theme = root.getAttribute("data-theme");
    var contrast = root.getAttribute("data-contrast");
    var dark = theme ? theme === "dark" : matches("(prefers-color-scheme: dark)");
    var increased = contrast ? contrast === "more" : matches("(prefers-contrast: more)");
    root.setAttribute("data-appearance", (dark ? "dark" : "light") + (increased ? "-increased-contrast" : ""));
  }

  function renderContrast(value) {
    var buttons = document.querySelectorAll("[data-contrast-toggle]");
    var next = contrastOrder[(contrastOrder.indexOf(value) + 1) % contrastOrder.length];
    for (var i = 0; i < buttons.length; i++) {
      var label = buttons[i].querySelector("[data-contrast-label]");
      if (label) { label.textContent = T("contrastLabel", "Contrast: {value}", { value: contrastNames[value] }); }
      buttons[i].setAttribute("aria-pressed", value === "auto" ? "false" : "true");
      buttons[i].setAttribute("aria-label", T("contrastButton", "Contrast: {current}. Switch to {next}", { current: contrastNames[value], next: contrastNames[next] }));
    }
  }

  function applyContrast(value) {
    if (value === "auto") { root.removeAttribute("data-contrast"); } else { root.setAttribute("data-contrast", value); }
    renderContrast(value);
    updateAppearance();
  }

  function initAppearance() {
    applyContrast(contrastSetting());
    var buttons = document.querySelectorAll("[data-contrast-toggle]");
    for (var i = 0; i < buttons.length; i++) {
      buttons[i].addEventListener("click", function () {
        var current = contrastSetting();
        var next = contrastOrder[(contrastOrder.indexOf(current) + 1) % contrastOrder.length];
        store("precept-contrast", next === "auto" ? null : next);
        applyContrast(next);
        announce(T("contrastLabel", "Contrast: {value}", { value: contrastNames[next] }));
      });
    }
    // The theme toggle (precept.js) changes data-theme; follow it and the system settings.
    new MutationObserver(updateAppearance).observe(root, { attributes: true, attributeFilter: ["data-theme"] });
    ["(prefers-color-scheme: dark)", "(prefers-contrast: more)"].forEach(function (query) {
      if (!window.matchMedia) { return; }
      var list = window.matchMedia(query);
      if (list.addEventListener) { list.addEventListener("change", updateAppearance); }
    });
    window.addEventListener("storage", function (event) {
      if (event.key === "precept-contrast") { applyContrast(contrastSetting()); }
    });
    updateAppearance();
  }

  /* ---- Copying ------------------------------------------------------------------------------- */

  function copyText(text, done) {
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(function () { done(true); }, function () { done(fallbackCopy(text)); });
    } else {
      done(fallbackCopy(text));
    }
  }

  function fallbackCopy(text) {
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    var ok = false;
    try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
    document.body.removeChild(area);
    return ok;
  }

  // For swatches.js, which runs after this file: one copy routine and one announcer for the page.
  window.precept = { copyText: copyText, announce: announce };

  /* ---- Rule checklists ---------------------------------------------------------------------- */

  function ruleKey(box) { return "precept-rule:" + box.getAttribute("data-rule"); }

  function loadChecks(scope) {
    var boxes = scope.querySelectorAll("input[data-rule]");
    for (var i = 0; i < boxes.length; i++) {
      boxes[i].checked = read(ruleKey(boxes[i])) === boxes[i].getAttribute("data-hash");
    }
  }

  function updateProgress(scope) {
    var boxes = scope.querySelectorAll("input[data-rule]");
    var checked = 0;
    for (var i = 0; i < boxes.length; i++) { if (boxes[i].checked) { checked++; } }
    var count = scope.querySelector("[data-checked-count]");
    if (count) { count.textContent = String(checked); }
    return checked;
  }

  function markdownOf(scope) {
    var title = scope.getAttribute("data-title") || document.title;
    var lines = ["# " + title + " checklist", ""];
    var boxes = scope.querySelectorAll("input[data-rule]");
    for (var i = 0; i < boxes.length; i++) {
      var item = boxes[i].closest("li");
      var lead = item.querySelector(".rule-lead").textContent.trim();
      // The kind's word, after its icon: "⊘ Must not" gives "Must not".
      var kind = item.querySelector(".rule-kind").lastChild.textContent.trim();
      lines.push("- [" + (boxes[i].checked ? "x" : " ") + "] " + lead + " (" + kind + ")");
    }
    return lines.join("\n") + "\n";
  }

  /* A page's checklist is built here from the JSON the page carries (RuleChecklistData in Precept): per rule its
     slug, text hash, kind and lead, so the page does not repeat every lead in markup. The items are what the
     site checklist writes: a labelled checkbox keyed by the rule's id, its kind in words, a link to the rule. */
  function buildRuleList(scope) {
    var list = scope.querySelector("[data-rule-list]");
    var source = scope.querySelector("script[data-rules]");
    if (!list || !source || list.children.length) { return; }
    var data;
    try { data = JSON.parse(source.textContent); } catch (e) { return; }
    var rules = data.rules || [];
    var kinds = data.kinds || {};
    for (var i = 0; i < rules.length; i++) {
      var slug = rules[i][0], kind = rules[i][2], lead = rules[i][3];
      var names = kinds[kind] || ["", kind];
      var item = document.createElement("li");
      item.className = "rule-item rule-" + kind;
      var label = document.createElement("label");
      var box = document.createElement("input");
      box.type = "checkbox";
      box.setAttribute("data-rule", rules[i][4] || data.page + "/" + slug);
      box.setAttribute("data-hash", rules[i][1]);
      var kindText = document.createElement("span");
      kindText.className = "rule-kind";
      var icon = document.createElement("span");
      icon.className = "rule-kind-icon";
      icon.setAttribute("aria-hidden", "true");
      icon.textContent = names[0];
      kindText.appendChild(icon);
      kindText.appendChild(document.createTextNode(" " + names[1]));
      var leadText = document.createElement("span");
      leadText.className = "rule-lead";
      leadText.textContent = lead;
      label.appendChild(box);
      label.appendChild(document.createTextNode(" "));
      label.appendChild(kindText);
      label.appendChild(document.createTextNode(" "));
      label.appendChild(leadText);
      var link = document.createElement("a");
      link.className = "rule-link";
      link.href = "#rule-" + slug;
      link.textContent = "Read";
      var hidden = document.createElement("span");
      hidden.className = "visually-hidden";
      hidden.textContent = " the rule: " + lead;
      link.appendChild(hidden);
      item.appendChild(label);
      item.appendChild(document.createTextNode(" "));
      item.appendChild(link);
      list.appendChild(item);
    }
  }

  function initChecklist(scope) {
    buildRuleList(scope);
    loadChecks(scope);
    updateProgress(scope);
    scope.addEventListener("change", function (event) {
      var box = event.target;
      if (!box.matches || !box.matches("input[data-rule]")) { return; }
      store(ruleKey(box), box.checked ? box.getAttribute("data-hash") : null);
      var checked = updateProgress(scope);
      var total = scope.querySelectorAll("input[data-rule]").length;
      announce(checked + " of " + total + " checked");
    });
    var reset = scope.querySelector("[data-checklist-reset]");
    if (reset) {
      reset.addEventListener("click", function () {
        var boxes = scope.querySelectorAll("input[data-rule]");
        for (var i = 0; i < boxes.length; i++) { boxes[i].checked = false; store(ruleKey(boxes[i]), null); }
        updateProgress(scope);
        announce("Checklist reset");
      });
    }
    var exporter = scope.querySelector("[data-checklist-export]");
    if (exporter) {
      exporter.addEventListener("click", function () {
        var text = markdownOf(scope);
        var link = document.createElement("a");
        link.href = "data:text/markdown;charset=utf-8," + encodeURIComponent(text);
        link.download = (scope.getAttribute("data-title") || "checklist").replace(/[^\w\u00C0-\uFFFF-]+/g, "-") + "-checklist.md";
        document.body.appendChild(link);
        link.click();
        document.body.removeChild(link);
        copyText(text, function (ok) { announce(ok ? "Checklist exported and copied as Markdown" : "Checklist exported as Markdown"); });
        scope.setAttribute("data-exported", text);
      });
    }
  }

  /* ---- Site checklist filters --------------------------------------------------------------- */

  function initFilters(scope) {
    var form = scope.querySelector("[data-checklist-filters]");
    if (!form) { return; }
    function apply() {
      var kinds = {};
      var boxes = form.querySelectorAll("input[name=kind]");
      for (var i = 0; i < boxes.length; i++) { kinds[boxes[i].value] = boxes[i].checked; }
      var platform = form.querySelector("select[name=platform]").value.toLowerCase();
      var shown = 0;
      var pages = scope.querySelectorAll(".checklist-page");
      for (var p = 0; p < pages.length; p++) {
        var platforms = (pages[p].getAttribute("data-platforms") || "").split(" ");
        var pageMatches = !platform || platforms.indexOf(platform) >= 0;
        var items = pages[p].querySelectorAll(".rule-item");
        var visible = 0;
        for (var r = 0; r < items.length; r++) {
          var show = pageMatches && kinds[items[r].getAttribute("data-kind")] !== false;
          items[r].hidden = !show;
          if (show) { visible++; }
        }
        var lists = pages[p].querySelectorAll(".rule-list");
        for (var l = 0; l < lists.length; l++) {
          var any = lists[l].querySelector(".rule-item:not([hidden])");
          lists[l].hidden = !any;
          var heading = lists[l].previousElementSibling;
          if (heading && heading.classList.contains("checklist-section")) { heading.hidden = !any; }
        }
        pages[p].hidden = visible === 0;
        shown += visible;
      }
      var status = form.querySelector("[data-filter-status]");
      // Digits grouped by commas, as the page's own counts are written.
      if (status) { status.textContent = String(shown).replace(/\B(?=(\d{3})+(?!\d))/g, ",") + " rule" + (shown === 1 ? "" : "s") + " shown"; }
    }
    form.addEventListener("change", apply);
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    var print = form.querySelector("[data-print]");
    if (print) { print.addEventListener("click", function () { window.print(); }); }
    apply();
  }

  function init() {
    initAppearance();
    var lists = document.querySelectorAll("[data-checklist], [data-site-checklist]");
    for (var i = 0; i < lists.length; i++) { initChecklist(lists[i]); }
    var site = document.querySelector("[data-site-checklist]");
    if (site) { initFilters(site); }
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();
