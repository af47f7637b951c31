#include "campaign/strategy/march.hpp"

#include <algorithm>
#include <numeric>
#include <set>

#include "base/errors.hpp"
#include "base/grouped_number.hpp"

namespace seneschal::campaign::strategy {

const char* toString(MarchEventKind kind) {
    switch (kind) {
        case MarchEventKind::Departed:
            return "departed";
        case MarchEventKind::Arrived:
            return "arrived";
        case MarchEventKind::ForcedMarch:
            return "forced march";
        case MarchEventKind::Stragglers:
            return "stragglers";
        case MarchEventKind::Contact:
            return "contact";
        case MarchEventKind::Occupying:
            return "occupying";
        case MarchEventKind::OwnerChanged:
            return "owner changed";
        case MarchEventKind::Withdrew:
            return "withdrew";
    }
    return "?";
}

Men stragglers(Men men, const MarchRules& rules) {
    return men * rules.stragglersPerThousand / 1000;
}

namespace {

// A point along a route as an exact fraction of its length from the route's first end (its
// `from`): foot and mounted armies count the same route in different days, so they can only be
// compared as shares of the route.
struct Fraction {
    std::int64_t num = 0;
    std::int64_t den = 1;
};

Fraction reduced(std::int64_t num, std::int64_t den) {
    if (den < 0) {
        num = -num;
        den = -den;
    }
    const std::int64_t g = std::gcd(num, den);
    return g > 1 ? Fraction{num / g, den / g} : Fraction{num, den};
}
Fraction operator-(Fraction a, Fraction b) {
    return reduced(a.num * b.den - b.num * a.den, a.den * b.den);
}
Fraction operator+(Fraction a, Fraction b) {
    return reduced(a.num * b.den + b.num * a.den, a.den * b.den);
}
Fraction operator*(Fraction a, Fraction b) {
    return reduced(a.num * b.num, a.den * b.den);
}
Fraction operator/(Fraction a, Fraction b) {
    return reduced(a.num * b.den, a.den * b.num);
}
int sign(Fraction a) {
    return a.num > 0 ? 1 : (a.num < 0 ? -1 : 0);
}

// How far along from route.from an army heading for `heading` stands with daysLeft to go.
Fraction along(const MapRoute& route, const std::string& heading, Days total, Days daysLeft) {
    return heading == route.to ? reduced(total - daysLeft, total) : reduced(daysLeft, total);
}

// One army's movement during one step (one route-day of progress).
struct StepMove {
    std::size_t army = 0;
    const MapRoute* route = nullptr;
    std::string heading;
    std::string leaving;
    Fraction start;
    Fraction end;
};

class DayMarch {
  public:
    DayMarch(MarchState& state, const RouteGraph& graph, const StrategyRules& rules, DayNumber day)
        : state_(state),
          graph_(graph),
          rules_(rules),
          report_{day, {}, {}},
          stepsMade_(state.armies.size(), 0),
          halted_(state.armies.size(), false) {}

    DayReport run() {
        checkArmies();
        const Days steps = std::max<Days>(1, rules_.march.forcedSteps);
        for (Days step = 1; step <= steps; ++step) {
            const std::vector<StepMove> moves = moveOneStep(step);
            meetOnRoutes(moves);
            meetAtPlaces();
        }
        countForcedMarches();
        for (const Contact& contact : report_.contacts) {
            state_.pending.push_back({contact.place, report_.day, contact.armies});
        }
        changeOwners();
        return std::move(report_);
    }

  private:
    const std::string& placeName(const std::string& id) const { return graph_.place(id).name; }

    void event(MarchEventKind kind, const MarchingArmy* army, const std::string& place,
               std::string text, const std::string& unit = {}, Men men = 0) {
        report_.events.push_back({report_.day, kind, army ? army->id : std::string(),
                                  army ? army->side : std::string(), place, unit, men,
                                  std::move(text)});
    }

    // Every army stands somewhere on the map; one on a route always goes on to its end unless
    // its orders turn it about (orderMarch writes them so).
    void checkArmies() {
        for (MarchingArmy& army : state_.armies) {
            if (army.onRoute()) {
                const MapRoute& route = graph_.route(army.routeFrom, army.routeTo);
                const Days total = RouteGraph::days(route, army.rate());
                if (army.daysLeft < 1 || army.daysLeft > total) {
                    throw UserError(army.name + " has " + std::to_string(army.daysLeft) +
                                    " days left on a route of " + std::to_string(total));
                }
                if (army.orders.empty() || army.orders.front() != army.routeTo) {
                    army.orders.insert(army.orders.begin(), army.routeTo);
                }
            } else {
                graph_.place(army.place);
            }
        }
    }

