/* Precept specification tables: the detail of a color folded under its row, the copy menu of a cell (the API names
   first, then the CSS variable and the value in each notation) and the color-vision preview with its banner.
   Runs after guidelines.js, whose copy routine and announcer it uses. No dependencies, no network; works from
   file://. */
(function () {
  "use strict";

  var T = window.preceptText;  /* the theme's words in the page's language (strings.js) */

  var root = document.documentElement;
  var shared = window.precept || {};
  var announce = shared.announce || function () {};

  function session(key, value) {
    try {
      if (value === undefined) { return window.sessionStorage.getItem(key); }
      if (value === null) { window.sessionStorage.removeItem(key); } else { window.sessionStorage.setItem(key, value); }
    } catch (e) { /* storage may be unavailable; the preview then lasts until the page is left */ }
    return null;
  }

  /* ---- A color in detail -------------------------------------------------------------------- */

  // The name in each color's row becomes a button that shows and hides the detail rows of its tbody; without this
  // script they stay open.
  function initDetails() {
    var colors = document.querySelectorAll("tbody.spec-color");
    for (var i = 0; i < colors.length; i++) {
      var name = colors[i].querySelector(".spec-name");
      if (!name || !colors[i].id) { continue; }
      var button = document.createElement("button");
      button.type = "button";
      button.className = "spec-toggle";
      button.setAttribute("aria-expanded", "false");
      button.setAttribute("aria-controls", colors[i].id);
      name.parentNode.insertBefore(button, name);
      button.appendChild(name);
      // Named in words, not from its content: that would add the ▸ marker and a stray space ("▸ Red , details").
      button.setAttribute("aria-label", name.textContent.trim() + T("details", ", details"));
    }
    document.addEventListener("click", function (event) {
      var button = event.target.closest ? event.target.closest(".spec-toggle") : null;
      if (button) { setOpen(button, button.getAttribute("aria-expanded") !== "true"); }
    });
  }

  function setOpen(button, open) {
    var color = document.getElementById(button.getAttribute("aria-controls"));
    button.setAttribute("aria-expanded", open ? "true" : "false");
    if (color) { color.classList.toggle("is-open", open); }
  }

  /* ---- Copy menu ---------------------------------------------------------------------------- */

  var menu = null;
  var menuButton = null;

  // "Label\tText" lines: the row's (API names, CSS variable) then the cell's (hex, rgb(), Display P3).
  function copyItems(button) {
    var row = button.closest("tr");
    var lines = [];
    [row && row.getAttribute("data-copy"), button.getAttribute("data-copy")].forEach(function (text) {
      if (text) { lines = lines.concat(text.split("\n")); }
    });
    return lines.map(function (line) {
      var tab = line.indexOf("\t");
      return { label: line.slice(0, tab), text: line.slice(tab + 1) };
    }).filter(function (item) { return item.text; });
  }

  function closeMenu(returnFocus) {
    if (!menu) { return; }
    menu.parentNode.removeChild(menu);
    menuButton.setAttribute("aria-expanded", "false");
    if (returnFocus) { menuButton.focus(); }
    menu = null;
    menuButton = null;
  }

  function openMenu(button, focusLast) {
    closeMenu(false);
    var items = copyItems(button);
    menu = document.createElement("ul");
    menu.className = "copy-menu";
    menu.setAttribute("role", "menu");
    var label = button.querySelector(".visually-hidden");
    menu.setAttribute("aria-label", label ? label.textContent.trim() : T("copy", "Copy"));
    items.forEach(function (item) {
      var li = document.createElement("li");
      li.setAttribute("role", "none");
      var entry = document.createElement("button");
      entry.type = "button";
      entry.setAttribute("role", "menuitem");
      entry.tabIndex = -1;
      entry.setAttribute("data-text", item.text);
      var name = document.createElement("span");
      name.className = "copy-label";
      name.textContent = item.label;
      var code = document.createElement("code");
      code.textContent = item.text;
      entry.appendChild(name);
      entry.appendChild(code);
      li.appendChild(entry);
      menu.appendChild(li);
    });
    document.body.appendChild(menu);
    var rect = button.getBoundingClientRect();
    var left = Math.max(8, Math.min(rect.left, document.documentElement.clientWidth - menu.offsetWidth - 8));
    menu.style.left = (left + window.scrollX) + "px";
    menu.style.top = (rect.bottom + window.scrollY + 4) + "px";
    menuButton = button;
    button.setAttribute("aria-expanded", "true");
    var entries = menu.querySelectorAll("[role=menuitem]");
    if (entries.length) { entries[focusLast ? entries.length - 1 : 0].focus(); }
  }

  function moveFocus(step) {
    var entries = Array.prototype.slice.call(menu.querySelectorAll("[role=menuitem]"));
    var index = entries.indexOf(document.activeElement);
    var next = step === "first" ? 0 : step === "last" ? entries.length - 1 : (index + step + entries.length) % entries.length;
    entries[next].focus();
  }

  function choose(entry) {
    var text = entry.getAttribute("data-text");
    var button = menuButton;
    closeMenu(true);
    (shared.copyText || function (t, done) { done(false); })(text, function (ok) {
      button.classList.add("copied");
      announce(ok ? T("copied", "Copied {text}", { text: text }) : T("copyFailed", "Could not copy {text}", { text: text }));
      window.setTimeout(function () { button.classList.remove("copied"); }, 1600);
    });
  }

  function initCopyMenus() {
    document.addEventListener("click", function (event) {
      var target = event.target;
      var entry = target.closest ? target.closest(".copy-menu [role=menuitem]") : null;
      if (entry) { choose(entry); return; }
      var button = target.closest ? target.closest(".cell-copy") : null;
      if (button) {
        if (button === menuButton) { closeMenu(true); } else { openMenu(button, false); }
        return;
      }
      if (menu && !menu.contains(target)) { closeMenu(false); }
    });
    document.addEventListener("keydown", function (event) {
      var key = event.key;
      if (!menu) {
        var button = event.target.closest ? event.target.closest(".cell-copy") : null;
        if (button && (key === "ArrowDown" || key === "ArrowUp")) {
          event.preventDefault();
          openMenu(button, key === "ArrowUp");
        }
        return;
      }
      if (key === "Escape") { event.preventDefault(); closeMenu(true); }
      else if (key === "ArrowDown") { event.preventDefault(); moveFocus(1); }
      else if (key === "ArrowUp") { event.preventDefault(); moveFocus(-1); }
      else if (key === "Home") { event.preventDefault(); moveFocus("first"); }
      else if (key === "End") { event.preventDefault(); moveFocus("last"); }
      else if (key === "Tab") { closeMenu(true); }
    });
    window.addEventListener("resize", function () { closeMenu(false); });
  }

  /* ---- Color-vision preview ----------------------------------------------------------------- */

  // The preview lasts for the browser session (appearance.js restores it before the page is drawn) and a banner
  // says so on every page with swatches, with the way back.
  var names = {};

  function applyCVD(value) {
    if (!value || value === "none") { root.removeAttribute("data-cvd"); value = "none"; } else { root.setAttribute("data-cvd", value); }
    var selects = document.querySelectorAll(".cvd-select");
    for (var i = 0; i < selects.length; i++) { selects[i].value = value; }
    var banner = document.querySelector(".cvd-banner");
    if (value === "none" || !selects.length) {
      if (banner) { banner.hidden = true; }
      return;
    }
    if (!banner) {
      banner = document.createElement("div");
      banner.className = "cvd-banner";
      banner.innerHTML = "<span data-cvd-text></span> <button type=\"button\"></button>";
      banner.querySelector("button").textContent = T("showTypicalColors", "Show typical colors");
      banner.querySelector("button").addEventListener("click", function () { chooseCVD("none"); });
      document.body.appendChild(banner);
    }
    banner.hidden = false;
    banner.querySelector("[data-cvd-text]").textContent =
      T("simulating", "Simulating {name}: the swatches show colors as seen with it, marked with a dashed edge.",
        { name: (names[value] || value).toLowerCase() });
  }

  function chooseCVD(value) {
    session("precept-cvd", value === "none" ? null : value);
    applyCVD(value);
    announce(value === "none" ? T("showingTypical", "Showing colors for typical vision")
      : T("showingSimulated", "Showing colors as seen with {name}", { name: (names[value] || value).toLowerCase() }));
  }

  function initCVD() {
    var selects = document.querySelectorAll(".cvd-select");
    if (selects.length) {
      for (var j = 0; j < selects[0].options.length; j++) { names[selects[0].options[j].value] = selects[0].options[j].text; }
    }
    // Earlier versions kept the preview for good; it now ends with the session.
    try { window.localStorage.removeItem("precept-cvd"); } catch (e) { /* nothing kept */ }
    applyCVD(session("precept-cvd") || "none");
    for (var i = 0; i < selects.length; i++) {
      selects[i].addEventListener("change", function (event) { chooseCVD(event.target.value); });
    }
  }

  function init() {
    initDetails();
    initCopyMenus();
    initCVD();
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();
