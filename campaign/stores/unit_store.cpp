#include "campaign/stores/unit_store.hpp"

#include "base/count_range.hpp"
#include "campaign/file/sql_rows.hpp"
#include "campaign/limits.hpp"
#include "campaign/stores/stored_words.hpp"

namespace seneschal::campaign {

namespace {

void recordForUnit(ActionContext& context, const char* what, Men change, const std::string& note,
                   std::int64_t unit) {
    context.record(LedgerEntry(what, change, note).forUnit(unit));
}

}  // namespace

void killMen(ActionContext& context, std::int64_t unit, Men men, const std::string& note) {
    sql::execute(context.db(),
                 "UPDATE unit SET present = present - ?1, dead = dead + ?1 WHERE id = ?2",
                 {men, unit});
    recordForUnit(context, "dead", men, note, unit);
    recordForUnit(context, "present", -men, note, unit);
}

void woundMen(ActionContext& context, std::int64_t unit, Men men, DayNumber returns,
              const std::string& note) {
    sql::execute(context.db(), "UPDATE unit SET present = present - ?1 WHERE id = ?2", {men, unit});
    sql::execute(context.db(),
                 "INSERT INTO wounded_batch (unit_id, men, returns_day) VALUES (?1, ?2, ?3)",
                 {unit, men, returns.value});
    recordForUnit(context, "wounded", men, note, unit);
    recordForUnit(context, "present", -men, note, unit);
}

void desertInBattle(ActionContext& context, std::int64_t unit, Men men, const std::string& note) {
    sql::execute(context.db(),
                 "UPDATE unit SET present = present - ?1, deserted = deserted + ?1 WHERE id = ?2",
                 {men, unit});
    recordForUnit(context, "deserted", men, note, unit);
    recordForUnit(context, "present", -men, note, unit);
}

std::int64_t captureMen(ActionContext& context, std::int64_t unit, Men men, std::int64_t captor,
                        const std::string& note) {
    SQLite::Database& db = context.db();
    sql::execute(context.db(), "UPDATE unit SET present = present - ?1 WHERE id = ?2", {men, unit});
    sql::execute(context.db(),
                 "INSERT INTO captive_batch (unit_id, men, captor_side_id) VALUES (?1, ?2, ?3)",
                 {unit, men, captor});
    const std::int64_t batch = db.getLastInsertRowid();
    recordForUnit(context, "captive", men, note, unit);
    recordForUnit(context, "present", -men, note, unit);
    return batch;
}

void sendMenHome(ActionContext& context, std::int64_t unit, Men men, const std::string& why,
                 std::optional<Cause> cause) {
    sql::execute(context.db(),
                 "UPDATE unit SET present = present - ?1, deserted = deserted + ?1 WHERE id = ?2",
                 {men, unit});
    LedgerEntry present("present", -men, why);
    present.cause = cause;
    context.record(std::move(present.forUnit(unit)));
    LedgerEntry deserted("deserted", men, why);
    deserted.cause = cause;
    context.record(std::move(deserted.forUnit(unit)));
}

void healWounded(ActionContext& context, std::int64_t batch, std::int64_t unit, Men men) {
    sql::execute(context.db(), "UPDATE unit SET present = present + ?1 WHERE id = ?2", {men, unit});
    sql::execute(context.db(), "DELETE FROM wounded_batch WHERE id = ?1", {batch});
    recordForUnit(context, "wounded", -men, "healed", unit);
    recordForUnit(context, "present", men, "returned from the wounded", unit);
}

void releaseCaptiveBatch(ActionContext& context, std::int64_t batch, std::int64_t unit, Men men,
                         CaptiveStatus status) {
    sql::execute(context.db(), "DELETE FROM captive_batch WHERE id = ?1", {batch});
    recordForUnit(context, "captive", -men, textOf(status), unit);
}

void rejoinUnit(ActionContext& context, std::int64_t unit, Men men, const std::string& note) {
    sql::execute(context.db(), "UPDATE unit SET present = present + ?1 WHERE id = ?2", {men, unit});
    recordForUnit(context, "present", men, note, unit);
}

void sendToDepot(ActionContext& context, std::int64_t unit, std::int64_t side,
                 std::optional<std::int64_t> place, Men men, const std::string& note) {
    DepotImport(context.db()).add(unit, side, place, men, context.date());
    context.record(LedgerEntry("depot", men, note).forUnit(unit).forSide(side));
}

void slaughterCaptiveBatch(ActionContext& context, std::int64_t batch, std::int64_t unit, Men men,
                           const std::string& note) {
    sql::execute(context.db(), "DELETE FROM captive_batch WHERE id = ?1", {batch});
    sql::execute(context.db(), "UPDATE unit SET dead = dead + ?1 WHERE id = ?2", {men, unit});
    recordForUnit(context, "captive", -men, "executed", unit);
    recordForUnit(context, "dead", men, note, unit);
}

void renameUnit(ActionContext& context, std::int64_t unit, const std::string& oldName,
                const std::string& newName) {
    SQLite::Statement rename(context.db(), "UPDATE unit SET name = ? WHERE id = ?");
    rename.bind(1, newName);
    rename.bind(2, unit);
    rename.exec();
    recordForUnit(context, "name", 0, oldName + " -> " + newName, unit);
}

void reinforceUnit(ActionContext& context, std::int64_t unit, Men men, const std::string& note) {
    // Every count of the unit stays in its range (campaign/limits.hpp): all it ever raised, and
    // so its men present, at most kMaxUnitMen.
    requireInRange(kRecruitMen, men, "recruiting");
    SQLite::Statement counts(context.db(),
                             "SELECT name, mustered, recruited FROM unit WHERE id = ?1");
    counts.bind(1, unit);
    if (counts.executeStep()) {
        checkedAdd(counts.getColumn(1).getInt64() + counts.getColumn(2).getInt64(), men, kMenRaised,
                   "cannot recruit " + std::to_string(men) + " men into " +
                       counts.getColumn(0).getString());
    }
    sql::execute(context.db(),
                 "UPDATE unit SET present = present + ?1, recruited = recruited + ?1 WHERE id = ?2",
                 {men, unit});
    recordForUnit(context, "present", men, note, unit);
}

void correctUnitMen(ActionContext& context, std::int64_t unit, Men men, const std::string& note) {
    requireInRange(kUnitMen, men, "a correction");
    SQLite::Statement counts(context.db(),
                             "SELECT name, present, mustered, recruited FROM unit WHERE id = ?1");
    counts.bind(1, unit);
    if (!counts.executeStep()) throw UserError("no such unit");
    const std::string name = counts.getColumn(0).getString();
    const Men change = men - counts.getColumn(1).getInt64();
    const Men mustered = counts.getColumn(2).getInt64() + change;
    if (mustered < 0) {
        throw UserError(name + " mustered " + std::to_string(counts.getColumn(2).getInt64()) +
                        " men; a correction to " + std::to_string(men) +
                        " present would leave it having mustered fewer than none");
    }
    checkedAdd(mustered, counts.getColumn(3).getInt64(), kMenRaised,
               "cannot correct " + name + " to " + std::to_string(men) + " men");
    sql::execute(context.db(),
                 "UPDATE unit SET present = present + ?1, mustered = mustered + ?1 WHERE id = ?2",
                 {change, unit});
    recordForUnit(context, "mustered", change, note, unit);
    recordForUnit(context, "present", change, note, unit);
}

void setUnitLeader(ActionContext& context, std::int64_t unit, std::int64_t leader,
                   const std::string& note) {
    sql::execute(context.db(), "UPDATE unit SET leader_id = ?1 WHERE id = ?2", {leader, unit});
    context.record(LedgerEntry("leader", 0, note).forUnit(unit).forLeader(leader));
}

std::int64_t raiseUnit(ActionContext& context, const NewUnit& unit, const std::string& note) {
    requireInRange(kRecruitMen, unit.men, "recruiting");
    SQLite::Database& db = context.db();
    SQLite::Statement make(db, R"SQL(
        INSERT INTO unit (slug, name, battal_id, troop_type, class, present, mustered,
                          recruited, dead, deserted)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, 0, ?6, 0, 0))SQL");
    make.bind(1, unit.slug);
    make.bind(2, unit.name);
    make.bind(3, unit.battal);
    make.bind(4, unit.type);
    make.bind(5, textOf(unit.troopClass));
    make.bind(6, unit.men);
    make.exec();
    const std::int64_t key = db.getLastInsertRowid();
    recordForUnit(context, "present", unit.men, note, key);
    return key;
}

