/* Precept default theme: colour theme toggle (Auto → Light → Dark) and the narrow-screen navigation
   button. No dependencies. Every storage access is guarded: file:// pages and
   privacy settings may make localStorage unavailable or make it throw. */
(function () {
  "use strict";

  var T = window.preceptText;  /* the theme's words in the page's language (strings.js) */

  var KEY = "precept-theme";
  var ORDER = ["auto", "light", "dark"];
  var LABELS = { auto: T("themeAuto", "Auto"), light: T("themeLight", "Light"), dark: T("themeDark", "Dark") };
  var root = document.documentElement;

  function normalize(value) {
    return value === "light" || value === "dark" ? value : "auto";
  }

  function load() {
    try {
      return normalize(window.localStorage.getItem(KEY));
    } catch (e) {
      return normalize(root.getAttribute("data-theme"));
    }
  }

  function save(value) {
    try {
      if (value === "auto") {
        window.localStorage.removeItem(KEY);
      } else {
        window.localStorage.setItem(KEY, value);
      }
    } catch (e) {
      /* Not persisted; the choice still applies to this page. */
    }
  }

  function apply(value) {
    if (value === "auto") {
      root.removeAttribute("data-theme");
    } else {
      root.setAttribute("data-theme", value);
    }
  }

  function nextOf(value) {
    return ORDER[(ORDER.indexOf(value) + 1) % ORDER.length];
  }

  function render(buttons, value) {
    for (var i = 0; i < buttons.length; i++) {
      var button = buttons[i];
      var label = button.querySelector("[data-theme-label]");
      if (label) {
        label.textContent = LABELS[value];
      }
      button.setAttribute("data-theme-choice", value);
      button.setAttribute("aria-pressed", value === "auto" ? "false" : "true");
      button.setAttribute("aria-label",
        T("themeButton", "Theme: {current}. Switch to {next}", { current: LABELS[value], next: LABELS[nextOf(value)] }));
    }
  }

  function init() {
    var buttons = document.querySelectorAll("[data-theme-toggle]");
    var current = normalize(root.getAttribute("data-theme"));
    if (current === "auto") {
      current = load();
    }
    apply(current);
    render(buttons, current);

    for (var i = 0; i < buttons.length; i++) {
      buttons[i].addEventListener("click", function () {
        current = nextOf(current);
        apply(current);
        save(current);
        render(buttons, current);
      });
    }

    /* Keep other open tabs of the site in step. */
    window.addEventListener("storage", function (event) {
      if (event.key === KEY || event.key === null) {
        current = load();
        apply(current);
        render(buttons, current);
      }
    });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();

/* The "Browse guidelines" button of narrow screens: shows and hides the one navigation list (the
   stylesheet hides the list while the button says aria-expanded="false"; wide screens hide the button
   and always show the list). Escape inside the open list closes it and returns focus to the button. */
(function () {
  "use strict";

  function shown(element) {
    return element.getClientRects().length > 0;
  }

  function wire(toggle) {
    var nav = document.getElementById(toggle.getAttribute("aria-controls"));
    if (!nav) {
      return;
    }
    function set(expanded) {
      toggle.setAttribute("aria-expanded", expanded ? "true" : "false");
    }
    toggle.addEventListener("click", function () {
      set(toggle.getAttribute("aria-expanded") !== "true");
    });
    nav.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && toggle.getAttribute("aria-expanded") === "true" && shown(toggle)) {
        set(false);
        toggle.focus();
      }
    });
  }

  function init() {
    var toggles = document.querySelectorAll("[data-nav-toggle]");
    for (var i = 0; i < toggles.length; i++) {
      wire(toggles[i]);
    }
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();

/* The version menu: a <details> that works without JavaScript; with it, Escape closes the open menu (focus back on its
   button) and a click or focus outside closes it. */
(function () {
  "use strict";

  function wire(menu) {
    var summary = menu.querySelector("summary");
    menu.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && menu.open) {
        menu.open = false;
        summary.focus();
      }
    });
    document.addEventListener("click", function (event) {
      if (menu.open && !menu.contains(event.target)) menu.open = false;
    });
    document.addEventListener("focusin", function (event) {
      if (menu.open && !menu.contains(event.target)) menu.open = false;
    });
  }

  function init() {
    var menus = document.querySelectorAll("[data-version-menu]");
    for (var i = 0; i < menus.length; i++) {
      wire(menus[i]);
    }
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();

/* The table of contents (one per page, `details[data-toc]`): a closed disclosure above the text on narrow
   screens, open in its own column on wide ones, where the stylesheet puts it beside the text. It opens and
   closes again as the window crosses that width; between, the reader's own choice stands. */
(function () {
  "use strict";

  function init() {
    var toc = document.querySelector("details[data-toc]");
    if (!toc || !window.matchMedia) {
      return;
    }
    var wide = window.matchMedia("(min-width: 1200px)");
    var summary = toc.querySelector("summary");
    function fit() {
      // Closing it with focus on one of its links would drop focus to the page: it moves to the summary.
      if (!wide.matches && summary && toc.contains(document.activeElement)) {
        summary.focus();
      }
      toc.open = wide.matches;
    }
    fit();
    if (wide.addEventListener) {
      wide.addEventListener("change", fit);
    }
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();
