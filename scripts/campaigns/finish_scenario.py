#!/usr/bin/env python3
"""Finishes a campaign exported by seneschal-cli for the box (scripts/campaigns/campaign-tools.sh).

    finish_scenario.py EXPORTED.xml BATTALS.tsv DESCRIPTION OUT.xml

Sets each battal's leader and orders (BATTALS.tsv: battal name, leader name, orders; no edit
command sets them yet) and the scenario's description, and writes OUT.xml. Names are looked up
in the exported file; an unknown name stops it.
"""
import re
import sys
import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape


def main(exported, battals_path, description, out):
    with open(exported, encoding="utf-8") as f:
        text = f.read()
    root = ET.fromstring(text.encode("utf-8"))
    leaders = {el.get("name"): el.get("id") for el in root.iter("leader")}
    battal_ids = {el.get("name"): el.get("id") for el in root.iter("battal")}
    with open(battals_path, encoding="utf-8") as f:
        for line in f:
            name, leader, orders = line.rstrip("\n").split("\t")
            if leader not in leaders:
                sys.exit("finish_scenario: no leader '%s'" % leader)
            if name not in battal_ids:
                sys.exit("finish_scenario: no battal '%s'" % name)
            pattern = re.compile(r'(<battal id="%s" name="[^"]*")(?: leader="[^"]*")? orders="[^"]*"'
                                 % re.escape(battal_ids[name]))
            text, n = pattern.subn(lambda m: '%s leader="%s" orders="%s"'
                                   % (m.group(1), leaders[leader], orders), text)
            if n != 1:
                sys.exit("finish_scenario: battal '%s' found %d times" % (name, n))
    # the scenario's id is its file's stem, as the bundled scenarios are known by it
    stem = re.sub(r"\.xml$", "", out.split("/")[-1])
    text, n = re.subn(r'(<scenario [^>]*?)id="[^"]*"', lambda m: '%sid="%s"' % (m.group(1), stem),
                      text, count=1)
    if n != 1:
        sys.exit("finish_scenario: no scenario id in " + exported)
    text, n = re.subn(r'(<scenario [^>]*>\n)(\s*<description>.*?</description>\n)?',
                      lambda m: m.group(1) + "  <description>%s</description>\n"
                      % escape(description), text, count=1, flags=re.S)
    if n != 1:
        sys.exit("finish_scenario: no <scenario> in " + exported)
    with open(out, "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    main(*sys.argv[1:])
