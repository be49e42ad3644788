#!/bin/sh
# Regenerates app/fonts/*.woff2 (decision 033): the Latin files of the site's fonts from @fontsource with
# the same characters (fontsource's "latin" unicode-range) but only the OpenType features the site uses
# (kerning, ligatures, tabular figures; Inter also cv11 and ss01 of app.css). Inter's weight axis is
# first limited to 400–900, the weights the site sets (decision 048): its outlines from 100 to 400 are
# half the variations. Inter 48 → 28 KB, Merriweather 49 → 42 KB, IBM Plex Sans 23 → 18 KB per weight.
# Needs fonttools with brotli (pip install fonttools brotli, or apt-get install python3-fonttools
# python3-brotli).
set -e
cd "$(dirname "$0")/.."
files=../../node_modules/@fontsource
latin='U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
subset() { # source, output, features
  python3 -m fontTools.subset "$1" --unicodes="$latin" --layout-features="$3" --flavor=woff2 --output-file="app/fonts/$2"
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 -m fontTools.varLib.instancer "$files-variable/inter/files/inter-latin-wght-normal.woff2" wght=400:900 \
  --output="$tmp/inter-400-900.ttf"
subset "$tmp/inter-400-900.ttf" inter-latin-wght-subset.woff2 kern,liga,calt,tnum,cv11,ss01
for weight in 400 700; do
  subset "$files/merriweather/files/merriweather-latin-$weight-normal.woff2" "merriweather-latin-$weight-subset.woff2" kern,liga,calt,tnum
  subset "$files/arimo/files/arimo-latin-$weight-normal.woff2" "arimo-latin-$weight-subset.woff2" kern,liga,calt,tnum
  subset "$files/ibm-plex-sans/files/ibm-plex-sans-latin-$weight-normal.woff2" "ibm-plex-sans-latin-$weight-subset.woff2" kern,liga,calt,tnum
done
