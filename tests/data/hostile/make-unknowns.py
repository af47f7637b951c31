#!/usr/bin/env python3
"""Writes the hostile corpus's "unknown" files (issue 30 item 7, "every reader refuses what it
does not know"): a good file of each kind with one element or attribute no format has, put
inside or on one element. Run from the repository's top folder; the files are committed, so
this only needs running again when a good file changes.

    tests/data/hostile/make-unknowns.py
"""
import pathlib
import re

TOP = pathlib.Path(__file__).resolve().parents[3]
HOSTILE = TOP / "tests/data/hostile"


def nth_tag(text, name, nth):
    """The span of the nth (0-based) start tag <name ...> or <name .../> in text."""
    found = list(re.finditer(r"<" + re.escape(name) + r"(?=[\s/>])[^>]*?(/?)>", text, re.S))
    if nth >= len(found):
        raise SystemExit(f"no {nth + 1}th <{name}>")
    return found[nth]


def with_child(text, name, nth, child):
    m = nth_tag(text, name, nth)
    tag = m.group(0)
    if m.group(1):  # <name .../> becomes <name ...>child</name>
        opened = tag[:-2].rstrip() + ">"
        return text[: m.start()] + opened + child + "</" + name + ">" + text[m.end():]
    return text[: m.end()] + child + text[m.end():]


def with_attribute(text, name, nth, attribute):
    m = nth_tag(text, name, nth)
    at = m.start() + 1 + len(name)
    return text[:at] + " " + attribute + text[at:]


def read(path):
    return (TOP / path).read_text(encoding="utf-8")


def write(folder, file, text):
    path = HOSTILE / folder / file
    path.write_text(text, encoding="utf-8")


def children(folder, text, cases):
    """Each case (file, element, nth, child): text with child inside its nth element."""
    for file, name, nth, child in cases:
        write(folder, file, with_child(text, name, nth, child))


def attributes(folder, text, cases):
    """Each case (file, element, nth, attribute): text with attribute on its nth element."""
    for file, name, nth, attribute in cases:
        write(folder, file, with_attribute(text, name, nth, attribute))


def main():
    outcome = read("tests/battle/outcomes/hand-written.xml")
    children("outcome", outcome, [
        ("unknown-element-in-unit.xml", "unit", 0, "<glory/>"),
        ("unknown-element-in-second-unit.xml", "unit", 1, '<prisoner name="Jean"/>'),
        ("unknown-element-in-leader.xml", "leader", 0, "<ransom>100</ransom>"),
        ("unknown-element-in-outcome.xml", "outcome", 0, "<weather/>"),
        ("misspelt-unit-inside-unit.xml", "unit", 0, '<unit name="Archers" side="england"/>'),
        ("unknown-element-nested-100000-in-unit.xml", "unit", 0,
         "<a>" * 100000 + "</a>" * 100000),
    ])
    attributes("outcome", outcome, [
        ("unknown-attribute-on-leader.xml", "leader", 0, 'ransom="100"'),
        ("unknown-attribute-on-second-unit.xml", "unit", 1, 'killed="40"'),
    ])

    children("rules", read("data/rules/campaign.xml"), [
        ("campaign-unknown-element-in-leader-rank.xml", "leader", 0, '<ransom pounds="5"/>'),
        ("campaign-unknown-element-in-men.xml", "men", 0, "<note/>"),
    ])
    godsacre = read("data/rules/godsacre.xml")
    children("rules", godsacre, [
        ("godsacre-unknown-element-in-row.xml", "row", 0, "<extra/>"),
        ("godsacre-unknown-element-in-weapon.xml", "weapon", 0, '<range long="300"/>'),
        ("godsacre-unknown-element-in-face.xml", "face", 0, "<x/>"),
        ("godsacre-unknown-element-in-background.xml", "background", 0, "<x/>"),
        ("godsacre-unknown-element-in-tier.xml", "tier", 0, "<x/>"),
        ("godsacre-unknown-element-in-results-winner.xml", "winner", 0, "<x/>"),
    ])
    attributes("rules", godsacre, [
        ("godsacre-unknown-attribute-on-background.xml", "background", 0, 'cost="3"'),
    ])
    write("rules", "godsacre-provenance-made-up.xml",
          godsacre.replace('provenance="reconstructed"', 'provenance="guessed"', 1))
    children("rules", read("data/rules/postcard.xml"), [
        ("postcard-unknown-element-in-piece.xml", "piece", 0, "<x/>"),
        ("postcard-unknown-element-in-match.xml", "match", 0, "<x/>"),
    ])
    children("rules", read("data/rules/feudal.xml"), [
        ("feudal-unknown-element-in-unit.xml", "unit", 0, "<x/>"),
        ("feudal-unknown-element-in-match.xml", "match", 0, "<x/>"),
    ])

    scenario = read("data/scenarios/test-small.xml")
    children("scenario", scenario, [
        ("unknown-element-in-side.xml", "side", 0, "<banner/>"),
        ("unknown-element-in-place.xml", "place", 0, "<walls/>"),
        ("unknown-element-in-route.xml", "route", 0, "<toll/>"),
        ("unknown-element-in-leader.xml", "leader", 0, "<horse/>"),
        ("unknown-element-in-battal.xml", "battal", 0, "<banner/>"),
        ("unknown-element-in-unit.xml", "unit", 0, "<horses/>"),
        ("unknown-element-in-wounded.xml", "wounded", 0, "<surgeon/>"),
        ("unknown-element-in-option.xml", "option", 0, "<x/>"),
        ("unknown-element-in-terrain-river.xml", "map", 0,
         '<terrain><river points="1,1 2,2"><bridge/></river></terrain>'),
    ])
    attributes("scenario", scenario, [
        ("unknown-attribute-on-options.xml", "options", 0, 'all="yes"'),
        ("unknown-attribute-on-sides.xml", "sides", 0, 'count="2"'),
        ("unknown-attribute-on-leaders.xml", "leaders", 0, 'count="9"'),
        ("unknown-attribute-on-description.xml", "description", 0, 'lang="en"'),
    ])

    battle = read("data/scenarios/small-skirmish.xml")
    children("battle", battle, [
        ("unknown-element-in-side.xml", "side", 0, "<banner/>"),
        ("unknown-element-in-army.xml", "army", 0, "<baggage/>"),
        ("unknown-element-in-battal.xml", "battal", 0, "<banner/>"),
        ("unknown-element-in-unit.xml", "unit", 0, "<horses/>"),
        ("unknown-element-in-leader.xml", "leader", 0, "<horse/>"),
        ("unknown-element-in-leaders.xml", "leaders", 0, "<herald/>"),
    ])
    attributes("battle", battle, [
        ("unknown-attribute-on-sides.xml", "sides", 0, 'count="2"'),
        ("unknown-attribute-on-leaders.xml", "leaders", 0, 'count="9"'),
        ("unknown-attribute-on-army.xml", "army", 1, 'morale="high"'),
    ])

    collection = read("tests/data/hostile/commands/files/collection.xml")
    children("commands/files", collection, [
        ("collection-unknown-element-in-troops.xml", "troops", 0,
         '<troops type="knights" figures="4"/>'),
        ("collection-unknown-element-in-collection.xml", "collection", 0, '<table width="1800"/>'),
    ])
    attributes("commands/files", collection, [
        ("collection-unknown-attribute-on-troops.xml", "troops", 1, 'painted="yes"'),
    ])


main()
