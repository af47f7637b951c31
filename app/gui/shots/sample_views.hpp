#pragma once
// A made-up Crécy 1346 desk for screenshots and GUI tests ONLY. It stands in for the views
// the campaign side will fill from a real campaign file, and is never shown once a real
// campaign is open. Not in the shipped program: seneschal-screenshots shows it with --demo and
// --screenshot, and the GUI tests use it.
#include <cstddef>

#include "application/views/desk_views.hpp"

namespace seneschal::gui::samples {

application::DeskViews crecyDesk();

// A roster of `units` units spread over two sides, many armies and battals: the roster
// pane's speed test.
application::RosterView generatedRoster(std::size_t units);

}  // namespace seneschal::gui::samples
