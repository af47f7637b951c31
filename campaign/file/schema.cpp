#include "campaign/file/schema.hpp"

#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>

#include <array>

#include "base/errors.hpp"

namespace seneschal::campaign {

namespace {

// Version 1: the roster, the map, the leaders and the ledger. Every table has a primary key
// (the undo log, built on SQLite's session extension, needs one) and no ON DELETE CASCADE
// (a cascade would make replaying a recorded change conflict with itself). STRICT keeps the
// types exact, so a digest of a table means the same thing on every machine.
const char* const kSchemaV1 = R"SQL(
PRAGMA application_id = 1397050949;

CREATE TABLE campaign (
    id             INTEGER PRIMARY KEY CHECK (id = 1),
    scenario_id    TEXT    NOT NULL,
    name           TEXT    NOT NULL,
    description    TEXT    NOT NULL DEFAULT '',
    rules          TEXT    NOT NULL,
    reckoning      TEXT    NOT NULL CHECK (reckoning IN ('julian', 'gregorian')),
    start_day      INTEGER NOT NULL,
    current_day    INTEGER NOT NULL,
    currency       TEXT    NOT NULL,
    map_width      INTEGER NOT NULL CHECK (map_width > 0),
    map_height     INTEGER NOT NULL CHECK (map_height > 0),
    map_background TEXT
) STRICT;

CREATE TABLE campaign_option (
    option_id TEXT PRIMARY KEY
) STRICT;

CREATE TABLE side (
    id       INTEGER PRIMARY KEY,
    slug     TEXT    NOT NULL UNIQUE,
    name     TEXT    NOT NULL UNIQUE,
    colour   TEXT,
    treasury INTEGER NOT NULL
) STRICT;

CREATE TABLE place (
    id            INTEGER PRIMARY KEY,
    slug          TEXT    NOT NULL UNIQUE,
    name          TEXT    NOT NULL UNIQUE,
    kind          TEXT    NOT NULL
                  CHECK (kind IN ('town', 'castle', 'ford', 'bridge', 'abbey', 'field')),
    x             INTEGER NOT NULL,
    y             INTEGER NOT NULL,
    owner_side_id INTEGER REFERENCES side (id),
    terrain       TEXT    NOT NULL
                  CHECK (terrain IN ('open', 'hills', 'woods', 'marsh', 'river', 'coast', 'town'))
) STRICT;

CREATE TABLE route (
    id            INTEGER PRIMARY KEY,
    from_place_id INTEGER NOT NULL REFERENCES place (id),
    to_place_id   INTEGER NOT NULL REFERENCES place (id),
    kind          TEXT    NOT NULL CHECK (kind IN ('road', 'track', 'river-crossing')),
    foot_days     INTEGER NOT NULL CHECK (foot_days >= 1),
    mounted_days  INTEGER NOT NULL CHECK (mounted_days >= 1),
    CHECK (from_place_id <> to_place_id),
    UNIQUE (from_place_id, to_place_id)
) STRICT;

CREATE TABLE leader (
    id             INTEGER PRIMARY KEY,
    slug           TEXT    NOT NULL UNIQUE,
    name           TEXT    NOT NULL UNIQUE,
    side_id        INTEGER NOT NULL REFERENCES side (id),
    rank           TEXT    NOT NULL CHECK (rank IN ('king', 'duke', 'earl', 'count', 'baron',
                                                    'knight', 'captain', 'sergeant')),
    cv             INTEGER NOT NULL CHECK (cv BETWEEN 1 AND 6),
    character      TEXT CHECK (character IN ('bold', 'cautious', 'rash', 'impetuous',
                                             'incompetent', 'steady')),
    status         TEXT    NOT NULL CHECK (status IN ('active', 'wounded', 'captive', 'dead')),
    wounded_until  INTEGER,
    captor_side_id INTEGER REFERENCES side (id)
) STRICT;

CREATE TABLE army (
    id               INTEGER PRIMARY KEY,
    slug             TEXT    NOT NULL UNIQUE,
    name             TEXT    NOT NULL UNIQUE,
    side_id          INTEGER NOT NULL REFERENCES side (id),
    leader_id        INTEGER UNIQUE REFERENCES leader (id),
    place_id         INTEGER REFERENCES place (id),
    route_id         INTEGER REFERENCES route (id),
    heading_place_id INTEGER REFERENCES place (id),
    days_left        INTEGER,
    CHECK ((place_id IS NOT NULL AND route_id IS NULL AND heading_place_id IS NULL
            AND days_left IS NULL)
        OR (place_id IS NULL AND route_id IS NOT NULL AND heading_place_id IS NOT NULL
            AND days_left >= 0))
) STRICT;

CREATE TABLE battal (
    id        INTEGER PRIMARY KEY,
    slug      TEXT    NOT NULL UNIQUE,
    name      TEXT    NOT NULL,
    army_id   INTEGER NOT NULL REFERENCES army (id),
    leader_id INTEGER UNIQUE REFERENCES leader (id),
    orders    TEXT    NOT NULL
              CHECK (orders IN ('attack', 'hold', 'defend', 'skirmish', 'flank', 'reserve')),
    UNIQUE (army_id, name)
) STRICT;

CREATE TABLE unit (
    id         INTEGER PRIMARY KEY,
    slug       TEXT    NOT NULL UNIQUE,
    name       TEXT    NOT NULL,
    battal_id  INTEGER NOT NULL REFERENCES battal (id),
    leader_id  INTEGER UNIQUE REFERENCES leader (id),
    troop_type TEXT    NOT NULL,
    class      TEXT    NOT NULL CHECK (class IN ('A', 'B', 'C', 'D')),
    protection TEXT,
    formation  TEXT CHECK (formation IN ('close', 'loose', 'open')),
    weapons    TEXT,
    present    INTEGER NOT NULL CHECK (present >= 0),
    mustered   INTEGER NOT NULL CHECK (mustered >= 0),
    recruited  INTEGER NOT NULL CHECK (recruited >= 0),
    dead       INTEGER NOT NULL CHECK (dead >= 0),
    deserted   INTEGER NOT NULL CHECK (deserted >= 0),
    UNIQUE (battal_id, name)
) STRICT;

CREATE TABLE wounded_batch (
    id          INTEGER PRIMARY KEY,
    unit_id     INTEGER NOT NULL REFERENCES unit (id),
    men         INTEGER NOT NULL CHECK (men > 0),
    returns_day INTEGER NOT NULL
) STRICT;

CREATE TABLE captive_batch (
    id             INTEGER PRIMARY KEY,
    unit_id        INTEGER NOT NULL REFERENCES unit (id),
    men            INTEGER NOT NULL CHECK (men > 0),
    captor_side_id INTEGER NOT NULL REFERENCES side (id)
) STRICT;

CREATE TABLE action (
    id           INTEGER PRIMARY KEY,
    name         TEXT    NOT NULL,
    description  TEXT    NOT NULL,
    cause        TEXT    NOT NULL CHECK (cause IN ('battle', 'march', 'advance', 'ransom', 'edit',
                                                   'recruit', 'import')),
    campaign_day INTEGER NOT NULL,
    wall_time    TEXT    NOT NULL,
    state        TEXT    NOT NULL CHECK (state IN ('done', 'undone')),
    changeset    BLOB
) STRICT;

CREATE TABLE ledger_entry (
    id        INTEGER PRIMARY KEY,
    action_id INTEGER NOT NULL REFERENCES action (id),
    day       INTEGER NOT NULL,
    cause     TEXT    NOT NULL CHECK (cause IN ('battle', 'march', 'advance', 'ransom', 'edit',
                                                'recruit', 'import')),
    side_id   INTEGER REFERENCES side (id),
    army_id   INTEGER REFERENCES army (id),
    unit_id   INTEGER REFERENCES unit (id),
    leader_id INTEGER REFERENCES leader (id),
    what      TEXT    NOT NULL,
    change    INTEGER NOT NULL,
    note      TEXT    NOT NULL DEFAULT ''
) STRICT;
)SQL";

// Version 2: indexes on the foreign keys the roster, the ledger and undo walk, so that a
// campaign of ten thousand units opens and lists in well under the issue's limits.
const char* const kSchemaV2 = R"SQL(
CREATE INDEX army_by_side ON army (side_id);
CREATE INDEX battal_by_army ON battal (army_id);
CREATE INDEX unit_by_battal ON unit (battal_id);
CREATE INDEX wounded_by_unit ON wounded_batch (unit_id);
CREATE INDEX captive_by_unit ON captive_batch (unit_id);
CREATE INDEX ledger_by_action ON ledger_entry (action_id);
CREATE INDEX action_by_state ON action (state, id);
)SQL";

