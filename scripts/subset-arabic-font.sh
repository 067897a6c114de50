#!/bin/sh
# Makes the two Arabic font files the site ships (web/assets/fonts/), from the @fontsource package:
# IBM Plex Sans Arabic 400 and 700 cut to what Arabic itself writes with (the letters, the harakat,
# Arabic-Indic digits and punctuation, tatweel, and the few borrowed letters Arabic uses for foreign
# sounds: پ چ ڤ ک گ ی) plus the joiners and direction marks, every OpenType layout feature kept
# (joining forms, ligatures, marks), no hinting. The rest of the block (Persian digits, Urdu, Sindhi
# and Pashto letters, Quranic marks) draws in the fallback face: it halves the files (decision 060).
# Its Latin is cut to ASCII and a little punctuation, in separate files. Decision 060.
# Needs fonttools with brotli: `apt-get install python3-fonttools python3-brotli` (Debian/Ubuntu);
# PYTHON=/usr/bin/python3 when another python3 comes first on PATH.
# The output is committed; run this again only to change the cut.
set -eu
cd "$(dirname "$0")/.."
src=node_modules/@fontsource/ibm-plex-sans-arabic/files
# keep in step with the unicode-range of web/styles/arabic-font.css
arabic='U+060C,U+061B,U+061F,U+0621-063A,U+0640-0655,U+0660-066D,U+0670-0671,U+067E,U+0686,U+06A4,U+06A9,U+06AF,U+06CC,U+200C-200F'
for weight in 400 700; do
  "${PYTHON:-python3}" -m fontTools.subset "$src/ibm-plex-sans-arabic-arabic-$weight-normal.woff2" \
    --unicodes="$arabic" \
    --layout-features='*' --no-hinting --desubroutinize \
    --flavor=woff2 --output-file="web/assets/fonts/ibm-plex-sans-arabic-$weight.woff2"
  # the face's own Latin for the English words, names and digits inside Arabic text: ASCII and the
  # punctuation Arabic text borrows; fetched only when a page has such characters
  "${PYTHON:-python3}" -m fontTools.subset "$src/ibm-plex-sans-arabic-latin-$weight-normal.woff2" \
    --unicodes='U+0020-007E,U+00A0,U+00AB,U+00BB,U+00D7,U+2013-2014,U+2018-201D,U+2026' \
    --layout-features='*' --no-hinting --desubroutinize \
    --flavor=woff2 --output-file="web/assets/fonts/ibm-plex-sans-arabic-latin-$weight.woff2"
done
cp node_modules/@fontsource/ibm-plex-sans-arabic/LICENSE web/assets/fonts/LICENSE-ibm-plex-sans-arabic.txt
ls -l web/assets/fonts
