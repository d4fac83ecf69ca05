"""Color values for the wild corpus: one registry so a name or API never has two values across pages
(that would be a real `colors.conflict`), notation rendering, and the expected hex/P3 of each cell."""
import colorsys

CSS_NAMED = {
    "white": (255, 255, 255), "black": (0, 0, 0), "navy": (0, 0, 128), "rebeccapurple": (102, 51, 153),
    "silver": (192, 192, 192), "gray": (128, 128, 128), "teal": (0, 128, 128), "maroon": (128, 0, 0),
    "olive": (128, 128, 0), "crimson": (220, 20, 60), "gold": (255, 215, 0), "tomato": (255, 99, 71),
    "steelblue": (70, 130, 180), "whitesmoke": (245, 245, 245), "gainsboro": (220, 220, 220),
    "dimgray": (105, 105, 105), "midnightblue": (25, 25, 112), "seagreen": (46, 139, 87),
    "darkslategray": (47, 79, 79), "ivory": (255, 255, 240), "coral": (255, 127, 80),
}
HUE_DEGREES = {"Red": 2, "Orange": 30, "Yellow": 50, "Green": 130, "Mint": 165, "Teal": 185, "Cyan": 195,
               "Blue": 215, "Indigo": 245, "Purple": 285, "Pink": 340, "Brown": 28, "Gray": -1, "Coral": 12,
               "Lime": 90, "Sky": 200, "Sand": 40, "Plum": 300, "Forest": 120, "Ocean": 205, "Rose": 350,
               "Amber": 42, "Slate": 215, "Olive": 65, "Lavender": 265, "Ruby": 345, "Jade": 150, "Clay": 20,
               "Denim": 220, "Honey": 38, "Gray (2)": -1, "Gray (3)": -1, "Gray (4)": -1}
ALPHAS = [0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.65, 0.7, 0.75, 0.8, 0.9]
OPAQUE_NOTATIONS = ["rgb-labeled", "hex", "css-rgb", "triplet"]


def alpha_byte(alpha):
    return int(alpha * 255 + 0.5)


class Value:
    """One color: sRGB 8-bit with optional alpha (kept as a byte or as a CSS decimal), or Display P3."""

    def __init__(self, rgb=None, abyte=None, adec=None, p3=None, css=None):
        self.rgb, self.abyte, self.adec, self.p3, self.css = rgb, abyte, adec, p3, css

    def expected(self):
        if self.p3 is not None:
            return {"p3": list(self.p3)}
        hexs = "#%02X%02X%02X" % self.rgb
        byte = self.abyte if self.abyte is not None else (alpha_byte(self.adec) if self.adec is not None else 255)
        return {"hex": hexs + ("%02X" % byte if byte < 255 else "")}


