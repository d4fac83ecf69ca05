"""Color tables (as a model of headers, rows and expected values) and the layouts they are written in."""
import re
import textwrap

from . import lang as L
from .colors import OPAQUE_NOTATIONS, Value, contrast, render

IC = ("light-increased-contrast", "dark-increased-contrast")


def slug(text):
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def camel(concept):
    words = re.findall(r"[A-Za-z0-9]+", concept)
    return "".join(w[:1].upper() + w[1:] for w in words)


def api_for(concept, style):
    c = camel(concept)
    if style == "uikit":
        return "system" + c
    if style == "compose":
        return "MaterialTheme.colorScheme." + c[:1].lower() + c[1:]
    return c[:1].lower() + c[1:]


def display_name(rng, concept, lang):
    """The name cell and the name the reader should report for it."""
    if lang == "en" or concept not in L.HUES:
        return concept, concept
    loc = L.HUES[concept][L.LANG_INDEX[lang]]
    r = rng.random()
    if r < 0.6:
        return "%s %s" % (loc, concept), concept
    return (loc, loc) if r < 0.85 else (concept, concept)


def header(rng, key, lang):
    words = L.W.get(key)
    return rng.choice(words[lang]) if words else key


class Table:
    """headers: list of cells; rows: list of cell lists; entries: expected values (without the table index)."""

    def __init__(self):
        self.headers, self.rows, self.entries, self.api_col, self.invalid = [], [], [], None, False


def spec_table(page, appearances, count=None, api=None, notation=None, pool=None, api_style=None,
               api_first=False, allow_special=True, kind=None):
    """A specification table: a name column, maybe an API column, one column per appearance."""
    rng, lang, reg = page.rng, page.lang, page.reg
    count = count or rng.randint(2, 15)
    pool = pool or (list(L.HUES) + L.EXTRA)
    concepts = rng.sample(pool, min(count, len(pool)))
    has_ic = any(a in IC for a in appearances)
    special = {}
    if allow_special and not has_ic and rng.random() < 0.45:
        kinds = ["dec", "byte"] if page.notation_ctx == "argb" else ["dec", "byte", "p3"]
        for i in rng.sample(range(len(concepts)), rng.randint(1, min(2, len(concepts)))):
            sk = rng.choice(kinds)
            concepts[i] = rng.choice(L.P3 if sk == "p3" else L.ALPHA)
            special[concepts[i]] = sk
    concepts = list(dict.fromkeys(concepts))
    api = rng.random() < 0.6 if api is None else api
    api_style = api_style or rng.choice(["uikit", "swiftui"])
    t = Table()
    names = [header(rng, "name", lang)]
    if api:
        names.append({"uikit": "UIKit API", "swiftui": rng.choice(["API", "SwiftUI API"]),
                      "compose": "Compose API"}[api_style])
    heads = [header(rng, a, lang) if a in L.W else a for a in appearances]
    col_notation = [notation or rng.choice(OPAQUE_NOTATIONS) for _ in appearances]
    if notation is None and rng.random() < 0.7:
        col_notation = [col_notation[0]] * len(appearances)
    t.headers = (names[::-1] if api_first and api else names) + heads
    t.api_col = (0 if api_first else 1) if api else None
    style = getattr(page, "force_style", None)
    style = rng.randint(0, 5) if style is None else style
    for concept in concepts:
        cell, name = display_name(rng, concept, lang)
        lead = [cell] + ([api_for(concept, api_style)] if api else [])
        if api_first and api:
            lead = lead[::-1]
        cells = []
        for a, want in zip(appearances, col_notation):
            k = special.get(concept, kind or "opaque")
            if a in ("light", "dark") + IC and k == "opaque":
                reg.base(concept)
            value = reg.get(concept, a, k)
            text, used = render(value, want, rng, style)
            cells.append(text)
            t.entries.append(dict(name=name, appearance=a, notation=used, **value.expected()))
        t.rows.append(lead + cells)
    return t


def named_table(page):
    rng = page.rng
    apps = rng.choice([["light", "dark"], ["light"], ["dark", "light"], ["light", "dark"]])
    t = Table()
    t.headers = [header(rng, "name", page.lang)] + [rng.choice(["Default", "Light"]) if a == "light" and rng.random() < 0.3
                                                    else header(rng, a, page.lang) for a in apps]
    mixed = rng.random() < 0.5
    for concept in rng.sample(L.NAMED, rng.randint(2, 12)):
        row = [concept]
        for a in apps:
            value = page.reg.get(concept, a, "named")
            text, used = render(value, "hex" if mixed and rng.random() < 0.3 else "named", rng, rng.randint(0, 5))
            row.append(text)
            t.entries.append(dict(name=concept, appearance=a, notation=used, **value.expected()))
        t.rows.append(row)
    return t


