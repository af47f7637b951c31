#!/usr/bin/env bash
# Makes the hostile campaign files of tests/data/hostile/campaign/ (README.md beside this
# script says what each is). Run from the repository root after a build:
#   tests/data/hostile/make-campaigns.sh build/bin/seneschal-cli
# Needs the sqlite3 shell (Debian package sqlite3, in scripts/install-deps.sh). The output is
# the same on every run: the one wall-clock time a campaign stores is overwritten.
set -euo pipefail

cli=${1:?usage: make-campaigns.sh path/to/seneschal-cli}
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../../.." && pwd)
out="$here/campaign"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

# A good campaign, small: test-small.xml imported, 512-byte pages, no WAL, a fixed clock.
base="$work/base.seneschal"
"$cli" new --scenario "$repo/data/scenarios/test-small.xml" --db "$base" >/dev/null
sqlite3 "$base" <<'SQL' >/dev/null
PRAGMA journal_mode = DELETE;
UPDATE action SET wall_time = '2026-01-01T00:00:00Z';
PRAGMA page_size = 512;
VACUUM;
SQL

# from_base NAME SQL: a copy of the good campaign changed by SQL, as a damaged file or a hand
# edit would leave it (CHECK constraints are off: a hand edit need not respect them).
from_base() {
    local target="$out/$1.seneschal"
    cp "$base" "$target"
    printf 'PRAGMA ignore_check_constraints = ON;\n%s\n' "$2" | sqlite3 "$target" >/dev/null
}

# Not a campaign at all.
printf 'This is a campaign, honest.\n' > "$out/not-sqlite.seneschal"
: > "$out/zero-length.seneschal"
head -c 100 "$base" > "$out/header-only.seneschal"
head -c $(( $(stat -c %s "$base") / 2 )) "$base" > "$out/truncated.seneschal"
rm -f "$out/foreign-sqlite.seneschal"
sqlite3 "$out/foreign-sqlite.seneschal" <<'SQL' >/dev/null
PRAGMA page_size = 512;
CREATE TABLE recipe (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
INSERT INTO recipe (name) VALUES ('frumenty'), ('blancmange');
SQL

# A campaign from elsewhere or from later.
from_base newer-version "PRAGMA user_version = 99;"
from_base wrong-application-id "PRAGMA application_id = 12345;"

# A damaged page: 64 bytes of junk over the cell pointers and cells of page 3.
cp "$base" "$out/corrupted-page.seneschal"
head -c 64 /dev/zero | tr '\0' '\377' |
    dd of="$out/corrupted-page.seneschal" bs=1 seek=$(( 512 * 2 + 8 )) conv=notrunc status=none

# Stored days outside the years 1-9999 (Julian: day numbers 1721424 to 5373557).
from_base current-day-huge "UPDATE campaign SET current_day = 99999999999;"
from_base current-day-negative-huge "UPDATE campaign SET current_day = -99999999999;"
from_base current-day-int64-max "UPDATE campaign SET current_day = 9223372036854775807;"
from_base current-day-int64-min "UPDATE campaign SET current_day = -9223372036854775808;"
from_base current-day-year-10000 "UPDATE campaign SET current_day = 5373558;"
from_base current-day-before-year-1 "UPDATE campaign SET current_day = 1721423;"
from_base start-day-negative "UPDATE campaign SET start_day = -1;"
from_base wounded-return-huge "UPDATE wounded_batch SET returns_day = 99999999999;"
from_base leader-wounded-until-negative-huge \
    "UPDATE leader SET wounded_until = -99999999999 WHERE wounded_until IS NOT NULL;"
from_base ledger-day-int64-max "UPDATE ledger_entry SET day = 9223372036854775807 WHERE id = 1;"
from_base march-arrival-int64-max "UPDATE army SET place_id = NULL, route_id = r.id,
    heading_place_id = r.to_place_id, days_left = 9223372036854775807
    FROM (SELECT id, to_place_id FROM route ORDER BY id LIMIT 1) AS r WHERE army.id = 1;"
from_base unknown-reckoning "UPDATE campaign SET reckoning = 'lunar';"
# A line break and a fake second message in what the refusal quotes: it must stay one line.
from_base unknown-reckoning-with-line-break \
    "UPDATE campaign SET reckoning = 'lunar' || char(10) || 'error: all is well';"
# The same huge day in a file left in WAL mode, as the program leaves it.
from_base current-day-huge-wal "UPDATE campaign SET current_day = 99999999999;
PRAGMA journal_mode = WAL;"

# Invariants broken (issue 30 item 8): every command refuses the campaign, naming what is
# broken and pointing at `check` and `restore`; `check` lists it.
from_base men-not-conserved "UPDATE unit SET present = present + 7 WHERE id = 1;"
from_base leader-of-another-side \
    "UPDATE leader SET side_id = (SELECT id FROM side WHERE id <> leader.side_id LIMIT 1)
     WHERE id = (SELECT leader_id FROM army WHERE id = 1);"
from_base action-without-its-changes \
    "INSERT INTO action (name, description, cause, campaign_day, wall_time, state)
     SELECT 'Advance', 'Advance one day', 'advance', current_day, '2026-01-01T00:00:00Z', 'done'
     FROM campaign;"

# The schema changed by another program (issue 13, item 6): refused by every command, listed by
# `check`, never written to.
from_base dropped-table "DROP TABLE army_merged;"
from_base planted-trigger "CREATE TRIGGER wipe AFTER UPDATE ON campaign BEGIN
    DELETE FROM ledger_entry; END;"
from_base planted-view "CREATE VIEW everyone AS SELECT name FROM leader;"
from_base altered-table "ALTER TABLE unit ADD COLUMN notes TEXT;"
from_base dropped-index "DROP INDEX chronicle_by_day;"

ls -l "$out"