// Version 3: the aftermath of battles and what follows it (issue 6). A `captive` is a leader,
// or a batch of men of one unit, held by a captor side for ransom: its men stay counted in
// `captive_batch` (the conservation sum) while held; the record keeps the ransom, what has been
// paid, the dates and the status for ever after. Men whose unit is gone when they come home
// wait in a `depot_batch` of their own side (docs/rules/aftermath.md, "Applying"). The
// `chronicle` is the dated story the GUI shows: one line per event, tied to the action that
// caused it so that undo takes it back with the rest.
const char* const kSchemaV3 = R"SQL(
CREATE TABLE captive (
    id             INTEGER PRIMARY KEY,
    side_id        INTEGER NOT NULL REFERENCES side (id),
    captor_side_id INTEGER NOT NULL REFERENCES side (id),
    leader_id      INTEGER REFERENCES leader (id),
    unit_id        INTEGER REFERENCES unit (id),
    batch_id       INTEGER UNIQUE REFERENCES captive_batch (id),
    men            INTEGER NOT NULL CHECK (men > 0),
    rule           TEXT    NOT NULL,
    taken_day      INTEGER NOT NULL,
    demand_by_day  INTEGER NOT NULL,
    demanded_day   INTEGER,
    deadline_day   INTEGER NOT NULL,
    ransom         INTEGER NOT NULL CHECK (ransom >= 0),
    paid           INTEGER NOT NULL DEFAULT 0 CHECK (paid >= 0),
    status         TEXT    NOT NULL
                   CHECK (status IN ('held', 'demanded', 'part-paid', 'paid', 'paroled',
                                     'released', 'refused', 'executed', 'escaped')),
    CHECK ((leader_id IS NULL) <> (unit_id IS NULL)),
    CHECK (captor_side_id <> side_id)
) STRICT;
CREATE INDEX captive_by_status ON captive (status, id);

