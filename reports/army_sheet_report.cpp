// The army sheet (issue 37): what a group needs at the table to fight with an army, one army
// after another, battal by battal. Each unit with its men and its figures at the scale chosen
// (the rule set's own, GA-SCALE, unless the table plays another), its class, its troop type and
// what that is in words, its weapons and formation as it fights (the roster's own where it has
// them: campaign/battles/battle_setup.hpp `unitAsFought`), its morale value (GA-MV) and points
// (GA-POINTS, battle/ga/army.hpp), its leader with rank, CV and character, and a blank column
// for the casualties the table takes; then the army's leaders. Every number is the rule book's.
#include <cctype>
#include <map>

#include "base/grouped_number.hpp"
#include "battle/ga/army.hpp"
#include "battle/resolvers.hpp"
#include "campaign/battles/battle_setup.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/stores/lookup.hpp"
#include "campaign/stores/model_enums.hpp"
#include "campaign/stores/repository.hpp"
#include "reports/campaign_reports.hpp"
#include "reports/report_words.hpp"

namespace seneschal::reports {

namespace {

// GA-CLASSIFY's protection in words: "heavily armoured", "fully armoured on barded horses".
std::string protectionWords(battle::Protection protection) {
    switch (protection) {
        case battle::Protection::U:
            return "unarmoured";
        case battle::Protection::P:
            return "protected";
        case battle::Protection::A:
            return "armoured";
        case battle::Protection::H:
            return "heavily armoured";
        case battle::Protection::Hb:
            return "heavily armoured, barded";
        case battle::Protection::F:
            return "fully armoured";
        case battle::Protection::Fb:
            return "fully armoured, barded";
    }
    return "?";
}

// "Knightly heavily armoured cavalry (HC)": the unit as the rules classify it.
std::string troopWords(const battle::UnitSpec& unit) {
    std::string arm(battle::toString(unit.arm));
    for (char& c : arm) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return std::string(battle::toString(unit.background)) + " " + protectionWords(unit.protection) +
           " " + arm + " (" + std::string(battle::protectionCode(unit.protection, unit.arm)) + ")";
}

std::string weaponWords(const battle::Rulebook& rules, const std::vector<std::string>& ids) {
    std::string text;
    for (const std::string& id : ids) {
        const battle::Weapon* weapon = rules.findWeapon(id);
        text += (text.empty() ? "" : ", ") + (weapon ? weapon->name : id);
    }
    return text;
}

const campaign::Leader* sheetLeaderOf(const campaign::CampaignSnapshot& snapshot,
                                      const std::optional<std::string>& id) {
    if (!id) return nullptr;
    for (const campaign::Leader& leader : snapshot.leaders)
        if (leader.id == *id) return &leader;
    return nullptr;
}

std::string placeNameIn(const std::vector<campaign::Place>& places, const std::string& id) {
    for (const campaign::Place& place : places)
        if (place.id == id) return place.name;
    return id;
}

std::string sheetSideName(const campaign::CampaignSnapshot& snapshot, const std::string& id) {
    for (const campaign::Side& side : snapshot.sides)
        if (side.id == id) return side.name.empty() ? id : side.name;
    return id;
}

// The leader as a cell reads him: "Sir John Chandos", then "(wounded)" when he cannot command.
std::string sheetLeaderName(const campaign::Leader& leader) {
    return leader.status == campaign::LeaderStatus::Active
               ? leader.name
               : leader.name + " (" + campaign::textOf(leader.status) + ")";
}

// The blocks of `from` added to `to`, in order (a sheet's armies are laid out before their
// totals, which stand first, are known).
void appendBlocks(Document& to, const Document& from) {
    for (const Block& block : from.blocks()) {
        switch (block.kind) {
            case Block::Kind::Heading:
                to.heading(block.text, block.level);
                break;
            case Block::Kind::Paragraph:
                to.paragraph(block.text);
                break;
            case Block::Kind::Facts:
                to.facts(block.facts);
                break;
            case Block::Kind::TableKind:
                to.table(block.table);
                break;
            default:
                break;
        }
    }
}

struct SheetTotals {
    campaign::Men men = 0;
    std::int64_t figures = 0, points = 0;
};

}  // namespace

Document armySheetReport(SQLite::Database& db, const ReportFilter& filter) {
    const campaign::CampaignSnapshot snapshot = campaign::readSnapshot(db);
    const campaign::CampaignInfo& info = snapshot.info;
    const battle::Rulebook& rules = campaign::rulebookFor(info.rules);
    const int scale =
        filter.menPerFigure ? *filter.menPerFigure : battle::menPerFigureOf(info.rules, rules);
    std::optional<std::string> armyId, sideId;
    if (filter.army) armyId = campaign::readIdsByKey(db, campaign::Subject::Army).at(*filter.army);
    if (filter.side) sideId = campaign::readIdsByKey(db, campaign::Subject::Side).at(*filter.side);

    const std::string scaleText = seneschal::countOf(scale, "man", "men") + " a figure";
    Document pages;  // the armies, after the CSV's table of every unit
    Document document(
        "Army sheet",
        info.name + " — " + campaign::formatLongDate(info.reckoning, info.date) + ", " + scaleText);
    constexpr auto kRight = Table::Align::Right;
    // Every unit of the sheet in one table for a spreadsheet (the pages show it battal by
    // battal): the ids beside the names, plain numbers.
    Table everyUnit({{"side"},           {"army"},       {"army id"},     {"battal"},
                     {"battal id"},      {"unit"},       {"unit id"},     {"troop type"},
                     {"troop type id"},  {"class"},      {"protection"},  {"weapons"},
                     {"formation"},      {"MV", kRight}, {"men", kRight}, {"figures", kRight},
                     {"points", kRight}, {"leader"},     {"rank"},        {"CV", kRight},
                     {"character"}});
    std::size_t shownArmies = 0;
    for (const campaign::Army& army : snapshot.armies) {
        if (armyId && army.id != *armyId) continue;
        if (sideId && army.side != *sideId) continue;
        ++shownArmies;
        const std::string armyTitle = army.name.empty() ? army.id : army.name;
        pages.heading(armyTitle);
        std::string where;
        if (army.place) {
            where = placeNameIn(snapshot.places, *army.place);
        } else if (army.routeFrom && army.routeTo) {
            where = "on the march from " + placeNameIn(snapshot.places, *army.routeFrom) + " to " +
                    placeNameIn(snapshot.places, *army.routeTo);
        }
        const campaign::Leader* commander = sheetLeaderOf(snapshot, army.leader);
        SheetTotals armyTotals;
        // The leaders of the army, from its commander down: name, post, rank, CV, character.
        Table leaders({{"leader"},
                       {"commands"},
                       {"rank"},
                       {"CV", kRight},
                       {"character"},
                       {"command points", kRight}});
        const auto addLeader = [&](const campaign::Leader* leader, const std::string& post) {
            if (!leader) return;
            battle::CommandSpec spec;
            spec.rank = leader->rank;
            spec.cv = static_cast<int>(leader->cv);
            leaders.addRow({sheetLeaderName(*leader), post, leader->rank,
                            std::to_string(leader->cv), leader->character.value_or(""),
                            grouped(battle::commandCost(rules, spec))});
        };
        addLeader(commander, "the army");
        Document body;
        for (const campaign::Battal& battal : army.battals) {
            addLeader(sheetLeaderOf(snapshot, battal.leader), "battal " + battal.name);
            // Two tables a battal, so that every cell is whole on a landscape page: what the
            // table plays with, then what each unit is and carries and who leads it (his rank,
            // CV and character in the army's leaders below, beside his post).
            Table units({{"unit"},
                         {"troop type"},
                         {"class"},
                         {"formation"},
                         {"MV", kRight},
                         {"men", kRight},
                         {"figures", kRight},
                         {"points", kRight},
                         {"casualties"}});
            Table arms({{"unit"}, {"in words"}, {"weapons"}, {"leader"}});
            TableBlock block;
            block.id = "battal-" + battal.id;
            block.caption = battal.name;
            TableBlock armsBlock;
            armsBlock.id = "arms-" + battal.id;
            armsBlock.caption = battal.name + ": arms and leaders";
            SheetTotals battalTotals;
            for (const campaign::Unit& unit : battal.units) {
                const battle::UnitSpec spec = campaign::unitAsFought(
                    rules, unit.type, unit.troopClass, unit.protection.value_or(""),
                    unit.formation.value_or(""),
                    unit.weapons ? campaign::joinIds(*unit.weapons) : std::string());
                const battle::TroopType& type = rules.troopType(unit.type);
                // GA-SCALE: the unit fields its men present / men a figure, rounded down.
                const std::int64_t figures = unit.present / scale;
                const std::int64_t points = battle::figurePoints(rules, spec) * figures;
                const campaign::Leader* leader = sheetLeaderOf(snapshot, unit.leader);
                if (leader) addLeader(leader, "unit " + unit.name);
                everyUnit.addRow(
                    {sheetSideName(snapshot, army.side),
                     armyTitle,
                     army.id,
                     battal.name,
                     battal.id,
                     unit.name,
                     unit.id,
                     type.name.empty() ? type.id : type.name,
                     type.id,
                     std::string(battle::toString(spec.troopClass)),
                     std::string(battle::protectionCode(spec.protection, spec.arm)),
                     weaponWords(rules, spec.weapons),
                     std::string(battle::toString(spec.order)),
                     std::to_string(rules.moraleValue(spec.background, spec.troopClass)),
                     std::to_string(unit.present),
                     std::to_string(figures),
                     std::to_string(points),
                     leader ? leader->name : "",
                     leader ? leader->rank : "",
                     leader ? std::to_string(leader->cv) : "",
                     leader ? leader->character.value_or("") : ""});
                units.addRow({unit.name, type.name.empty() ? type.id : type.name,
                              std::string(battle::toString(spec.troopClass)),
                              std::string(battle::toString(spec.order)),
                              std::to_string(rules.moraleValue(spec.background, spec.troopClass)),
                              grouped(unit.present), grouped(figures), grouped(points), ""});
                arms.addRow({unit.name, troopWords(spec), weaponWords(rules, spec.weapons),
                             leader ? sheetLeaderName(*leader) : ""});
                block.styles.push_back(RowStyle::Body);
                battalTotals.men += unit.present;
                battalTotals.figures += figures;
                battalTotals.points += points;
            }
            units.addRow({"Total", "", "", "", "", grouped(battalTotals.men),
                          grouped(battalTotals.figures), grouped(battalTotals.points), ""});
            block.styles.push_back(RowStyle::Total);
            block.table = std::move(units);
            armsBlock.table = std::move(arms);
            armyTotals.men += battalTotals.men;
            armyTotals.figures += battalTotals.figures;
            armyTotals.points += battalTotals.points;
            const campaign::Leader* battalLeader = sheetLeaderOf(snapshot, battal.leader);
            body.heading(battal.name, 3);
            body.paragraph(
                (battalLeader ? "Led by " + sheetLeaderName(*battalLeader) + ". " : std::string()) +
                "Orders: " + campaign::textOf(battal.orders) + ". " +
                seneschal::countOf(static_cast<long long>(battal.units.size()), "unit", "units") +
                ", " + menText(battalTotals.men) + ", " +
                seneschal::countOf(battalTotals.figures, "figure", "figures") + ".");
            body.table(std::move(block));
            body.table(std::move(armsBlock));
        }
        std::vector<Fact> facts = {{"Side", sheetSideName(snapshot, army.side)}};
        if (!where.empty()) facts.push_back({"At", where});
        facts.push_back({"Commander", commander ? sheetLeaderName(*commander) : "none"});
        facts.push_back({"Men", menText(armyTotals.men)});
        facts.push_back({"Figures", seneschal::countOf(armyTotals.figures, "figure", "figures") +
                                        " at " + scaleText});
        facts.push_back({"Points", grouped(armyTotals.points) + " for the troops"});
        pages.facts(std::move(facts));
        appendBlocks(pages, body);
        if (leaders.rowCount() > 0) {
            pages.heading("Leaders of " + armyTitle, 3);
            TableBlock leaderBlock;
            leaderBlock.id = "leaders-" + army.id;
            leaderBlock.caption = "The army's leaders";
            leaderBlock.table = std::move(leaders);
            pages.table(std::move(leaderBlock));
        }
    }
    // The CSV's first table: every unit at once.
    TableBlock all;
    all.id = "units";
    all.caption = "Every unit of the sheet";
    all.table = std::move(everyUnit);
    all.onPages = false;
    document.table(std::move(all));
    if (shownArmies == 0) document.paragraph("No army to show.");
    appendBlocks(document, pages);
    return document;
}

}  // namespace seneschal::reports