std::int64_t addBattal(SQLite::Database& db, const std::string& slug, const std::string& name,
                       std::int64_t army, BattalOrders orders) {
    SQLite::Statement battal(
        db, "INSERT INTO battal (slug, name, army_id, orders) VALUES (?, ?, ?, ?)");
    battal.bind(1, slug);
    battal.bind(2, name);
    battal.bind(3, army);
    battal.bind(4, textOf(orders));
    battal.exec();
    return db.getLastInsertRowid();
}

void moveBattal(ActionContext& context, std::int64_t battal, std::int64_t army,
                const std::string& note) {
    SQLite::Database& db = context.db();
    sql::execute(context.db(), "UPDATE battal SET army_id = ?1 WHERE id = ?2", {army, battal});
    SQLite::Statement inIt(db, "SELECT id FROM unit WHERE battal_id = ? ORDER BY id");
    inIt.bind(1, battal);
    while (inIt.executeStep()) {
        context.record(
            LedgerEntry("army", 0, note).forUnit(inIt.getColumn(0).getInt64()).forArmy(army));
    }
}

void moveUnit(ActionContext& context, std::int64_t unit, std::int64_t battal, std::int64_t army,
              const std::string& note) {
    sql::execute(context.db(), "UPDATE unit SET battal_id = ?1 WHERE id = ?2", {battal, unit});
    context.record(LedgerEntry("army", 0, note).forUnit(unit).forArmy(army));
}