CREATE TABLE depot_batch (
    id       INTEGER PRIMARY KEY,
    unit_id  INTEGER NOT NULL REFERENCES unit (id),
    side_id  INTEGER NOT NULL REFERENCES side (id),
    place_id INTEGER REFERENCES place (id),
    men      INTEGER NOT NULL CHECK (men > 0),
    since    INTEGER NOT NULL
) STRICT;
CREATE INDEX depot_by_unit ON depot_batch (unit_id);

CREATE TABLE chronicle (
    id        INTEGER PRIMARY KEY,
    action_id INTEGER NOT NULL REFERENCES action (id),
    day       INTEGER NOT NULL,
    kind      TEXT    NOT NULL,
    text      TEXT    NOT NULL
) STRICT;
CREATE INDEX chronicle_by_day ON chronicle (day, id);
)SQL";

// Version 4: the strategic campaign (docs/rules/campaign.md). Self-contained: only tables of
// version 1 are referred to. An army, unit or place without a row here has the defaults: no
// orders, never forced, arrears nil, service counted from the campaign's start, not being held.
// Money below a pound lives in side_purse, so `side.treasury` stays in whole pounds for
// everything else (ransoms, the scenario file) while pay is reckoned exactly in pence.
const char* const kSchemaV4 = R"SQL(
CREATE TABLE army_march (
    army_id            INTEGER PRIMARY KEY REFERENCES army (id),
    forced             INTEGER NOT NULL DEFAULT 0 CHECK (forced IN (0, 1)),
    last_forced_day    INTEGER,
    came_from_place_id INTEGER REFERENCES place (id)
) STRICT;

