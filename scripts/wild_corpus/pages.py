"""One page per call: front matter, prose, non-color tables and the color tables of its shape."""
from . import lang as L
from . import tables as T

REPAIR_WARNINGS = {  # the diagnostic each repaired shape should produce (one place to rename them)
    "broken-rows": "colors.joined-rows",
    "blank-separated": "colors.separated-rows",
    "hard-wrapped": "colors.wrapped-table",
    "flattened": "colors.flattened-table",
}
INVALID_SHAPES = {"clean", "broken-rows", "blank-separated", "hard-wrapped", "mixed"}
WEB = ["Surface veil", "Focus halo", "Row hover", "Row pressed", "Divider wash", "Card glow", "Toast shade",
       "Nav blur", "Input ring", "Chip tint", "Link hover", "Track fill", "Menu backdrop", "Popover edge"]
APPLE_PLATFORMS = ["[iOS]", "[iOS, iPadOS]", "[macOS]", "[iOS, macOS]", "[visionOS]", "iOS, watchOS"]


class Page:
    def __init__(self, rng, reg, shape, lang, state):
        self.rng, self.reg, self.shape, self.lang, self.state = rng, reg, shape, lang, state
        self.blocks, self.colors, self.warnings, self.ntables = [], [], set(), 0
        self.notation_ctx, self.platforms = None, None

    def prose(self, n=None, join=" "):
        n = n or self.rng.randint(1, 3)
        sep = "" if self.lang in ("zh", "ja") and join == " " else join
        self.blocks.append(sep.join(self.rng.sample(L.PROSE[self.lang], min(n, len(L.PROSE[self.lang])))))

    def heading(self, level=2, text=None, color=True):
        words = L.HEADINGS[self.lang]
        cut = {"en": 5, "zh": 4, "ko": 4, "ja": 3}[self.lang]
        self.blocks.append("#" * level + " " + (text or self.rng.choice(words[:cut] if color else words[cut:])))

    def add(self, t, text, repair=None):
        if t.invalid:
            self.warnings.add("colors.invalid-value")
        if repair:
            self.warnings.add(REPAIR_WARNINGS[repair])
        for e in t.entries:
            self.colors.append(dict(table=self.ntables, **e))
        self.ntables += 1
        self.blocks.append(text)

    def maybe_spoil(self, t):
        if self.shape in INVALID_SHAPES and len(t.rows) > 1 and self.state["invalid"] < 14 \
                and self.rng.random() < 0.06:
            self.state["invalid"] += 1
            T.spoil(self, t)

    def front(self, title, mode=None, platforms=None):
        rng = self.rng
        mode = mode or rng.choices(["closed", "none", "unclosed"], [5, 3, 2])[0]
        platforms = rng.choice(APPLE_PLATFORMS + [None]) if platforms is None else platforms
        self.platforms = platforms
        keys = ["title: %s" % title] if rng.random() < 0.8 else []
        if platforms:
            keys.append("platforms: %s" % platforms)
        if rng.random() < 0.4:
            keys.append("reviewed: %s" % rng.choice(["October 2026", "2026-03-14", "May 2025"]))
        if mode == "closed":
            self.blocks.append("---\n" + "\n".join(keys + ["weight: %d" % rng.randint(1, 9)]) + "\n---")
        elif mode == "unclosed":
            self.blocks.append("---\n" + "\n".join(keys or ["title: %s" % title]))
            self.warnings.add("frontmatter.unclosed")
        self.heading(1, title)

    def text(self):
        return "\n\n".join(self.blocks) + "\n"


# Tables that are not color specifications ----------------------------------------------------------