void mergeBattal(SQLite::Database& db, std::int64_t battal, std::int64_t army,
                 const std::string& name) {
    SQLite::Statement move(db, "UPDATE battal SET army_id = ?, name = ? WHERE id = ?");
    move.bind(1, army);
    move.bind(2, name);
    move.bind(3, battal);
    move.exec();
}

RosterImport::RosterImport(SQLite::Database& db)
    : battal_(db,
              "INSERT INTO battal (id, slug, name, army_id, leader_id, orders) "
              "VALUES (?, ?, ?, ?, ?, ?)"),
      unit_(db, R"SQL(
            INSERT INTO unit (id, slug, name, battal_id, leader_id, troop_type, class, protection,
                              formation, weapons, present, mustered, recruited, dead, deserted)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?))SQL"),
      wounded_(db, "INSERT INTO wounded_batch (unit_id, men, returns_day) VALUES (?, ?, ?)"),
      captive_(db, "INSERT INTO captive_batch (unit_id, men, captor_side_id) VALUES (?, ?, ?)") {}

void RosterImport::battal(std::int64_t key, const Battal& battal, std::int64_t army,
                          std::optional<std::int64_t> leader) {
    battal_.bind(1, key);
    battal_.bind(2, battal.id);
    battal_.bind(3, battal.name);
    battal_.bind(4, army);
    sql::bindOptional(battal_, 5, leader);
    battal_.bind(6, textOf(battal.orders));
    sql::runAndReset(battal_);
}

void RosterImport::unit(std::int64_t key, const Unit& u, std::int64_t battal,
                        std::optional<std::int64_t> leader) {
    unit_.bind(1, key);
    unit_.bind(2, u.id);
    unit_.bind(3, u.name);
    unit_.bind(4, battal);
    sql::bindOptional(unit_, 5, leader);
    unit_.bind(6, u.type);
    unit_.bind(7, textOf(u.troopClass));
    sql::bindOptional(unit_, 8, u.protection);
    sql::bindOptional(unit_, 9, u.formation);
    if (u.weapons) {
        unit_.bind(10, joinIds(*u.weapons));
    } else {
        unit_.bind(10);
    }
    unit_.bind(11, u.present);
    unit_.bind(12, u.mustered);
    unit_.bind(13, u.recruited);
    unit_.bind(14, u.dead);
    unit_.bind(15, u.deserted);
    sql::runAndReset(unit_);
}

void RosterImport::wounded(std::int64_t unit, const WoundedBatch& batch) {
    wounded_.bind(1, unit);
    wounded_.bind(2, batch.men);
    wounded_.bind(3, batch.returns.value);
    sql::runAndReset(wounded_);
}

void RosterImport::captives(std::int64_t unit, Men men, std::int64_t captor) {
    captive_.bind(1, unit);
    captive_.bind(2, men);
    captive_.bind(3, captor);
    sql::runAndReset(captive_);
}

DepotImport::DepotImport(SQLite::Database& db)
    : insert_(db, R"SQL(
            INSERT INTO depot_batch (unit_id, side_id, place_id, men, since)
            VALUES (?, ?, ?, ?, ?))SQL") {}

void DepotImport::add(std::int64_t unit, std::int64_t side, std::optional<std::int64_t> place,
                      Men men, DayNumber since) {
    insert_.bind(1, unit);
    insert_.bind(2, side);
    sql::bindOptional(insert_, 3, place);
    insert_.bind(4, men);
    insert_.bind(5, since.value);
    sql::runAndReset(insert_);
}

namespace {

std::vector<Found> readFoundRows(SQLite::Statement& query) {
    std::vector<Found> rows;
    while (query.executeStep()) {
        rows.push_back({query.getColumn(0).getInt64(), query.getColumn(1).getString(),
                        query.getColumn(2).getString()});
    }
    return rows;
}

}  // namespace