CREATE TABLE army_order_stop (
    army_id  INTEGER NOT NULL REFERENCES army (id),
    seq      INTEGER NOT NULL CHECK (seq >= 1),
    place_id INTEGER NOT NULL REFERENCES place (id),
    PRIMARY KEY (army_id, seq)
) STRICT;

CREATE TABLE place_holding (
    place_id  INTEGER PRIMARY KEY REFERENCES place (id),
    side_id   INTEGER NOT NULL REFERENCES side (id),
    since_day INTEGER NOT NULL
) STRICT;

CREATE TABLE unit_upkeep (
    unit_id          INTEGER PRIMARY KEY REFERENCES unit (id),
    arrears_pence    INTEGER NOT NULL DEFAULT 0 CHECK (arrears_pence >= 0),
    arrears_days     INTEGER NOT NULL DEFAULT 0 CHECK (arrears_days >= 0),
    service_from_day INTEGER
) STRICT;

CREATE TABLE side_purse (
    side_id INTEGER PRIMARY KEY REFERENCES side (id),
    pence   INTEGER NOT NULL CHECK (pence >= 0 AND pence < 240)
) STRICT;

CREATE TABLE pending_battle (
    id        INTEGER PRIMARY KEY,
    place_id  INTEGER NOT NULL UNIQUE REFERENCES place (id),
    since_day INTEGER NOT NULL
) STRICT;

CREATE TABLE pending_battle_army (
    battle_id INTEGER NOT NULL REFERENCES pending_battle (id),
    army_id   INTEGER NOT NULL REFERENCES army (id),
    PRIMARY KEY (battle_id, army_id)
) STRICT;

CREATE TABLE unit_battle_result (
    id       INTEGER PRIMARY KEY,
    unit_id  INTEGER NOT NULL REFERENCES unit (id),
    day      INTEGER NOT NULL,
    place_id INTEGER NOT NULL REFERENCES place (id),
    result   TEXT    NOT NULL CHECK (result IN ('victory', 'defeat', 'draw'))
) STRICT;

-- An army merged into another keeps its row (the ledger refers to it) but no longer marches.
CREATE TABLE army_merged (
    army_id      INTEGER PRIMARY KEY REFERENCES army (id),
    into_army_id INTEGER NOT NULL REFERENCES army (id),
    day          INTEGER NOT NULL,
    CHECK (army_id <> into_army_id)
) STRICT;

CREATE INDEX pending_army_by_army ON pending_battle_army (army_id);
CREATE INDEX battle_result_by_unit ON unit_battle_result (unit_id, day);
)SQL";

// Version 5: how many backups to keep beside the file (campaign/file/backup.hpp). A setting of the
// file, not of the game: no action writes it, so undo never touches it, and a restore keeps
// the setting the file had (docs/campaign-file.md, "Backups").
const char* const kSchemaV5 = R"SQL(
CREATE TABLE backup_policy (
    id   INTEGER PRIMARY KEY CHECK (id = 1),
    keep INTEGER NOT NULL CHECK (keep BETWEEN 1 AND 1000)
) STRICT;
INSERT INTO backup_policy (id, keep) VALUES (1, 20);
)SQL";

