#pragma once
// The tabletop console as text (issue 18: an open battle survives closing the program): the
// battle, its starting forces and every step taken with its changes, so that the console read
// back is the same battle at the same step. Kept in the campaign file for a campaign battle
// (campaign/stores/tabletop_console_store.hpp), in a file of its own beside a battle file.
// No wx.
#include <string>

#include "application/tabletop/tabletop_console.hpp"

namespace seneschal::application {

std::string consoleToXml(const TabletopConsole& console);
// Throws DataError naming `name`, the line and the field when the text is not a console.
TabletopConsole consoleFromXml(const std::string& text, const std::string& name);

}  // namespace seneschal::application
