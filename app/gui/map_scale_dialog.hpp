#pragma once
// Campaign > Map scale... (issue 34): the map's scale set by two points and the miles between
// them. The map's picture (or its bare extent) is shown; a click puts the first point, the next
// the second (a scale bar's two ends, two towns a known distance apart); the points may also be
// typed as x,y in map units. What it answers is the CLI's `edit map scale` request
// (application/orders/campaign_edits.hpp setMapScale); the library checks it.
#include <wx/dialog.h>
#include <wx/image.h>

#include <memory>
#include <optional>
#include <string>

#include "application/orders/campaign_edits.hpp"

class wxStaticText;
class wxTextCtrl;

namespace seneschal::gui {

class MapScaleDialog final : public wxDialog {
  public:
    // `picture`: the map picture's bytes (PNG or JPEG), none for a map without one; the map is
    // `mapWidth` by `mapHeight` map units; `milesPerUnit` its scale now.
    MapScaleDialog(wxWindow* parent, std::shared_ptr<const std::string> picture, double mapWidth,
                   double mapHeight, std::optional<double> milesPerUnit);

    // The request as typed and clicked; none while a point or the miles cannot be read.
    std::optional<application::MapScaleRequest> request() const;
    // A click on the picture at a point of the map (the next of the two points).
    void pickAt(double x, double y);
    // As typed: "120,80", "520,80", "40".
    void fill(const std::string& from, const std::string& to, const std::string& miles);
    void typeMiles(const std::string& miles);

  private:
    class Picker;
    void showDistance();

    Picker* picker_ = nullptr;
    wxTextCtrl* from_ = nullptr;
    wxTextCtrl* to_ = nullptr;
    wxTextCtrl* miles_ = nullptr;
    wxStaticText* distance_ = nullptr;
    bool nextIsFrom_ = true;
};

}  // namespace seneschal::gui
