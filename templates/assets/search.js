/* Precept search: queries the index Precept wrote into search/ at build time.
   The index is a set of small scripts loaded with <script> tags (never fetch),
   so it works from file:// as well as over HTTP, with no network request beyond
   the site's own files. The manifest lists term shards; a query loads only the
   shards its terms fall in, then the record packs of the pages it shows
   (manifest.pack consecutive pages' records to a file).
   Tokenizing, matching and ranking follow Sources/SearchIndex (docs/search.md). */
(function () {
  "use strict";

  var T = window.preceptText;  /* the theme's words in the page's language (strings.js) */

  var PS = window.PreceptSearch = window.PreceptSearch || {};
  var PAGE_BATCH = 8;         /* pages shown at once; "Show more" loads the next batch */
  var ENTRIES_PER_PAGE = 3;   /* sections, colors or rules shown under a page */
  var MAX_PREFIX_SHARDS = 4;  /* prefix expansion reads at most this many shards per term */
  var FIELD_TITLE = 0, FIELD_ALIAS = 1, FIELD_HEADING = 2, FIELD_COLOR = 3, FIELD_RULE = 4, FIELD_BODY = 5;

  /* ---------------------------------------------------------------- */
  /* Loading index files                                               */
  /* ---------------------------------------------------------------- */

  var base = "";
  /* On a site in several languages, the page numbers (reading-order positions) of this page's language: [first, end). */
  var languagePages = null;
  var manifest = null;
  var shards = {};      /* number → [term, postings, term, postings, …] */
  var fuzzy = {};       /* number → [term, …]: a bucket of the typo table */
  var packs = {};       /* pack number → the records of its pages, in page order */
  var pending = {};     /* path → Promise */
  var waiting = {};     /* path → resolve */
  PS.loaded = [];       /* paths loaded so far (the benchmark reads it) */

  function arrived(path) {
    if (waiting[path]) {
      waiting[path]();
      delete waiting[path];
    }
  }

  PS.manifest = function (m) { manifest = m; arrived("index.js"); };
  PS.shard = function (n, list) { shards[n] = list; arrived("t/" + n + ".js"); };
  PS.fuzzy = function (n, list) { fuzzy[n] = list; arrived("f/" + n + ".js"); };
  PS.pack = function (k, list) { packs[k] = list; arrived("p/" + k + ".js"); };

  /* Page n's record: entry n mod pack of pack ⌊n / pack⌋ (undefined until that pack is loaded). */
  function recordOf(n) {
    var list = packs[Math.floor(n / manifest.pack)];
    return list ? list[n % manifest.pack] : undefined;
  }

  function load(path) {
    if (pending[path]) { return pending[path]; }
    pending[path] = new Promise(function (resolve, reject) {
      waiting[path] = resolve;
      var script = document.createElement("script");
      script.src = base + "search/" + path;
      script.async = true;
      script.onerror = function () {
        delete pending[path];
        reject(new Error("could not load search/" + path));
      };
      PS.loaded.push(path);
      document.head.appendChild(script);
    });
    return pending[path];
  }

  /* ---------------------------------------------------------------- */
  /* Tokenizing (mirrors SearchTokenizer.swift)                        */
  /* ---------------------------------------------------------------- */

  var WORD = /[\p{L}\p{M}\p{N}]/u;

  function isFoldedMark(c) {
    return (c >= 0x300 && c <= 0x36f) || (c >= 0x1ab0 && c <= 0x1aff) || (c >= 0x1dc0 && c <= 0x1dff) ||
      (c >= 0x20d0 && c <= 0x20ff) || (c >= 0xfe20 && c <= 0xfe2f);
  }

  function isCJK(c) {
    return (c >= 0x1100 && c <= 0x11ff) || (c >= 0x2e80 && c <= 0x2fdf) || (c >= 0x3005 && c <= 0x3007) ||
      (c >= 0x3021 && c <= 0x3029) || (c >= 0x3031 && c <= 0x3035) || (c >= 0x303b && c <= 0x303c) ||
      (c >= 0x3040 && c <= 0x30ff) || (c >= 0x3130 && c <= 0x318f) || (c >= 0x31f0 && c <= 0x31ff) ||
      (c >= 0x3400 && c <= 0x4dbf) || (c >= 0x4e00 && c <= 0x9fff) || (c >= 0xa960 && c <= 0xa97f) ||
      (c >= 0xac00 && c <= 0xd7ff) || (c >= 0xf900 && c <= 0xfaff) || (c >= 0xff66 && c <= 0xff9f) ||
      (c >= 0x20000 && c <= 0x323af);
  }

  function stripMarks(text) {
    var out = "";
    for (var ch of text.normalize("NFKD")) {
      if (!isFoldedMark(ch.codePointAt(0))) { out += ch; }
    }
    return out.normalize("NFC");
  }

  function fold(text) { return stripMarks(text).toLowerCase(); }

  function isWord(ch) { return WORD.test(ch) && !isCJK(ch.codePointAt(0)); }

  /* Runs of word characters and of CJK characters: [{cjk: bool, text}] */
  function runs(text) {
    var chars = Array.from(stripMarks(text));
    var out = [];
    var word = "", cjk = [];
    function flushWord() { if (word) { out.push({ cjk: false, text: word }); } word = ""; }
    function flushCJK() { if (cjk.length) { out.push({ cjk: true, chars: cjk }); } cjk = []; }
    for (var i = 0; i < chars.length; i++) {
      var ch = chars[i], c = ch.codePointAt(0);
      if (isCJK(c)) {
        flushWord();
        cjk.push(ch);
      } else if (WORD.test(ch)) {
        flushCJK();
        word += ch;
      } else if ((ch === "'" || ch === "\u2019") && word && i + 1 < chars.length && isWord(chars[i + 1])) {
        continue;
      } else {
        flushWord();
        flushCJK();
      }
    }
    flushWord();
    flushCJK();
    return out;
  }

  function bigrams(chars) {
    if (chars.length < 2) { return chars.slice(); }
    var out = [];
    for (var i = 0; i + 1 < chars.length; i++) { out.push(chars[i] + chars[i + 1]); }
    return out;
  }

  function clip(term) {
    var chars = Array.from(term);
    return chars.length > 40 ? chars.slice(0, 40).join("") : term;
  }

  function queryTerms(text) {
    var terms = [];
    runs(text).forEach(function (run) {
      if (run.cjk) { terms.push.apply(terms, bigrams(run.chars)); } else { terms.push(clip(run.text.toLowerCase())); }
    });
    return terms;
  }

  /* Color values: #08F → 0088ff, FF383CCC → ff383c, "0 136 255" / rgb(0,136,255) / R-0,G-136,B-255 → 0088ff */
  function expandHex(text) {
    return text.split(" ").map(function (piece) {
      var hash = piece.charAt(0) === "#";
      var body = hash ? piece.slice(1) : piece;
      if (/^[0-9a-fA-F]*$/.test(body)) {
        if (hash && body.length === 3) { return body.replace(/(.)/g, "$1$1"); }
        if (body.length === 8) { return body.slice(0, 6); }
      }
      return piece;
    }).join(" ");
  }

  var LABELS = { r: 1, g: 1, b: 1, rgb: 1, rgba: 1, srgb: 1 };

  function byte(term) {
    if (!/^[0-9]{1,3}$/.test(term)) { return -1; }
    var n = parseInt(term, 10);
    return n <= 255 ? n : -1;
  }

  function joinTriplets(terms) {
    var out = [];
    var i = 0;
    while (i < terms.length) {
      var j = i, bytes = [];
      while (bytes.length < 3 && j < terms.length) {
        if (LABELS[terms[j]] === 1) { j++; } else if (byte(terms[j]) >= 0) { bytes.push(byte(terms[j])); j++; } else { break; }
      }
      if (bytes.length === 3) {
        out.push(bytes.map(function (b) { return (b < 16 ? "0" : "") + b.toString(16); }).join(""));
        i = j;
      } else {
        out.push(terms[i]);
        i++;
      }
    }
    return out;
  }

  function parseQuery(text) { return joinTriplets(queryTerms(expandHex(text))); }

  /* ---------------------------------------------------------------- */
  /* Matching and ranking (mirrors SearchRanking.swift)                */
  /* ---------------------------------------------------------------- */

  function allowsTypo(term) {
    var chars = Array.from(term);
    if (chars.length < 5) { return false; }
    return !chars.some(function (ch) { return /\p{N}/u.test(ch) || isCJK(ch.codePointAt(0)); });
  }

  function withinOneEdit(a, b) {
    var x = Array.from(a), y = Array.from(b);
    if (Math.abs(x.length - y.length) > 1) { return false; }
    var i = 0;
    while (i < x.length && i < y.length && x[i] === y[i]) { i++; }
    if (i === x.length && i === y.length) { return true; }
    var rest = function (arr, from) { return arr.slice(from).join("\u0000"); };
    if (x.length === y.length) {
      if (rest(x, i + 1) === rest(y, i + 1)) { return true; }
      return i + 1 < x.length && x[i] === y[i + 1] && x[i + 1] === y[i] && rest(x, i + 2) === rest(y, i + 2);
    }
    return x.length > y.length ? rest(x, i + 1) === rest(y, i) : rest(x, i) === rest(y, i + 1);
  }

  var EXACT = 0, PREFIX = 1, TYPO = 2;


  /* A term a typo may match: four letters or more, no digits, no CJK (SearchFuzzyTable.isCandidate). */
  function isTypoCandidate(term) {
    var chars = Array.from(term);
    return chars.length >= 4 && !chars.some(function (ch) { return /\p{N}/u.test(ch) || isCJK(ch.codePointAt(0)); });
  }

  function matchKind(query, term) {
    if (term === query) { return EXACT; }
    if (term.lastIndexOf(query, 0) === 0) { return PREFIX; }
    if (allowsTypo(query) && isTypoCandidate(term) && withinOneEdit(query, term)) { return TYPO; }
    return -1;
  }

  /* The typo table's two keys for a query (SearchFuzzyTable.queryKeys): one edit leaves either the first
     (n - 1) / 2 letters or the last n - 1 - that many alone. */
  function fuzzyKeys(query) {
    var chars = Array.from(query), p = (chars.length - 1) >> 1, q = chars.length - 1 - p;
    return ["<" + chars.slice(0, p).join(""), ">" + chars.slice(chars.length - q).join("")];
  }

  /* FNV-1a over code points, as SearchFuzzyTable.hash. */
  function fuzzyBucket(key) {
    var h = 2166136261;
    for (var ch of key) { h = Math.imul(h ^ ch.codePointAt(0), 16777619) >>> 0; }
    return h % manifest.fuzzy;
  }

  function score(field, match, count) {
    var n = Math.min(Math.max(count, 1), 4);
    var factor = field === FIELD_TITLE ? 1 + 0.1 * (4 - n) : 1 + 0.1 * (n - 1);
    return manifest.fields[field] * manifest.matches[match] * factor;
  }

  /* The shard whose range holds `term`: the last one whose first term is ≤ term. */
  function shardFor(term) {
    var list = manifest.shards, lo = 0, hi = list.length - 1;
    while (lo < hi) {
      var mid = (lo + hi + 1) >> 1;
      if (list[mid][0] <= term) { lo = mid; } else { hi = mid - 1; }
    }
    return lo;
  }

  /* Shards holding the terms that start with `prefix`, at most `limit` of them. */
  function shardRange(prefix, limit) {
    var start = shardFor(prefix), end = start, list = manifest.shards;
    while (end + 1 < list.length && list[end + 1][0].lastIndexOf(prefix, 0) === 0 && end - start + 1 < limit) { end++; }
    return { start: start, end: end, complete: !(end + 1 < list.length && list[end + 1][0].lastIndexOf(prefix, 0) === 0) };
  }

  /* The term shards of a query term's prefix range. */
  function prefixShards(term) {
    var r = shardRange(term, MAX_PREFIX_SHARDS), out = [];
    for (var i = r.start; i <= r.end; i++) { out.push(i); }
    return out;
  }

  /* The typo table's buckets a query term needs (none when it allows no typo). */
  function fuzzyBuckets(term) {
    if (!allowsTypo(term) || !manifest.fuzzy) { return []; }
    var out = [];
    fuzzyKeys(term).forEach(function (k) { var b = fuzzyBucket(k); if (out.indexOf(b) < 0) { out.push(b); } });
    return out;
  }

  /* Which term shards a query term needs: its prefix range, and the shard of every term of its buckets in the
     typo table that is within one edit of it (the buckets must be loaded). */
  function shardsForTerm(term) {
    var needed = {};
    prefixShards(term).forEach(function (s) { needed[s] = true; });
    fuzzyBuckets(term).forEach(function (b) {
      (fuzzy[b] || []).forEach(function (t) { if (matchKind(term, t) === TYPO) { needed[shardFor(t)] = true; } });
    });
    return Object.keys(needed).map(Number);
  }

  var ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_";
  var DIGIT = {};
  for (var d = 0; d < ALPHABET.length; d++) { DIGIT[ALPHABET.charAt(d)] = d; }

  /* The numbers of an encoded list (SearchPostingCodec), or null for a character outside the alphabet or a
     number whose last digit says another follows. */
  function decodeNumbers(text) {
    var out = [], value = 0, shift = 0;
    for (var i = 0; i < text.length; i++) {
      var v = DIGIT[text.charAt(i)];
      if (v === undefined) { return null; }
      value += (v & 31) * Math.pow(2, shift);
      if (v & 32) { shift += 5; } else { out.push(value); value = 0; shift = 0; }
    }
    return shift === 0 ? out : null;
  }

  /* Whether numbers are whole page groups (page delta, count, that many codes) of the fields there are. */
  function wholeGroups(n) {
    for (var i = 0; i < n.length; i = end) {
      var end = i + 2 + n[i + 1];
      if (!(end <= n.length)) { return false; }
      for (var k = i + 2; k < end; k++) { if (((n[k] >> 2) & 7) > FIELD_BODY) { return false; } }
    }
    return true;
  }

  /* Calls visit(page, field, entry, count) for every posting of an encoded list; a damaged list visits none. */
  function eachPosting(encoded, visit) {
    var n = decodeNumbers(encoded), i = 0, page = 0;
    if (n === null || !wholeGroups(n)) { return; }
    while (i < n.length) {
      page += n[i];
      var count = n[i + 1];
      for (var k = 0; k < count; k++) {
        var code = n[i + 2 + k];
        visit(page, (code >> 2) & 7, code >> 5, (code & 3) + 1);
      }
      i += 2 + count;
    }
  }

  PS.decodeNumbers = decodeNumbers;  /* for tests: the shipped reader of the shards' posting lists */
  PS.eachPosting = eachPosting;

  function entryKey(field, entry) {
    if (field === FIELD_HEADING || field === FIELD_BODY) { return "s" + entry; }
    if (field === FIELD_COLOR) { return "c" + entry; }
    if (field === FIELD_RULE) { return "r" + entry; }
    return null;
  }

  /* The term whose postings say what is deprecated (SearchIndex.deprecatedTerm): a page (a posting in its title),
     a color or a rule (in its entry). No query is this term; it sorts first, so it is in the first shard. */
  var DEPRECATED = "!";

  /* Deprecated pages (page → true) and entries (page → { c0: true, r2: true }); the shard must be loaded. */
  function deprecations() {
    var out = { pages: {}, entries: {} };
    var list = shards[shardFor(DEPRECATED)] || [];
    for (var i = 0; i < list.length; i += 2) {
      if (list[i] !== DEPRECATED) { continue; }
      eachPosting(list[i + 1], function (page, field, entry) {
        var key = entryKey(field, entry);
        if (field === FIELD_TITLE) { out.pages[page] = true; } else if (key) { (out.entries[page] || (out.entries[page] = {}))[key] = true; }
      });
      break;
    }
    return out;
  }

  /* Ranks pages for parsed query terms; every term must match somewhere in a page. What is deprecated counts
     manifest.low of its score: a place in a deprecated color or rule, and the whole score of a deprecated page. */
  function rank(terms) {
    var pageScores = null, entryScores = {}, low = deprecations(), lowWeight = manifest.low === undefined ? 1 : manifest.low;
    terms.forEach(function (query) {
      /* best: a page's best place as typed; bestTypo: with a typo, used only when it has no other. */
      var best = {}, bestTypo = {}, bestEntry = {}, seen = {};
      shardsForTerm(query).forEach(function (s) {
        var list = shards[s] || [];
        for (var i = 0; i < list.length; i += 2) {
          var term = list[i];
          if (seen[term]) { continue; }
          var kind = matchKind(query, term);
          if (kind < 0) { continue; }
          seen[term] = true;
          var into = kind === TYPO ? bestTypo : best;
          eachPosting(list[i + 1], function (page, field, entry, count) {
            var value = score(field, kind, count);
            var key = entryKey(field, entry);
            if (key && low.entries[page] && low.entries[page][key]) { value *= lowWeight; }
            if (!(into[page] >= value)) { into[page] = value; }
            if (key) {
              var e = bestEntry[page] || (bestEntry[page] = {});
              if (!(e[key] >= value)) { e[key] = value; }
            }
          });
        }
      });
      var termScores = {};
      Object.keys(best).forEach(function (p) { termScores[p] = { score: best[p], typos: 0 }; });
      Object.keys(bestTypo).forEach(function (p) { if (best[p] === undefined) { termScores[p] = { score: bestTypo[p], typos: 1 }; } });
      if (pageScores === null) {
        pageScores = termScores;
      } else {
        var next = {};
        Object.keys(pageScores).forEach(function (p) {
          var t = termScores[p];
          if (t) { next[p] = { score: pageScores[p].score + t.score, typos: pageScores[p].typos + t.typos }; }
        });
        pageScores = next;
      }
      Object.keys(bestEntry).forEach(function (p) {
        var e = entryScores[p] || (entryScores[p] = {});
        Object.keys(bestEntry[p]).forEach(function (k) { e[k] = (e[k] || 0) + bestEntry[p][k]; });
      });
    });
    return Object.keys(pageScores || {}).map(function (p) {
      var e = entryScores[p] || {};
      var keys = Object.keys(e).sort(function (a, b) { return e[b] - e[a] || (a < b ? -1 : a > b ? 1 : 0); });
      var total = low.pages[p] ? pageScores[p].score * lowWeight : pageScores[p].score;
      return { page: Number(p), score: total, typos: pageScores[p].typos, entries: keys };
    }).sort(function (a, b) { return a.typos - b.typos || b.score - a.score || a.page - b.page; });
  }

  /* Runs a query: loads what it needs, then resolves to ranked results (pages' records loaded for the first batch).
     The term shards of the prefix ranges load with the typo table's buckets; then the shards of typo candidates. */
  function search(text) {
    var terms = parseQuery(text);
    if (!terms.length) { return Promise.resolve({ terms: terms, results: [] }); }
    function loadAll(paths) {
      var unique = {};
      paths.forEach(function (p) { unique[p] = true; });
      return Promise.all(Object.keys(unique).map(load));
    }
    return load("index.js").then(function () {
      var paths = ["t/" + shardFor(DEPRECATED) + ".js"];
      terms.forEach(function (t) {
        prefixShards(t).forEach(function (s) { paths.push("t/" + s + ".js"); });
        fuzzyBuckets(t).forEach(function (b) { paths.push("f/" + b + ".js"); });
      });
      return loadAll(paths);
    }).then(function () {
      var paths = [];
      terms.forEach(function (t) { shardsForTerm(t).forEach(function (s) { paths.push("t/" + s + ".js"); }); });
      return loadAll(paths);
    }).then(function () {
      var results = rank(terms);
      if (languagePages) {
        results = results.filter(function (r) { return r.page >= languagePages[0] && r.page < languagePages[1]; });
      }
      return loadPages(results.slice(0, PAGE_BATCH)).then(function () { return { terms: terms, results: results }; });
    });
  }

  function loadPages(results) {
    return Promise.all(results.map(function (r) { return load("p/" + Math.floor(r.page / manifest.pack) + ".js"); }));
  }

  PS.search = search;
  PS.parseQuery = parseQuery;

  /* ---------------------------------------------------------------- */
  /* Snippets and highlighting                                         */
  /* ---------------------------------------------------------------- */

  function escapeHTML(s) {
    return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  }

  function camelParts(word) {
    return word.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u).map(function (p) { return p.toLowerCase(); });
  }

  /* Ranges [start, end) of `text` (UTF-16 offsets) that match the query terms. */
  function matchRanges(text, terms) {
    var ranges = [];
    var latin = terms.filter(function (t) { return !isCJK(t.codePointAt(0)); });
    var cjk = terms.filter(function (t) { return isCJK(t.codePointAt(0)); });
    var re = /[\p{L}\p{M}\p{N}]+(?:['\u2019][\p{L}\p{M}\p{N}]+)*/gu, m;
    while ((m = re.exec(text)) !== null) {
      var word = m[0];
      var candidates = [fold(word).replace(/['\u2019]/g, "")].concat(camelParts(stripMarks(word)));
      var hit = latin.some(function (q) {
        return candidates.some(function (c) { return matchKind(q, c) >= 0; });
      });
      if (hit) { ranges.push([m.index, m.index + word.length]); }
    }
    cjk.forEach(function (q) {
      var from = 0, at;
      while ((at = text.indexOf(q, from)) >= 0) { ranges.push([at, at + q.length]); from = at + 1; }
    });
    ranges.sort(function (a, b) { return a[0] - b[0]; });
    var merged = [];
    ranges.forEach(function (r) {
      var last = merged[merged.length - 1];
      if (last && r[0] <= last[1]) { last[1] = Math.max(last[1], r[1]); } else { merged.push(r.slice()); }
    });
    return merged;
  }

  function highlight(text, terms) {
    var ranges = matchRanges(text, terms), out = "", at = 0;
    ranges.forEach(function (r) {
      out += escapeHTML(text.slice(at, r[0])) + "<mark>" + escapeHTML(text.slice(r[0], r[1])) + "</mark>";
      at = r[1];
    });
    return out + escapeHTML(text.slice(at));
  }

  /* About `width` characters of `text` around its first match, highlighted. */
  function snippet(text, terms, width) {
    if (!text) { return ""; }
    var ranges = matchRanges(text, terms);
    var start = 0;
    if (ranges.length && ranges[0][0] > width / 3) {
      start = ranges[0][0] - Math.floor(width / 3);
      var space = text.indexOf(" ", start);
      if (space >= 0 && space < ranges[0][0]) { start = space + 1; }
    }
    var end = Math.min(text.length, start + width);
    if (end < text.length) {
      var cut = text.lastIndexOf(" ", end);
      if (cut > start + width / 2) { end = cut; }
    }
    return (start > 0 ? "… " : "") + highlight(text.slice(start, end), terms) + (end < text.length ? " …" : "");
  }

  /* ---------------------------------------------------------------- */
  /* Interface                                                         */
  /* ---------------------------------------------------------------- */

  var input, panel, status, options = [], active = -1, sequence = 0, lastResults = [], lastTerms = [], shown = 0;

  /* A result's link: the page's path from the index (percent-encoded, relative to the site's root) under the
     root. Never a link from a path that could be read as a scheme (javascript:…) or as absolute: such a path
     is not one Precept writes, so it becomes "#". */
  function pagePath(u) {
    u = String(u || "");
    return /^([a-z][a-z0-9+.\-]*:|[\/\\])/i.test(u.replace(/[\u0000-\u0020\u007f]/g, "")) ? "#" : u;
  }

  function href(record, anchor) {
    var path = pagePath(record.u);
    if (path === "#") { return path; }
    return base + path + (anchor ? "#" + encodeURIComponent(anchor) : "");
  }

  PS.resultLink = href;  /* for tests: the link a result of `record` (and `anchor`) shows */

  function entryView(record, key, terms) {
    var n = Number(key.slice(1));
    if (key.charAt(0) === "s") {
      var s = record.s[n];
      if (!s) { return null; }
      return { kind: "section", url: href(record, s[0]), title: highlight(n === 0 ? record.t : s[1], terms), text: snippet(s[2], terms, 160) };
    }
    if (key.charAt(0) === "c") {
      var c = record.c[n];
      if (!c) { return null; }
      var label = c[2] + (c[3] ? " · " + c[3] : "");
      var details = c[4].concat(c[5]).join(" · ");
      return { kind: "color", url: href(record, c[0]), title: highlight(label, terms), text: highlight(details, terms), swatch: c[5][0], deprecated: c[6] === 1 };
    }
    var r = record.r[n];
    if (!r) { return null; }
    return { kind: "rule", url: href(record, r[0]), title: highlight(r[1], terms), text: "", deprecated: r[2] === 1 };
  }

  function optionHTML(id, view, isPage) {
    var swatch = view.swatch
      ? "<span class=\"search-swatch\" style=\"background:" + escapeHTML(view.swatch) + "\" aria-hidden=\"true\"></span>" : "";
    var kind = view.kind === "color" ? "<span class=\"search-kind\">" + escapeHTML(T("searchKindColor", "Color")) + "</span>" : view.kind === "rule" ? "<span class=\"search-kind\">" + escapeHTML(T("searchKindRule", "Rule")) + "</span>" : "";
    if (view.deprecated) { kind += "<span class=\"search-kind search-deprecated\">" + escapeHTML(T("deprecated", "Deprecated")) + "</span>"; }
    return "<a class=\"search-option" + (isPage ? " search-option-page" : "") + "\" role=\"option\" aria-selected=\"false\" id=\"" + id +
      "\" href=\"" + escapeHTML(view.url) + "\" tabindex=\"-1\">" + swatch +
      "<span class=\"search-option-title\">" + kind + view.title + "</span>" +
      (view.text ? "<span class=\"search-option-text\">" + view.text + "</span>" : "") + "</a>";
  }

  function render(append) {
    var html = "";
    var from = append ? shown - PAGE_BATCH : 0;
    lastResults.slice(from, shown).forEach(function (result, index) {
      var record = recordOf(result.page);
      if (!record) { return; }
      var n = from + index;
      /* The text before the first heading (s0) is the page's own: it is the page row's snippet wherever it
         ranks, never a row of its own that repeats the page's title and link. No two rows share a link. */
      var lead = result.entries.indexOf("s0") >= 0 ? entryView(record, "s0", lastTerms) : null;
      var pageView = {
        kind: "page", url: href(record, null), title: highlight(record.t, lastTerms), deprecated: record.d !== undefined,
        text: lead ? lead.text : snippet(record.s[0] ? record.s[0][2] : "", lastTerms, 140)
      };
      var links = {};
      links[pageView.url] = true;
      var entries = result.entries.filter(function (k) { return k !== "s0"; })
        .map(function (k) { return entryView(record, k, lastTerms); })
        .filter(function (view) { return view && !links[view.url] && (links[view.url] = true); });
      html += "<div class=\"search-group\" role=\"group\" aria-labelledby=\"search-r" + n + "-label\">" +
        "<div class=\"search-group-label\" id=\"search-r" + n + "-label\">" + escapeHTML(record.g) + "</div>" +
        optionHTML("search-r" + n, pageView, true);
      entries.slice(0, ENTRIES_PER_PAGE).forEach(function (view, k) { html += optionHTML("search-r" + n + "-" + k, view, false); });
      html += "</div>";
    });
    var more = panel.querySelector(".search-more");
    if (more) { more.remove(); }
    if (append) { panel.insertAdjacentHTML("beforeend", html); } else { panel.innerHTML = html; }
    if (shown < lastResults.length) {
      panel.insertAdjacentHTML("beforeend", "<button type=\"button\" class=\"search-more\" tabindex=\"-1\">" +
        escapeHTML(T("searchShowMore", "Show {count} more pages", { count: Math.min(PAGE_BATCH, lastResults.length - shown) })) + "</button>");
    }
    options = Array.prototype.slice.call(panel.querySelectorAll("[role=option], .search-more"));
  }

  function announce(count, query) {
    status.textContent = query ? (count === 0 ? T("searchNoResults", "No results for “{query}”", { query: query })
      : count === 1 ? T("searchFoundOne", "1 page found") : T("searchFound", "{count} pages found", { count: count })) : "";
  }

  function open(isOpen) {
    panel.hidden = !isOpen;
    input.setAttribute("aria-expanded", isOpen ? "true" : "false");
    if (!isOpen) { setActive(-1); }
  }

  function setActive(index) {
    if (active >= 0 && options[active]) {
      options[active].classList.remove("is-active");
      options[active].setAttribute("aria-selected", "false");
    }
    active = index;
    if (active >= 0 && options[active]) {
      var el = options[active];
      el.classList.add("is-active");
      el.setAttribute("aria-selected", "true");
      input.setAttribute("aria-activedescendant", el.id || "");
      el.scrollIntoView({ block: "nearest" });
    } else {
      input.removeAttribute("aria-activedescendant");
    }
  }

  function showMore() {
    var next = lastResults.slice(shown, shown + PAGE_BATCH);
    var keepActive = active;
    loadPages(next).then(function () {
      shown += next.length;
      render(true);
      setActive(Math.min(keepActive, options.length - 1));
    });
  }

  /* The query in the address bar (`?q=…`), so a search can be shared and survives a reload. From file:// too:
     replaceState may change the query of a file: URL (only the path must stay); a browser that refuses
     leaves the address as it was. */
  function remember(text) {
    try {
      var url = new URL(window.location.href);
      if (text.trim()) { url.searchParams.set("q", text); } else { url.searchParams.delete("q"); }
      if (url.href !== window.location.href) { window.history.replaceState(window.history.state, "", url.href); }
    } catch (e) {
      /* The address stays as it was. */
    }
  }

  function linkedQuery() {
    try {
      return new URLSearchParams(window.location.search).get("q") || "";
    } catch (e) {
      return "";
    }
  }

  function run() {
    var text = input.value;
    var mine = ++sequence;
    remember(text);
    if (!text.trim()) {
      panel.innerHTML = "";
      open(false);
      announce(0, "");
      return;
    }
    search(text).then(function (answer) {
      if (mine !== sequence) { return; }
      lastResults = answer.results;
      lastTerms = answer.terms;
      shown = Math.min(PAGE_BATCH, lastResults.length);
      active = -1;
      input.removeAttribute("aria-activedescendant");
      if (!lastResults.length) {
        panel.innerHTML = "<p class=\"search-empty\">" + escapeHTML(T("searchNoResults", "No results for “{query}”", { query: text.trim() })) + "</p>";
        options = [];
      } else {
        render(false);
      }
      panel.setAttribute("data-query", text);
      open(true);
      announce(lastResults.length, text.trim());
    }, function () {
      if (mine !== sequence) { return; }
      panel.innerHTML = "<p class=\"search-empty\">" + escapeHTML(T("searchUnavailable", "The search index could not be loaded.")) + "</p>";
      options = [];
      open(true);
      status.textContent = T("searchUnavailable", "The search index could not be loaded.");
    });
  }

  function activate(el) {
    if (!el) { return; }
    if (el.classList.contains("search-more")) { showMore(); return; }
    window.location.href = el.href;
  }

  function onInputKey(event) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (panel.hidden && input.value.trim()) { open(true); }
      if (!options.length) { return; }
      event.preventDefault();
      var step = event.key === "ArrowDown" ? 1 : -1;
      setActive(active < 0 ? (step > 0 ? 0 : options.length - 1) : (active + step + options.length) % options.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (!options.length) { return; }
      activate(options[active >= 0 ? active : 0]);
    } else if (event.key === "Escape") {
      event.preventDefault();
      if (!panel.hidden) { open(false); } else { input.value = ""; run(); input.blur(); }
    } else if (event.key === "Home" && active >= 0) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === "End" && active >= 0) {
      event.preventDefault();
      setActive(options.length - 1);
    }
  }

  function isTyping(target) {
    var tag = target && target.tagName;
    return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || (target && target.isContentEditable);
  }

  function build(container) {
    base = container.getAttribute("data-root") || "";
    var range = /^(\d+)-(\d+)$/.exec(container.getAttribute("data-pages") || "");
    languagePages = range ? [Number(range[1]), Number(range[2])] : null;
    container.innerHTML =
      "<form class=\"search-form\" role=\"search\" aria-label=\"" + escapeHTML(T("searchSite", "Site")) + "\">" +
      "<label class=\"visually-hidden\" for=\"search-input\">" + escapeHTML(T("searchLabel", "Search the guidelines")) + "</label>" +
      "<svg class=\"search-icon\" width=\"14\" height=\"14\" viewBox=\"0 0 16 16\" aria-hidden=\"true\" focusable=\"false\">" +
      "<circle cx=\"6.5\" cy=\"6.5\" r=\"5\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.75\"/>" +
      "<path d=\"M10.5 10.5 15 15\" stroke=\"currentColor\" stroke-width=\"1.75\" stroke-linecap=\"round\"/></svg>" +
      "<input id=\"search-input\" class=\"search-input\" type=\"search\" role=\"combobox\" aria-autocomplete=\"list\"" +
      " aria-expanded=\"false\" aria-controls=\"search-results\" aria-keyshortcuts=\"/ Control+K\" autocomplete=\"off\"" +
      " spellcheck=\"false\" placeholder=\"" + escapeHTML(T("searchPlaceholder", "Search")) + "\" aria-describedby=\"search-hint\">" +
      "<kbd class=\"search-key\" aria-hidden=\"true\">/</kbd>" +
      "<span class=\"visually-hidden\" id=\"search-hint\">" + escapeHTML(T("searchHint", "Press slash or Control K to search")) + "</span>" +
      "</form>" +
      "<div id=\"search-results\" class=\"search-results\" role=\"listbox\" aria-label=\"" + escapeHTML(T("searchResults", "Search results")) + "\" hidden></div>" +
      "<div id=\"search-status\" class=\"visually-hidden\" role=\"status\" aria-live=\"polite\" aria-atomic=\"true\"></div>";
    input = container.querySelector(".search-input");
    panel = container.querySelector(".search-results");
    status = container.querySelector("#search-status");

    container.querySelector("form").addEventListener("submit", function (event) { event.preventDefault(); });
    input.addEventListener("input", run);
    input.addEventListener("keydown", onInputKey);
    input.addEventListener("focus", function () {
      load("index.js").catch(function () {});
      if (input.value.trim() && panel.innerHTML) { open(true); }
    });
    panel.addEventListener("mousedown", function (event) { event.preventDefault(); });
    panel.addEventListener("click", function (event) {
      var more = event.target.closest(".search-more");
      if (more) { showMore(); input.focus(); }
    });
    document.addEventListener("click", function (event) {
      if (!container.contains(event.target)) { open(false); }
    });
    document.addEventListener("keydown", function (event) {
      var slash = event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
      var ctrlK = (event.key === "k" || event.key === "K") && (event.ctrlKey || event.metaKey) && !event.altKey;
      if (slash || ctrlK) {
        event.preventDefault();
        input.focus();
        input.select();
      }
    });
  }

  function init() {
    var container = document.getElementById("search");
    if (!container) { return; }
    build(container);
    /* A link with ?q= opens with that search run and its results shown. */
    var linked = linkedQuery();
    if (linked.trim()) {
      input.value = linked;
      input.focus({ preventScroll: true });
      run();
    }
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();