// Version 6: every battle outcome applied to the roster, so that none is applied twice (issue
// 13): one a place a day, and one an outcome (its digest, docs/campaign-file.md). Undo takes
// the row away with the rest of the battle.
const char* const kSchemaV6 = R"SQL(
CREATE TABLE battle_applied (
    id        INTEGER PRIMARY KEY,
    action_id INTEGER NOT NULL REFERENCES action (id),
    place_id  INTEGER REFERENCES place (id),
    day       INTEGER NOT NULL,
    rules     TEXT    NOT NULL,
    seed      TEXT,
    digest    TEXT    NOT NULL UNIQUE,
    summary   TEXT    NOT NULL
) STRICT;
CREATE UNIQUE INDEX battle_applied_place_day ON battle_applied (place_id, day);
)SQL";

// Version 7 (issue 15): the map's terrain layer, drawn under places and routes (coast, rivers,
// woods, marsh, the land against the sea), and its scale for the scale bar. Points are kept as
// the scenario file writes them ("x,y x,y ...", map units): the layer is read whole, never
// queried point by point.
const char* const kSchemaV7 = R"SQL(
CREATE TABLE map_feature (
    id     INTEGER PRIMARY KEY,
    kind   TEXT    NOT NULL CHECK (kind IN ('land', 'wood', 'marsh', 'coast', 'river')),
    name   TEXT,
    points TEXT    NOT NULL
) STRICT;
CREATE TABLE map_geography (
    id              INTEGER PRIMARY KEY CHECK (id = 1),
    miles_per_unit  REAL CHECK (miles_per_unit > 0),
    projection      TEXT,
    source          TEXT
) STRICT;
)SQL";

// Version 8 (issue 16): the tabletop result as the game master is typing it, one draft a
// pending battle (keyed by its place; since_day is the day that battle became pending, so a
// draft for an earlier battle at the same place is never offered for a later one). The draft
// is an editor's buffer, not a change to the campaign: the undo log does not record this table
// (campaign/actions/action_log.cpp), and applying the battle removes its draft in the same
// transaction. `outcome` is the outcome file's text (battle/outcome_xml.hpp) as typed, which
// may not yet be consistent; `winner_chosen` 0 until a winner (or a draw) is chosen.
const char* const kSchemaV8 = R"SQL(
CREATE TABLE tabletop_draft (
    place_id      INTEGER PRIMARY KEY REFERENCES place (id),
    since_day     INTEGER NOT NULL,
    entered_in    TEXT    NOT NULL CHECK (entered_in IN ('figures', 'men')),
    winner_chosen INTEGER NOT NULL CHECK (winner_chosen IN (0, 1)),
    outcome       TEXT    NOT NULL
) STRICT;
)SQL";

// Version 9 (issue 17): what the battle report reads of a battle once applied, kept with it
// (undo takes it back with the battle): the outcome file's text as applied; the headlines as
// the desk showed them, a line each; both orders of battle as fought, a unit a line ("side<TAB>
// army<TAB>army leader<TAB>battal<TAB>battal leader<TAB>orders<TAB>unit<TAB>troop type<TAB>
// class<TAB>men<TAB>unit leader<TAB>campaign factor"); the aftermath's lines, each
// "rule<TAB>text"; the battle's log as fought by the program ("move<TAB>step<TAB>
// rule<TAB>actor<TAB>target<TAB>result" a line, empty for a tabletop battle) and each side's
// figures formed and standing move by move ("move<TAB>side<TAB>formed<TAB>standing"); and the
// odds run before it was fought, if any ("side<TAB>win share<TAB>mean men lost<TAB>battles").
// `battle_odds` keeps the last odds run for a pending battle until it is applied: like the
// tabletop draft, a note beside the campaign that the undo log does not record.
const char* const kSchemaV9 = R"SQL(
CREATE TABLE battle_record (
    applied_id INTEGER PRIMARY KEY REFERENCES battle_applied (id),
    outcome    TEXT NOT NULL,
    headlines  TEXT NOT NULL,
    forces     TEXT NOT NULL,
    aftermath  TEXT NOT NULL,
    log        TEXT NOT NULL,
    strength   TEXT NOT NULL,
    expected   TEXT NOT NULL
) STRICT;