    std::vector<StepMove> moveOneStep(Days step) {
        std::vector<StepMove> moves;
        for (std::size_t i = 0; i < state_.armies.size(); ++i) {
            MarchingArmy& army = state_.armies[i];
            const bool marches = !halted_[i] && !army.orders.empty() && (step == 1 || army.forced);
            if (!marches) {
                // Standing still partway along a route: a forced enemy may still run into it.
                if (army.onRoute()) {
                    const MapRoute& route = graph_.route(army.routeFrom, army.routeTo);
                    const Fraction here = along(
                        route, army.routeTo, RouteGraph::days(route, army.rate()), army.daysLeft);
                    moves.push_back({i, &route, army.routeTo, army.routeFrom, here, here});
                }
                continue;
            }
            const Days total = [&] {
                if (!army.onRoute()) {
                    const MapRoute& route = graph_.route(army.place, army.orders.front());
                    army.routeFrom = army.place;
                    army.routeTo = army.orders.front();
                    army.place.clear();
                    army.daysLeft = RouteGraph::days(route, army.rate());
                    event(MarchEventKind::Departed, &army, army.routeFrom,
                          army.name + " leaves " + placeName(army.routeFrom) + " for " +
                              placeName(army.routeTo));
                }
                return RouteGraph::days(graph_.route(army.routeFrom, army.routeTo), army.rate());
            }();
            const MapRoute& route = graph_.route(army.routeFrom, army.routeTo);
            StepMove move{i, &route, army.routeTo, army.routeFrom, {}, {}};
            move.start = along(route, army.routeTo, total, army.daysLeft);
            army.daysLeft -= 1;
            move.end = along(route, army.routeTo, total, army.daysLeft);
            moves.push_back(move);
            ++stepsMade_[i];
            if (army.daysLeft == 0) {
                army.place = army.routeTo;
                army.cameFrom = army.routeFrom;
                army.routeFrom.clear();
                army.routeTo.clear();
                army.orders.erase(army.orders.begin());
                event(MarchEventKind::Arrived, &army, army.place,
                      army.name + " reaches " + placeName(army.place));
            }
        }
        return moves;
    }

    // The army halts at `place`, an end of the route it was on. Its orders wait for the battle
    // (the pending battle holds every army in it): the winner takes them up again from here
    // (docs/rules/campaign.md, "After a battle"), so a stop at the place it halted at is spent.
    void settle(MarchingArmy& army, const StepMove& move, const std::string& place) {
        const bool cameAlongRoute = place == move.heading;
        if (cameAlongRoute) army.cameFrom = move.leaving;
        // An army that reached the route's far end within this step had its stop there taken
        // off its orders; halted back at the end it left, that stop is still ahead of it.
        if (!cameAlongRoute && (army.orders.empty() || army.orders.front() != move.heading))
            army.orders.insert(army.orders.begin(), move.heading);
        army.place = place;
        army.routeFrom.clear();
        army.routeTo.clear();
        army.daysLeft = 0;
        if (!army.orders.empty() && army.orders.front() == place) {
            army.orders.erase(army.orders.begin());
        }
        halted_[move.army] = true;
    }

    Contact& contactAt(const std::string& place, ContactKind kind) {
        for (Contact& c : report_.contacts) {
            if (c.place == place) return c;
        }
        report_.contacts.push_back({report_.day, place, kind, {}, {}, {}});
        return report_.contacts.back();
    }

    static void addArmy(Contact& contact, const std::string& id) {
        if (std::find(contact.armies.begin(), contact.armies.end(), id) == contact.armies.end()) {
            contact.armies.push_back(id);
        }
    }

    // Two hostile armies on one route meet when their order along it flips during the step or
    // they end it on the same spot. They fight at the route's end nearer to where they met
    // (the lower place id on an exact half-way meeting).
    void meetOnRoutes(const std::vector<StepMove>& moves) {
        for (std::size_t x = 0; x < moves.size(); ++x) {
            for (std::size_t y = x + 1; y < moves.size(); ++y) {
                const StepMove& a = moves[x];
                const StepMove& b = moves[y];
                MarchingArmy& first = state_.armies[a.army];
                MarchingArmy& second = state_.armies[b.army];
                if (a.route != b.route || !hostile(first, second)) continue;
                if (halted_[a.army] || halted_[b.army]) continue;
                const Fraction before = a.start - b.start;
                const Fraction after = a.end - b.end;
                const bool met = sign(after) == 0 || sign(before) * sign(after) < 0;
                if (!met) continue;
                const Fraction t = sign(after) == 0 ? Fraction{1, 1} : before / (before - after);
                const Fraction point = a.start + (a.end - a.start) * t;
                const Fraction middle{1, 2};
                const int side = sign(point - middle);
                const std::string& place =
                    side < 0 ? a.route->from
                             : (side > 0 ? a.route->to : std::min(a.route->from, a.route->to));
                settle(first, a, place);
                settle(second, b, place);
                const ContactKind kind = a.heading == b.heading ? ContactKind::CaughtOnRoute
                                                                : ContactKind::CrossedOnRoute;
                Contact& contact = contactAt(place, kind);
                contact.routeFrom = a.route->from;
                contact.routeTo = a.route->to;
                addArmy(contact, first.id);
                addArmy(contact, second.id);
                const std::string how =
                    kind == ContactKind::CaughtOnRoute ? " catches " : " meets ";
                event(MarchEventKind::Contact, &first, place,
                      first.name + how + second.name + " on the road between " +
                          placeName(a.route->from) + " and " + placeName(a.route->to) +
                          "; both halt at " + placeName(place));
            }
        }
    }

