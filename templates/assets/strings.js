/* The theme's words in the page's language, for every other script of the theme: the layout loads them just before
   this file from the language's shared asset (strings-zh.js sets window.preceptWords); a layout of your own may
   instead give a JSON block <script type="application/json" id="precept-strings">. A word missing (or no words at
   all) falls back to the English the caller gives. `{name}` in a word is filled from `values`. Loaded before the
   theme's other scripts, so they find it at once. */
(function () {
  "use strict";

  var words = window.preceptWords || {};
  var block = document.getElementById("precept-strings");
  if (block) {
    try { words = JSON.parse(block.textContent) || {}; } catch (e) { /* keep the shared words */ }
  }

  window.preceptText = function (key, english, values) {
    var text = typeof words[key] === "string" && words[key] ? words[key] : english;
    for (var name in values) { text = text.split("{" + name + "}").join(String(values[name])); }
    return text;
  };
})();