std::vector<Found> readBattalsOfArmy(SQLite::Database& db, std::int64_t army) {
    SQLite::Statement query(db, "SELECT id, slug, name FROM battal WHERE army_id = ?1 ORDER BY id");
    query.bind(1, army);
    return readFoundRows(query);
}

std::vector<Found> readUnitsOfArmy(SQLite::Database& db, std::int64_t army) {
    SQLite::Statement query(
        db,
        "SELECT unit.id, unit.slug, unit.name FROM unit JOIN battal ON "
        "battal.id = unit.battal_id WHERE battal.army_id = ?1 ORDER BY unit.id");
    query.bind(1, army);
    return readFoundRows(query);
}

std::optional<UnitFacts> readUnitFacts(SQLite::Database& db, std::int64_t unit) {
    SQLite::Statement query(db, R"SQL(
        SELECT unit.battal_id, battal.army_id, army.side_id, unit.troop_type, unit.class,
               coalesce(place.name, ''), unit.name
        FROM unit JOIN battal ON battal.id = unit.battal_id JOIN army ON army.id = battal.army_id
        LEFT JOIN place ON place.id = army.place_id
        WHERE unit.id = ?1)SQL");
    query.bind(1, unit);
    if (!query.executeStep()) return std::nullopt;
    return UnitFacts{
        query.getColumn(0).getInt64(),
        query.getColumn(1).getInt64(),
        query.getColumn(2).getInt64(),
        query.getColumn(3).getString(),
        storedTroopClass(db, query.getColumn(4).getString(), query.getColumn(6).getString()),
        query.getColumn(5).getString()};
}

std::optional<BattalFacts> readBattal(SQLite::Database& db, std::int64_t battal) {
    SQLite::Statement query(db, "SELECT slug, name, orders, army_id FROM battal WHERE id = ?");
    query.bind(1, battal);
    if (!query.executeStep()) return std::nullopt;
    const std::string name = query.getColumn(1).getString();
    return BattalFacts{query.getColumn(0).getString(), name,
                       storedBattalOrders(db, query.getColumn(2).getString(), name),
                       query.getColumn(3).getInt64()};
}

bool battalHasUnitNamed(SQLite::Database& db, std::int64_t battal, const std::string& name) {
    SQLite::Statement query(db, "SELECT count(*) FROM unit WHERE battal_id = ? AND name = ?");
    query.bind(1, battal);
    query.bind(2, name);
    query.executeStep();
    return query.getColumn(0).getInt64() > 0;
}

std::vector<SideUnit> readUnitsOfSide(SQLite::Database& db, std::int64_t side) {
    SQLite::Statement query(db, R"SQL(
        SELECT unit.slug, unit.name, unit.troop_type, unit.class FROM unit
        JOIN battal ON battal.id = unit.battal_id JOIN army ON army.id = battal.army_id
        WHERE army.side_id = ? AND army.id NOT IN (SELECT army_id FROM army_disbanded)
        ORDER BY unit.id)SQL");
    query.bind(1, side);
    std::vector<SideUnit> units;
    while (query.executeStep()) {
        const std::string name = query.getColumn(1).getString();
        units.push_back({query.getColumn(0).getString(), name, query.getColumn(2).getString(),
                         storedTroopClass(db, query.getColumn(3).getString(), name)});
    }
    return units;
}

std::vector<WoundedDue> readWoundedDue(SQLite::Database& db, DayNumber day) {
    sql::Query query(db, R"SQL(
        SELECT wounded_batch.id, unit_id, men, unit.name FROM wounded_batch
        JOIN unit ON unit.id = wounded_batch.unit_id
        WHERE returns_day <= ? ORDER BY wounded_batch.id)SQL");
    query->bind(1, day.value);
    std::vector<WoundedDue> due;
    while (query->executeStep()) {
        due.push_back({query->getColumn(0).getInt64(), query->getColumn(1).getInt64(),
                       query->getColumn(2).getInt64(), query->getColumn(3).getString()});
    }
    return due;
}

std::vector<DepotRow> readDepotRows(SQLite::Database& db) {
    SQLite::Statement query(
        db, "SELECT unit_id, side_id, place_id, men, since FROM depot_batch ORDER BY id");
    std::vector<DepotRow> rows;
    while (query.executeStep()) {
        rows.push_back({query.getColumn(0).getInt64(), query.getColumn(1).getInt64(),
                        sql::optionalInt(query.getColumn(2)), query.getColumn(3).getInt64(),
                        DayNumber{query.getColumn(4).getInt64()}});
    }
    return rows;
}

}  // namespace seneschal::campaign