    void meetAtPlaces() {
        for (const MapPlace& place : graph_.places()) {
            std::vector<std::size_t> here;
            std::set<std::string> sides;
            for (std::size_t i = 0; i < state_.armies.size(); ++i) {
                const MarchingArmy& army = state_.armies[i];
                if (!army.onRoute() && army.place == place.id) {
                    here.push_back(i);
                    sides.insert(army.side);
                }
            }
            if (sides.size() < 2) continue;
            Contact& contact = contactAt(place.id, ContactKind::AtPlace);
            const bool fresh = contact.armies.empty();
            std::string names;
            for (std::size_t i : here) {
                // Its orders wait for the battle, as settle() says.
                MarchingArmy& army = state_.armies[i];
                halted_[i] = true;
                addArmy(contact, army.id);
                names += (names.empty() ? "" : ", ") + army.name;
            }
            if (fresh) {
                event(MarchEventKind::Contact, &state_.armies[here.front()], place.id,
                      "hostile armies meet at " + place.name + " (" + names +
                          "): a battle is pending");
            }
        }
    }

    void countForcedMarches() {
        for (std::size_t i = 0; i < state_.armies.size(); ++i) {
            if (stepsMade_[i] < 2) continue;
            MarchingArmy& army = state_.armies[i];
            army.lastForcedMarch = report_.day;
            event(MarchEventKind::ForcedMarch, &army, army.onRoute() ? army.routeTo : army.place,
                  army.name + " makes a forced march");
            for (MarchUnit& unit : army.units) {
                const Men lost = stragglers(unit.men, rules_.march);
                if (lost == 0) continue;
                unit.men -= lost;
                event(MarchEventKind::Stragglers, &army, army.onRoute() ? army.routeTo : army.place,
                      std::to_string(lost) + " men of " + unit.shownName() +
                          " fall out on the forced march",
                      unit.id, lost);
            }
        }
    }

    // A place changes hands when an army of another side holds it unopposed at the end of the
    // day for the days its kind asks (0: at once).
    void changeOwners() {
        for (const MapPlace& place : graph_.places()) {
            std::set<std::string> sides;
            const MarchingArmy* holder = nullptr;
            for (const MarchingArmy& army : state_.armies) {
                if (!army.onRoute() && army.place == place.id) {
                    sides.insert(army.side);
                    if (!holder) holder = &army;
                }
            }
            PlaceControl& control = state_.control(place.id);
            if (sides.size() != 1 || state_.pendingAt(place.id)) {
                if (sides.empty()) {
                    control.heldBy.reset();
                    control.heldSince.reset();
                }
                continue;
            }
            const std::string& side = *sides.begin();
            if (control.owner == side) {
                control.heldBy.reset();
                control.heldSince.reset();
                continue;
            }
            const Days needed = rules_.ownership.daysFor(place.kind);
            if (control.heldBy != side) {
                control.heldBy = side;
                control.heldSince = report_.day;
                if (needed > 0) {
                    event(MarchEventKind::Occupying, holder, place.id,
                          holder->name + " holds " + place.name + "; it is " +
                              state_.sideName(side) + "'s in " + countOf(needed, "day", "days") +
                              " if unopposed");
                }
            }
            if (report_.day.value - control.heldSince->value >= needed) {
                control.owner = side;
                control.heldBy.reset();
                control.heldSince.reset();
                event(MarchEventKind::OwnerChanged, holder, place.id,
                      place.name + " passes to " + state_.sideName(side));
                report_.events.back().army.clear();
            }
        }
    }

    MarchState& state_;
    const RouteGraph& graph_;
    const StrategyRules& rules_;
    DayReport report_;
    std::vector<Days> stepsMade_;
    std::vector<bool> halted_;
};

}  // namespace

DayReport advanceDay(MarchState& state, const RouteGraph& graph, const StrategyRules& rules,
                     DayNumber day) {
    if (!state.pending.empty()) {
        throw UserError(describePending(state, graph) +
                        ": fight it or avoid it before advancing the campaign");
    }
    return DayMarch(state, graph, rules, day).run();
}

}  // namespace seneschal::campaign::strategy
