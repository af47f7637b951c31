// Loads GA-SMALL-SCALE, GA-MOVE-DIST, GA-MANOEUVRE, GA-TERRAIN, GA-UNFORMED, GA-ORD-* and GA-VIS.
#include "battle/loader/table_reader.hpp"

namespace seneschal::battle {

namespace {

void loadSmallScale(const TableReader& in, const pugi::xml_node& root, RulesTables& t) {
    const auto node = in.table(root, "smallScale");
    in.attributes(node, {"moveAndRangeFactor", "minMenPerFigure", "maxMenPerFigure"});
    t.smallScale.moveAndRangeFactor = in.number(node, "moveAndRangeFactor", 0.05, 1);
    t.smallScale.minMenPerFigure = in.integer(node, "minMenPerFigure", 1, 1000);
    t.smallScale.maxMenPerFigure =
        in.integer(node, "maxMenPerFigure", t.smallScale.minMenPerFigure, 1000);
}

void loadMoves(const TableReader& in, const pugi::xml_node& root, RulesTables& t) {
    const auto table = in.table(root, "moves");
    std::array<std::array<bool, kOrders>, kArms> seen{};
    for (const auto& node : table.children("move")) {
        in.attributes(node, {"arm", "order", "normal", "charge", "rally", "mayDouble"});
        const Arm a = in.arm(node, "arm");
        const Order o = in.order(node, "order");
        if (seen[idx(a)][idx(o)]) in.fail(node, "duplicate move for this arm and order", "order");
        seen[idx(a)][idx(o)] = true;
        MoveRates& m = t.moves[idx(a)][idx(o)];
        m.normal = in.integer(node, "normal", 1, 2000);
        m.charge = in.integer(node, "charge", m.normal, 3000);
        m.rally = in.integer(node, "rally", 1, 2000);
        m.mayDouble = in.xml().flag(node, "mayDouble", false);
    }
    for (auto& arm : seen)
        for (bool s : arm)
            if (!s) in.fail(table, "missing <move> for every arm and order");
}

void loadManoeuvres(const TableReader& in, const pugi::xml_node& root, RulesTables& t) {
    const auto table = in.table(root, "manoeuvres");
    static constexpr const char* kCols[kArms][kOrders] = {{"ic", "il", "io"}, {"cc", "cl", "co"}};
    std::array<bool, kManoeuvres.size> seen{};
    for (const auto& node : table.children("manoeuvre")) {
        in.attributes(node, {"id", "ic", "il", "io", "cc", "cl", "co"});
        const auto m = static_cast<std::size_t>(in.name(node, "id", kManoeuvres));
        if (seen[m]) in.fail(node, "duplicate manoeuvre", "id");
        seen[m] = true;
        for (std::size_t a = 0; a < kArms; ++a)
            for (std::size_t o = 0; o < kOrders; ++o)
                t.manoeuvres[m][a][o] = in.integer(node, kCols[a][o], 0, 2000);
    }
    in.requireAll(table, "manoeuvre", kManoeuvres, seen);
}

void loadTerrain(const TableReader& in, const pugi::xml_node& root, RulesTables& t) {
    const auto table = in.table(root, "terrain");
    std::array<bool, kGrounds.size> seen{};
    for (const auto& node : table.children("ground")) {
        in.attributes(node, {"id", "infantry", "cavalry", "crossInfantry", "crossCavalry",
                             "unforms", "cover", "cavalryPenalised"});
        const auto g = static_cast<std::size_t>(in.name(node, "id", kGrounds));
        if (seen[g]) in.fail(node, "duplicate ground", "id");
        seen[g] = true;
        GroundRules& r = t.ground[g];
        r.moveFraction[idx(Arm::Infantry)] = in.number(node, "infantry", 0, 1);
        r.moveFraction[idx(Arm::Cavalry)] = in.number(node, "cavalry", 0, 1);
        r.crossing[idx(Arm::Infantry)] = in.integer(node, "crossInfantry", 0, 1000);
        r.crossing[idx(Arm::Cavalry)] = in.integer(node, "crossCavalry", 0, 1000);
        const std::string unforms = in.xml().text(node, "unforms");
        if (unforms == "none")
            r.unforms = GroundRules::Unforms::None;
        else if (unforms == "close")
            r.unforms = GroundRules::Unforms::CloseOrder;
        else if (unforms == "all")
            r.unforms = GroundRules::Unforms::All;
        else
            in.fail(node, "unforms must be none, close or all, not '" + unforms + "'", "unforms");
        r.cover = in.xml().flag(node, "cover", false);
        r.cavalryPenalised = in.xml().flag(node, "cavalryPenalised", false);
    }
    in.requireAll(table, "ground", kGrounds, seen);
}

void loadUnformed(const TableReader& in, const pugi::xml_node& root, RulesTables& t) {
    const auto node = in.table(root, "unformed");
    in.attributes(node, {"manoeuvreFraction", "fightingRanks"});
    t.unformed.manoeuvreFraction = in.number(node, "manoeuvreFraction", 0, 1);
    t.unformed.fightingRanks = in.integer(node, "fightingRanks", 1, 10);
}

void loadOrders(const TableReader& in, const pugi::xml_node& root, RulesTables& t) {
    const auto node = in.table(root, "orders");
    in.attributes(node, {"minutesPer100Points", "changeMinutesPerMove", "movesToWrite",
                         "movesToRead", "movesToReact"});
    t.orders.minutesPer100Points = in.integer(node, "minutesPer100Points", 0, 60);
    t.orders.changeMinutesPerMove = in.integer(node, "changeMinutesPerMove", 0, 60);
    t.orders.movesToWrite = in.integer(node, "movesToWrite", 0, 20);
    t.orders.movesToRead = in.integer(node, "movesToRead", 0, 20);
    t.orders.movesToReact = in.integer(node, "movesToReact", 0, 20);
}

void loadVisibility(const TableReader& in, const pugi::xml_node& root, RulesTables& t) {
    const auto node = in.table(root, "visibility");
    in.attributes(node, {"recogniseArm", "recogniseSide", "openWoods", "thickWoods", "concealed"});
    auto& v = t.visibility;
    v.recogniseSide = in.integer(node, "recogniseSide", 1, 100000);
    v.recogniseArm = in.integer(node, "recogniseArm", v.recogniseSide, 100000);
    v.openWoods = in.integer(node, "openWoods", 1, 100000);
    v.thickWoods = in.integer(node, "thickWoods", 1, v.openWoods);
    v.concealed = in.integer(node, "concealed", 1, v.thickWoods);
}

}  // namespace

void loadMovementTables(const TableReader& in, const pugi::xml_node& root, RulesTables& t) {
    loadSmallScale(in, root, t);
    loadMoves(in, root, t);
    loadManoeuvres(in, root, t);
    loadTerrain(in, root, t);
    loadUnformed(in, root, t);
    loadOrders(in, root, t);
    loadVisibility(in, root, t);
}

}  // namespace seneschal::battle
