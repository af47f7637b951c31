#pragma once
// The campaign's listings as report tables: the roster (men in each state and the figures
// they make at the rules' scale), the leaders, and the ledger.
#include <vector>

#include "campaign/stores/listings.hpp"
#include "reports/table.hpp"

namespace seneschal::reports {

// GA-SCALE: figures are the men present at `menPerFigure` a figure, to the nearest figure.
std::int64_t figuresFor(campaign::Men present, int menPerFigure);

// CSV columns: side,army,battal,unit,type,class,present,wounded,captive,dead,deserted,figures,
// next return,held by,side id,army id,battal id,unit id. The text groups the units under their
// side, army and battal, and the ledger's changes under their action.
Table rosterTable(const std::vector<campaign::RosterLine>& lines, int menPerFigure);
Table leadersTable(const std::vector<campaign::LeaderLine>& lines);
Table ledgerTable(const std::vector<campaign::LedgerLine>& lines);

}  // namespace seneschal::reports
