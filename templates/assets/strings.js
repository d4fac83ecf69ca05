/* The theme's words in the page's language, for every other script of the theme: the layout writes them as JSON
   into <script id="precept-strings">; a word missing there (or a page without the block) falls back to the English
   the caller gives. `{name}` in a word is filled from `values`. Loaded first, so the others find it at once. */
(function () {
  "use strict";

  var words = {};
  try { words = JSON.parse(document.getElementById("precept-strings").textContent) || {}; } catch (e) { words = {}; }

  window.preceptText = function (key, english, values) {
    var text = typeof words[key] === "string" && words[key] ? words[key] : english;
    for (var name in values) { text = text.split("{" + name + "}").join(String(values[name])); }
    return text;
  };
})();
