#pragma once
// Starts wx once for the whole GUI test binary, inside a gtest Environment rather than main,
// so that listing the tests needs no display; and cleans up only if the start succeeded.
#include <wx/app.h>

#include <chrono>
#include <functional>

namespace seneschal::gui::testing {

// Runs the event loop until `done` holds or `timeout` passes; returns whether it held.
bool waitUntil(const std::function<bool()>& done,
               std::chrono::milliseconds timeout = std::chrono::milliseconds(5000));

bool wxStarted();

}  // namespace seneschal::gui::testing