def not_color(page):
    rng, lang = page.rng, page.lang
    loc = {"en": 0, "zh": 1, "ko": 2, "ja": 3}[lang]
    kinds = [
        (["Element", "元素", "요소", "要素"], ["Default size", "默认大小", "기본 크기", "デフォルトサイズ"], ["Minimum", "最小", "최소", "最小"],
         lambda: ["%d pt" % rng.randint(9, 34), "%d pt" % rng.randint(8, 12)],
         ["Body", "Caption", "Title", "Footnote", "Headline", "Callout"]),
        (["Asset", "素材", "에셋", "素材"], ["Format", "格式", "형식", "形式"], ["Default value", "默认值", "기본값", "デフォルト値"],
         lambda: [rng.choice(["PNG, TIF, or JPG", "PDF or SVG", "HEIC"]), rng.choice(["@2x", "@3x", "1x"])],
         ["App icon", "Launch image", "Glyph", "Photo", "Background art"]),
        (["Property", "属性", "속성", "プロパティ"], ["Default value", "默认值", "기본값", "デフォルト値"], ["Value", "值", "값", "値"],
         lambda: [rng.choice(["true", "false", "nil", "none"]), rng.choice(["0", "1", "auto", "true"])],
         ["isEnabled", "clipsToBounds", "animates", "wraps", "isOpaque", "allowsHaptics"]),
        (["Attribute", "属性", "속성", "属性"], ["Value", "值", "값", "値"], ["Default value", "默认值", "기본값", "デフォルト値"],
         lambda: [rng.choice(["?attr/colorSurface", "?attr/colorOnPrimary", "@color/primary", "@color/m3_ref"]),
                  rng.choice(["primary40", "neutral90", "secondary80", "@color/surface", "?attr/colorPrimary"])],
         ["colorPrimary", "colorSurface", "colorOnSurface", "colorOutline", "colorError", "android:textColor"]),
        (["Token", "令牌", "토큰", "トークン"], ["Value", "值", "값", "値"], ["Duration", "时长", "지속 시간", "長さ"],
         lambda: [rng.choice(["cubic-bezier: 0, 0, 1, 1", "cubic-bezier: 0.2, 0, 0, 1", "cubic-bezier(0.3, 0, 0.8, 0.15)"]),
                  "%dms" % rng.choice([100, 150, 200, 250, 300, 400])],
         ["Standard", "Emphasized", "Linear", "Decelerate", "Accelerate"]),
        (["Size class", "尺寸类别", "크기 등급", "サイズクラス"], ["Margins", "边距", "여백", "余白"], ["Gutters", "间隔", "거터", "ガター"],
         lambda: ["%d, %d, %d" % tuple(sorted(rng.sample([4, 8, 12, 16, 20, 24, 32], 3))),
                  "%d, %d" % tuple(sorted(rng.sample([8, 12, 16, 24], 2)))],
         ["Compact", "Regular", "Expanded", "Large"]),
        (["Release", "版本", "릴리스", "リリース"], ["Versions", "版本号", "버전", "バージョン"], ["Light baseline", "Light baseline", "Light baseline", "Light baseline"],
         lambda: ["%d, %d, %d" % (rng.randint(1, 3), rng.randint(4, 6), rng.randint(7, 9)), "%d dp" % rng.choice([0, 2, 4])],
         ["Alpha", "Beta", "Stable", "LTS"]),
        (["Style", "样式", "스타일", "スタイル"], ["Weight", "字重", "굵기", "ウェイト"], ["Regular (44 pt)", "Regular (44 pt)", "Regular (44 pt)", "Regular (44 pt)"],
         lambda: [rng.choice(["Regular", "Semibold", "Bold", "400", "600", "700"]), "%d pt" % rng.choice([11, 13, 15, 17, 20])],
         ["Large title", "Title 1", "Body", "Caption 2", "Footnote"]),
        (["Alert", "警告框", "경고", "アラート"], ["Standard action", "Standard action", "Standard action", "Standard action"], ["Default verb", "Default verb", "Default verb", "Default verb"],
         lambda: [rng.choice(["OK", "Cancel", "Delete", "Save"]), rng.choice(["Open", "Send", "Continue", "Try again"])],
         ["Unsaved changes", "Delete draft", "Network lost", "Sign out"]),
        (["Character", "字符", "문자", "文字"], ["Hex", "Hex", "Hex", "Hex"], ["Meaning", "含义", "의미", "意味"],
         lambda: ["0x%02X" % rng.choice([0x1B, 0x7F, 0x0A, 0x09, 0x20]), rng.choice(["escape", "delete", "line feed", "tab", "space"])],
         ["ESC", "DEL", "LF", "TAB", "SP"]),
    ]
    a, b, c, cells, firsts = rng.choice(kinds)
    head = [a[loc], b[loc], c[loc]]
    rows = [[f] + cells() for f in rng.sample(firsts, rng.randint(2, len(firsts)))]
    outer = rng.random() < 0.8
    lines = [T.pipe_line(head, outer), "|" + "---|" * 3 if outer else "---|---|---"] + [T.pipe_line(r, outer) for r in rows]
    page.blocks.append("\n".join(lines))


