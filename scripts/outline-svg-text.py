#!/usr/bin/python3
"""Draws the text of the demo's SVG images as outlines: each <text> becomes a <path>.

Why: an SVG shown by <img> is a document of its own, and live text in it makes the browser find and
load a font for that document: in traces of a home load on a phone's fresh renderer, layout inside
the logo's and the state cards' documents took 135-158 ms (4x throttled) with text, 5-7 ms outlined,
on every page (the logo is in the header). Real logos ship outlined; so do the demo's. Decision 060.

Shaping is HarfBuzz's (`hb-shape`, Debian's libharfbuzz-bin), so Arabic joins as in a browser;
outlines come from fontTools (python3-fonttools, python3-brotli for the WOFF2 file). Latin in the
serif the images asked for (Georgia, then Times New Roman) is drawn with Liberation Serif, Times
New Roman's metric twin (fonts-liberation); Arabic with the site's own IBM Plex Sans Arabic cut.
Run from the project folder on the SVGs to change (idempotent: files without <text> are left as
they are):

    /usr/bin/python3 scripts/outline-svg-text.py public/demo/logo-*.svg public/demo/states/*.svg
"""
import atexit
import json
import os
import re
import subprocess
import sys
import tempfile
from html import unescape
from pathlib import Path

from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

FONTS = {
    ("latin", 400): "/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf",
    ("latin", 700): "/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf",
    ("arabic", 400): "web/assets/fonts/ibm-plex-sans-arabic-400.woff2",
    ("arabic", 700): "web/assets/fonts/ibm-plex-sans-arabic-700.woff2",
}
ARABIC = re.compile("[\u0600-\u06ff]")
TEXT = re.compile(r"<text\b([^>]*)>(.*?)</text>", re.S)
ATTR = re.compile(r'([\w-]+)="([^"]*)"')
# presentation attributes a <text> may carry that mean the same on the <path>
KEPT = ("fill", "opacity", "fill-opacity", "transform")

_fonts = {}


def font(script, weight):
    """(TTFont, path hb-shape can read): HarfBuzz's command line reads TTF/OTF, not WOFF2."""
    key = (script, 700 if weight >= 600 else 400)
    if key not in _fonts:
        tt = TTFont(FONTS[key])
        path = FONTS[key]
        if tt.flavor:
            tt.flavor = None
            path = tempfile.NamedTemporaryFile(suffix=".ttf", delete=False).name
            atexit.register(os.remove, path)
            tt.save(path)
            tt = TTFont(path)
        _fonts[key] = (tt, path)
    return _fonts[key]


def shape(path, text):
    """Glyph ids and positions in font units, in visual order (left to right)."""
    out = subprocess.run(
        ["hb-shape", "--output-format=json", "--no-glyph-names", "--font-size=upem", path, text],
        check=True, capture_output=True, text=True,
    ).stdout
    return json.loads(out)


def outline(attrs, text):
    size = float(attrs.get("font-size", "16"))
    weight = int(attrs.get("font-weight", "400").replace("bold", "700").replace("normal", "400"))
    tt, path = font("arabic" if ARABIC.search(text) else "latin", weight)
    scale = size / tt["head"].unitsPerEm
    glyphs = shape(path, text)
    width = sum(g["ax"] for g in glyphs) * scale
    anchor = attrs.get("text-anchor", "start")
    x = float(attrs.get("x", "0")) - {"start": 0, "middle": width / 2, "end": width}[anchor]
    y = float(attrs.get("y", "0"))
    names = tt.getGlyphOrder()
    glyph_set = tt.getGlyphSet()
    pen = SVGPathPen(glyph_set, ntos=lambda n: f"{n:.1f}".rstrip("0").rstrip("."))
    for g in glyphs:
        # font units are y-up, SVG's y-down: flip, and put the baseline at y
        glyph_set[names[g["g"]]].draw(
            TransformPen(pen, (scale, 0, 0, -scale, x + g["dx"] * scale, y - g["dy"] * scale))
        )
        x += g["ax"] * scale
    kept = "".join(f' {k}="{attrs[k]}"' for k in KEPT if k in attrs)
    return f'<path d="{pen.getCommands()}"{kept}/>'


def main(files):
    for name in files:
        svg = Path(name)
        source = svg.read_text()
        result = TEXT.sub(lambda m: outline(dict(ATTR.findall(m.group(1))), unescape(m.group(2))), source)
        if result != source:
            svg.write_text(result)
            print(f"{name}: {len(TEXT.findall(source))} text run(s) outlined")


if __name__ == "__main__":
    main(sys.argv[1:])