def pair_value(page, concept):
    reg, rng = page.reg, page.rng
    if (concept, "background") not in reg.values:
        while True:
            bg = Value(reg._mid())
            fg = rng.choice([Value((255, 255, 255), css="white"), Value((0, 0, 0), css="black"), Value(reg._mid())])
            if contrast(bg.rgb, fg.rgb) >= 4.6:
                break
        if rng.random() < 0.5:
            bg, fg = fg, bg
        reg.values[(concept, "background")], reg.values[(concept, "foreground")] = bg, fg
    return reg.values[(concept, "background")], reg.values[(concept, "foreground")]


def pairs_table(page):
    rng, lang = page.rng, page.lang
    named = rng.random() < 0.75
    order = ["background", "foreground"] if rng.random() < 0.7 else ["foreground", "background"]
    t = Table()
    t.headers = ([header(rng, "element", lang)] if named else []) + [header(rng, k, lang) for k in order]
    notation = rng.choice(["hex", "hex", "rgb-labeled", "css-rgb", "named"])
    count = rng.randint(2, 8)
    concepts = rng.sample(L.PAIRS[lang], min(count, len(L.PAIRS[lang]))) if named else \
        ["Pair %d" % (i + 1) for i in range(count)]
    for concept in concepts:
        bg, fg = pair_value(page, concept)
        vals = {"background": bg, "foreground": fg}
        row = [concept] if named else []
        for k in order:
            text, used = render(vals[k], notation, rng, rng.randint(0, 5))
            row.append(text)
            t.entries.append(dict(name=concept, appearance=k, notation=used, **vals[k].expected()))
        t.rows.append(row)
    return t


def spoil(page, t):
    """Make one value cell of a later row unreadable (a real mistake in a real table), and forget its value."""
    first_value = len(t.headers) - len({e["appearance"] for e in t.entries})
    r = page.rng.randrange(1, len(t.rows))
    c = page.rng.randrange(first_value, len(t.headers))
    t.rows[r][c] = page.rng.choice(["R-255,G-56", "#GG0000", "R 12 G 40"])
    per_row = len(t.headers) - first_value
    del t.entries[r * per_row + (c - first_value)]
    t.invalid = True


# Layouts -------------------------------------------------------------------------------------------

def pipe_line(cells, outer=True):
    return ("| " + " | ".join(cells) + " |") if outer else "| ".join(cells) + "  "


def pipe(t, outer=True):
    lines = [pipe_line(t.headers, outer), ("|" + "---|" * len(t.headers)) if outer else "|".join(["---"] * len(t.headers))]
    return "\n".join(lines + [pipe_line(r, outer) for r in t.rows])


def broken(t):
    k = (t.api_col if t.api_col is not None else 0) + 1
    lines = [pipe_line(t.headers), "|" + "---|" * len(t.headers)]
    for r in t.rows:
        lines += [pipe_line(r[:k]), " | ".join(r[k:]) + " |"]
    return "\n".join(lines)


def blank_separated(t, rng):
    lines = [pipe_line(t.headers), "|" + "---|" * len(t.headers), pipe_line(t.rows[0])]
    out = "\n".join(lines)
    for r in t.rows[1:]:
        out += "\n\n" + pipe_line(r, outer=rng.random() < 0.85)
    return out


def hard_wrapped(t):
    out = []
    for line in pipe(t).split("\n"):
        out += textwrap.wrap(line, 80, break_long_words=False, break_on_hyphens=False) or [line]
    return "\n".join(out)


def transposed(page):
    rng, lang = page.rng, page.lang
    t = spec_table(page, ["light", "dark"], count=rng.randint(2, 7), api=False, allow_special=False)
    corner = rng.choice(["", "Appearance", "Mode"]) if lang == "en" else ""
    grid = Table()
    grid.entries = t.entries
    grid.headers = [corner] + [r[0] for r in t.rows]
    for i, a in enumerate(["light", "dark"]):
        grid.rows.append([L.W["t-" + a][lang]] + [r[1 + i] for r in t.rows])
    return grid


def flattened(page, t, with_default_label=True):
    """The listing of seed 001: header lines, then per color its values, its name and its API."""
    lang = page.lang
    modes = [a for a in t.headers[2:]]
    apps = []
    for e in t.entries:
        if e["appearance"] not in apps:
            apps.append(e["appearance"])
    blocks = []
    for increased in (False, True):
        cols = [i for i, a in enumerate(apps) if (a in IC) == increased]
        if not cols:
            continue
        label = L.W["flat-increased" if increased else "flat-default"][lang]
        lines = ([label] if increased or with_default_label else [])
        lines += [L.W["flat-dark" if "dark" in apps[i] else "flat-light"][lang] for i in cols]
        lines += [L.W["flat-name"][lang], "API"]
        for r in t.rows:
            lines += [r[2 + i] for i in cols] + [r[0], r[1]]
        blocks.append("\n".join(lines))
    del modes
    return "\n".join(blocks)