CREATE TABLE battle_odds (
    place_id  INTEGER PRIMARY KEY REFERENCES place (id),
    since_day INTEGER NOT NULL,
    rules     TEXT    NOT NULL,
    expected  TEXT    NOT NULL
) STRICT;
)SQL";

// Version 10 (issue 18): the tabletop console of a pending battle being fought on the table, as
// its text (application/tabletop/tabletop_console_xml.hpp): its forces and every step taken. Like
// the tabletop draft, a note beside the campaign that the undo log does not record.
const char* const kSchemaV10 = R"SQL(
CREATE TABLE tabletop_console (
    place_id  INTEGER PRIMARY KEY REFERENCES place (id),
    since_day INTEGER NOT NULL,
    console   TEXT    NOT NULL
) STRICT;
)SQL";

// Version 11 (issue 31): the rules files a campaign is played with, each with the SHA-256 of its
// bytes when the campaign was made (or, for an older campaign, first upgraded): `check` reports
// a file changed or gone since (campaign/battles/rules.hpp). Written by the import only.
const char* const kSchemaV11 = R"SQL(
CREATE TABLE rules_file (
    name   TEXT PRIMARY KEY,
    sha256 TEXT NOT NULL CHECK (length(sha256) = 64)
) STRICT;
)SQL";

// Version 12 (issue 36): the campaign's own seed, the one dice source of the programmed opponent
// (made when the campaign is made, `new --seed N`; an older campaign has none, and its opponent's
// dice are seeded from its scenario id as the feudal service's are); and the sides a programmed
// opponent plays, each with its character and the plan it follows (none until its first day). A
// side with no row is played by a person.
const char* const kSchemaV12 = R"SQL(
CREATE TABLE campaign_seed (
    id   INTEGER PRIMARY KEY CHECK (id = 1),
    seed TEXT    NOT NULL
) STRICT;

CREATE TABLE side_opponent (
    side_id   INTEGER PRIMARY KEY REFERENCES side (id),
    character TEXT    NOT NULL CHECK (character IN ('cautious', 'bold')),
    plan      TEXT
) STRICT;
)SQL";

// Version 13 (issue 35): group play across machines. `group_play`'s one row names the campaign
// among all others (a random identity an orders file must carry); `side_key` holds each side's
// key for signing its orders (32 random bytes as hex, carried only in that side's dispatch);
// `side_orders` the orders received from each side for a turn, the last version received
// (campaign/stores/group_play_store.hpp). Keys are outside the undo history, orders within it.
const char* const kSchemaV13 = R"SQL(
CREATE TABLE group_play (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    identity    TEXT    NOT NULL CHECK (length(identity) = 32),
    started_day INTEGER NOT NULL
) STRICT;

CREATE TABLE side_key (
    side_id INTEGER PRIMARY KEY REFERENCES side (id),
    key_hex TEXT    NOT NULL CHECK (length(key_hex) = 64)
) STRICT;

CREATE TABLE side_orders (
    side_id      INTEGER NOT NULL REFERENCES side (id),
    turn         INTEGER NOT NULL CHECK (turn >= 1),
    version      INTEGER NOT NULL CHECK (version >= 1),
    orders       TEXT    NOT NULL,
    received_day INTEGER NOT NULL,
    PRIMARY KEY (side_id, turn)
) STRICT;
)SQL";

// Version 14 (issue 34): an army the umpire disbanded once nothing of it was left (its men dead,
// deserted or gone into other armies). Its row stays, as a merged army's does, because the ledger
// names it; it no longer marches, fights or is listed (campaign/stores/army_store.hpp).
const char* const kSchemaV14 = R"SQL(
CREATE TABLE army_disbanded (
    army_id INTEGER PRIMARY KEY REFERENCES army (id),
    day     INTEGER NOT NULL,
    reason  TEXT    NOT NULL CHECK (length(reason) > 0)
) STRICT;
)SQL";

