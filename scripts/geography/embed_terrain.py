#!/usr/bin/env python3
"""Writes a terrain layer made by geography.py into a scenario file, in place.

    embed_terrain.py TERRAIN.xml PLACES.csv SCENARIO.xml [MADE_BY]

The layer becomes the scenario's <map><terrain> (docs/formats.md): milesPerUnit from the layer's
milesPerPixel, the projection in words, the source; its <land>, <coast> and <river> elements as
they are. Each place of PLACES.csv gets its x and y. The rest of the scenario file (comments,
order, layout) is left as it was; a second run changes nothing.
"""
import csv
import re
import sys
import xml.etree.ElementTree as ET


def layer_text(terrain_path, made_by):
    root = ET.parse(terrain_path).getroot()
    a = root.attrib
    projection = (
        f"{a['projection']}, standard parallel {a['standardParallel']} N: "
        f"x = (lon - ({a['lon0']})) * 111.32 * cos({a['standardParallel']}) * {a['pixelsPerKm']}, "
        f"y = ({a['latTop']} - lat) * 111.2 * {a['pixelsPerKm']} (docs/geography.md)"
    )
    lines = [
        f'    <terrain milesPerUnit="{a["milesPerPixel"]}" projection="{projection}"\n'
        f'             source="{a["source"]}; made by {made_by}">'
    ]
    for child in root:
        # A coast is always a line in the scenario format: its "closed" flag is not carried.
        attrs = "".join(f' {k}="{v}"' for k, v in child.attrib.items() if k != "closed")
        lines.append(f"      <{child.tag}{attrs}/>")
    lines.append("    </terrain>")
    return "\n".join(lines) + "\n"


def main(terrain_path, places_path, scenario_path, made_by="scripts/make-geography.sh"):
    with open(scenario_path, encoding="utf-8") as f:
        text = f.read()
    layer = layer_text(terrain_path, made_by)
    # the layer made before, or the bare scale a campaign exported by seneschal-cli carries
    old = re.compile(r"    <terrain [^>]*/>\n|    <terrain .*?</terrain>\n", re.S)
    if old.search(text):
        text = old.sub(lambda _: layer, text, count=1)
    else:
        opening = re.search(r"<map [^>]*>\n", text)
        if not opening:
            sys.exit(f"embed_terrain: {scenario_path} has no <map>")
        text = text[: opening.end()] + layer + text[opening.end():]
    with open(places_path, encoding="utf-8") as f:
        for row in csv.DictReader(f):
            place = re.compile(r'(<place id="' + re.escape(row["id"]) + r'"[^>]*?) x="\d+" y="\d+"')
            text, n = place.subn(lambda m: f'{m.group(1)} x="{row["x"]}" y="{row["y"]}"', text)
            if n != 1:
                sys.exit(f"embed_terrain: place '{row['id']}' is not in {scenario_path} once")
    with open(scenario_path, "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    if len(sys.argv) not in (4, 5):
        sys.exit(__doc__)
    main(*sys.argv[1:])
