// The battle report (issue 17): when, where, how and by which rules; both orders of battle with
// their leaders; the headlines; the battle move by move in prose, from its log; each unit's
// figures from start to end; each side's formed strength move by move; the aftermath with its
// rule IDs; and, for a battle whose odds were run first, the losses expected beside the real.
// Everything comes from the battle's record, kept when it was applied
// (campaign/stores/battle_records.hpp); a battle applied before records were kept says so.
#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "battle/odds.hpp"
#include "battle/outcome_xml.hpp"
#include "battle/resolvers.hpp"
#include "campaign/battles/rules.hpp"
#include "campaign/stores/battle_records.hpp"
#include "campaign/stores/report_queries.hpp"
#include "campaign/stores/repository.hpp"
#include "reports/battle_narrative.hpp"
#include "reports/campaign_reports.hpp"
#include "reports/report_words.hpp"

namespace seneschal::reports {

namespace {

std::string endStateWords(battle::UnitEndState state) {
    switch (state) {
        case battle::UnitEndState::Formed:
            return "formed";
        case battle::UnitEndState::Unformed:
            return "unformed";
        case battle::UnitEndState::Routed:
            return "routed";
        case battle::UnitEndState::Withdrawn:
            return "withdrew";
        case battle::UnitEndState::PursuedOff:
            return "pursued off the field";
        case battle::UnitEndState::Destroyed:
            return "destroyed";
    }
    return "";
}

std::string percent(double share) {
    return std::to_string(static_cast<int>(std::lround(share * 100))) + "%";
}

void orderOfBattle(Document& document, const std::string& side,
                   const std::vector<campaign::RecordedForce>& forces, int menPerFigure,
                   const std::string& rulesId) {
    constexpr auto kRight = Table::Align::Right;
    Table table({{"army, battal, unit"},
                 {"leader"},
                 {"troops"},
                 {"orders"},
                 readColumn("men", kRight),
                 readColumn("figures", kRight),
                 csvColumn("men", kRight),
                 csvColumn("figures", kRight),
                 {"campaign factor", kRight, Table::Shown::CsvOnly}});
    TableBlock block;
    block.id = "order-of-battle-" + std::to_string(document.tables().size());
    block.caption = side;
    std::string army, battal;
    int totalMen = 0, totalFigures = 0;
    for (const campaign::RecordedForce& f : forces) {
        if (f.side != side) continue;
        if (f.army != army) {
            table.addRow({f.army, f.armyLeader, "", "", "", "", "", "", ""});
            block.styles.push_back(RowStyle::Group);
            block.indents.push_back(0);
            army = f.army;
            battal.clear();
        }
        if (f.battal != battal) {
            table.addRow({f.battal, f.battalLeader, "", f.orders, "", "", "", "", ""});
            block.styles.push_back(RowStyle::Subtotal);
            block.indents.push_back(1);
            battal = f.battal;
        }
        const int figures = menPerFigure > 0 ? f.men / menPerFigure : 0;
        totalMen += f.men;
        totalFigures += figures;
        table.addRow({f.unit, f.unitLeader, troopsText(rulesId, f.type, f.troopClass), "",
                      grouped(f.men), grouped(figures), std::to_string(f.men),
                      std::to_string(figures), std::to_string(f.campaignFactor)});
        block.styles.push_back(RowStyle::Body);
        block.indents.push_back(2);
    }
    table.addRow({"Total", "", "", "", grouped(totalMen), grouped(totalFigures),
                  std::to_string(totalMen), std::to_string(totalFigures), ""});
    block.styles.push_back(RowStyle::Total);
    block.indents.push_back(0);
    block.table = std::move(table);
    document.table(std::move(block));
}

}  // namespace

Document battleReport(SQLite::Database& db, std::int64_t battleId) {
    const campaign::CampaignInfo info = campaign::readCampaignInfo(db);
    const std::optional<campaign::AppliedBattleRow> row =
        campaign::findAppliedBattleRow(db, battleId);
    if (!row) {
        const auto all = campaign::listAppliedBattles(db);
        throw UserError("--battle " + std::to_string(battleId) + ": no battle has that id" +
                        (all.empty() ? std::string(" (no battle has been applied yet)")
                                     : " (`seneschal-cli battles` lists them)"));
    }
    const battle::Rulebook& book = campaign::rulebookFor(info.rules);
    const int campaignScale = book.menPerFigure();
    const std::string title = row->place.empty() ? "A battle" : "Battle of " + row->place;
    Document document(title,
                      info.name + " — " + campaign::formatLongDate(info.reckoning, row->day));
    const std::optional<campaign::BattleRecordData> record =
        campaign::readBattleRecord(db, row->id);

    std::optional<battle::BattleOutcome> outcome;
    if (record) {
        outcome = battle::readOutcomeDraftFromString(record->outcome, "the battle's record",
                                                     campaignScale);
    }
    // The outcome's figures are of the rule set that fought the battle: a quick resolver's own
    // scale (postcard.xml, feudal.xml), else the campaign's rule book's.
    const int menPerFigure = outcome ? battle::menPerFigureOf(outcome->rules, book) : campaignScale;
    std::map<std::string, std::string> sideName;  // id -> name
    std::map<std::string, std::optional<std::string>> sideColour;
    for (const campaign::SideRow& s : campaign::readSideRows(db)) {
        sideName[s.id] = s.name;
        sideColour[s.id] = s.colour;
    }
    const auto nameOf = [&](const std::string& id) {
        const auto it = sideName.find(id);
        return it == sideName.end() ? id : it->second;
    };

    std::vector<Fact> facts = {{"Date", campaign::formatLongDate(info.reckoning, row->day)},
                               {"Place", row->place.empty() ? "not named" : row->place}};
    if (outcome) facts.push_back({"Battle type", battle::battleTypeName(outcome->type)});
    facts.push_back({"Rule set", battle::ruleSetName(row->rules)});
    facts.push_back({"Seed", row->seed ? *row->seed : "none: fought on the tabletop"});
    if (outcome) {
        facts.push_back(
            {"Winner", outcome->winner.empty() ? "none: a draw" : nameOf(outcome->winner)});
        if (outcome->moves > 0) {
            facts.push_back({"Moves", std::to_string(outcome->moves)});
        }
    }
    document.facts(std::move(facts));

    document.heading("Headlines");
    if (record && !record->headlines.empty()) {
        document.bullets(record->headlines);
    } else {
        document.bullets({row->summary});
    }
    if (!record) {
        document.note(
            "This battle was applied before Seneschal kept battle records: its orders "
            "of battle, log and aftermath lines are in the ledger and the chronicle.");
        return document;
    }

    // Both orders of battle, side by side in the order they fought.
    if (!record->forces.empty()) {
        document.heading("Orders of battle");
        std::vector<std::string> sides;
        for (const campaign::RecordedForce& f : record->forces) {
            if (std::find(sides.begin(), sides.end(), f.side) == sides.end())
                sides.push_back(f.side);
        }
        for (const std::string& side : sides)
            orderOfBattle(document, side, record->forces, menPerFigure, info.rules);
    }

    // The battle move by move.
    document.heading("The battle, move by move");
    if (record->log.empty()) {
        document.note(
            "Fought on the tabletop (or from an outcome file): Seneschal has no move-by-"
            "move log of it, only its result.");
    } else if (std::all_of(
                   record->log.begin(), record->log.end(),
                   [](const campaign::RecordedLogLine& line) { return line.rule.empty(); })) {
        // A quick resolver's log is already told in words, a line a turn.
        std::vector<std::string> lines;
        for (const campaign::RecordedLogLine& line : record->log) lines.push_back(line.result);
        document.paragraph("As " + battle::ruleSetName(row->rules) + " told it:");
        document.bullets(std::move(lines));
    } else {
        for (const NarrativeMove& move : battleNarrative(record->log)) {
            document.heading(move.title, 3);
            document.paragraph(move.prose);
        }
    }
    if (!record->strength.empty()) {
        Chart chart;
        chart.title = "Formed strength move by move (figures)";
        chart.xTitle = "Move";
        chart.yTitle = "Figures formed";
        std::vector<std::string> sides;
        std::map<std::string, std::map<int, int>> formed;
        std::set<int> moves;
        for (const campaign::RecordedStrength& s : record->strength) {
            if (std::find(sides.begin(), sides.end(), s.side) == sides.end())
                sides.push_back(s.side);
            formed[s.side][s.move] = s.formed;
            moves.insert(s.move);
        }
        for (int move : moves) chart.x.push_back(move);
        for (const std::string& side : sides) {
            ChartSeries series;
            series.name = nameOf(side);
            series.colour = seriesColour(sideColour[side]);
            for (int move : moves) series.values.push_back(formed[side][move]);
            chart.series.push_back(std::move(series));
        }
        document.chart(std::move(chart));
    }

    // Each unit from start to end.
    if (outcome) {
        constexpr auto kRight = Table::Align::Right;
        Table units({{"unit"},
                     {"side"},
                     {"at the start", kRight},
                     {"removed", kRight},
                     {"routed", kRight},
                     {"captured", kRight},
                     {"pursued off", kRight},
                     {"standing", kRight},
                     {"final state"}});
        for (const battle::UnitOutcome& u : outcome->units) {
            units.addRow({u.unit, nameOf(u.side),
                          std::to_string(battle::figuresFielded(u, menPerFigure)),
                          std::to_string(u.figuresRemoved), std::to_string(u.figuresRouted),
                          std::to_string(u.figuresCaptured), std::to_string(u.figuresPursuedOff),
                          std::to_string(battle::figuresStanding(u, menPerFigure)),
                          endStateWords(u.endState)});
        }
        document.heading("Units, in figures");
        const std::string scaleRule = battle::scaleRuleOf(outcome->rules);
        document.paragraph("At " + std::to_string(menPerFigure) + " men a figure (" + scaleRule +
                           ").");
        document.table(
            {"units", "Each unit from start to end, in figures", std::move(units), {}, {}, true});
    }

    // The aftermath.
    document.heading("Aftermath");
    Table aftermath({{"rule"}, {"what befell"}});
    for (const campaign::RecordedAftermathLine& line : record->aftermath) {
        aftermath.addRow({line.rule, line.text});
    }
    if (aftermath.rowCount() == 0) document.note("Nobody was harmed.");
    document.table(
        {"aftermath", "The aftermath, rule by rule", std::move(aftermath), {}, {}, true});

    // Expected beside actual.
    if (!record->expected.empty() && outcome) {
        constexpr auto kRight = Table::Align::Right;
        Table expected({{"side"},
                        {"chance of winning", kRight},
                        readColumn("men lost, expected", kRight),
                        readColumn("men lost, in the battle", kRight),
                        csvColumn("men lost, expected", kRight),
                        csvColumn("men lost, in the battle", kRight),
                        {"battles in the odds", kRight, Table::Shown::CsvOnly}});
        for (const campaign::ExpectedLosses& e : record->expected) {
            const std::int64_t actual = battle::menLost(*outcome, e.side, menPerFigure);
            const auto mean = static_cast<std::int64_t>(std::llround(e.meanMenLost));
            expected.addRow({nameOf(e.side), percent(e.winShare), grouped(mean), grouped(actual),
                             std::to_string(mean), std::to_string(actual),
                             std::to_string(e.battles)});
        }
        document.heading("Expected and actual losses");
        document.paragraph(
            "The odds were run before the battle was fought (" +
            seneschal::countOf(record->expected.front().battles, "battle", "battles") +
            "); men lost are the dead, wounded and taken.");
        document.table(
            {"expected", "Expected losses beside the battle's", std::move(expected), {}, {}, true});
    }

    // The log itself, for the spreadsheet.
    Table log(
        {{"move", Table::Align::Right}, {"step"}, {"rule"}, {"actor"}, {"target"}, {"result"}});
    for (const campaign::RecordedLogLine& line : record->log) {
        log.addRow({std::to_string(line.move), line.step, line.rule, line.actor, line.target,
                    line.result});
    }
    TableBlock logBlock{"log", "The battle's log", std::move(log), {}, {}, false};
    document.table(std::move(logBlock));
    return document;
}

}  // namespace seneschal::reports