# Shapes --------------------------------------------------------------------------------------------

FULL = ["light", "dark", "light-increased-contrast", "dark-increased-contrast"]


def appearance_set(rng):
    return rng.choice([FULL, FULL, ["light", "dark"], ["dark", "light"], ["light"],
                       ["light", "light-increased-contrast", "dark", "dark-increased-contrast"]])


def body(page, shape):
    """The color tables of one page of a shape (after its front matter and introduction)."""
    rng = page.rng
    tables = 2 if rng.random() < 0.2 else 1
    for _ in range(tables):
        if rng.random() < 0.8:
            page.heading()
        page.prose()
        if shape == "clean":
            t = T.spec_table(page, appearance_set(rng), api_first=rng.random() < 0.15)
            page.maybe_spoil(t)
            page.add(t, T.pipe(t, outer=rng.random() < 0.8))
        elif shape == "broken-rows":
            t = T.spec_table(page, rng.choice([FULL, FULL, ["light", "dark"]]), api=rng.random() < 0.85)
            page.maybe_spoil(t)
            page.add(t, T.broken(t), "broken-rows")
        elif shape == "blank-separated":
            t = T.spec_table(page, appearance_set(rng))
            page.maybe_spoil(t)
            page.add(t, T.blank_separated(t, rng), "blank-separated")
        elif shape == "hard-wrapped":
            t = T.spec_table(page, FULL, api=True, notation=rng.choice(["rgb-labeled", "rgb-labeled", "hex", "triplet"]))
            page.maybe_spoil(t)
            # Only lines over 80 characters wrap: a wrapped header hides the table, wrapped rows only break rows.
            lines = T.pipe(t).split("\n")
            repair = ("hard-wrapped" if len(lines[0]) > 80 else
                      "broken-rows" if any(len(line) > 80 for line in lines[2:]) else None)
            page.add(t, T.hard_wrapped(t), repair)
        elif shape == "unknown-appearance":
            unknown = rng.sample(L.UNKNOWN, rng.randint(1, 2))
            apps = [T.slug(u) for u in unknown] + rng.choice([["dark"], [], ["light", "dark"]])
            rng.shuffle(apps)
            t = T.spec_table(page, apps)
            t.headers = [h if h not in [T.slug(u) for u in unknown] else unknown[[T.slug(u) for u in unknown].index(h)]
                         for h in t.headers]
            page.add(t, T.pipe(t))
        elif shape == "argb":
            apps = rng.choice([["light", "dark"], ["light"], ["dark", "light"]])
            t = T.spec_table(page, apps, pool=L.ANDROID, api=page.argb_api, api_style="compose", notation="argb-hex")
            page.add(t, T.pipe(t, outer=rng.random() < 0.8))
        elif shape == "rgba-hex":
            t = T.spec_table(page, rng.choice([["light", "dark"], ["light"]]), pool=WEB, api=False, notation="hex",
                             allow_special=False, kind="byte")
            page.add(t, T.pipe(t))
        elif shape == "named":
            t = T.named_table(page)
            page.add(t, T.pipe(t))
        elif shape == "pairs":
            t = T.pairs_table(page)
            page.add(t, T.pipe(t, outer=rng.random() < 0.85))
        elif shape == "flattened":
            t = T.spec_table(page, rng.choice([FULL, ["light", "dark"], FULL]), api=True, allow_special=False,
                             notation=rng.choice(["rgb-labeled", "rgb-labeled", "hex", "css-rgb"]))
            page.add(t, T.flattened(page, t, rng.random() < 0.7), "flattened")
        elif shape == "transposed":
            t = T.transposed(page)
            page.add(t, T.pipe(t))
        elif shape == "mixed":
            for _ in range(rng.randint(1, 3)):
                not_color(page)
                page.prose(1)
            kind = rng.random()
            t = T.pairs_table(page) if kind < 0.25 else T.spec_table(page, appearance_set(rng))
            if kind >= 0.25:
                page.maybe_spoil(t)
            page.add(t, T.pipe(t))
        if shape != "mixed" and rng.random() < 0.35:
            page.heading(color=False)
            page.prose(1)
            not_color(page)
    if shape == "mixed":
        not_color(page)
    page.prose()
