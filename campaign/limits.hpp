#pragma once
// The range of every count and amount a campaign holds (issue 30, "every number bounded"):
// checked where it comes in (an option, a scenario, an outcome or collection file, the campaign
// file when it is opened: campaign/file/stored_counts.cpp) and kept by the arithmetic on it
// (base/count_range.hpp's checked helpers). docs/reliability.md, "Ranges", lists them with
// their reasons.
//
// These are engineering bounds, not rules: no rule of the game limits a treasury or an army.
// Each is far above anything a campaign of the period holds, and low enough that nothing the
// program works out from them (pay of a side for ten years, in pence; a side's men summed over
// its units) comes near 2^63.
#include <cstdint>

#include "base/count_range.hpp"

namespace seneschal::campaign {

// A billion men: four orders of magnitude above the largest army of the period. A unit's
// columns (present, mustered, recruited, dead, deserted) and every batch of its men (wounded,
// captive, at a depot) are in this range, and so is all a unit ever raised (mustered and
// recruited together), so that no count of its men, however they move, can leave it. At the
// dearest daily pay of strategy.xml a billion men cost 3.6 × 10^10 pence a day.
inline constexpr std::int64_t kMaxUnitMen = 1'000'000'000;
inline constexpr CountRange kUnitMen{"men in a unit", 0, kMaxUnitMen, "men"};
inline constexpr CountRange kMenRaised{"men a unit has raised (mustered and recruited)", 0,
                                       kMaxUnitMen, "men"};
inline constexpr CountRange kRecruitMen{"men recruited at once", 1, kMaxUnitMen, "men"};

// What recruits cost in pence: a billion men at the dearest bounty of strategy.xml is far
// inside this; the bound is there so that the product is checked, never wrapped.
inline constexpr CountRange kRecruitCost{"the cost of recruits", 0, 1'000'000'000'000'000, "pence"};

// A billion pounds: the whole ransom of King John II of France was 500,000 pounds. A side's
// treasury, a ransom and a payment are in it; in pence (× 240) it is 2.4 × 10^11.
inline constexpr std::int64_t kMaxPounds = 1'000'000'000;
inline constexpr CountRange kTreasuryPounds{"money in a treasury", 0, kMaxPounds, "pounds"};
inline constexpr CountRange kRansomPounds{"a ransom", 0, kMaxPounds, "pounds"};
inline constexpr CountRange kPaymentPounds{"a payment", 1, kMaxPounds, "pounds"};

// The odd pence below a pound a side's purse holds (strategy.xml's pencePerPound is 240).
inline constexpr CountRange kOddPence{"odd pence in a purse", 0, 239, "pence"};

// A route's length in days: a year's march is longer than any road of a campaign map.
inline constexpr CountRange kRouteDays{"days a route takes", 1, 365, "days"};

// Arrears of pay owed to a unit: a billion men at the dearest pay for the ten years one advance
// may cover (kMaxAdvanceDays) owe 1.3 × 10^14 pence; the bound leaves room for several such.
inline constexpr CountRange kArrearsPence{"a unit's arrears of pay", 0, 1'000'000'000'000'000,
                                          "pence"};
// Days of pay owed: at most the calendar's whole range (years 1 to 9999, 3,652,059 days).
inline constexpr CountRange kArrearsDays{"days of pay owed", 0, 3'652'059, "days"};

// The most days one advance may cover: ten years of 366 days. A campaign season is months and
// a long campaign a few years; a bound keeps a mistyped count (or 2^63) from running for hours
// inside one transaction, and keeps the last day well inside the calendar's range.
inline constexpr CountRange kAdvanceDays{"days to advance", 1, 3660, "days"};

// A map's terrain layer (docs/formats.md, "Terrain layer"): a feature of at most 100,000 points
// and a layer of at most 1,000,000. The bundled Crécy map has 1,773 points in 19 features, its
// longest 388; a coast traced from a survey at a fine scale has tens of thousands. The bounds keep
// a file's import and every drawing of the map (linear in the points: map/map_painter.cpp) in
// well under a second.
inline constexpr CountRange kTerrainFeaturePoints{"points in a terrain feature", 0, 100'000,
                                                  "points"};
inline constexpr CountRange kTerrainLayerPoints{"points in a map's terrain layer", 0, 1'000'000,
                                                "points"};

}  // namespace seneschal::campaign
