"""Writes a content folder of many small pages for the index's filter and A–Z tests (fixed seed, own words).

    python3 generate_index_site.py OUT_DIR [PAGES]

Most pages go into one folder (`components/`, a lettered group); a few into `foundations/` (a short group,
listed as usual). Titles start with every Latin letter, some with an accented letter, a digit, a quote or a
Hangul syllable, so each kind of letter section is exercised.
"""

import os
import random
import sys

WORDS = (
    "accent badge banner button calendar canvas card carousel chart checkbox chip column dialog divider drawer "
    "editor field filter gauge grid header icon image indicator input label layout legend link list loader map "
    "menu meter notice overlay pager panel picker popover progress quote radio rating ribbon ruler scroll search "
    "segment sheet shelf sidebar slider spinner split stack status stepper switch tab table tag text tile timer "
    "title toast toggle toolbar tooltip tree wheel window zoom"
).split()
SPECIAL = ("Écran partagé", "Ölçek", "2-up layout", "“Quoted” menus", "버튼 모음", "색상 팔레트", "Übersicht")


def titles(count, rng):
    seen = set(SPECIAL)
    out = list(SPECIAL)
    letters = "abcdefghijklmnopqrstuvwxyz"
    while len(out) < count:
        first = rng.choice([w for w in WORDS if w[0] == letters[len(out) % 26]] or WORDS)
        title = (first + " " + rng.choice(WORDS) + " " + rng.choice(WORDS)).capitalize()
        if title not in seen:
            seen.add(title)
            out.append(title)
    return out


def main():
    out = sys.argv[1]
    pages = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    rng = random.Random(20261203)
    for folder in ("components", "foundations"):
        os.makedirs(os.path.join(out, folder), exist_ok=True)
    for number, title in enumerate(titles(pages, rng)):
        folder = "foundations" if number >= pages - 5 else "components"
        path = os.path.join(out, folder, "page-%04d.md" % number)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write('---\ntitle: "%s"\n---\n\n' % title.replace('"', '\\"'))
            handle.write("A %s keeps related controls together and tells people what each one does.\n" % WORDS[number % len(WORDS)])


if __name__ == "__main__":
    main()
