#!/bin/sh
# Regenerates app/fonts/*.woff2 (decision 033): the Latin files of the site's fonts from @fontsource with
# the same characters (fontsource's "latin" unicode-range) but only the OpenType features the site uses
# (kerning, ligatures, tabular figures; Inter also cv11 and ss01 of app.css). Inter's weight axis is
# first limited to 400–900, the weights the site sets (decision 048): its outlines from 100 to 400 are
# half the variations. Inter 48 → 28 KB, Merriweather 49 → 42 KB, IBM Plex Sans 23 → 18 KB per weight.
# Inter's Latin file is split in two by unicode-range (decision 059): the core (ASCII, the Irish fadas,
# the punctuation and symbols the site and its content print) is preloaded on every page; the rest of
# fontsource's Latin range is a second file that a browser fetches only for a page that shows one of
# its characters. The ranges must match app.css's two faces (app/fonts/inter-weights.test.ts checks).
# Needs fonttools with brotli (pip install fonttools brotli, or apt-get install python3-fonttools
# python3-brotli; PYTHON=/usr/bin/python3 picks the interpreter that has them).
set -e
cd "$(dirname "$0")/.."
files=../../node_modules/@fontsource
python=${PYTHON:-python3}
latin='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
inter_core='U+0000-00A0,U+00A9,U+00B7,U+00C1,U+00C9,U+00CD,U+00D3,U+00D7,U+00DA,U+00E1,U+00E9,U+00ED,U+00F3,U+00FA,U+2000-200F,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+2028-202F,U+205F-2060,U+20AC,U+2212'
inter_rest='U+00A1-00A8,U+00AA-00B6,U+00B8-00C0,U+00C2-00C8,U+00CA-00CC,U+00CE-00D2,U+00D4-00D6,U+00D8-00D9,U+00DB-00E0,U+00E2-00E8,U+00EA-00EC,U+00EE-00F2,U+00F4-00F9,U+00FB-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2010-2012,U+2015-2017,U+201A-201B,U+201E-2021,U+2023-2025,U+2027,U+2030-205E,U+2061-206F,U+2122,U+2191,U+2193,U+2215,U+FEFF,U+FFFD'
subset() { # source, output, features[, unicodes]
  "$python" -m fontTools.subset "$1" --unicodes="${4:-$latin}" --layout-features="$3" --flavor=woff2 --output-file="app/fonts/$2"
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$python" -m fontTools.varLib.instancer "$files-variable/inter/files/inter-latin-wght-normal.woff2" wght=400:900 \
  --output="$tmp/inter-400-900.ttf"
subset "$tmp/inter-400-900.ttf" inter-latin-core-wght-subset.woff2 kern,liga,calt,tnum,cv11,ss01 "$inter_core"
subset "$tmp/inter-400-900.ttf" inter-latin-rest-wght-subset.woff2 kern,liga,calt,tnum,cv11,ss01 "$inter_rest"
for weight in 400 700; do
  subset "$files/merriweather/files/merriweather-latin-$weight-normal.woff2" "merriweather-latin-$weight-subset.woff2" kern,liga,calt,tnum
  subset "$files/arimo/files/arimo-latin-$weight-normal.woff2" "arimo-latin-$weight-subset.woff2" kern,liga,calt,tnum
  subset "$files/ibm-plex-sans/files/ibm-plex-sans-latin-$weight-normal.woff2" "ibm-plex-sans-latin-$weight-subset.woff2" kern,liga,calt,tnum
done