class Registry:
    """The value of (concept, appearance), created on first use and reused by every later page."""

    def __init__(self, rng):
        self.rng, self.values, self.apis = rng, {}, {}

    def _mid(self):
        rng = self.rng
        while True:
            rgb = tuple(rng.randint(20, 235) for _ in range(3))
            if rng.random() < 0.12:
                rgb = tuple(17 * rng.randint(2, 13) for _ in range(3))  # writable as #RGB
            if max(rgb) - min(rgb) > 40 or rng.random() < 0.2:
                return rgb

    def _hue(self, concept):
        """A value that looks like its name when the name is a hue."""
        hue = HUE_DEGREES.get(concept)
        if hue is None:
            return self._mid()
        rng = self.rng
        if hue < 0:  # grays
            v = rng.randint(90, 200)
            return (v, v, v + rng.randint(0, 8))
        r, g, b = colorsys.hsv_to_rgb(((hue + rng.uniform(-8, 8)) % 360) / 360, rng.uniform(0.45, 0.95), rng.uniform(0.55, 0.92))
        return (int(r * 255), int(g * 255), int(b * 255))

    def base(self, concept):
        """Light, dark and both increased-contrast values; increased ones always have more contrast."""
        if (concept, "light") not in self.values:
            light = self._hue(concept)
            k = self.rng.uniform(0.1, 0.35)
            dark = tuple(min(254, int(c + (255 - c) * k)) for c in light)
            self.values[(concept, "light")] = Value(light)
            self.values[(concept, "dark")] = Value(dark)
            self.values[(concept, "light-increased-contrast")] = Value(tuple(int(c * 0.78) for c in light))
            self.values[(concept, "dark-increased-contrast")] = Value(
                tuple(min(255, c + max(1, int((255 - c) * 0.4))) for c in dark))
        return self

    def get(self, concept, appearance, kind="opaque"):
        key = (concept, appearance)
        if key not in self.values:
            rng = self.rng
            if kind == "p3":
                v = Value(p3=tuple(round(rng.choice([rng.uniform(0, 1), 1.0, 0.0]), rng.choice([2, 3])) for _ in range(3)))
            elif kind == "byte":
                v = Value(self._mid(), abyte=rng.choice([0x1F, 0x33, 0x4D, 0x66, 0x80, 0x99, 0xB3, 0xCC, 0xE6, 0xFF]))
            elif kind == "dec":
                v = Value(rng.choice([(0, 0, 0), (255, 255, 255), self._mid()]), adec=rng.choice(ALPHAS))
            elif kind == "named":
                name = rng.choice(sorted(CSS_NAMED) + ["transparent"])
                v = Value((0, 0, 0), abyte=0, css=name) if name == "transparent" else Value(CSS_NAMED[name], css=name)
            else:
                v = Value(self._mid())
            self.values[key] = v
        return self.values[key]


def render(value, notation, rng, style):
    """Text of one cell and the notation actually used (a value may not fit the wished notation)."""
    if value.p3 is not None:
        return "color(display-p3 %s)" % " ".join(_num(c) for c in value.p3), "display-p3"
    if value.adec is not None:
        r, g, b = value.rgb
        if style % 2:
            return "rgb(%d %d %d / %d%%)" % (r, g, b, round(value.adec * 100)), "css-rgb"
        return "rgba(%d, %d, %d, %s)" % (r, g, b, _num(value.adec)), "css-rgb"
    r, g, b = value.rgb
    if notation == "named" and value.css:
        return value.css, "named"
    if value.abyte is not None:
        if notation == "argb-hex":
            return _argb(value, style), "argb-hex"
        return "#%02X%02X%02X%02X" % (r, g, b, value.abyte), "hex"
    if notation == "argb-hex":
        return _argb(value, style), "argb-hex"
    if notation == "rgb-labeled":
        return ("R-%d,G-%d,B-%d" if style % 2 == 0 else "R %d G %d B %d") % (r, g, b), "rgb-labeled"
    if notation == "css-rgb":
        return ("rgb(%d, %d, %d)" if style % 2 == 0 else "rgb(%d %d %d)") % (r, g, b), "css-rgb"
    if notation == "triplet":
        return ("%d,%d,%d" if style % 2 == 0 else "%d, %d, %d") % (r, g, b), "triplet"
    if all(c % 17 == 0 for c in value.rgb) and style % 3 == 0:
        text = "#%X%X%X" % (r // 17, g // 17, b // 17)
    else:
        text = "#%02X%02X%02X" % (r, g, b)
    return (text.lower() if style % 4 == 1 else text), "hex"


def _argb(value, style):
    a = value.abyte if value.abyte is not None else 255
    digits = "%02X%02X%02X%02X" % (a, *value.rgb)
    return ["#" + digits, "0x" + digits, "Color(0x%s)" % digits][style % 3]


def _num(x):
    text = ("%.3f" % x).rstrip("0").rstrip(".")
    return text if text else "0"


def luminance(rgb):
    def lin(c):
        c = c / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)
