#include "application/tabletop/table_scale.hpp"

#include <algorithm>
#include <cstdint>
#include <limits>

#include "application/battles/campaign_battle.hpp"
#include "base/grouped_number.hpp"
#include "battle/tables/tables.hpp"
#include "battle/xml_source.hpp"
#include "campaign/battles/rules.hpp"

namespace seneschal::application {

namespace {

FigureCollection scaleReadCollection(const XmlSource& xml, const battle::Rulebook& rules) {
    const pugi::xml_node root = xml.root("collection");
    xml.onlyAttributes(root, {"name", "table-width", "table-depth"});
    xml.onlyChildren(root, {"troops"});
    FigureCollection c;
    c.name = xml.text(root, "name", "");
    c.tableWidth = static_cast<int>(xml.integer(root, "table-width", 1, 100'000, 0));
    c.tableDepth = static_cast<int>(xml.integer(root, "table-depth", 1, 100'000, 0));
    for (const pugi::xml_node troops : root.children("troops")) {
        xml.onlyAttributes(troops, {"type", "figures"});
        const std::string type = xml.text(troops, "type");
        if (!rules.findTroopType(type)) {
            xml.fail(troops, "no troop type \"" + type + "\" in the rules", "type");
        }
        if (c.figures.count(type)) {
            xml.fail(troops, "troop type \"" + type + "\" is listed twice", "type");
        }
        c.figures[type] = static_cast<int>(xml.integer(troops, "figures", 0, 1'000'000));
    }
    if (c.figures.empty()) xml.fail(root, "the collection lists no troops");
    xml.refuseUnknown(root);
    return c;
}

// men / scale: at most the men themselves, so an int (a unit's men fit one).
int scaleFiguresAt(int men, std::int64_t scale) {
    return static_cast<int>(men / scale);
}

}  // namespace

FigureCollection readFigureCollection(const std::filesystem::path& path,
                                      const battle::Rulebook& rules) {
    return scaleReadCollection(XmlSource::fromFile(path), rules);
}

FigureCollection readFigureCollectionFromString(const std::string& xml, const std::string& name,
                                                const battle::Rulebook& rules) {
    return scaleReadCollection(XmlSource::fromString(xml, name), rules);
}

ScaleProposal proposeScale(const battle::BattleSetup& setup, const battle::Rulebook& rules,
                           const FigureCollection& collection, std::optional<int> scale) {
    if (scale && *scale < 1) throw UserError("scale: men a figure must be 1 or more");
    ScaleProposal p;
    p.tableWidth = collection.tableWidth;
    std::map<std::string, std::string> sideNames;
    for (const auto& side : setup.sides) sideNames[side.id] = side.name;
    struct Unit {
        const battle::UnitSpec* spec;
        std::string side, army;
    };
    std::vector<Unit> units;
    // Sums over units in 64 bits: a unit may hold a billion men (campaign/limits.hpp).
    std::map<std::string, std::int64_t> menByType;
    int mostMen = 1;
    for (const auto& army : setup.armies) {
        for (const auto& battal : army.battals) {
            for (const auto& unit : battal.units) {
                if (unit.men < 0) throw UserError("scale: " + unit.name + " has fewer than no men");
                units.push_back({&unit,
                                 sideNames.count(army.side) ? sideNames[army.side] : army.side,
                                 army.name});
                menByType[unit.type] += unit.men;
                mostMen = std::max(mostMen, unit.men);
            }
        }
    }
    auto fitsAt = [&](std::int64_t s) {
        std::map<std::string, std::int64_t> needed;
        for (const auto& u : units) needed[u.spec->type] += scaleFiguresAt(u.spec->men, s);
        for (const auto& [type, n] : needed) {
            const auto owned = collection.figures.find(type);
            if (owned == collection.figures.end()) continue;  // listed as missing
            if (n > owned->second) return false;
        }
        return true;
    };
    // Figures fall as the scale grows, so whether a scale fits is monotonic: the smallest that
    // fits is found by halving the range, in about 30 tries for a billion men (one by one it
    // was a billion tries for a collection owning no figures). Above the largest unit every unit
    // is 0 figures and anything fits.
    std::int64_t low = 1, high = std::int64_t{mostMen} + 1;  // high always fits
    while (low < high) {
        const std::int64_t middle = low + (high - low) / 2;
        if (fitsAt(middle)) {
            high = middle;
        } else {
            low = middle + 1;
        }
    }
    p.proposed = static_cast<int>(std::min<std::int64_t>(high, std::numeric_limits<int>::max()));
    p.shown = scale.value_or(p.proposed);
    for (const auto& [type, men] : menByType) {
        if (!collection.figures.count(type)) {
            const battle::TroopType* t = rules.findTroopType(type);
            p.missing.push_back(t ? t->name : type);
        }
    }
    const bool allTypes = p.missing.empty();
    const battle::SmallScale& small = rules.tables().smallScale;
    for (int s = small.minMenPerFigure; s <= small.maxMenPerFigure; ++s) {
        p.choices.push_back({"GA-SMALL-SCALE", s, allTypes && fitsAt(s)});
    }
    p.choices.push_back(
        {"GA-SCALE", rules.menPerFigure(), allTypes && fitsAt(rules.menPerFigure())});
    p.choices.push_back({"proposed", p.proposed, allTypes});

    std::map<std::string, std::int64_t> needed;
    std::map<std::string, std::int64_t> frontage;
    std::vector<std::string> sideOrder;
    for (const auto& u : units) {
        ScaledUnit su;
        su.side = u.side;
        su.army = u.army;
        su.unit = u.spec->name;
        su.troopType = u.spec->type;
        const battle::TroopType* t = rules.findTroopType(u.spec->type);
        su.troopName = t ? t->name : u.spec->type;
        su.men = u.spec->men;
        su.figures = scaleFiguresAt(su.men, p.shown);
        su.remainder = su.men - su.figures * p.shown;
        needed[su.troopType] += su.figures;
        if (!frontage.count(su.side)) sideOrder.push_back(su.side);
        frontage[su.side] +=
            static_cast<std::int64_t>(su.figures) *
            rules.tables().bases[battle::idx(u.spec->arm)][battle::idx(u.spec->order)].frontage;
        p.units.push_back(std::move(su));
    }
    for (const auto& [type, men] : menByType) {
        const battle::TroopType* t = rules.findTroopType(type);
        const auto owned = collection.figures.find(type);
        p.troops.push_back({type, t ? t->name : type,
                            owned == collection.figures.end() ? 0 : owned->second, needed[type],
                            men});
    }
    for (const auto& side : sideOrder) p.frontages.push_back({side, frontage[side]});
    return p;
}

ScaleProposal proposeScaleAt(campaign::CampaignFile& file, const std::string& place,
                             const FigureCollection& collection, std::optional<int> scale) {
    const battle::BattleSetup setup =
        setUpCampaignBattle(file, place, battle::BattleType::Historical, "godsacre");
    return proposeScale(setup, campaign::rulebookFor("godsacre"), collection, scale);
}

reports::Table scaledUnitsTable(const ScaleProposal& p) {
    using A = reports::Table::Align;
    const auto text = reports::Table::Shown::TextOnly;
    const auto csv = reports::Table::Shown::CsvOnly;
    const auto both = reports::Table::Shown::Both;
    reports::Table table({{"side", A::Left},
                          {"army", A::Left},
                          {"unit", A::Left, both, true},
                          {"troops", A::Left, text, true},
                          {"troop_type", A::Left, csv},
                          {"men", A::Right, text},
                          {"men", A::Right, csv},
                          {"figures", A::Right},
                          {"men left over", A::Right, text},
                          {"men_left_over", A::Right, csv}});
    for (const auto& u : p.units) {
        table.addRow({u.side, u.army, u.unit, u.troopName, u.troopType, groupedNumber(u.men),
                      std::to_string(u.men), std::to_string(u.figures), std::to_string(u.remainder),
                      std::to_string(u.remainder)});
    }
    return table;
}

}  // namespace seneschal::application
