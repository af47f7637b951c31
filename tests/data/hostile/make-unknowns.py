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


def write(folder, file, text):
    path = HOSTILE / folder / file
    path.write_text(text, encoding="utf-8")


def main():
    outcome = (TOP / "tests/battle/outcomes/hand-written.xml").read_text(encoding="utf-8")
    for file, name, nth, child in [
        ("unknown-element-in-unit.xml", "unit", 0, "<glory/>"),
        ("unknown-element-in-second-unit.xml", "unit", 1, '<prisoner name="Jean"/>'),
        ("unknown-element-in-leader.xml", "leader", 0, "<ransom>100</ransom>"),
        ("unknown-element-in-outcome.xml", "outcome", 0, "<weather/>"),
        ("misspelt-unit-inside-unit.xml", "unit", 0, '<unit name="Archers" side="england"/>'),
        ("unknown-element-nested-100000-in-unit.xml", "unit", 0,
         "<a>" * 100000 + "</a>" * 100000),
    ]:
        write("outcome", file, with_child(outcome, name, nth, child))
    for file, name, nth, attribute in [
        ("unknown-attribute-on-leader.xml", "leader", 0, 'ransom="100"'),
        ("unknown-attribute-on-second-unit.xml", "unit", 1, 'killed="40"'),
    ]:
        write("outcome", file, with_attribute(outcome, name, nth, attribute))

    campaign = (TOP / "data/rules/campaign.xml").read_text(encoding="utf-8")
    godsacre = (TOP / "data/rules/godsacre.xml").read_text(encoding="utf-8")
    postcard = (TOP / "data/rules/postcard.xml").read_text(encoding="utf-8")
    feudal = (TOP / "data/rules/feudal.xml").read_text(encoding="utf-8")
    for file, text, name, nth, child in [
        ("campaign-unknown-element-in-leader-rank.xml", campaign, "leader", 0, '<ransom pounds="5"/>'),
        ("campaign-unknown-element-in-men.xml", campaign, "men", 0, "<note/>"),
        ("godsacre-unknown-element-in-row.xml", godsacre, "row", 0, "<extra/>"),
        ("godsacre-unknown-element-in-weapon.xml", godsacre, "weapon", 0, '<range long="300"/>'),
        ("godsacre-unknown-element-in-face.xml", godsacre, "face", 0, "<x/>"),
        ("godsacre-unknown-element-in-background.xml", godsacre, "background", 0, "<x/>"),
        ("godsacre-unknown-element-in-tier.xml", godsacre, "tier", 0, "<x/>"),
        ("godsacre-unknown-element-in-results-winner.xml", godsacre, "winner", 0, "<x/>"),
        ("postcard-unknown-element-in-piece.xml", postcard, "piece", 0, "<x/>"),
        ("postcard-unknown-element-in-match.xml", postcard, "match", 0, "<x/>"),
        ("feudal-unknown-element-in-unit.xml", feudal, "unit", 0, "<x/>"),
        ("feudal-unknown-element-in-match.xml", feudal, "match", 0, "<x/>"),
    ]:
        write("rules", file, with_child(text, name, nth, child))
    for file, text, name, nth, attribute in [
        ("godsacre-unknown-attribute-on-background.xml", godsacre, "background", 0, 'cost="3"'),
        ("godsacre-provenance-made-up.xml", godsacre, "troopTypes", 0, ""),
    ]:
        if attribute:
            write("rules", file, with_attribute(text, name, nth, attribute))
    write("rules", "godsacre-provenance-made-up.xml",
          godsacre.replace('provenance="reconstructed"', 'provenance="guessed"', 1))

    scenario = (TOP / "data/scenarios/test-small.xml").read_text(encoding="utf-8")
    for file, name, nth, child in [
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
    ]:
        write("scenario", file, with_child(scenario, name, nth, child))
    for file, name, nth, attribute in [
        ("unknown-attribute-on-options.xml", "options", 0, 'all="yes"'),
        ("unknown-attribute-on-sides.xml", "sides", 0, 'count="2"'),
        ("unknown-attribute-on-leaders.xml", "leaders", 0, 'count="9"'),
        ("unknown-attribute-on-description.xml", "description", 0, 'lang="en"'),
    ]:
        write("scenario", file, with_attribute(scenario, name, nth, attribute))

    battle = (TOP / "data/scenarios/small-skirmish.xml").read_text(encoding="utf-8")
    for file, name, nth, child in [
        ("unknown-element-in-side.xml", "side", 0, "<banner/>"),
        ("unknown-element-in-army.xml", "army", 0, "<baggage/>"),
        ("unknown-element-in-battal.xml", "battal", 0, "<banner/>"),
        ("unknown-element-in-unit.xml", "unit", 0, "<horses/>"),
        ("unknown-element-in-leader.xml", "leader", 0, "<horse/>"),
        ("unknown-element-in-leaders.xml", "leaders", 0, "<herald/>"),
    ]:
        write("battle", file, with_child(battle, name, nth, child))
    for file, name, nth, attribute in [
        ("unknown-attribute-on-sides.xml", "sides", 0, 'count="2"'),
        ("unknown-attribute-on-leaders.xml", "leaders", 0, 'count="9"'),
        ("unknown-attribute-on-army.xml", "army", 1, 'morale="high"'),
    ]:
        write("battle", file, with_attribute(battle, name, nth, attribute))

    collection = (HOSTILE / "commands/files/collection.xml").read_text(encoding="utf-8")
    write("commands/files", "collection-unknown-element-in-troops.xml",
          with_child(collection, "troops", 0, '<troops type="knights" figures="4"/>'))
    write("commands/files", "collection-unknown-element-in-collection.xml",
          with_child(collection, "collection", 0, '<table width="1800"/>'))
    write("commands/files", "collection-unknown-attribute-on-troops.xml",
          with_attribute(collection, "troops", 1, 'painted="yes"'))


main()