// Version 15 (issue 34): the map's picture, kept in the campaign file itself (one file is the
// whole campaign: a picture beside it is lost the first time the file is mailed). The picture
// covers the map's whole extent; its digest (SHA-256 of the bytes) names it to the painter's
// cache, so that the map is not decoded again at every paint. `map_background`, a file's path
// (versions 1 to 14), is read only when there is no picture here.
const char* const kSchemaV15 = R"SQL(
CREATE TABLE map_picture (
    id     INTEGER PRIMARY KEY CHECK (id = 1),
    format TEXT    NOT NULL CHECK (format IN ('png', 'jpeg')),
    width  INTEGER NOT NULL CHECK (width BETWEEN 1 AND 16384),
    height INTEGER NOT NULL CHECK (height BETWEEN 1 AND 16384),
    digest TEXT    NOT NULL CHECK (length(digest) = 64),
    bytes  BLOB    NOT NULL CHECK (length(bytes) BETWEEN 1 AND 33554432)
) STRICT;
)SQL";

const std::array<Migration, 15> kMigrations = {{
    {1, "roster, map, leaders, ledger and undo log", kSchemaV1},
    {2, "indexes for the roster, ledger and undo queries", kSchemaV2},
    {3, "captives and ransoms, depots, the chronicle", kSchemaV3},
    {4, "strategic campaign: march orders, place holding, upkeep, pending battles", kSchemaV4},
    {5, "how many backups to keep beside the file", kSchemaV5},
    {6, "battle outcomes applied, so that none is applied twice", kSchemaV6},
    {7, "the map's terrain layer and scale", kSchemaV7},
    {8, "tabletop results being typed, one draft a pending battle", kSchemaV8},
    {9, "what the battle report reads: each battle's record and the odds run before it", kSchemaV9},
    {10, "tabletop consoles, one open battle a pending battle", kSchemaV10},
    {11, "the rules files the campaign is played with, and their digests", kSchemaV11},
    {12, "the campaign's seed, and the sides a programmed opponent plays", kSchemaV12},
    {13, "group play: the campaign's identity, each side's key, the orders received", kSchemaV13},
    {14, "armies the umpire disbanded", kSchemaV14},
    {15, "the map's picture, kept in the file", kSchemaV15},
}};

}  // namespace

std::span<const Migration> campaignMigrations() {
    return kMigrations;
}

int currentSchemaVersion() {
    return kMigrations.back().version;
}

int schemaVersionOf(SQLite::Database& db) {
    return db.execAndGet("PRAGMA user_version").getInt();
}

MigrationResult applyMigrations(SQLite::Database& db, std::span<const Migration> migrations,
                                const std::string& fileName) {
    const int from = schemaVersionOf(db);
    const int last = migrations.empty() ? 0 : migrations.back().version;
    if (from > last) {
        throw UserError("campaign file '" + fileName + "' has schema version " +
                        std::to_string(from) + ", newer than this program knows (" +
                        std::to_string(last) +
                        "); open it with a newer Seneschal. The file "
                        "was left untouched.");
    }
    if (from == last) return MigrationResult::Current;
    for (const Migration& migration : migrations) {
        if (migration.version <= from) continue;
        SQLite::Transaction transaction(db);
        try {
            db.exec(migration.sql);
        } catch (const SQLite::Exception& e) {
            throw UserError("campaign file '" + fileName + "': migration to schema version " +
                            std::to_string(migration.version) + " (" + migration.description +
                            ") failed: " + e.what());
        }
        db.exec("PRAGMA user_version = " + std::to_string(migration.version));
        transaction.commit();
    }
    return from == 0 ? MigrationResult::Fresh : MigrationResult::Upgraded;
}

}  // namespace seneschal::campaign
