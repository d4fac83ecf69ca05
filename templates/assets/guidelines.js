/* Precept guidelines behaviour: appearance and contrast, and copying text (the specification tables' menus, details
   and color-vision preview are in swatches.js; rule checklists and design reviews in review.js, review-share.js and
   checklist-filters.js). No dependencies, no network; works from file://. */
(function () {
  "use strict";

  var T = window.preceptText;  /* the theme's words in the page's language (strings.js) */

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

  // For swatches.js and review.js, which run after this file: one copy routine and one announcer for the page.
  window.precept = { copyText: copyText, announce: announce };

  function init() {
    initAppearance();
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();
