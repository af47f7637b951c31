#include "application/views/army_listing.hpp"

#include "application/views/map_seen_by.hpp"
#include "base/grouped_number.hpp"
#include "map/map_view.hpp"

namespace seneschal::application {

namespace {

using reports::Table;

constexpr std::size_t kOrdersWidth = 34;  // keeps the table within 100 columns

std::string placeNamed(const map::MapView& view, const std::string& id) {
    const map::MapPlace* place = view.findPlace(id);
    return place ? place->name : id;
}

std::string daysWord(int days) {
    return countOf(days, "day", "days");
}

std::string whereaboutsOf(const map::MapView& view, const map::ArmyWhereabouts& where) {
    if (!where.onTheMarch()) return "at " + placeNamed(view, where.placeId);
    return placeNamed(view, where.fromPlace) + " to " + placeNamed(view, where.towardPlace) + ", " +
           daysWord(where.daysToRouteEnd) + " to go";
}

// "Caen", "Caen, Lisieux", or, when they would not fit, the first few, an ellipsis and the last
// with the count: "Valognes, Carentan … Crécy (9 places)".
std::string ordersOf(const map::MapView& view, const map::ArmyWhereabouts& where, bool whole) {
    if (where.stops.empty()) return "stands";
    std::vector<std::string> names;
    for (const std::string& stop : where.stops) names.push_back(placeNamed(view, stop));
    std::string all;
    for (const std::string& name : names) all += (all.empty() ? "" : ", ") + name;
    if (whole || all.size() <= kOrdersWidth) return all;
    const std::string tail =
        " … " + names.back() + " (" + std::to_string(names.size()) + " places)";
    std::string head = names.front();
    for (std::size_t i = 1; i + 1 < names.size(); ++i) {
        if (head.size() + 2 + names[i].size() + tail.size() > kOrdersWidth + 2) break;
        head += ", " + names[i];
    }
    return head + tail;
}

}  // namespace

reports::Table sideArmiesTable(const map::MapView& view, const std::string& sideName,
                               bool wholeOrders) {
    Table table({{"army"}, {"where"}, {"orders"}, {"arrives"}, {"men", Table::Align::Right}});
    for (const map::MapArmy& army : view.armies) {
        if (army.side != sideName) continue;
        table.addRow({army.name, whereaboutsOf(view, army.where),
                      ordersOf(view, army.where, wholeOrders), army.where.destinationDate,
                      groupedNumber(army.men)});
    }
    return table;
}

std::vector<SideArmies> armiesListing(campaign::CampaignFile& file, bool wholeOrders) {
    const map::MapView view = campaignMap(file, std::nullopt);
    std::vector<SideArmies> listing;
    for (const map::MapSide& side : view.sides) {
        Table table = sideArmiesTable(view, side.name, wholeOrders);
        if (table.rowCount() > 0) listing.push_back({side.name, std::move(table)});
    }
    return listing;
}

Table armiesCsvTable(campaign::CampaignFile& file) {
    const map::MapView view = campaignMap(file, std::nullopt);
    Table table({{"side"},
                 {"side id"},
                 {"army"},
                 {"army id"},
                 {"where"},
                 {"orders"},
                 {"arrives"},
                 {"men", Table::Align::Right}});
    for (const map::MapSide& side : view.sides) {
        for (const map::MapArmy& army : view.armies) {
            if (army.side != side.name) continue;
            table.addRow({side.name, side.id, army.name, army.id, whereaboutsOf(view, army.where),
                          ordersOf(view, army.where, true), army.where.destinationDate,
                          std::to_string(army.men)});
        }
    }
    return table;
}

}  // namespace seneschal::application
