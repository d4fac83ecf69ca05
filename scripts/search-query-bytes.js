// Bytes of index files one query loads, without a browser: runs a built site's assets/search.js under node
// on a fresh context per query and counts the scripts it adds (manifest, term shards, typo buckets, record
// packs), as scripts/bench-search counts them over HTTP in Chromium.
//
// usage: node scripts/search-query-bytes.js SITE_DIR QUERY…   (prints one JSON line per query)
const fs = require("fs"), vm = require("vm"), path = require("path");
const [site, ...queries] = process.argv.slice(2);

async function run(query) {
  let bytes = 0, files = 0;
  const by = {};
  const context = { console, Promise, Math, Array, Object, Number, String, JSON, setTimeout };
  context.document = {
    readyState: "complete",
    createElement() { return {}; },
    getElementById() { return null; },
    addEventListener() {},
    head: {
      appendChild(script) {
        setTimeout(() => {
          const file = path.join(site, script.src);
          if (!fs.existsSync(file)) { script.onerror(); return; }
          const text = fs.readFileSync(file);
          const kind = script.src.split("/")[1];
          bytes += text.length;
          files += 1;
          by[kind] = (by[kind] || 0) + text.length;
          vm.runInContext(text.toString("utf8"), context);
        }, 0);
      },
    },
  };
  context.window = context;
  vm.createContext(context);
  vm.runInContext(fs.readFileSync(path.join(site, "assets", "search.js"), "utf8"), context);
  const answer = await context.PreceptSearch.search(query);
  return { query, hits: answer.results.length, bytes, files, by };
}

(async () => { for (const query of queries) { console.log(JSON.stringify(await run(query))); } })();
